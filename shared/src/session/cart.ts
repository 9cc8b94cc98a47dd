/**
 * The shopper's cart (SPEC §4 Session, §7 cart calls): the one place that reads and changes it. Every cart call
 * answers with the whole cart, which replaces the page's copy, so the header badge, the catalogue's buttons and the
 * cart page all follow the server. The cart is empty without a user.
 *
 * Changes throw an ApiError whose message is the server's, or SPEC §8's fallback for that change; the caller shows
 * it (a toast, a line restored to its previous quantity).
 */
import { useAtomValue } from 'jotai';
import { api, toApiError } from '../api/client';
import type { CartLine } from '../types';
import { cartAtom, cartOwnerAtom, sessionStore, userAtom } from './store';
import type { SessionStore } from './user';

type CartAnswer = { cartItems: CartLine[] };

export async function reloadCart(store: SessionStore = sessionStore): Promise<CartLine[]> {
  const user = store.get(userAtom);
  if (!user) {
    store.set(cartAtom, []);
    store.set(cartOwnerAtom, null);
    return [];
  }
  try {
    const { data } = await api.get<CartAnswer>('/cart');
    // The answer is for whoever was signed in when it was asked for; a shopper who changed meanwhile gets their own.
    if (store.get(userAtom)?.id !== user.id) return store.get(cartAtom);
    store.set(cartAtom, data.cartItems);
    store.set(cartOwnerAtom, user.id);
    return data.cartItems;
  } catch (error) {
    throw toApiError(error, 'Failed to fetch cart');
  }
}

async function changeCart(
  send: () => Promise<{ data: CartAnswer }>,
  fallback: string,
  store: SessionStore,
): Promise<CartLine[]> {
  const user = store.get(userAtom);
  try {
    const { data } = await send();
    store.set(cartAtom, data.cartItems);
    if (user) store.set(cartOwnerAtom, user.id);
    return data.cartItems;
  } catch (error) {
    throw toApiError(error, fallback);
  }
}

/** Adds `quantity` of a product (the product page's and cards' Add to Cart). */
export const addToCart = (productId: number, quantity = 1, store: SessionStore = sessionStore) =>
  changeCart(
    () => api.post<CartAnswer>('/cart/update-cart', { productId, quantity }),
    'Failed to add item to cart',
    store,
  );

/** Sets a cart line's quantity (the cart page's steppers). */
export const setCartQuantity = (productId: number, quantity: number, store: SessionStore = sessionStore) =>
  changeCart(
    () => api.post<CartAnswer>('/cart/update-cart-item', { productId, quantity }),
    'Failed to update cart item',
    store,
  );

/** Removes a product's line. */
export const removeFromCart = (productId: number, store: SessionStore = sessionStore) =>
  changeCart(
    () => api.delete<CartAnswer>('/cart/delete-cart', { data: { productId } }),
    'Failed to remove item from cart',
    store,
  );

/** Empties the cart (SPEC §4: locally too). */
export const clearCart = (store: SessionStore = sessionStore) =>
  changeCart(() => api.delete<CartAnswer>('/cart/clear-cart'), 'Failed to clear cart', store);

/** The cart's lines as the page holds them. */
export const useCart = (): CartLine[] => useAtomValue(cartAtom);
