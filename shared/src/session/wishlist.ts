/**
 * The shopper's wishlist (SPEC §4, §7): the one place that reads and changes it, and the heart every remote shows
 * (listing cards, product page, cart lines). Changes go through the idempotent call
 * `PUT /wishlist/items/{productId}` with `{ saved }`, which says what the shopper wants rather than flipping what
 * the server holds: a change can be sent without first knowing the list, and sending it twice does no harm. SPEC's
 * toggle (`PUT /wishlist/update-wishlist`) stays on the server for older clients.
 */
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { api, toApiError } from '../api/client';
import { notify } from '../notify';
import type { WishlistItem } from '../types';
import { sessionKnownAtom, sessionStore, userAtom, wishlistAtom } from './store';
import { onceSessionKnown, type SessionStore } from './user';

type WishlistAnswer = { wishlistItems: WishlistItem[] };

const noChanges = () => () => undefined;

/**
 * False while React hydrates a page drawn on the server, true from then on (and at once where nothing is hydrated).
 * A drawn page knows no shopper's wishlist, so its hearts are drawn empty; hydration must see the same, because React
 * keeps the drawn attributes where they differ, and a heart already saved when the page's code arrived would stay
 * empty until tapped. Right after hydration React draws again with the real answer.
 */
const useHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

/** SPEC §8: a guest who taps a heart. */
export const WISHLIST_LOGIN_MESSAGE = 'Please Log In to save this item to your wishlist.';

export const wishlistItemPath = (productId: number) => `/wishlist/items/${productId}`;

export async function reloadWishlist(store: SessionStore = sessionStore): Promise<WishlistItem[]> {
  if (!store.get(userAtom)) {
    store.set(wishlistAtom, []);
    return [];
  }
  const { data } = await api.get<WishlistAnswer>('/wishlist');
  store.set(wishlistAtom, data.wishlistItems);
  return data.wishlistItems;
}

/**
 * A page being unloaded cancels its requests, except a keepalive fetch, which outlives it: a heart's change sent as
 * the shopper reloads or leaves still reaches the server.
 */
const OUTLIVES_PAGE = { adapter: 'fetch', fetchOptions: { keepalive: true } } as const;

/**
 * Saves a product to the wishlist (`saved: true`) or removes it; the server's list replaces the page's. Throws an
 * ApiError with the server's message, else 'Error updating wishlist'.
 */
export async function setWishlisted(
  productId: number,
  saved: boolean,
  store: SessionStore = sessionStore,
): Promise<WishlistItem[]> {
  try {
    const { data } = await api.put<WishlistAnswer>(wishlistItemPath(productId), { saved }, OUTLIVES_PAGE);
    store.set(wishlistAtom, data.wishlistItems);
    return data.wishlistItems;
  } catch (error) {
    throw toApiError(error, 'Error updating wishlist');
  }
}

/** The wishlist as the page holds it. */
export const useWishlist = (): WishlistItem[] => useAtomValue(wishlistAtom);

/**
 * A wishlist heart (SPEC §4): it flips at once; the change is sent after a pause (SPEC §9: 300 ms on listing cards,
 * 500 ms on cart lines), so a double tap sends nothing, and it flips back with an error if the server refuses.
 *
 * A change still waiting when the heart goes away (the shopper tapped it and at once opened the product) is sent
 * then; one waiting when the page goes (a reload, a closed tab) is sent as a request that outlives the page.
 *
 * A tap in the page's first moments, while a signed-in shopper's current-user answer may still be on its way, flips
 * the heart too and is decided once the page knows who is signed in: a signed-in shopper is not told to log in. A
 * page that goes away before it knows sends the change anyway: the call is idempotent, and a guest's is refused.
 */
export function useWishlistHeart(productId: number, debounceMs: number) {
  const store = useStore();
  const saved = useAtomValue(wishlistAtom).some((item) => item.id === productId);
  /** What the shopper asked for and the server has not confirmed yet; null when nothing is pending. */
  const [wanted, setWanted] = useState<boolean | null>(null);
  /** Counts taps: only the latest tap is decided, an earlier one still waiting is superseded. */
  const taps = useRef(0);
  /** The latest tap's decision while it waits, so leaving can make it at once; `unloading`: the page is going. */
  const pending = useRef<((unloading: boolean) => void) | null>(null);
  const flush = useCallback((unloading: boolean) => pending.current?.(unloading), []);
  // The page going is listened for only while a change waits: a grid of a hundred hearts with nothing to send adds
  // nothing to the page's unload.
  const onPageHide = useCallback(() => flush(true), [flush]);

  useEffect(
    () => () => {
      window.removeEventListener('pagehide', onPageHide);
      flush(false);
    },
    [flush, onPageHide],
  );

  const toggle = useCallback(() => {
    if (!store.get(userAtom) && store.get(sessionKnownAtom)) {
      notify.error(WISHLIST_LOGIN_MESSAGE);
      return;
    }
    const isSaved = () => store.get(wishlistAtom).some((item) => item.id === productId);
    // What the shopper asks for: the opposite of what the heart shows them now.
    const next = !(wanted ?? isSaved());
    const tap = ++taps.current;
    setWanted(next);

    const send = () =>
      setWishlisted(productId, next, store)
        .catch((error: unknown) => notify.error(toApiError(error, 'Error updating wishlist').message))
        // The store now says what the server holds, or the heart flips back to it; a later tap speaks for itself.
        .finally(() => tap === taps.current && setWanted(null));

    let pauseOver = false;
    let decided = false;
    const decide = (unloading: boolean) => {
      if (decided) return;
      if (tap !== taps.current) {
        // Superseded by a later tap, which decides for both.
        decided = true;
        clearTimeout(timer);
        return;
      }
      const known = store.get(sessionKnownAtom);
      // Not known yet: waits for the current-user answer, unless the page is going and cannot wait.
      if (!known && !unloading) return;
      decided = true;
      clearTimeout(timer);
      window.removeEventListener('pagehide', onPageHide);
      pending.current = null;
      if (!known) void send();
      else if (!store.get(userAtom)) {
        setWanted(null);
        notify.error(WISHLIST_LOGIN_MESSAGE);
      } else if (next === isSaved()) setWanted(null);
      else void send();
    };
    const settle = (unloading: boolean) => {
      pauseOver = true;
      decide(unloading);
    };
    const timer = setTimeout(() => settle(false), debounceMs);
    pending.current = settle;
    onceSessionKnown(() => {
      if (pauseOver) decide(false);
    }, store);
    window.addEventListener('pagehide', onPageHide);
  }, [store, productId, wanted, debounceMs, onPageHide]);

  const hydrated = useHydrated();
  return { wished: hydrated && (wanted ?? saved), toggle };
}
