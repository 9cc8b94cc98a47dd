/** What the payment pages say and when (§payment.success-page, §payment.verify-retry, §payment.canceled). */

/** §payment.success-page: after a confirmed order the shopper goes to / 1.5 s later. */
export const PAYMENT_REDIRECT_MS = 1500;
/** While the provider still says unpaid (a slow notice, a card's extra step), ask again this often… */
export const VERIFY_RETRY_MS = 2000;
/** …this many times in all (half a minute), then say so rather than spin for ever. */
export const VERIFY_ATTEMPTS = 15;

export const paymentMessages = {
  title: 'Payment Successful!',
  processing: 'Processing your order...',
  confirmed: 'Order confirmed! Redirecting...',
  notConfirmedTitle: 'Payment not confirmed',
  checkingTitle: 'Payment received',
  stillUnpaid:
    'Our payment provider has not confirmed your payment yet. If your card was charged, your order will appear in your order history and we will e-mail you; you will not be charged twice.',
  verifyFailed: 'We could not confirm your payment.',
  canceled: 'Payment canceled: nothing was charged. Your pieces are still in your cart.',
} as const;
