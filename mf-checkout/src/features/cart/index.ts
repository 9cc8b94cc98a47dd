/**
 * The cart (§cart.page, §cart.summary): the shopper's lines, what they do, and the summary; and what the checkout
 * remote lends the rest of the shop (src/cart-exposure.ts, ADR 052): its reads, its writes (mutations of one shape),
 * its words and its confirmation.
 */
export { CartLines } from './components/cart-lines';
export { CartSummary } from './components/cart-summary';
export { confirmAdded, prepareConfirmation } from './components/added-to-cart';
export { useCartPage, type CartPageState } from './hooks/use-cart-page';
export { addToCartMessages, cartMessages } from './lib/cart-text';
export { cartKey, putCart, reloadCart, type CartAnswer } from './api/get-cart';
export { takeHandedCart } from './api/handed-cart';
export { addToCart, prepareCartWrites, removeFromCart, setCartQuantity } from './api/cart-writes';
