/**
 * What a wishlist heart shows and when it hands a change over (§wishlist.heart): it flips at once, and the change is
 * handed to the wishlist's owner after a pause counted from the last tap (300 ms on listing cards, 500 ms on cart
 * lines), so a double tap sends nothing. The owner is the account remote's `account/wishlist`, loaded at run time
 * (ADR 053): it makes the change (a mutation: the page's wishlist moves at once, and back if the server refuses) and
 * says what the shopper is told. This hook writes nothing itself; it keeps only the heart's own state.
 *
 * A change still waiting when the heart goes away (the shopper tapped it and at once opened the product) is handed
 * over then; one waiting when the page goes (a reload, a closed tab) is handed, within the page's last event, to an
 * owner already loaded, which sends it as a request that outlives the page. The first tap starts loading the owner
 * (as does a finger or the focus reaching the heart), so it is there by then; if the page goes sooner, the change is
 * kept in the tab for the next page to hand over (waiting-wishes.ts).
 *
 * A tap in the page's first moments, while a signed-in shopper's current-user answer may still be on its way, flips
 * the heart too and is decided once the page knows who is signed in: a signed-in shopper is not told to log in. A
 * page that goes away before it knows hands the change over anyway: the call is idempotent, and a guest's is refused.
 *
 * While the account remote cannot be loaded, the heart flips back and `unavailable` is true; `retry` loads it afresh
 * and hands over the change the shopper asked for.
 */
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { WishlistChange } from '../platform/exposures';
import { loadedExposure, useExposure } from '../platform/remote-exposure';
import { sessionKnownAtom, userAtom, wishlistAtom } from '../session/store';
import { onceSessionKnown } from '../session/user';
import { keepWaitingWish } from '../session/waiting-wishes';
import type { WishlistItem } from '../types';

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

/**
 * A heart's state. `piece`: the piece as the page shows it, when it has one, so a saved piece is listed at once
 * wherever the page lists the wishlist.
 */
export function useWishlistHeart(productId: number, debounceMs: number, piece?: WishlistItem) {
  const store = useStore();
  const saved = useAtomValue(wishlistAtom).some((item) => item.id === productId);
  const { load, retry, prepare, unavailable } = useExposure('account/wishlist');
  /** What the shopper asked for and the server has not confirmed yet; null when nothing is pending. */
  const [wanted, setWanted] = useState<boolean | null>(null);
  /** Counts taps: only the latest tap is decided, an earlier one still waiting is superseded. */
  const taps = useRef(0);
  /** The latest tap's decision while it waits, so leaving can make it at once; `unloading`: the page is going. */
  const pending = useRef<((unloading: boolean) => void) | null>(null);
  /** The change the account remote could not be loaded for: Retry hands it over. */
  const unsent = useRef<boolean | null>(null);
  const flush = useCallback((unloading: boolean) => pending.current?.(unloading), []);
  // The page going is listened for only while a change waits: a grid of a hundred hearts with nothing to send adds
  // nothing to the page's unload.
  const onPageHide = useCallback(() => flush(true), [flush]);

  useEffect(
    () => () => {
      flush(false);
      // A change still waiting for the page to know who is signed in keeps listening for the page going, so a tab
      // closed before then still sends it; deciding it removes the listener.
      if (!pending.current) window.removeEventListener('pagehide', onPageHide);
    },
    [flush, onPageHide],
  );

  const isSaved = useCallback(
    () => store.get(wishlistAtom).some((item) => item.id === productId),
    [store, productId],
  );
  const changeOf = useCallback(
    (next: boolean): WishlistChange => ({ productId, saved: next, ...(piece ? { piece } : {}) }),
    [productId, piece],
  );
  const isGuest = useCallback(() => !store.get(userAtom) && store.get(sessionKnownAtom), [store]);

  /** Hands `next` to the wishlist's owner, loaded first (`again`: afresh, the shopper's Retry). */
  const handOver = useCallback(
    async (next: boolean, again = false) => {
      // Until the owner has arrived, the page going keeps a shopper's change for the next page.
      const keep = () => {
        if (!isGuest()) keepWaitingWish({ productId, saved: next });
      };
      const arriving = !loadedExposure('account/wishlist');
      if (arriving) window.addEventListener('pagehide', keep);
      let owner: Awaited<ReturnType<typeof load>>;
      try {
        owner = await (again ? retry() : load());
      } finally {
        if (arriving) window.removeEventListener('pagehide', keep);
      }
      if (!owner) {
        unsent.current = next;
        return;
      }
      unsent.current = null;
      await owner.setWishlisted(changeOf(next));
    },
    [load, retry, changeOf, isGuest, productId],
  );

  /**
   * The page is going: only an owner already loaded can take the change within this, the page's last event; else it
   * is kept for the next page.
   */
  const handOverLeaving = useCallback(
    (next: boolean) => {
      const owner = loadedExposure('account/wishlist');
      if (owner) void owner.setWishlisted({ ...changeOf(next), leaving: true });
      else keepWaitingWish({ productId, saved: next });
    },
    [changeOf, productId],
  );

  const toggle = useCallback(() => {
    prepare();
    if (isGuest()) {
      // §wishlist.heart: a guest's heart changes nothing; the wishlist's owner asks them to log in.
      void handOver(!isSaved());
      return;
    }
    // What the shopper asks for: the opposite of what the heart shows them now.
    const next = !(wanted ?? isSaved());
    const tap = ++taps.current;
    setWanted(next);

    // The store now says what the server holds, or the heart flips back to it; a later tap speaks for itself.
    const send = () => void handOver(next).finally(() => tap === taps.current && setWanted(null));

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
      if (!known) handOverLeaving(next);
      else if (!store.get(userAtom)) {
        setWanted(null);
        // The owner asks them to log in, unless the page is going.
        if (!unloading) void handOver(next);
      } else if (next === isSaved()) setWanted(null);
      else if (unloading) handOverLeaving(next);
      else send();
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
  }, [store, wanted, debounceMs, onPageHide, prepare, isGuest, isSaved, handOver, handOverLeaving]);

  /** Retry, after the account remote could not be loaded: loads it afresh and hands over what the shopper asked. */
  const retryChange = useCallback(() => {
    const next = unsent.current;
    if (next === null) {
      void retry();
      return;
    }
    if (isGuest()) {
      void handOver(next, true);
      return;
    }
    const tap = ++taps.current;
    setWanted(next);
    void handOver(next, true).finally(() => tap === taps.current && setWanted(null));
  }, [retry, isGuest, handOver]);

  const hydrated = useHydrated();
  return { wished: hydrated && (wanted ?? saved), toggle, prepare, unavailable, retry: retryChange };
}
