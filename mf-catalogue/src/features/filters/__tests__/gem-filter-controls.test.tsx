import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteProviders } from '@gemstore/shared';
import { loadFilterBar } from '../lib/filter-chunks';
import { GemFilterControls } from '../components/gem-filter-controls';
import { noGemFilters } from '../lib/gem-filters';
import { forgetScreenWidth, screenWidth } from '../../../test-support/screen-width';

afterEach(forgetScreenWidth);

function renderControls() {
  return render(
    <RemoteProviders name="catalogue">
      <GemFilterControls category="Ruby" filters={noGemFilters} onChange={jest.fn()} resultCount={12} />
    </RemoteProviders>,
  );
}

describe('GemFilterControls', () => {
  it('on a large screen, shows a dropdown per filter and no drawer button', async () => {
    screenWidth(1440);
    const user = userEvent.setup();
    renderControls();

    for (const name of ['Cut', 'Colour', 'Clarity', 'Carat', 'Price'])
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();

    // A pointer reaching them fetches the dropdowns' code; until it is here their outline stands in (see
    // filter-bar-outline.test.tsx).
    await user.hover(screen.getByRole('button', { name: 'Colour' }));
    await act(() => loadFilterBar());
    await user.click(screen.getByRole('button', { name: 'Colour' }));
    expect(await screen.findByRole('dialog', { name: 'Colour' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Colour' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('on a phone, shows only the Filters button until it is pressed, then the drawer', async () => {
    screenWidth(390);
    const user = userEvent.setup();
    renderControls();

    const open = screen.getByRole('button', { name: 'Filters' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Cut' })).not.toBeInTheDocument();

    await user.click(open);
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });
});
