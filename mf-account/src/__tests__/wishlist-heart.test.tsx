/**
 * The shared heart (WishlistHeart) as the catalogue and the cart show it, through this remote's `account/wishlist`
 * (ADR 053), lent as the shell lends it: what reaches the server (the idempotent call, as a request that outlives the
 * page), when (§wishlist.heart), and what the shopper is told. The server is stood in for at `api`.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  ApiError,
  authStatusAtom,
  notify,
  RemoteProviders,
  WishlistHeart,
  sessionStore,
  signIn,
  signOutLocally,
  userAtom,
  wishlistAtom,
} from '@gemstore/shared';
import { aUser } from '@gemstore/shared/test-fixtures';
import { lendTheWishlist } from '../test-support/lend-wishlist';
import { aProduct } from '@gemstore/shared/test-fixtures';

const ruby = aProduct({ id: 12, name: 'Burmese Ruby' });
const shopper = aUser();

function renderHeart(debounceMs = 300) {
  return render(
    <RemoteProviders name="catalogue">
      <WishlistHeart productId={ruby.id} productName={ruby.name} debounceMs={debounceMs} />
    </RemoteProviders>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  lendTheWishlist();
  signIn(shopper);
  sessionStore.set(wishlistAtom, []);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  signOutLocally();
});

/** Every change is sent as a request that outlives the page (a reload a moment after the pause keeps it). */
const keepalive = { adapter: 'fetch', fetchOptions: { keepalive: true } };

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

/** The server takes the change: its wishlist is now the ruby. */
const serverSavesRuby = () =>
  jest.spyOn(api, 'put').mockResolvedValue({ data: { success: true, wishlistItems: [ruby] } } as never);

