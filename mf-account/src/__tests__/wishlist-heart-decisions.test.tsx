/**
 * Which wish the heart sends, and when (§wishlist.heart: 300 ms on listing cards): a heart among other saved
 * pieces, a failure with no message of its own, an answer arriving after a later tap, and a tap made while
 * the page does not yet know who is signed in. The heart is shared's, the change this remote's `account/wishlist`
 * (ADR 053), lent as the shell lends it.
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
import { aProduct, aUser } from '@gemstore/shared/test-fixtures';
import { lendTheWishlist } from '../test-support/lend-wishlist';

const ruby = aProduct({ id: 12, name: 'Burmese Ruby' });
const sapphire = aProduct({ id: 7, name: 'Ceylon Sapphire' });
const shopper = aUser();

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

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const heart = () => screen.getByRole('button', { name: /Burmese Ruby (to|from) wishlist/ });
const keepalive = { adapter: 'fetch', fetchOptions: { keepalive: true } };
const answer = (wishlistItems: unknown[]) => ({ data: { success: true, wishlistItems } }) as never;

function renderHeart() {
  return render(
    <RemoteProviders name="catalogue">
      <WishlistHeart productId={ruby.id} productName={ruby.name} debounceMs={300} />
    </RemoteProviders>,
  );
}

/** A page just started: its current-user answer is still on its way. */
function pageStarting() {
  sessionStore.set(userAtom, null);
  sessionStore.set(authStatusAtom, 'checking');
  sessionStore.set(wishlistAtom, []);
}

describe('the heart among other saved pieces', () => {
  it('empties a saved piece listed after another and sends saved: false', async () => {
    sessionStore.set(wishlistAtom, [sapphire, ruby]);
    const put = jest.spyOn(api, 'put').mockResolvedValue(answer([sapphire]));
    renderHeart();

    await user().click(screen.getByRole('button', { name: 'Remove Burmese Ruby from wishlist' }));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await wait(300);
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith('/wishlist/items/12', { saved: false }, keepalive);
    expect(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' })).toBeInTheDocument();
  });

  it('fills a piece that is not saved while another is, and sends saved: true', async () => {
    sessionStore.set(wishlistAtom, [sapphire]);
    const put = jest.spyOn(api, 'put').mockResolvedValue(answer([sapphire, ruby]));
    renderHeart();

    await user().click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await wait(300);
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith('/wishlist/items/12', { saved: true }, keepalive);
  });
});

describe('answers', () => {
  it("says 'Error updating wishlist' when the server fails without a message of its own, and flips back", async () => {
    const error = jest.spyOn(notify, 'error').mockImplementation(() => 0);
    jest.spyOn(api, 'get').mockResolvedValue(answer([]));
    // What the shared client's interceptor turns a 500 answer with no message into.
    jest.spyOn(api, 'put').mockRejectedValue(new ApiError('Something went wrong', 500, { success: false }));
    renderHeart();

    await user().click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    await wait(300);
    expect(error).toHaveBeenCalledWith('Error updating wishlist');
    expect(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('keeps a later tap showing when the answer to the earlier one arrives, then sends the later wish', async () => {
    let answerFirst: (value: never) => void = () => undefined;
    const put = jest
      .spyOn(api, 'put')
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(answer([]));
    renderHeart();
    const shopper = user();

    await shopper.click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    await wait(300);
    expect(put).toHaveBeenCalledWith('/wishlist/items/12', { saved: true }, keepalive);
    // The shopper changes their mind while the first change is on its way.
    await shopper.click(screen.getByRole('button', { name: 'Remove Burmese Ruby from wishlist' }));
    await act(async () => answerFirst(answer([ruby])));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await wait(300);
    expect(put).toHaveBeenCalledTimes(2);
    expect(put).toHaveBeenLastCalledWith('/wishlist/items/12', { saved: false }, keepalive);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('a tap before the page knows the shopper', () => {
  it('still waits the 300 ms pause when the shopper becomes known within it', async () => {
    pageStarting();
    const put = jest.spyOn(api, 'put').mockResolvedValue(answer([ruby]));
    renderHeart();

    await user().click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    await wait(100);
    await act(async () => signIn(shopper));
    expect(put).not.toHaveBeenCalled();
    await wait(199);
    expect(put).not.toHaveBeenCalled();
    await wait(1);
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith('/wishlist/items/12', { saved: true }, keepalive);
  });

  it('sent as the page goes away, is not sent again when the shopper becomes known with it still on its way', async () => {
    pageStarting();
    const put = jest.spyOn(api, 'put').mockReturnValue(new Promise(() => undefined));
    renderHeart();

    await user().click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(put).toHaveBeenCalledTimes(1);
    await act(async () => signIn(shopper));
    await wait(300);
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('left by the heart before the page knows, is still sent when the page then goes away', async () => {
    pageStarting();
    const put = jest.spyOn(api, 'put').mockReturnValue(new Promise(() => undefined));
    const { unmount } = renderHeart();

    await user().click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    await wait(300);
    // The shopper opens the product (the card leaves), then closes the tab, all before the page knows who they are.
    await act(async () => unmount());
    expect(put).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith(expect.stringContaining('12'), { saved: true }, keepalive);
  });

  it('sends nothing for a guest when the heart goes away before the page knows', async () => {
    pageStarting();
    jest.spyOn(notify, 'error').mockImplementation(() => 0);
    const put = jest.spyOn(api, 'put');
    const { unmount } = renderHeart();

    await user().click(screen.getByRole('button', { name: 'Add Burmese Ruby to wishlist' }));
    await wait(100);
    // The shopper opens the product at once: the card leaves while the current-user answer is on its way.
    await act(async () => unmount());
    expect(put).not.toHaveBeenCalled();
    await act(async () => sessionStore.set(authStatusAtom, 'guest'));
    await wait(300);
    expect(put).not.toHaveBeenCalled();
  });
});
