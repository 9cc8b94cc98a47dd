/** The checkout page's piece (§checkout.page): shipping form, summary, pay. */
export { OrderSummary } from './components/order-summary';
export { ShippingForm } from './components/shipping-form';
export { useCheckout } from './hooks/use-checkout';
export { checkoutOrderOf, type CheckoutOrder } from './lib/checkout-order';
export { checkoutMessages } from './lib/checkout-text';
export { orderCheckQuery } from './api/check-order';
export { shippingValuesOf } from './lib/shipping-address';
