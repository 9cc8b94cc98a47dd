/**
 * Every change to the cart is a TanStack Query mutation of one shape (ADR 052; issue 31 item 6), run on the
 * checkout's page client, whichever remote's button asked for it:
 *
 * - **onMutate**: the cart query is cancelled (an answer on its way cannot undo the change), the page's cart is kept
 *   and the cart as it will be is shown at once (optimistic): the badge and the cart page move with the tap.
 * - **onError**: the kept cart comes back (rollback) and the cart query is refreshed: the server says what the cart
 *   really is now (a piece sold meanwhile, a session that ended).
 * - **onSuccess**: the server's whole cart (every cart call answers with it) replaces the page's.
 * - **scope `cart`**: writes run one after another in the order asked, so an earlier answer never lands over a
 *   later change.
 *
 * The page's cart stays in the session store (ADR 022): the shell's badge and every remote read it there; the
 * cart query (`[viewer, 'cart']`) mirrors it for the data layer. This module is its own chunk, fetched at the first
 * write (cart-writes.ts): the cart page's and the exposure's first loads carry no data layer.
 */
import {
  api,
  cartAtom,
  sessionStore,
  toApiError,
  userAtom,
  type ApiError,
  type CartLine,
  type Product,
} from '@gemstore/shared';
import { MutationObserver, type MutationOptions, type QueryClient } from '@gemstore/shared/data';
import { checkoutQueries } from '../../../lib/query-client';
import { cartMessages } from '../lib/cart-text';
import { cartKey, fetchCart, putCart, type CartAnswer, type CartStore } from './get-cart';

/** What a change keeps to undo itself: the cart before it, and whose it was. */
type Kept = { previous: CartLine[]; owner: string };

type CartChange<Vars> = {
  name: string;
  /** The message of §cart.messages when the server gives none. */
  fallback: string;
  send: (vars: Vars) => Promise<{ data: CartAnswer }>;
  /** The cart as it will be once the server has agreed, shown at once. */
  expect: (lines: readonly CartLine[], vars: Vars) => CartLine[];
};

/** The cart query: the server's cart for `viewer`, filed in the session store as it comes. */
export const cartQuery = (viewer: string, store: CartStore = sessionStore) => ({
  queryKey: cartKey(viewer),
  queryFn: async (): Promise<CartLine[]> => {
    const lines = await fetchCart();
    putCart(lines, viewer, store);
    return lines;
  },
});

/** Shows `lines` as `owner`'s cart: in the store (if they are still the one signed in) and in the cart query. */
function show(client: QueryClient, store: CartStore, owner: string, lines: CartLine[]) {
  client.setQueryData(cartKey(owner), lines);
  if (store.get(userAtom)?.id === owner) store.set(cartAtom, lines);
}

/** The one shape of a cart write (above). */
export function cartMutation<Vars>(
  change: CartChange<Vars>,
  client: QueryClient = checkoutQueries,
  store: CartStore = sessionStore,
): MutationOptions<CartLine[], ApiError, Vars, Kept> {
  return {
    mutationKey: ['cart', change.name],
    scope: { id: 'cart' },
    // Sent as the shopper asked, online or not: a failure says why at once (§cart.messages), it is not parked.
    networkMode: 'always',
    mutationFn: async (vars) => {
      try {
        return (await change.send(vars)).data.cartItems;
      } catch (error) {
        throw toApiError(error, change.fallback);
      }
    },
    onMutate: async (vars) => {
      const owner = store.get(userAtom)?.id ?? 'guest';
      await client.cancelQueries({ queryKey: cartKey(owner) });
      const previous = store.get(cartAtom);
      show(client, store, owner, change.expect(previous, vars));
      return { previous, owner };
    },
    onError: (_error, _vars, kept) => {
      if (!kept) return;
      show(client, store, kept.owner, kept.previous);
      void client.fetchQuery({ ...cartQuery(kept.owner, store), staleTime: 0 }).catch(() => undefined);
    },
    onSuccess: (lines, _vars, kept) => {
      client.setQueryData(cartKey(kept.owner), lines);
      putCart(lines, kept.owner, store);
    },
  };
}

/** Runs a cart write; resolves with the server's cart, or rejects with the message to show. */
export function runCartWrite<Vars>(
  options: MutationOptions<CartLine[], ApiError, Vars, Kept>,
  vars: Vars,
  client: QueryClient = checkoutQueries,
): Promise<CartLine[]> {
  return new MutationObserver(client, options).mutate(vars);
}

type AddVars = { piece: Product; quantity: number };
type QuantityVars = { productId: number; quantity: number };
type RemoveVars = { productId: number };

/** A line for a piece not yet in the cart, shown until the server's own line replaces it. */
function provisionalLine({ priceHidden: _hidden, ...piece }: Product, quantity: number): CartLine {
  return {
    ...piece,
    _id: `adding-${piece.id}`,
    lineId: 0,
    productId: piece.id,
    price: piece.price ?? 0,
    quantity,
  };
}

/** POST /cart/update-cart: adds `quantity` of a piece (the product page's and the wishlist's Add to Cart). */
export const addLine = cartMutation<AddVars>({
  name: 'add',
  fallback: cartMessages.addFailed,
  send: ({ piece, quantity }) => api.post<CartAnswer>('/cart/update-cart', { productId: piece.id, quantity }),
  expect: (lines, { piece, quantity }) =>
    lines.some((line) => line.productId === piece.id)
      ? lines.map((line) =>
          line.productId === piece.id ? { ...line, quantity: line.quantity + quantity } : line,
        )
      : [...lines, provisionalLine(piece, quantity)],
});

/** POST /cart/update-cart-item: sets a line's quantity (the cart page's stepper). */
export const setLineQuantity = cartMutation<QuantityVars>({
  name: 'set-quantity',
  fallback: cartMessages.updateFailed,
  send: ({ productId, quantity }) => api.post<CartAnswer>('/cart/update-cart-item', { productId, quantity }),
  expect: (lines, { productId, quantity }) =>
    lines.map((line) => (line.productId === productId ? { ...line, quantity } : line)),
});

/** DELETE /cart/delete-cart: takes a line out. */
export const removeLine = cartMutation<RemoveVars>({
  name: 'remove',
  fallback: cartMessages.removeFailed,
  send: ({ productId }) => api.delete<CartAnswer>('/cart/delete-cart', { data: { productId } }),
  expect: (lines, { productId }) => lines.filter((line) => line.productId !== productId),
});
