/**
 * The page's session on every route change (SPEC §4 Session): who is signed in, and their cart, asked for together.
 * Asked one after the other, a page that shows the cart (the cart page, the header badge) waited two round trips
 * after the page load (issue 20: one). The cart is asked alongside the current user when the shopper is probably
 * signed in — the page already knows them, or the last page load did (a hint in local storage, which decides only
 * this; a stale one costs one refused request) — and both answers are put in the store together.
 */
import { api } from '../api/client';
import type { CartLine } from '../types';
import { reloadCart } from './cart';
import { cartAtom, cartOwnerAtom, sessionStore, userAtom } from './store';
import { applyCurrentUser, fetchCurrentUser, type SessionStore } from './user';

const SIGNED_IN_HINT = 'gemstore.signed-in';

function hinted(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return false;
  }
}

function remember(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage refused (a private window's settings): the cart comes after the user instead.
  }
}

export async function refreshSession(store: SessionStore = sessionStore): Promise<void> {
  const cart =
    store.get(userAtom) !== null || hinted()
      ? api.get<{ cartItems: CartLine[] }>('/cart').then(
          ({ data }) => data.cartItems,
          () => null,
        )
      : Promise.resolve(null);
  const [answer, cartItems] = await Promise.all([fetchCurrentUser(), cart]);
  // The user and their cart go in the store together: the header and the cart page draw once, with both.
  const user = applyCurrentUser(answer, store);
  remember(user !== null);
  if (!user) return;
  if (cartItems) {
    store.set(cartAtom, cartItems);
    store.set(cartOwnerAtom, user.id);
  } else {
    await reloadCart(store).catch(() => undefined);
  }
}
