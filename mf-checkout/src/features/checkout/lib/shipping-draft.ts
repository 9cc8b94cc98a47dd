/**
 * A shipping form the shopper had typed when their session ended (the server answered 401 mid-checkout): kept in
 * this tab's storage while they sign in again, and given back to the same account only (a shared computer's next
 * shopper must not see it).
 */
import type { ShippingValues } from './shipping-address';

const DRAFT_KEY = 'gemstore.checkout-shipping-draft';

export function keepShippingDraft(userId: string, values: ShippingValues): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ userId, values }));
  } catch {
    // Storage refused (a private window's settings): the saved address is still on the account.
  }
}

export function readShippingDraft(userId: string): ShippingValues | null {
  try {
    const stored = sessionStorage.getItem(DRAFT_KEY);
    if (!stored) return null;
    const draft = JSON.parse(stored) as { userId?: unknown; values?: unknown };
    if (draft.userId !== userId || typeof draft.values !== 'object' || draft.values === null) return null;
    return draft.values as ShippingValues;
  } catch {
    return null;
  }
}

/** Once the form holds it again. */
export function forgetShippingDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
