/**
 * On every route change (§page.title, §page.scroll-to-top, §session.current-user, §cart.load): the tab title follows the path, the page scrolls to the top, and the current
 * user and their cart are fetched again, together (shared refreshSession: one round trip). The wishlist is fetched on
 * start and whenever the user changes. A sign-in made on the page reloads the cart through its owner, the checkout
 * remote's `checkout/cart` (ADR 052), unless the store already has that user's; if checkout cannot be loaded, the
 * badge keeps what the store has until the next route change's refresh. As the page starts, wishlist changes the
 * last page of the tab could not hand over as it went are handed to their owner, the account remote's
 * `account/wishlist` (ADR 053), once the page knows who is signed in.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import {
  cartKnownAtom,
  handOverWaitingWishes,
  loadExposure,
  pageTitle,
  refreshSession,
  reloadWishlist,
  sessionKnownAtom,
  sessionStore,
  shop,
  useLocation,
  userAtom,
} from '@gemstore/shared';

export function usePageEffects() {
  const { pathname } = useLocation();
  const userId = useAtomValue(userAtom)?.id ?? null;
  /** Whether the page knew the session before this user change: the page load's own user comes with its cart. */
  const knewSession = useRef(false);

  // Before the new page is painted: painted first at the old page's scroll, a page still arriving (its remote's code,
  // its data) showed the footer risen under the header (issue 30). Not as the page loads: the browser places a page
  // it loads itself (at the top, or where a reload was), and a page drawn on the server (ADR 018, 058) may have been
  // scrolled by the shopper before the shell took it over.
  // (Braces: newer browsers answer scrollTo with a promise, which React would take for a clean-up.)
  const loaded = useRef(false);
  useLayoutEffect(() => {
    if (loaded.current) {
      window.scrollTo(0, 0);
    }
    loaded.current = true;
  }, [pathname]);
  useEffect(() => handOverWaitingWishes(sessionStore), []);
  useEffect(() => {
    document.title = pageTitle(shop.name, pathname);
    void refreshSession(sessionStore);
  }, [pathname]);

  useEffect(() => {
    void reloadWishlist(sessionStore).catch(() => undefined);
    // A sign-in made on the page. The page load's user comes with its cart (refreshSession), without loading the
    // checkout remote on every page; a sign-out has emptied the cart already (signOutLocally).
    if (knewSession.current && userId !== null && !sessionStore.get(cartKnownAtom)) {
      loadExposure('checkout/cart')
        .then((cart) => cart.reloadCart())
        .catch((error: unknown) => console.warn('The cart could not be reloaded after the sign-in', error));
    }
    knewSession.current = sessionStore.get(sessionKnownAtom);
  }, [userId]);
}
