/**
 * The wishlist heart (SPEC §4 Listing and product): it flips at once; the change is sent after a pause (300 ms on
 * listing cards, so a double tap sends nothing), and flips back with an error if the server refuses.
 *
 * The server's call is a toggle, so only a real change is sent: tapping twice within the pause cancels out. A change
 * still waiting when the heart goes away (the shopper tapped it and at once opened a product) is sent then, not
 * dropped: the heart showed it as saved.
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

export function useWishlistHeart(productId: number, debounceMs: number) {
  const user = useAtomValue(userAtom);
  const saved = useAtomValue(wishlistAtom).some((item) => item.id === productId);
  /** What the shopper asked for and the server has not confirmed yet; null when nothing is pending. */
  const [wanted, setWanted] = useState<boolean | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** What the pause is waiting to do, so leaving the page can do it at once. */
  const pending = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      pending.current?.();
    },
    [],
  );

  const send = useCallback(async () => {
    try {
      const { data } = await api.put<{ wishlistItems: WishlistItem[] }>('/wishlist/update-wishlist', {
        productId,
      });
      replaceWishlist(data.wishlistItems);
    } catch (error) {
      notify.error(toApiError(error, 'Error updating wishlist').message);
    } finally {
      // Either the store now says what the server holds, or the heart flips back to it.
      setWanted(null);
    }
  }, [productId]);

  const toggle = useCallback(() => {
    if (!user) {
      notify.error('Please Log In to save this item to your wishlist.');
      return;
    }
    const next = !(wanted ?? saved);
    setWanted(next);
    if (timer.current) clearTimeout(timer.current);
    const settle = () => {
      timer.current = null;
      pending.current = null;
      if (next === saved) setWanted(null);
      else void send();
    };
    pending.current = settle;
    timer.current = setTimeout(settle, debounceMs);
  }, [user, wanted, saved, debounceMs, send]);

  return { wished: wanted ?? saved, toggle };
}
