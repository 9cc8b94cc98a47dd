import type { ProviderEvent } from '../../payments/provider';
import {
  checkoutByProviderSession,
  fulfil,
  holdForPendingPayment,
  releaseCheckout,
  type CheckoutDeps,
} from './checkout-sessions';

/** What the payment provider tells us (webhook, or the local provider in-process) moves the checkout on. */
export async function handleProviderEvent(deps: CheckoutDeps, event: ProviderEvent): Promise<void> {
  const checkout = await checkoutByProviderSession(deps.db, deps.payments.name, event.session.id);
  if (!checkout) {
    deps.log.warn({ session: event.session.id, type: event.type }, 'payment event for an unknown checkout');
    return;
  }
  switch (event.type) {
    case 'checkout.completed':
      if (event.session.paymentStatus === 'paid') {
        await fulfil(deps, checkout.id, event.session);
      } else {
        // A delayed method: the shopper is done, the money is not there yet. Acknowledged (an error would make
        // Stripe deliver it again for days), the stock stays held, and the outcome arrives as its own event.
        deps.log.info({ checkout: checkout.id }, 'checkout completed, payment pending');
        await holdForPendingPayment(deps, checkout.id);
      }
      return;
    case 'checkout.payment_failed':
    case 'checkout.expired': {
      // The provider's session is already closed (or will never be paid): nothing to expire there.
      const released = await releaseCheckout(deps, checkout.id, { skipProvider: true, pendingToo: true });
      // Counted when the failure closes the checkout: a notice delivered twice finds it closed and counts nothing.
      if (released && event.type === 'checkout.payment_failed') deps.counts?.failed('payment_failed');
      return;
    }
  }
}
