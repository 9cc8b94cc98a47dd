/**
 * GET /api/v1/cart (§cart.load): the signed-in shopper's cart, put in the page's session store, which the
 * header badge, the catalogue and the cart page all read (ADR 022). Empty without a user. Kept free of the data
 * layer: the cart page and the exposure's first load carry none of it (ADR 027, 052).
 */
import {
  api,
  cartAtom,
  cartOwnerAtom,
  sessionStore,
  toApiError,
  userAtom,
  type CartLine,
} from '@gemstore/shared';
import { cartMessages } from '../lib/cart-text';

export type CartAnswer = { cartItems: CartLine[] };
export type CartStore = typeof sessionStore;

export const cartKey = (viewer: string) => [viewer, 'cart'] as const;

export const fetchCart = async (): Promise<CartLine[]> => (await api.get<CartAnswer>('/cart')).data.cartItems;

/**
 * The server's cart for `ownerId` becomes the page's, unless another shopper is signed in by now: an answer is for
 * whoever was signed in when it was asked for. False when it was not filed.
 */
export function putCart(lines: CartLine[], ownerId: string, store: CartStore = sessionStore): boolean {
  if (store.get(userAtom)?.id !== ownerId) return false;
  store.set(cartAtom, lines);
  store.set(cartOwnerAtom, ownerId);
  return true;
}

/** Asks the server for the cart (a sign-in made on the page, the cart page's Retry, a payment's result). */
export async function reloadCart(store: CartStore = sessionStore): Promise<CartLine[]> {
  const user = store.get(userAtom);
  if (!user) {
    store.set(cartAtom, []);
    store.set(cartOwnerAtom, null);
    return [];
  }
  try {
    putCart(await fetchCart(), user.id, store);
    return store.get(cartAtom);
  } catch (error) {
    throw toApiError(error, cartMessages.fetchFailed);
  }
}
