/**
 * The one shape of a wishlist write (ADR 053, as the cart's of ADR 052; issue 31 item 6): the wishlist as it will be
 * is shown at once, the kept wishlist comes back when the server refuses (and the list is asked again), and the
 * server's answer replaces the page's, in the store the hearts read and in the wishlist page's query. Writes run one
 * after another in the order asked. Every write is what the shopper wants, not a toggle (§wishlist.set-call), sent as
 * a request that outlives the page.
 */
import {
  api,
  ApiError,
  authStatusAtom,
  sessionStore,
  userAtom,
  wishlistAtom,
  wishlistKnownAtom,
  wishlistOwnerAtom,
  type WishlistItem,
} from '@gemstore/shared';
import { createShopQueryClient } from '@gemstore/shared/data';
import { aProduct, aUser, aWishlistItem } from '@gemstore/shared/test-fixtures';
import { wishlistKey } from '../api/get-wishlist';
import { removeItem, runWishlistWrite, setSaved, wishlistMutation } from '../api/wishlist-mutations';
import { accountQueries } from '../../../lib/query-client';

const get = jest.spyOn(api, 'get');
const put = jest.spyOn(api, 'put');
const reply = <T>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;
const wishlistAnswer = (wishlistItems: WishlistItem[]) => reply({ success: true, wishlistItems });
const shopper = aUser();
const keepalive = { adapter: 'fetch', fetchOptions: { keepalive: true } };

