/**
 * On every route change (SPEC §2, §4): the tab title follows the path, the page scrolls to the top, and the current
 * user and their cart are fetched again, together (shared refreshSession: one round trip). The wishlist is fetched on
 * start and whenever the user changes, and the cart too unless the store already has that user's.
 */
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import {
  cartKnownAtom,
  pageTitle,
  refreshSession,
  reloadCart,
  reloadWishlist,
  sessionStore,
  shop,
  useLocation,
  userAtom,
} from '@gemstore/shared';

export function usePageEffects() {
  const { pathname } = useLocation();
  const userId = useAtomValue(userAtom)?.id ?? null;

  useEffect(() => {
    document.title = pageTitle(shop.name, pathname);
    window.scrollTo(0, 0);
    void refreshSession(sessionStore);
  }, [pathname]);

  useEffect(() => {
    void reloadWishlist(sessionStore).catch(() => undefined);
    // A sign-in or sign-out made on the page; the session refresh has already brought a page load's cart.
    if (!sessionStore.get(cartKnownAtom)) void reloadCart(sessionStore).catch(() => undefined);
  }, [userId]);
}
