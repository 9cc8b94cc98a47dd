import type { ProviderEvent } from '../../payments/provider';
import { checkoutByProviderSession, fulfil, releaseCheckout, type CheckoutDeps } from './checkout-sessions';

/** What the payment provider tells us (webhook, or the local provider in-process) moves the checkout on. */
export async function handleProviderEvent(deps: CheckoutDeps, event: ProviderEvent): Promise<void> {
  const checkout = await checkoutByProviderSession(deps.db, deps.payments.name, event.session.id);
  if (!checkout) {
    deps.log.warn({ session: event.session.id, type: event.type }, 'payment event for an unknown checkout');
    return;
  }
  if (event.type === 'checkout.completed') {
    await fulfil(deps, checkout.id, event.session);
  } else {
    await releaseCheckout(deps, checkout.id, { skipProvider: true });
  }
}
