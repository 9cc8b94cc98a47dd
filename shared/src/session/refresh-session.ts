/**
 * The page's session on every route change (§session.current-user, §cart.load): who is signed in, and their cart, asked for together.
 * Asked one after the other, a page that shows the cart (the cart page, the header badge) waited two round trips
 * after the page load (issue 20: one). The cart is asked alongside the current user when the shopper is probably
 * signed in (signed-in-hint.ts: set by a sign-in or an answer with a user, cleared by a logout; a stale one costs one
 * refused request), not merely because the page still shows a user: a logout ends the session on the server before
 * the page lets go of its user, and the cart asked for in between was refused (issue 30). Both answers are put in
 * the store together.
 *
 * This is the one cart call left in shared (ADR 052): a read, made with the current-user call so the badge and the
 * cart page have the cart within one round trip, on every page, whether or not the checkout remote can be loaded.
 * Every change to the cart, and its reload after a sign-in made on the page, is the checkout remote's
 * (`checkout/cart`).
 */
import { api } from '../api/client';
import type { CartLine } from '../types';
import { hintedSignedIn, rememberSignedIn } from './signed-in-hint';
import { cartAtom, cartOwnerAtom, sessionStore, userAtom } from './store';
import { applyCurrentUser, fetchCurrentUser, type SessionStore } from './user';

const readCart = () => api.get<{ cartItems: CartLine[] }>('/cart').then(({ data }) => data.cartItems);

export async function refreshSession(store: SessionStore = sessionStore): Promise<void> {
  const cart = hintedSignedIn() ? readCart().catch(() => null) : Promise.resolve(null);
  const [answer, cartItems] = await Promise.all([fetchCurrentUser(), cart]);
  // The user and their cart go in the store together: the header and the cart page draw once, with both.
  const user = applyCurrentUser(answer, store);
  rememberSignedIn(user !== null);
  if (!user) return;
  const lines = cartItems ?? (await readCart().catch(() => null));
  // An answer for whoever was signed in when it was asked; a shopper who changed meanwhile gets their own.
  if (!lines || store.get(userAtom)?.id !== user.id) return;
  store.set(cartAtom, lines);
  store.set(cartOwnerAtom, user.id);
}
