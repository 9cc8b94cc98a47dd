/**
 * The one shape of a cart write (ADR 052; issue 31 item 6): the cart as it will be is shown at once, the kept cart
 * comes back when the server refuses (and the cart is asked again), and the server's answer replaces the page's cart.
 * Writes run one after another in the order asked.
 */
import {
  api,
  ApiError,
  authStatusAtom,
  cartAtom,
  cartCountAtom,
  cartOwnerAtom,
  sessionStore,
  userAtom,
  type CartLine,
} from '@gemstore/shared';
import { createShopQueryClient } from '@gemstore/shared/data';
import { aCartLine, aProduct, aUser } from '@gemstore/shared/test-fixtures';
import { addLine, cartMutation, removeLine, runCartWrite, setLineQuantity } from '../api/cart-mutations';
import { cartKey } from '../api/get-cart';
import { checkoutQueries } from '../../../lib/query-client';

const get = jest.spyOn(api, 'get');
const post = jest.spyOn(api, 'post');
const del = jest.spyOn(api, 'delete');
const reply = <T>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;
const cartAnswer = (cartItems: CartLine[]) => reply({ success: true, cartItems });
const shopper = aUser();

/** A request the test answers when it chooses. */
function held() {
  let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null = null;
  const promise = new Promise((resolve, reject) => (settle = { resolve, reject }));
  return {
    promise: promise as Promise<Awaited<ReturnType<typeof api.post>>>,
    answer: (lines: CartLine[]) => settle?.resolve(cartAnswer(lines)),
    refuse: (error: unknown) => settle?.reject(error),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  // A write a failed test left waiting would hold every later one in the cart's scope.
  checkoutQueries.clear();
  for (const spy of [get, post, del]) spy.mockReset();
  sessionStore.set(userAtom, shopper);
  sessionStore.set(authStatusAtom, 'authenticated');
  sessionStore.set(cartAtom, [aCartLine(1, 1), aCartLine(2, 3)]);
  sessionStore.set(cartOwnerAtom, shopper.id);
});

describe('optimistic: the cart as it will be, at once', () => {
  it.each([
    [
      'adds a line for a piece not yet in the cart',
      () => runCartWrite(addLine, { piece: aProduct({ id: 9 }), quantity: 2 }),
      [1, 2, 9],
      2,
    ],
    [
      'adds to the line of a piece already there',
      () => runCartWrite(addLine, { piece: aProduct({ id: 2 }), quantity: 2 }),
      [1, 2],
      5,
    ],
    ["sets a line's quantity", () => runCartWrite(setLineQuantity, { productId: 2, quantity: 1 }), [1, 2], 1],
    ['takes a line out', () => runCartWrite(removeLine, { productId: 2 }), [1], undefined],
  ] as const)('%s', async (_, write, ids, quantityOfLast) => {
    const request = held();
    post.mockReturnValue(request.promise);
    del.mockReturnValue(request.promise);
    const writing = write();
    await tick();
    const lines = sessionStore.get(cartAtom);
    expect(lines.map((line) => line.productId)).toEqual(ids);
    if (quantityOfLast !== undefined)
      expect(lines.find((line) => line.productId === ids.at(-1))?.quantity).toBe(quantityOfLast);
    expect(sessionStore.get(cartCountAtom)).toBe(ids.length);
    request.answer(lines);
    await writing;
  });
});

it("replaces the page's cart with the server's answer, in the store and the cart query", async () => {
  const client = createShopQueryClient();
  const server = [aCartLine(1, 1), { ...aCartLine(9, 1), _id: 'line-from-server' }];
  post.mockResolvedValue(cartAnswer(server));
  await runCartWrite(cartMutation(addChange(), client), { piece: aProduct({ id: 9 }), quantity: 4 }, client);
  expect(sessionStore.get(cartAtom)).toEqual(server);
  expect(client.getQueryData(cartKey(shopper.id))).toEqual(server);
  expect(sessionStore.get(cartOwnerAtom)).toBe(shopper.id);
});

it("rolls back on a refusal, with the server's message, and asks the server for the cart again", async () => {
  const before = sessionStore.get(cartAtom);
  const request = held();
  post.mockReturnValue(request.promise);
  const now = [aCartLine(1, 1)];
  const refresh = held();
  get.mockReturnValue(refresh.promise);
  const writing = runCartWrite(setLineQuantity, { productId: 2, quantity: 5 });
  await tick();
  expect(sessionStore.get(cartAtom).find((line) => line.productId === 2)?.quantity).toBe(5);

  request.refuse(new ApiError('Only 3 products left', 409, { message: 'Only 3 products left' }));
  await expect(writing).rejects.toThrow('Only 3 products left');
  expect(sessionStore.get(cartAtom)).toEqual(before);
  // The refresh: what the cart really is now.
  expect(get).toHaveBeenCalledWith('/cart');
  refresh.answer(now);
  await tick();
  expect(sessionStore.get(cartAtom)).toEqual(now);
});

it.each([
  [
    'adding',
    () => runCartWrite(addLine, { piece: aProduct({ id: 9 }), quantity: 1 }),
    post,
    'Failed to add item to cart',
  ],
  [
    'setting a quantity',
    () => runCartWrite(setLineQuantity, { productId: 2, quantity: 2 }),
    post,
    'Failed to update cart item',
  ],
  ['removing', () => runCartWrite(removeLine, { productId: 2 }), del, 'Failed to remove item from cart'],
] as const)(
  '%s fails with the message of §cart.messages when the server gives none, the cart as it was',
  async (_, write, call, message) => {
    const before = sessionStore.get(cartAtom);
    get.mockRejectedValue(new ApiError('Something went wrong', 500, null));
    call.mockRejectedValue(new ApiError('Something went wrong', 500, null));
    await expect(write()).rejects.toThrow(message);
    await tick();
    expect(sessionStore.get(cartAtom)).toEqual(before);
  },
);

it('sends writes one after another in the order asked: an earlier answer never lands over a later change', async () => {
  const first = held();
  const second = held();
  post.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
  const one = runCartWrite(setLineQuantity, { productId: 2, quantity: 4 });
  const two = runCartWrite(setLineQuantity, { productId: 2, quantity: 5 });
  await tick();
  expect(post).toHaveBeenCalledTimes(1);
  first.answer([aCartLine(1, 1), aCartLine(2, 4)]);
  await one;
  await tick();
  expect(post).toHaveBeenCalledTimes(2);
  expect(post).toHaveBeenLastCalledWith('/cart/update-cart-item', { productId: 2, quantity: 5 });
  second.answer([aCartLine(1, 1), aCartLine(2, 5)]);
  await two;
  expect(sessionStore.get(cartAtom).find((line) => line.productId === 2)?.quantity).toBe(5);
});

/** The add change as addLine is made, for a client of the test's own. */
function addChange() {
  return {
    name: 'add',
    fallback: 'Failed to add item to cart',
    send: ({ piece, quantity }: { piece: { id: number }; quantity: number }) =>
      api.post<{ cartItems: CartLine[] }>('/cart/update-cart', { productId: piece.id, quantity }),
    expect: (lines: readonly CartLine[]) => [...lines],
  };
}
