/** The payment pages' piece (SPEC §2 Payment success, §4; the cancel return of ADR 005). */
export { PaymentResultPanel } from './components/payment-result-panel';
export { useCanceledCheckout } from './hooks/use-canceled-checkout';
export { usePaymentResult } from './hooks/use-payment-result';
export { paymentMessages } from './lib/payment-text';
