/**
 * `account/wishlist`, as the catalogue's and the cart's hearts and the cart's Move to wishlist use it at run time
 * (ADR 053): the contract, what the shopper is told (§wishlist.heart, §wishlist.messages), a change made for a
 * signed-in shopper only (but sent anyway by a page going before it knows), and the page's wishlist moving at once
 * and back. The server is stood in for at `api`.
 */
import { act } from '@testing-library/react';
import {
  api,
  ApiError,
  authStatusAtom,
  isExposure,
  notify,
  sessionStore,
  signIn,
  userAtom,
  WISHLIST_CONTRACT,
  wishlistAtom,
  wishlistOwnerAtom,
  type User,
  type WishlistItem,
} from '@gemstore/shared';
import { aProduct, aUser } from '@gemstore/shared/test-fixtures';
import { accountQueries } from '../lib/query-client';
import wishlist from '../wishlist-exposure';

const get = jest.spyOn(api, 'get');
const put = jest.spyOn(api, 'put');
const error = jest.spyOn(notify, 'error');
const success = jest.spyOn(notify, 'success');
const reply = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;
const wishlistAnswer = (wishlistItems: WishlistItem[]) =>
  reply({ success: true, message: 'ok', wishlistItems });
const keepalive = { adapter: 'fetch', fetchOptions: { keepalive: true } };

const ruby = aProduct({ id: 12, name: 'Burmese Ruby' });
const sapphire = aProduct({ id: 7, name: 'Ceylon Sapphire' });

function seed(user: User | null, items: WishlistItem[] = [], known: 'known' | 'checking' = 'known') {
  sessionStore.set(userAtom, user);
  sessionStore.set(authStatusAtom, known === 'checking' ? 'checking' : user ? 'authenticated' : 'guest');
  sessionStore.set(wishlistAtom, items);
  sessionStore.set(wishlistOwnerAtom, user ? user.id : null);
}

beforeEach(() => {
  accountQueries.clear();
  for (const spy of [get, put]) spy.mockReset();
  error.mockReset().mockImplementation(() => 0);
  success.mockReset().mockImplementation(() => 0);
  seed(aUser(), [sapphire]);
});

it('offers the contract the shop is built with', () => {
  expect(wishlist.contract).toBe(WISHLIST_CONTRACT);
  expect(isExposure('account/wishlist', wishlist)).toBe(true);
});

describe('a change for a signed-in shopper (§wishlist.set-call)', () => {
  it.each([true, false])(
    "saved: %s goes to the idempotent call, and the server's list replaces the page's",
    async (saved) => {
      const items = saved ? [ruby, sapphire] : [sapphire];
      put.mockResolvedValue(wishlistAnswer(items));
      await expect(wishlist.setWishlisted({ productId: 12, saved })).resolves.toBe(true);
      expect(put).toHaveBeenCalledWith('/wishlist/items/12', { saved }, keepalive);
      expect(sessionStore.get(wishlistAtom)).toEqual(items);
    },
  );

  it('shows a piece saved at once, before the server answers, and says nothing more (the heart is the confirmation)', async () => {
    let answer: (value: never) => void = () => undefined;
    put.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    let saving: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      saving = wishlist.setWishlisted({ productId: 12, saved: true, piece: ruby });
    });
    expect(sessionStore.get(wishlistAtom)).toEqual([ruby, sapphire]);
    answer(wishlistAnswer([ruby, sapphire]) as never);
    await expect(saving).resolves.toBe(true);
    expect(success).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it("says the server's message when it refuses, else 'Error updating wishlist', the list as it was", async () => {
    get.mockResolvedValue(wishlistAnswer([sapphire]));
    put.mockRejectedValueOnce(new ApiError('Product not found', 404, { message: 'Product not found' }));
    await expect(wishlist.setWishlisted({ productId: 12, saved: true, piece: ruby })).resolves.toBe(false);
    expect(error).toHaveBeenLastCalledWith('Product not found');
    expect(sessionStore.get(wishlistAtom)).toEqual([sapphire]);

    put.mockRejectedValueOnce(new ApiError('Something went wrong', 500, null));
    await expect(wishlist.setWishlisted({ productId: 12, saved: true })).resolves.toBe(false);
    expect(error).toHaveBeenLastCalledWith('Error updating wishlist');
    expect(sessionStore.get(wishlistAtom)).toEqual([sapphire]);
  });
});

describe('a guest (§wishlist.heart)', () => {
  it("is asked to log in, and nothing is sent: 'Please Log In to save this item to your wishlist.'", async () => {
    seed(null);
    await expect(wishlist.setWishlisted({ productId: 12, saved: true })).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('Please Log In to save this item to your wishlist.');
    expect(put).not.toHaveBeenCalled();
  });

  it('in the page’s first moments, the change waits for the page to know: a signed-in shopper is not asked to log in', async () => {
    seed(null, [], 'checking');
    put.mockResolvedValue(wishlistAnswer([ruby]));
    const saving = wishlist.setWishlisted({ productId: 12, saved: true });
    await act(async () => signIn(aUser()));
    await expect(saving).resolves.toBe(true);
    expect(put).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('a page going before it knows sends the change anyway (the server refuses a guest’s), at once', async () => {
    seed(null, [], 'checking');
    put.mockResolvedValue(wishlistAnswer([ruby]));
    void wishlist.setWishlisted({ productId: 12, saved: true, leaving: true });
    // Within the microtasks of the page's last event: no timer, no answer waited for.
    for (let turn = 0; turn < 20 && put.mock.calls.length === 0; turn += 1) await Promise.resolve();
    expect(put).toHaveBeenCalledWith('/wishlist/items/12', { saved: true }, keepalive);
  });

  it('a page going once it knows the shopper is a guest sends nothing', async () => {
    seed(null);
    await expect(wishlist.setWishlisted({ productId: 12, saved: true, leaving: true })).resolves.toBe(false);
    expect(put).not.toHaveBeenCalled();
  });
});
