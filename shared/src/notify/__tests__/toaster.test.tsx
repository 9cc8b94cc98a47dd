import { act, render, screen } from '@testing-library/react';
import { notify, ShopToaster } from '..';

// sonner's toaster is a region named 'Notifications' whenever it is mounted.
const toasterRegion = () => screen.queryByRole('region', { name: /Notifications/ });

describe('ShopToaster', () => {
  it('mounts no toaster (and loads none) until the first toast, then shows that toast', async () => {
    render(<ShopToaster />);
    // Time enough for a lazily loaded toaster to arrive, had it been asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(toasterRegion()).not.toBeInTheDocument();

    // Dismissing before any toast loads nothing either.
    act(() => notify.dismissAll());
    expect(toasterRegion()).not.toBeInTheDocument();

    act(() => notify.error('Product not found'));

    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(toasterRegion()).toBeInTheDocument();
  });
});
