/**
 * The wishlist heart (SPEC §4 Listing and product): it flips at once; the change is sent after a pause (300 ms on
 * listing cards, so a double tap sends nothing), and flips back with an error if the server refuses.
 *
 * The server's call is a toggle, so only a real change is sent: tapping twice within the pause cancels out. A change
 * still waiting when the heart goes away (the shopper tapped it and at once opened a product) or the page does (a
 * reload, a closed tab) is sent then, not dropped: the heart showed it as saved.
 */
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  api,
  notify,
  replaceWishlist,
  toApiError,
  userAtom,
  wishlistAtom,
  type WishlistItem,
} from '@gemstore/shared';

/** SPEC §9: the listing cards' wishlist debounce. */
export const CARD_WISHLIST_DEBOUNCE_MS = 300;

const WISHLIST_UPDATE = '/wishlist/update-wishlist';

/** A page being unloaded cancels its requests, except a keepalive fetch, which outlives it. */
const OUTLIVES_PAGE = { adapter: 'fetch', fetchOptions: { keepalive: true } } as const;

export function useWishlistHeart(productId: number, debounceMs: number) {
  const user = useAtomValue(userAtom);
  const saved = useAtomValue(wishlistAtom).some((item) => item.id === productId);
  /** What the shopper asked for and the server has not confirmed yet; null when nothing is pending. */
  const [wanted, setWanted] = useState<boolean | null>(null);
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

  const send = useCallback(
    async (unloading = false) => {
      try {
        type Answer = { wishlistItems: WishlistItem[] };
        const body = { productId };
        const { data } = await (unloading
          ? api.put<Answer>(WISHLIST_UPDATE, body, OUTLIVES_PAGE)
          : api.put<Answer>(WISHLIST_UPDATE, body));
        replaceWishlist(data.wishlistItems);
      } catch (error) {
        notify.error(toApiError(error, 'Error updating wishlist').message);
      } finally {
        // Either the store now says what the server holds, or the heart flips back to it.
        setWanted(null);
      }
    },
    [productId],
  );

  const toggle = useCallback(() => {
    if (!user) {
      notify.error('Please Log In to save this item to your wishlist.');
      return;
    }
    const next = !(wanted ?? saved);
    setWanted(next);
    if (timer.current) clearTimeout(timer.current);
    const settle = (unloading = false) => {
      timer.current = null;
      pending.current = null;
      window.removeEventListener('pagehide', onPageHide);
      if (next === saved) setWanted(null);
      else void send(unloading);
    };
    pending.current = settle;
    timer.current = setTimeout(settle, debounceMs);
    window.addEventListener('pagehide', onPageHide);
  }, [user, wanted, saved, debounceMs, send, onPageHide]);

  return { wished: wanted ?? saved, toggle };
}