/** A request the test answers when it chooses. */
function held() {
  let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null = null;
  const promise = new Promise((resolve, reject) => (settle = { resolve, reject }));
  return {
    promise: promise as Promise<Awaited<ReturnType<typeof api.put>>>,
    answer: (items: WishlistItem[]) => settle?.resolve(wishlistAnswer(items)),
    refuse: (error: unknown) => settle?.reject(error),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const ids = () => sessionStore.get(wishlistAtom).map((item) => item.id);

beforeEach(() => {
  // A write a failed test left waiting would hold every later one in the wishlist's scope.
  accountQueries.clear();
  for (const spy of [get, put]) spy.mockReset();
  sessionStore.set(userAtom, shopper);
  sessionStore.set(authStatusAtom, 'authenticated');
  sessionStore.set(wishlistAtom, [aWishlistItem(5), aWishlistItem(6)]);
  sessionStore.set(wishlistOwnerAtom, shopper.id);
});

describe('optimistic: the wishlist as it will be, at once', () => {
  it.each([
    [
      'lists a piece saved first, as the server lists the newest',
      () => runWishlistWrite(setSaved, { productId: 9, saved: true, piece: aProduct({ id: 9 }) }),
      [9, 5, 6],
    ],
    [
      'leaves the list as it is for a piece saved without the piece to show (the heart shows it meanwhile)',
      () => runWishlistWrite(setSaved, { productId: 9, saved: true }),
      [5, 6],
    ],
    [
      'does not list a piece twice',
      () => runWishlistWrite(setSaved, { productId: 6, saved: true, piece: aProduct({ id: 6 }) }),
      [5, 6],
    ],
    ['takes a piece out (a heart)', () => runWishlistWrite(setSaved, { productId: 5, saved: false }), [6]],
    ['takes a piece out (the page’s Remove)', () => runWishlistWrite(removeItem, { productId: 6 }), [5]],
  ] as const)('%s', async (_, write, expected) => {
    const request = held();
    put.mockReturnValue(request.promise);
    const writing = write();
    await tick();
    expect(ids()).toEqual(expected);
    expect(
      accountQueries.getQueryData<WishlistItem[]>(wishlistKey(shopper.id))?.map((item) => item.id),
    ).toEqual(expected);
    request.answer(sessionStore.get(wishlistAtom));
    await writing;
  });
});

it.each([true, false])(
  'sends saved: %s to the idempotent call, as a request that outlives the page',
  async (saved) => {
    put.mockResolvedValue(wishlistAnswer([]));
    await runWishlistWrite(setSaved, { productId: 6, saved });
    expect(put).toHaveBeenCalledWith('/wishlist/items/6', { saved }, keepalive);
  },
);

it("replaces the page's wishlist with the server's answer, in the store and the query, and knows it is theirs", async () => {
  const client = createShopQueryClient();
  sessionStore.set(wishlistOwnerAtom, null);
  const server = [aWishlistItem(9), aWishlistItem(5), aWishlistItem(6)];
  put.mockResolvedValue(wishlistAnswer(server));
  await expect(
    runWishlistWrite(wishlistMutation(savedChange(), client), { productId: 9 }, client),
  ).resolves.toEqual(server);
  expect(sessionStore.get(wishlistAtom)).toEqual(server);
  expect(client.getQueryData(wishlistKey(shopper.id))).toEqual(server);
  expect(sessionStore.get(wishlistKnownAtom)).toBe(true);
});

it("rolls back on a refusal, with the server's message, and asks the server for the list again", async () => {
  const before = sessionStore.get(wishlistAtom);
  const request = held();
  put.mockReturnValue(request.promise);
  const now = [aWishlistItem(6)];
  const refresh = held();
  get.mockReturnValue(refresh.promise);
  const writing = runWishlistWrite(setSaved, { productId: 5, saved: false });
  await tick();
  expect(ids()).toEqual([6]);

  request.refuse(new ApiError('Product not found', 404, { message: 'Product not found' }));
  await expect(writing).rejects.toThrow('Product not found');
  expect(sessionStore.get(wishlistAtom)).toEqual(before);
  // The refresh: what the wishlist really is now.
  expect(get).toHaveBeenCalledWith('/wishlist');
  refresh.answer(now);
  await tick();
  expect(sessionStore.get(wishlistAtom)).toEqual(now);
});

it.each([
  ['a heart', () => runWishlistWrite(setSaved, { productId: 5, saved: false }), 'Error updating wishlist'],
  [
    'the page’s Remove',
    () => runWishlistWrite(removeItem, { productId: 5 }),
    'Error removing item from wishlist',
  ],
] as const)(
  '%s fails with the message of §wishlist.messages when the server gives none, the list as it was',
  async (_, write, message) => {
    const before = sessionStore.get(wishlistAtom);
    get.mockRejectedValue(new ApiError('Something went wrong', 500, null));
    put.mockRejectedValue(new ApiError('Something went wrong', 500, null));
    await expect(write()).rejects.toThrow(message);
    await tick();
    expect(sessionStore.get(wishlistAtom)).toEqual(before);
  },
);

it('sends writes one after another in the order asked: an earlier answer never lands over a later change', async () => {
  const first = held();
  const second = held();
  put.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
  const one = runWishlistWrite(setSaved, { productId: 9, saved: true, piece: aProduct({ id: 9 }) });
  const two = runWishlistWrite(setSaved, { productId: 9, saved: false });
  await tick();
  expect(put).toHaveBeenCalledTimes(1);
  first.answer([aWishlistItem(9), aWishlistItem(5), aWishlistItem(6)]);
  await one;
  await tick();
  expect(put).toHaveBeenCalledTimes(2);
  expect(put).toHaveBeenLastCalledWith('/wishlist/items/9', { saved: false }, keepalive);
  second.answer([aWishlistItem(5), aWishlistItem(6)]);
  await two;
  expect(ids()).toEqual([5, 6]);
});

it('files an answer only for whoever was signed in when it was asked for', async () => {
  const request = held();
  put.mockReturnValue(request.promise);
  const writing = runWishlistWrite(setSaved, { productId: 9, saved: true });
  await tick();
  sessionStore.set(userAtom, aUser({ id: 'someone-else' }));
  sessionStore.set(wishlistAtom, []);
  sessionStore.set(wishlistOwnerAtom, null);
  request.answer([aWishlistItem(9)]);
  await writing;
  expect(sessionStore.get(wishlistAtom)).toEqual([]);
  expect(sessionStore.get(wishlistOwnerAtom)).toBeNull();
});

/** The save change as setSaved is made, for a client of the test's own. */
function savedChange() {
  return {
    name: 'set-saved',
    fallback: 'Error updating wishlist',
    send: ({ productId }: { productId: number }) =>
      api.put<{ wishlistItems: WishlistItem[] }>(`/wishlist/items/${productId}`, { saved: true }),
    expect: (items: readonly WishlistItem[]) => [...items],
  };
}
