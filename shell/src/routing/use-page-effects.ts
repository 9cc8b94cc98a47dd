/**
 * On every route change (SPEC §2, §4): the tab title follows the path, the page scrolls to the top, the current
 * user is fetched again, and the cart is reloaded. The wishlist is fetched on start and whenever the user changes.
 */
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import {
  pageTitle,
  refreshCurrentUser,
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
    let current = true;
    void refreshCurrentUser(sessionStore).then(() => {
      if (current) void reloadCart(sessionStore).catch(() => undefined);
    });
    return () => {
      current = false;
    };
  }, [pathname]);

  useEffect(() => {
    void reloadWishlist(sessionStore).catch(() => undefined);
    void reloadCart(sessionStore).catch(() => undefined);
  }, [userId]);
}
