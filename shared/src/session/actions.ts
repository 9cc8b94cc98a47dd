/**
 * What changes the session (SPEC §4 Session). Server answers replace the local lists; the cart is empty without
 * a user; a failed current-user call means logged out (SPEC §8).
 */
import type { Atom } from 'jotai';
import { api } from '../api/client';
import type { CartLine, User, WishlistItem } from '../types';
import {
  authStatusAtom,
  cartAtom,
  sessionKnownAtom,
  sessionStore,
  userAtom,
  wishlistAtom,
  wishlistKnownAtom,
} from './store';
import { takeWishlistIntents, WISHLIST_UPDATE_PATH } from './wishlist-intents';

type Store = typeof sessionStore;

export async function refreshCurrentUser(store: Store = sessionStore): Promise<User | null> {
  let user: User | null = null;
  try {
    const { data } = await api.get<{ user: User | null }>('/user/me');
    user = data.user ?? null;
  } catch {
    user = null;
  }
  const previous = store.get(userAtom);
  // Keep the same object when nothing changed, so effects keyed on the user do not run on every route change.
  if (JSON.stringify(previous) !== JSON.stringify(user)) store.set(userAtom, user);
  store.set(authStatusAtom, user ? 'authenticated' : 'guest');
  if (!user) {
    store.set(cartAtom, []);
    store.set(wishlistAtom, []);
  }
  return user;
}

export async function reloadCart(store: Store = sessionStore): Promise<CartLine[]> {
  if (!store.get(userAtom)) {
    store.set(cartAtom, []);
    return [];
  }
  const { data } = await api.get<{ cartItems: CartLine[] }>('/cart');
  store.set(cartAtom, data.cartItems);
  return data.cartItems;
}

export async function reloadWishlist(store: Store = sessionStore): Promise<WishlistItem[]> {
  if (!store.get(userAtom)) {
    store.set(wishlistAtom, []);
    return [];
  }
  try {
    const { data } = await api.get<{ wishlistItems: WishlistItem[] }>('/wishlist');
    const items = await applyKeptIntents(data.wishlistItems);
    store.set(wishlistAtom, items);
    return items;
  } catch (error) {
    // What is held stands for their list from now on: a heart waiting for it (onceWishlistKnown) must not wait for
    // ever, and a later answer replaces it as usual.
    store.set(wishlistAtom, store.get(wishlistAtom));
    throw error;
  }
}

/** Hearts tapped on the page before this one that it could not decide (wishlist-intents.ts), decided against `items`. */
async function applyKeptIntents(items: WishlistItem[]): Promise<WishlistItem[]> {
  let list = items;
  for (const { productId, saved } of takeWishlistIntents()) {
    if (list.some((item) => item.id === productId) === saved) continue;
    try {
      const { data } = await api.put<{ wishlistItems: WishlistItem[] }>(WISHLIST_UPDATE_PATH, { productId });
      list = data.wishlistItems;
    } catch {
      // The list stays as the server holds it, and the heart shows that.
    }
  }
  return list;
}

/**
 * Runs `then` with the signed-in user (or null) once the page knows whether the shopper is signed in
 * (sessionKnownAtom): at once, within this call, when it already does. For login-gated taps.
 */
export function onceSessionKnown(then: (user: User | null) => void, store: Store = sessionStore): void {
  once(store, sessionKnownAtom, then);
}

/** Like onceSessionKnown, and for a signed-in shopper also once their own wishlist is held (wishlistKnownAtom). */
export function onceWishlistKnown(then: (user: User | null) => void, store: Store = sessionStore): void {
  once(store, wishlistKnownAtom, then);
}

/** onceSessionKnown, as a promise. */
export function whenSessionKnown(store: Store = sessionStore): Promise<User | null> {
  return new Promise((resolve) => onceSessionKnown(resolve, store));
}

function once(store: Store, known: Atom<boolean>, then: (user: User | null) => void): void {
  if (store.get(known)) {
    then(store.get(userAtom));
    return;
  }
  const stop = store.sub(known, () => {
    if (!store.get(known)) return;
    stop();
    then(store.get(userAtom));
  });
}

/** A cart call answered with the whole cart: the server's list replaces ours. */
export function replaceCart(lines: CartLine[], store: Store = sessionStore): void {
  store.set(cartAtom, lines);
}

export function replaceWishlist(items: WishlistItem[], store: Store = sessionStore): void {
  store.set(wishlistAtom, items);
}

/** Login succeeded: the user is known now; SPEC marks them authenticated a moment later (the caller's timer). */
export function signIn(user: User, store: Store = sessionStore): void {
  store.set(userAtom, user);
}

export function markAuthenticated(store: Store = sessionStore): void {
  store.set(authStatusAtom, store.get(userAtom) ? 'authenticated' : 'guest');
}

/** Logout (or a session that ended): forget the user and everything that was theirs. */
export function signOutLocally(store: Store = sessionStore): void {
  store.set(userAtom, null);
  store.set(authStatusAtom, 'guest');
  store.set(cartAtom, []);
  store.set(wishlistAtom, []);
}
