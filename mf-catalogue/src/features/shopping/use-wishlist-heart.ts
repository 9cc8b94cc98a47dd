/**
 * The wishlist heart (SPEC §4 Listing and product): it flips at once; the change is sent after a pause (300 ms on
 * listing cards, so a double tap sends nothing), and flips back with an error if the server refuses.
 *
 * The server's call is a toggle, so only a real change is sent: tapping twice within the pause cancels out. A change
 * still waiting when the heart goes away (the shopper tapped it and at once opened a product) or the page does (a
 * reload, a closed tab) is sent then, not dropped: the heart showed it as saved.
 *
 * A tap made while the page does not yet know the shopper's wishlist (their sign-in or their list is still on its
 * way, in the page's first moments) flips the heart at once too, and is decided once the page knows: it neither
 * tells a signed-in shopper to log in nor sends a toggle against a list the page has not seen (the shopper asked
 * for the opposite of what the heart showed; if their list already says so, nothing is sent).
 */
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  api,
  notify,
  replaceWishlist,
  toApiError,
  keepWishlistIntent,
  onceWishlistKnown,
  sessionKnownAtom,
  userAtom,
  WISHLIST_UPDATE_PATH,
  wishlistAtom,
  wishlistKnownAtom,
  type WishlistItem,
} from '@gemstore/shared';

/** SPEC §9: the listing cards' wishlist debounce. */
export const CARD_WISHLIST_DEBOUNCE_MS = 300;

/**
 * A page being unloaded cancels its requests, except a keepalive fetch, which outlives it. Every change is sent so:
 * one sent as the pause ends can still be on its way when the shopper reloads a moment later.
 */
const OUTLIVES_PAGE = { adapter: 'fetch', fetchOptions: { keepalive: true } } as const;

export function useWishlistHeart(productId: number, debounceMs: number) {
  const store = useStore();
  const saved = useAtomValue(wishlistAtom).some((item) => item.id === productId);
  /** What the shopper asked for and the server has not confirmed yet; null when nothing is pending. */
  const [wanted, setWanted] = useState<boolean | null>(null);
  /** Counts taps: a tap still waiting to be decided when another comes is the other's to decide. */
  const taps = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** What the pause is waiting to do, so leaving can do it at once; `unloading` when the page itself is going. */
  const pending = useRef<((unloading: boolean) => void) | null>(null);
  /** Sends a waiting change now. */
  const flush = useCallback((unloading: boolean) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current?.(unloading);
  }, []);
  // The page going (a reload, a closed tab) is listened for only while a change waits: a grid of a hundred hearts
  // with nothing to send adds nothing to the page's unload.
  const onPageHide = useCallback(() => flush(true), [flush]);

  useEffect(
    () => () => {
      window.removeEventListener('pagehide', onPageHide);
      flush(false);
    },
    [flush, onPageHide],
  );

  const send = useCallback(async () => {
    try {
      const { data } = await api.put<{ wishlistItems: WishlistItem[] }>(
        WISHLIST_UPDATE_PATH,
        { productId },
        OUTLIVES_PAGE,
      );
      replaceWishlist(data.wishlistItems);
    } catch (error) {
      notify.error(toApiError(error, 'Error updating wishlist').message);
    } finally {
      // Either the store now says what the server holds, or the heart flips back to it.
      setWanted(null);
    }
  }, [productId]);

  const toggle = useCallback(() => {
    if (!store.get(userAtom) && store.get(sessionKnownAtom)) {
      notify.error('Please Log In to save this item to your wishlist.');
      return;
    }
    const isSaved = () => store.get(wishlistAtom).some((item) => item.id === productId);
    // What the shopper asks for: the opposite of what the heart shows them now.
    const next = !(wanted ?? isSaved());
    const tap = ++taps.current;
    setWanted(next);
    if (timer.current) clearTimeout(timer.current);
    /** Whether this tap's pause is over, and whether it has been decided (sent, dropped or left to the next page). */
    let pauseOver = false;
    let done = false;
    const finish = () => {
      done = true;
      pending.current = null;
      window.removeEventListener('pagehide', onPageHide);
    };
    const settle = (unloading = false) => {
      timer.current = null;
      pauseOver = true;
      if (done) return;
      if (!store.get(wishlistKnownAtom)) {
        if (unloading) {
          // A page going away before it knows the list cannot wait for it: the next page decides the tap.
          finish();
          keepWishlistIntent(productId, next);
        }
        // Otherwise it waits for the list; a page going meanwhile comes back here (still pending) with unloading.
        return;
      }
      finish();
      if (tap !== taps.current) return;
      if (!store.get(userAtom)) {
        setWanted(null);
        notify.error('Please Log In to save this item to your wishlist.');
      } else if (next === isSaved()) setWanted(null);
      else void send();
    };
    // Decided against the shopper's own list: in the page's first moments it may still be on its way, and then the
    // tap is decided when it comes, if the pause is over by then.
    onceWishlistKnown(() => {
      if (pauseOver) settle();
    }, store);
    pending.current = settle;
    timer.current = setTimeout(settle, debounceMs);
    window.addEventListener('pagehide', onPageHide);
  }, [store, productId, wanted, debounceMs, send, onPageHide]);

  return { wished: wanted ?? saved, toggle };
}
