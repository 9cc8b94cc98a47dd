/** The checkout page's piece (SPEC §2 Checkout, §4 Checkout address, §5 Checkout): shipping form, summary, pay. */
export { OrderSummary } from './components/order-summary';
export { ShippingForm } from './components/shipping-form';
export { useCheckout } from './hooks/use-checkout';
export { checkoutOrderOf, type CheckoutOrder } from './lib/checkout-order';
export { checkoutMessages } from './lib/checkout-text';
