/**
 * Who is signed in (§session.current-user): the current user, fetched again on every route change; a failed current-user
 * call means logged out (§session.current-user). Their wishlist is the account remote's (ADR 053), read here only as the
 * page loads and the shopper changes (wishlist.ts); their cart is the checkout remote's (ADR 052), read here only as a
 * page loads (refresh-session.ts).
 */
import type { Atom } from 'jotai';
import { api, type ApiClient } from '../api/client';
import type { User } from '../types';
import { rememberSignedIn } from './signed-in-hint';
import {
  authStatusAtom,
  cartAtom,
  cartOwnerAtom,
  loggedOutAtom,
  sessionKnownAtom,
  sessionStore,
  userAtom,
  wishlistAtom,
  wishlistOwnerAtom,
} from './store';

export type SessionStore = typeof sessionStore;

export async function refreshCurrentUser(store: SessionStore = sessionStore): Promise<User | null> {
  return applyCurrentUser(await fetchCurrentUser(), store);
}

/** GET /user/me: the signed-in user, or null (a failure means logged out, §session.current-user). */
export function fetchCurrentUser(): Promise<User | null> {
  return fetchCurrentUserWith(api);
}

/**
 * The same through `client`: a remote's server entry asks with the client that carries the shopper's cookie
 * (since 3.2.0).
 */
export async function fetchCurrentUserWith(client: ApiClient): Promise<User | null> {
  try {
    const { data } = await client.get<{ user: User | null }>('/user/me');
    return data.user ?? null;
  } catch {
    return null;
  }
}

/** Puts the current user's answer in the store; a guest has no cart nor wishlist. */
export function applyCurrentUser(user: User | null, store: SessionStore = sessionStore): User | null {
  const previous = store.get(userAtom);
  // Keep the same object when nothing changed, so effects keyed on the user do not run on every route change.
  if (JSON.stringify(previous) !== JSON.stringify(user)) store.set(userAtom, user);
  store.set(authStatusAtom, user ? 'authenticated' : 'guest');
  if (!user) {
    store.set(cartAtom, []);
    store.set(cartOwnerAtom, null);
    store.set(wishlistAtom, []);
    store.set(wishlistOwnerAtom, null);
  }
  return user;
}

/**
 * Runs `then` with the signed-in user (or null) once the page knows whether the shopper is signed in
 * (sessionKnownAtom): at once, within this call, when it already does. For login-gated taps made in the page's first
 * moments, when a signed-in shopper's current-user answer may still be on its way.
 */
export function onceSessionKnown(
  then: (user: User | null) => void,
  store: SessionStore = sessionStore,
): void {
  once(store, sessionKnownAtom, then);
}

/** onceSessionKnown, as a promise. */
export function whenSessionKnown(store: SessionStore = sessionStore): Promise<User | null> {
  return new Promise((resolve) => onceSessionKnown(resolve, store));
}

function once(store: SessionStore, known: Atom<boolean>, then: (user: User | null) => void): void {
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

/**
 * Login succeeded: the user is known now; §login.success marks them authenticated a moment later (the
 * caller's timer).
 */
export function signIn(user: User, store: SessionStore = sessionStore): void {
  rememberSignedIn(true);
  store.set(loggedOutAtom, false);
  store.set(userAtom, user);
}

export function markAuthenticated(store: SessionStore = sessionStore): void {
  store.set(authStatusAtom, store.get(userAtom) ? 'authenticated' : 'guest');
}

/**
 * The server has ended the session (a logout): from now on the page asks for nothing that needs it, even while it
 * still shows the shopper for a moment (the logout's 900 ms, §session.logout).
 */
export function sessionEnded(): void {
  rememberSignedIn(false);
}

/** Logout, on the page: signed out, and sent home rather than to /login from a customer's page (loggedOutAtom). */
export function logOutLocally(store: SessionStore = sessionStore): void {
  store.set(loggedOutAtom, true);
  signOutLocally(store);
}

/** Logout (or a session that ended): forget the user and everything that was theirs. */
export function signOutLocally(store: SessionStore = sessionStore): void {
  rememberSignedIn(false);
  store.set(userAtom, null);
  store.set(authStatusAtom, 'guest');
  store.set(cartAtom, []);
  store.set(cartOwnerAtom, null);
  store.set(wishlistAtom, []);
  store.set(wishlistOwnerAtom, null);
}
