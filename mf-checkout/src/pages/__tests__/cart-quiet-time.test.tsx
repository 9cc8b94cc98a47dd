/**
 * The pauses on the cart page (§cart.quantity-pause, §wishlist.heart) are counted from the LAST press, not
 * the first: presses spaced by less than the pause (not all at one instant, which cannot tell the two apart)
 * send nothing until the pause after the last one, and then exactly once. Cart quantity 1000 ms; the line's
 * wishlist heart 500 ms.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  authStatusAtom,
  cartAtom,
  cartOwnerAtom,
  notify,
  sessionStore,
  userAtom,
  wishlistAtom,
  type CartLine,
} from '@gemstore/shared';
import { createShopQueryClient } from '@gemstore/shared/data';
import { provideWishlistStandIn, renderInRemote } from '@gemstore/shared/testing';
import { aCartLine, aUser } from '@gemstore/shared/test-fixtures';
import { CartPage } from '../cart-page';

const shopper = aUser();
const ruby: CartLine = { ...aCartLine(12, 2), name: 'Burmese Ruby', price: 1500.5, countInStock: 9 };

const get = jest.spyOn(api, 'get');
const post = jest.spyOn(api, 'post');
const put = jest.spyOn(api, 'put');
const reply = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;
const cartAnswer = (cartItems: CartLine[]) => reply({ success: true, cartItems });

const aShopper = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const line = () => screen.getByRole('listitem', { name: 'Burmese Ruby' });

function openCart() {
  sessionStore.set(cartAtom, [ruby]);
  sessionStore.set(cartOwnerAtom, shopper.id);
  get.mockResolvedValue(cartAnswer([ruby]));
  return renderInRemote(<CartPage />, { remote: 'checkout', queries: createShopQueryClient(), url: '/cart' });
}

beforeEach(() => {
  jest.useFakeTimers();
  for (const spy of [get, post, put]) spy.mockReset();
  sessionStore.set(userAtom, shopper);
  sessionStore.set(authStatusAtom, 'authenticated');
  sessionStore.set(wishlistAtom, []);
});

afterEach(async () => {
  await act(async () => {
    notify.dismissAll();
    await jest.advanceTimersByTimeAsync(1000);
  });
  jest.useRealTimers();
});

describe('cart quantity (§cart.quantity-pause: 1000 ms after the last press)', () => {
  it('presses spaced 600 ms apart send nothing until 1000 ms after the last, then once', async () => {
    openCart();
    post.mockImplementation((_url, body) =>
      Promise.resolve(cartAnswer([{ ...ruby, quantity: (body as { quantity: number }).quantity }])),
    );
    const user = aShopper();
    const plus = within(line()).getByRole('button', { name: 'Increase quantity of Burmese Ruby' });
    await user.click(plus);
    await wait(600);
    await user.click(plus);
    await wait(600);
    await user.click(plus);
    expect(within(line()).getByRole('group')).toHaveTextContent('5');
    // 1000 ms after the first press has long passed; 999 ms after the last has not.
    await wait(999);
    expect(post).not.toHaveBeenCalled();
    await wait(1);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/cart/update-cart-item', { productId: 12, quantity: 5 });
    await wait(2000);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('a press 999 ms after the one before still waits for the pause after it', async () => {
    openCart();
    post.mockResolvedValue(cartAnswer([{ ...ruby, quantity: 4 }]));
    const user = aShopper();
    const plus = within(line()).getByRole('button', { name: 'Increase quantity of Burmese Ruby' });
    await user.click(plus);
    await wait(999);
    await user.click(plus);
    await wait(999);
    expect(post).not.toHaveBeenCalled();
    await wait(1);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/cart/update-cart-item', { productId: 12, quantity: 4 });
  });
});

describe('cart quantity: what waits is never lost', () => {
  it('sends a change still waiting, at once, when the shopper leaves the page, and only once', async () => {
    const view = openCart();
    post.mockResolvedValue(cartAnswer([{ ...ruby, quantity: 3 }]));
    const user = aShopper();
    await user.click(within(line()).getByRole('button', { name: 'Increase quantity of Burmese Ruby' }));
    await wait(400);
    expect(post).not.toHaveBeenCalled();
    view.unmount();
    // At once: no time passes, only the write's own steps (its mutation, ADR 052) run.
    await wait(0);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/cart/update-cart-item', { productId: 12, quantity: 3 });
    await wait(2000);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the shopper leaves with nothing waiting', async () => {
    const view = openCart();
    await wait(0);
    view.unmount();
    await wait(2000);
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps showing a press made while the last change is on its way, and sends it after its own pause', async () => {
    openCart();
    let answerFirst: (value: Awaited<ReturnType<typeof api.post>>) => void = () => undefined;
    post
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValue(cartAnswer([{ ...ruby, quantity: 4 }]));
    const user = aShopper();
    const plus = within(line()).getByRole('button', { name: 'Increase quantity of Burmese Ruby' });
    await user.click(plus);
    await wait(1000);
    expect(post).toHaveBeenCalledTimes(1);
    await user.click(plus);
    await act(async () => answerFirst(cartAnswer([{ ...ruby, quantity: 3 }])));
    // The server's answer to the first change does not undo the second press.
    expect(within(line()).getByRole('group')).toHaveTextContent('4');
    await wait(999);
    expect(post).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith('/cart/update-cart-item', { productId: 12, quantity: 4 });
  });
});

describe("a cart line's heart (§wishlist.heart: 500 ms after the last tap)", () => {
  it('taps 150 ms apart (all within 500 ms of the first) send nothing until 500 ms after the last, then once', async () => {
    openCart();
    // The change is the wishlist's owner's, the account remote's `account/wishlist` (ADR 053), here a stand-in.
    const wishlist = provideWishlistStandIn();
    const user = aShopper();
    const heart = () => within(line()).getByRole('button', { name: /Burmese Ruby (to|from) wishlist/ });
    await user.click(heart());
    await wait(150);
    await user.click(heart());
    await wait(150);
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await wait(499);
    expect(wishlist.changes).toEqual([]);
    await wait(1);
    expect(wishlist.changes).toEqual([{ productId: 12, saved: true }]);
    await wait(1000);
    expect(wishlist.changes).toHaveLength(1);
  });
});
