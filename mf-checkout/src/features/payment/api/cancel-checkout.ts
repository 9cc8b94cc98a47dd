/**
 * POST /api/v1/stripe/cancel-checkout (ADR 005): the shopper came back from the provider's page without paying, so the
 * pieces the checkout held go back on sale at once rather than when the hold lapses. Safe to ask twice.
 */
import { api } from '@gemstore/shared';

export async function cancelCheckout(checkout: string): Promise<void> {
  await api.post('/stripe/cancel-checkout', { checkout });
}