describe('WishlistHeart (§wishlist.heart: optimistic, 300 ms on cards, reverts on failure)', () => {
  it('fills at once and sends the change only after 300 ms', async () => {
    const put = serverSavesRuby();
    renderHeart();

    await user().click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove Burmese Ruby from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    act(() => jest.advanceTimersByTime(299));
    expect(put).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(put).toHaveBeenCalledWith('/wishlist/items/12', { saved: true }, keepalive);
    expect(sessionStore.get(wishlistAtom).map((item) => item.id)).toEqual([12]);
    expect(screen.getByRole('button', { name: 'Remove Burmese Ruby from wishlist' })).toBeInTheDocument();
  });

  it('sends a change still waiting when the heart goes away, instead of dropping it', async () => {
    const put = serverSavesRuby();
    const { unmount } = renderHeart();

    await user().click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    act(() => jest.advanceTimersByTime(100));
    expect(put).not.toHaveBeenCalled();
    // The shopper opens a product at once: the card (and its heart) leave the page.
    await act(async () => unmount());
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith('/wishlist/items/12', { saved: true }, keepalive);
    expect(sessionStore.get(wishlistAtom).map((item) => item.id)).toEqual([12]);
    // Nothing is sent a second time when the pause would have ended.
    await act(async () => jest.advanceTimersByTime(500));
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('sends a change still waiting when the page goes away, as a request that outlives the page', async () => {
    const put = serverSavesRuby();
    const { unmount } = renderHeart();

    await user().click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    // A reload or a closed tab within the pause.
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith('/wishlist/items/12', { saved: true }, keepalive);
    // Nothing more when the pause would have ended, nor when the heart then goes away.
    await act(async () => jest.advanceTimersByTime(500));
    await act(async () => unmount());
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the page goes away with no change waiting', async () => {
    const put = jest.spyOn(api, 'put');
    renderHeart();
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(put).not.toHaveBeenCalled();
  });

  it('listens for the page going only while a change waits', async () => {
    serverSavesRuby();
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    const pagehide = (spy: typeof added | typeof removed) =>
      spy.mock.calls.filter(([type]) => type === 'pagehide').length;
    renderHeart();
    expect(pagehide(added)).toBe(0);

    await user().click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    expect(pagehide(added)).toBe(1);
    expect(pagehide(removed)).toBe(0);
    await act(async () => jest.advanceTimersByTime(300));
    expect(pagehide(removed)).toBe(1);
  });

  it('sends nothing when the heart goes away after a double tap', async () => {
    const put = jest.spyOn(api, 'put');
    const { unmount } = renderHeart();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    await u.click(screen.getByRole('button', { name: 'Remove Burmese Ruby from wishlist' }));
    await act(async () => unmount());
    await act(async () => jest.advanceTimersByTime(500));
    expect(put).not.toHaveBeenCalled();
  });

  it('sends nothing when tapped twice within the pause', async () => {
    const put = jest.spyOn(api, 'put');
    renderHeart();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    await u.click(screen.getByRole('button', { name: 'Remove Burmese Ruby from wishlist' }));
    await act(async () => jest.advanceTimersByTime(500));
    expect(put).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it("flips back and shows the server's message when the server refuses, and asks the server for the list again", async () => {
    const error = jest.spyOn(notify, 'error').mockImplementation(() => 0);
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValue({ data: { success: true, wishlistItems: [] } } as never);
    // What the shared client's interceptor turns a 404 answer into.
    jest
      .spyOn(api, 'put')
      .mockRejectedValue(
        new ApiError('Product not found', 404, { success: false, message: 'Product not found' }),
      );
    renderHeart();
    await user().click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove Burmese Ruby from wishlist' })).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(300));

    expect(await screen.findByRole('button', { name: 'Add Burmese Ruby to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(error).toHaveBeenCalledWith('Product not found');
    expect(sessionStore.get(wishlistAtom)).toEqual([]);
    expect(get).toHaveBeenCalledWith('/wishlist');
  });

  it('asks a guest to log in and changes nothing', async () => {
    signOutLocally();
    const error = jest.spyOn(notify, 'error').mockImplementation(() => 0);
    const put = jest.spyOn(api, 'put');
    renderHeart();
    await user().click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    expect(error).toHaveBeenCalledWith('Please Log In to save this item to your wishlist.');
    expect(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await act(async () => jest.advanceTimersByTime(500));
    expect(put).not.toHaveBeenCalled();
  });
});

describe('WishlistHeart in the page’s first moments, before it knows the shopper', () => {
  /** A page just started: its current-user answer is still on its way. */
  function pageStarting() {
    sessionStore.set(userAtom, null);
    sessionStore.set(authStatusAtom, 'checking');
    sessionStore.set(wishlistAtom, []);
  }

  it('flips at once and sends the change once the page knows the shopper is signed in', async () => {
    pageStarting();
    const error = jest.spyOn(notify, 'error').mockImplementation(() => 0);
    const put = serverSavesRuby();
    renderHeart();

    await user().click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    expect(screen.getByRole('button', { name: 'Remove Burmese Ruby from wishlist' })).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(300));
    // Whether this is a guest is not known yet: nothing is sent, and nobody is told to log in.
    expect(put).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();

    await act(async () => signIn(shopper));
    expect(put).toHaveBeenCalledWith('/wishlist/items/12', { saved: true }, keepalive);
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove Burmese Ruby from wishlist' })).toBeInTheDocument();
  });

  it('sends what the shopper asked for without waiting for their list: a piece saved already stays saved', async () => {
    pageStarting();
    // Their list, when it comes, already holds the ruby: the call says "saved", so the server keeps it once.
    const put = serverSavesRuby();
    renderHeart();

    await user().click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    await act(async () => jest.advanceTimersByTime(300));
    await act(async () => signIn(shopper));
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith('/wishlist/items/12', { saved: true }, keepalive);
    await act(async () => sessionStore.set(wishlistAtom, [ruby]));
    expect(screen.getByRole('button', { name: 'Remove Burmese Ruby from wishlist' })).toBeInTheDocument();
  });

  it.each([
    ['within its pause', 0],
    ['after its pause, while it waits for the session', 300],
  ])(
    'sends the tap as the page goes away before it knows the shopper (%s): a guest’s is refused by the server',
    async (_when, waited) => {
      pageStarting();
      const put = serverSavesRuby();
      renderHeart();

      await user().click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
      await act(async () => jest.advanceTimersByTime(waited));
      await act(async () => {
        window.dispatchEvent(new Event('pagehide'));
      });
      expect(put).toHaveBeenCalledTimes(1);
      expect(put).toHaveBeenCalledWith('/wishlist/items/12', { saved: true }, keepalive);
      // Not sent again once the session is known.
      await act(async () => signIn(shopper));
      expect(put).toHaveBeenCalledTimes(1);
    },
  );

  it('asks a guest to log in, and flips back, once the page knows it is a guest', async () => {
    pageStarting();
    const error = jest.spyOn(notify, 'error').mockImplementation(() => 0);
    const put = jest.spyOn(api, 'put');
    renderHeart();

    await user().click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    await act(async () => jest.advanceTimersByTime(300));
    expect(error).not.toHaveBeenCalled();
    await act(async () => sessionStore.set(authStatusAtom, 'guest'));
    expect(error).toHaveBeenCalledWith('Please Log In to save this item to your wishlist.');
    expect(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' })).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });
});

describe('WishlistHeart on a page drawn on the server (ADR 018)', () => {
  it('shows a piece already saved when the page’s code arrives after the wishlist', async () => {
    const drawn = (
      <RemoteProviders name="catalogue">
        <WishlistHeart productId={ruby.id} productName={ruby.name} debounceMs={300} />
      </RemoteProviders>
    );
    // The server draws the heart empty: it does not know the shopper's wishlist.
    const { renderToString } = await import('react-dom/server');
    const container = document.createElement('div');
    container.innerHTML = renderToString(drawn);
    document.body.append(container);
    expect(container.querySelector('button')).toHaveAttribute('aria-pressed', 'false');

    // The wishlist has come before the code takes the page over.
    sessionStore.set(wishlistAtom, [ruby]);
    const { hydrateRoot } = await import('react-dom/client');
    const root = await act(async () => hydrateRoot(container, drawn));
    expect(screen.getByRole('button', { name: 'Remove Burmese Ruby from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    act(() => root.unmount());
    container.remove();
  });
});
