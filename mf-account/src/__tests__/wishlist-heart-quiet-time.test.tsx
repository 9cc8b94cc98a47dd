/**
 * The heart's pause (§wishlist.heart: 300 ms on listing cards, 500 ms on cart lines) is counted from the LAST
 * tap: taps spaced by less than the pause, not all at one instant (which cannot tell the two apart), send
 * nothing until the pause after the last one, and then the last one's wish, exactly once — through this remote's
 * `account/wishlist` (ADR 053), lent as the shell lends it.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  RemoteProviders,
  WishlistHeart,
  sessionStore,
  signIn,
  signOutLocally,
  wishlistAtom,
} from '@gemstore/shared';
import { aProduct, aUser } from '@gemstore/shared/test-fixtures';
import { lendTheWishlist } from '../test-support/lend-wishlist';

const ruby = aProduct({ id: 12, name: 'Burmese Ruby' });

beforeEach(() => {
  jest.useFakeTimers();
  lendTheWishlist();
  signIn(aUser());
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

function renderHeart(debounceMs: number) {
  const put = jest
    .spyOn(api, 'put')
    .mockResolvedValue({ data: { success: true, wishlistItems: [ruby] } } as never);
  render(
    <RemoteProviders name="catalogue">
      <WishlistHeart productId={ruby.id} productName={ruby.name} debounceMs={debounceMs} />
    </RemoteProviders>,
  );
  return put;
}

describe.each([300, 500])('a %i ms pause', (pause) => {
  // All three taps within one pause of the first, and each of the last two more than a pause after the first.
  it.each([Math.floor(pause / 3), pause - 100])(
    'sends nothing until the pause after the last of three taps %i ms apart, then the last wish once',
    async (apart) => {
      const put = renderHeart(pause);
      const shopper = user();
      await shopper.click(heart());
      await wait(apart);
      await shopper.click(heart());
      await wait(apart);
      await shopper.click(heart());
      expect(heart()).toHaveAttribute('aria-pressed', 'true');
      await wait(pause - 1);
      expect(put).not.toHaveBeenCalled();
      await wait(1);
      expect(put).toHaveBeenCalledTimes(1);
      expect(put).toHaveBeenCalledWith('/wishlist/items/12', { saved: true }, expect.anything());
      await wait(pause * 4);
      expect(put).toHaveBeenCalledTimes(1);
    },
  );

  it('sends nothing at all for two spaced taps that undo each other', async () => {
    const put = renderHeart(pause);
    const shopper = user();
    await shopper.click(heart());
    await wait(pause - 1);
    await shopper.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await wait(pause * 4);
    expect(put).not.toHaveBeenCalled();
  });
});
