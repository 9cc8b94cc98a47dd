import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { notify, ShopToaster } from '..';

// sonner's toaster is a region named 'Notifications' whenever it is mounted.
const toasterRegion = () => screen.queryByRole('region', { name: /Notifications/ });

/** Lets the toaster's lazily loaded code arrive and a raised toast reach the screen, with no time passing. */
async function letToastsArrive() {
  for (let turn = 0; turn < 5; turn += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
  // sonner adds each toast on a 0 ms timer.
  act(() => jest.advanceTimersByTime(0));
}

const after = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/**
 * The toast with this message is on screen for the shopper: mounted, not leaving, and not one of those past the
 * toaster's limit (sonner keeps those in the list at opacity 0: data-visible="false"). A leaving toast fades out for
 * 200 ms, then goes.
 */
function isShowing(message: string): boolean {
  const shown = screen.queryByText(message)?.closest('[data-sonner-toast]');
  return (
    shown instanceof HTMLElement &&
    shown.dataset.removed === 'false' &&
    shown.dataset.visible === 'true' &&
    shown.dataset.mounted === 'true'
  );
}

beforeEach(() => jest.useFakeTimers());

afterEach(() => {
  // No toast outlives its test: a toaster mounted by the next one would show it again.
  act(() => {
    toast.dismiss();
  });
  jest.useRealTimers();
});

describe('ShopToaster', () => {
  it('mounts no toaster (and loads none) until the first toast, then shows that toast', async () => {
    render(<ShopToaster />);
    await letToastsArrive();
    expect(toasterRegion()).not.toBeInTheDocument();

    // Dismissing before any toast loads nothing either.
    act(() => notify.dismissAll());
    await letToastsArrive();
    expect(toasterRegion()).not.toBeInTheDocument();

    act(() => notify.error('Product not found'));
    await letToastsArrive();

    expect(screen.getByText('Product not found')).toBeInTheDocument();
    expect(toasterRegion()).toBeInTheDocument();
  });

  it('shows its toasts at the top centre (§notice.position)', async () => {
    render(<ShopToaster />);
    act(() => notify.info('Welcome back'));
    await letToastsArrive();

    const list = screen.getByText('Welcome back').closest('ol');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'center');
  });
});

describe('how long a notice stays (§notice.duration: error 4 s, success 2 s, toast default 2 s)', () => {
  it.each([
    ['an error', 4000, () => notify.error('Failed to add item to cart'), 'Failed to add item to cart'],
    ['a success', 2000, () => notify.success('Item added to cart'), 'Item added to cart'],
    ['a plain toast', 2000, () => notify.info('Check your e-mail'), 'Check your e-mail'],
  ])('%s stays %i ms: still there 1 ms before, leaving at its time', async (_kind, ms, raise, message) => {
    render(<ShopToaster />);
    act(() => raise());
    await letToastsArrive();
    expect(isShowing(message)).toBe(true);

    after(ms - 1);
    expect(isShowing(message)).toBe(true);

    after(1);
    expect(isShowing(message)).toBe(false);
    // Gone once it has faded.
    after(200);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('keeps the length a caller asks for (the verify page shows its notice 1.2 s)', async () => {
    render(<ShopToaster />);
    act(() => notify.success('User verified successfully', 1200));
    await letToastsArrive();
    after(1199);
    expect(isShowing('User verified successfully')).toBe(true);
    after(1);
    expect(isShowing('User verified successfully')).toBe(false);
  });
});

describe('how many notices at once (§notice.limit: up to 20)', () => {
  const raise = (from: number, to: number) =>
    act(() => {
      for (let n = from; n <= to; n += 1) notify.error(`Notice ${n}`);
    });

  it('shows 20 at once; a 21st shows too, and the oldest is hidden to make room', async () => {
    render(<ShopToaster />);
    raise(1, 20);
    await letToastsArrive();
    for (let n = 1; n <= 20; n += 1) expect(isShowing(`Notice ${n}`)).toBe(true);

    raise(21, 21);
    await letToastsArrive();
    expect(isShowing('Notice 21')).toBe(true);
    for (let n = 2; n <= 20; n += 1) expect(isShowing(`Notice ${n}`)).toBe(true);
    expect(isShowing('Notice 1')).toBe(false);
  });
});
