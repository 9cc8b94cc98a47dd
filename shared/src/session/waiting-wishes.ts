/**
 * Wishlist changes a page could not hand over as it went (§wishlist.heart). A heart's change waiting when the page
 * goes is handed, within the page's last event, to the account remote's `account/wishlist` if the page has loaded it
 * (ADR 053); a heart tapped in the page's last moments may leave before that remote has arrived. Its change is then
 * kept in the tab (sessionStorage) and handed over by the next page of the tab once it knows who is signed in: a
 * signed-in shopper's is sent (the call is idempotent, §wishlist.set-call, so sending it late does no harm), a
 * guest's is dropped. Nothing here writes to the server: the next page hands the change to the wishlist's owner.
 */
import { loadExposure } from '../platform/remote-exposure';
import { sessionStore } from './store';
import { onceSessionKnown, type SessionStore } from './user';

export const WAITING_WISHES_KEY = 'gemstore.wishlist.waiting';

export type WaitingWish = { productId: number; saved: boolean };

const isWaitingWish = (value: unknown): value is WaitingWish =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as WaitingWish).productId) &&
  typeof (value as WaitingWish).saved === 'boolean';

function readWaiting(): WaitingWish[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(WAITING_WISHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isWaitingWish) : [];
  } catch {
    return [];
  }
}

/** Keeps a change for the next page; a later one for the same piece replaces it (the last wish is the one sent). */
export function keepWaitingWish(wish: WaitingWish): void {
  try {
    const kept = readWaiting().filter((waiting) => waiting.productId !== wish.productId);
    sessionStorage.setItem(WAITING_WISHES_KEY, JSON.stringify([...kept, { ...wish }]));
  } catch {
    // Storage blocked or full: the change goes with the page, as it would have without this.
  }
}

/** The changes kept by the last page, forgotten as they are taken. */
export function takeWaitingWishes(): WaitingWish[] {
  const waiting = readWaiting();
  try {
    sessionStorage.removeItem(WAITING_WISHES_KEY);
  } catch {
    // Nothing was kept.
  }
  return waiting;
}

/**
 * The next page's part (the shell calls it as it starts): once the page knows who is signed in, the changes the
 * last page kept are handed to `account/wishlist`, in the order they were made, for a signed-in shopper only.
 */
export function handOverWaitingWishes(store: SessionStore = sessionStore): void {
  onceSessionKnown((user) => {
    const waiting = takeWaitingWishes();
    if (!user || waiting.length === 0) return;
    loadExposure('account/wishlist').then(
      async (wishlist) => {
        for (const wish of waiting) await wishlist.setWishlisted(wish);
      },
      (error: unknown) =>
        console.warn('Wishlist changes kept by the last page could not be handed over', error),
    );
  }, store);
}
