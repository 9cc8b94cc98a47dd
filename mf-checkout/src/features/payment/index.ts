/** The payment pages' piece (§payment.success-page; the cancel return of §payment.canceled, ADR 005). */
export { PaymentResultPanel } from './components/payment-result-panel';
export { useCanceledCheckout } from './hooks/use-canceled-checkout';
export { usePaymentResult } from './hooks/use-payment-result';
export { paymentMessages } from './lib/payment-text';
