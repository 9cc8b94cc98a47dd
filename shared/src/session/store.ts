/**
 * The session (§session.current-user), held once for the whole page: every React root (shell and each remote)
 * is wrapped in a jotai Provider with this store, so a change made in one remote shows in the header and in
 * every other remote. It is correct only if this module is evaluated once; the federation config shares
 * @gemstore/shared as a singleton, and a second evaluation is reported loudly because state would silently
 * split in two.
 */
import { atom, createStore } from 'jotai';
import type { Role } from '../routes';
import type { CartLine, User, WishlistItem } from '../types';

/** 'checking' until the first current-user answer, so guards do not bounce a signed-in shopper to /login. */
export type AuthStatus = 'checking' | 'guest' | 'authenticated';

/** The viewer while the page does not yet know who is signed in (viewerAtom). */
export const PENDING_VIEWER = 'pending';

export const userAtom = atom<User | null>(null);
export const authStatusAtom = atom<AuthStatus>('checking');
/** §session.role: the role comes from the current-user answer, default 'user'; no user is a guest. */
export const roleAtom = atom<Role | 'guest'>((get) => {
  const user = get(userAtom);
  return user ? (user.role ?? 'user') : 'guest';
});
/**
 * Whether the page knows if the shopper is signed in: a user is held, or the first current-user answer has come.
 * Until then a login-gated tap is a signed-in shopper's as likely as a guest's (whenSessionKnown).
 */
export const sessionKnownAtom = atom((get) => get(userAtom) !== null || get(authStatusAtom) !== 'checking');
export const cartAtom = atom<CartLine[]>([]);
/** Whose cart `cartAtom` holds, once the server has said (a user's id); null until then, and for a guest. */
export const cartOwnerAtom = atom<string | null>(null);
/** The cart page's spinner: true once the signed-in shopper's own cart has come from the server. */
export const cartKnownAtom = atom((get) => {
  const user = get(userAtom);
  return user !== null && get(cartOwnerAtom) === user.id;
});
/**
 * The shopper has just logged out on this page, and has not yet been shown a page that needs no sign-in. The shell's
 * guard sends them home from a customer's page then, not to /login remembering it
 * (§routes.home-after-logout). The shell's router hears of the logout's move home only after single-spa has
 * rerouted, so for a moment it still draws /profile for a shopper who is now a guest (issue 30: logout landed
 * on /login, and the next login on /profile).
 */
export const loggedOutAtom = atom(false);
/** The signed-in shopper's wishlist; empty for a guest. */
export const wishlistAtom = atom<WishlistItem[]>([]);
/** Whose wishlist `wishlistAtom` holds, once the server has said (a user's id); null until then, and for a guest. */
export const wishlistOwnerAtom = atom<string | null>(null);
/**
 * True once the signed-in shopper's own wishlist has come from the server: an empty list is then an empty wishlist,
 * not one still on its way (the wishlist page draws it without asking again).
 */
export const wishlistKnownAtom = atom((get) => {
  const user = get(userAtom);
  return user !== null && get(wishlistOwnerAtom) === user.id;
});
/**
 * Whose eyes the server's answers are for: the signed-in user's id, 'guest', or 'pending' while the first
 * current-user answer is on its way. Answers differ by viewer (a guest is not shown prices above the guest limit,
 * §price.guest-limit; orders and a profile are one person's), so the data layer keys every cached answer by
 * it (ADR 021). What was asked for while 'pending' went with the shopper's cookie: it is the answer for
 * whoever the session turns out to be, and the data layer files it under them.
 */
export const viewerAtom = atom<string>((get) => {
  const user = get(userAtom);
  if (user) return user.id;
  return get(authStatusAtom) === 'checking' ? PENDING_VIEWER : 'guest';
});
/** The badge number: cart lines, not units (§header.cart-badge). */
export const cartCountAtom = atom((get) => get(cartAtom).length);

type Registry = { __gemstoreSessionStores?: number };
const registry = globalThis as Registry;
registry.__gemstoreSessionStores = (registry.__gemstoreSessionStores ?? 0) + 1;
// Only a page has one session: on the server each first-screen entry (ADR 018) is a bundle with its own copy.
if (registry.__gemstoreSessionStores > 1 && typeof document !== 'undefined') {
  console.error(
    '@gemstore/shared was evaluated more than once on this page: the session store is split. ' +
      'Check that every build shares @gemstore/shared as a singleton.',
  );
}

export const sessionStore = createStore();
