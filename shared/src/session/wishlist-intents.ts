/**
 * A heart tapped while the page did not yet know the shopper's wishlist, on a page that then went away (a reload)
 * before it did. The tap cannot be decided in time, and the server's call is a toggle, so sending it blind could undo
 * what the shopper asked for (the piece may be saved already). It is kept in the tab's sessionStorage instead, and
 * the next page decides it against the list it loads (reloadWishlist).
 */

/** SPEC §7: PUT with a product id; the server toggles that piece and answers with the whole list. */
export const WISHLIST_UPDATE_PATH = '/wishlist/update-wishlist';

export const WISHLIST_INTENTS_KEY = 'gemstore.wishlist-intents';

/** The shopper asked for `productId` to be saved (`saved: true`) or not, at `at` (ms since the epoch). */
export type WishlistIntent = { productId: number; saved: boolean; at: number };

/** How long a kept tap stays the shopper's wish: the next page of a reload, not a visit much later. */
const INTENT_LIFETIME_MS = 60_000;

function read(): WishlistIntent[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(WISHLIST_INTENTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isIntent) : [];
  } catch {
    return [];
  }
}

function isIntent(value: unknown): value is WishlistIntent {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, saved, at } = value as Record<string, unknown>;
  return Number.isInteger(productId) && typeof saved === 'boolean' && typeof at === 'number';
}

/** Keeps the shopper's latest wish for a piece (storage that refuses is a wish lost, as before). */
export function keepWishlistIntent(productId: number, saved: boolean): void {
  const others = read().filter((intent) => intent.productId !== productId);
  try {
    globalThis.sessionStorage?.setItem(
      WISHLIST_INTENTS_KEY,
      JSON.stringify([...others, { productId, saved, at: Date.now() }]),
    );
  } catch {
    // Private mode or a full storage: nothing to keep it in.
  }
}

/** The kept wishes still fresh enough to be the shopper's, removed from storage. */
export function takeWishlistIntents(now = Date.now()): WishlistIntent[] {
  const intents = read().filter((intent) => now - intent.at < INTENT_LIFETIME_MS);
  try {
    globalThis.sessionStorage?.removeItem(WISHLIST_INTENTS_KEY);
  } catch {
    // Nothing was kept.
  }
  return intents;
}
