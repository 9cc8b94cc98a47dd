/**
 * What a customer page offers a guest as the way to sign in (§routes.guest-notice): the shop's Log in, unless the page
 * runs without the shell and its host offers another way. A remote's standalone page in development offers 'Sign in
 * as a test shopper' here (mountStandalonePage, ADR 056); the shop never sets it. One per page, like the session
 * store, since @gemstore/shared is evaluated once per page.
 */
import { useSyncExternalStore, type ComponentType } from 'react';

let offer: ComponentType | null = null;
const listeners = new Set<() => void>();

/** Sets (or, with null, takes back) the page's own way to sign in. */
export function offerSignIn(component: ComponentType | null): void {
  offer = component;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The page's own way to sign in, or null for the shop's Log in. */
export function useSignInOffer(): ComponentType | null {
  return useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
}
