/** The cart page's piece (SPEC §2 Cart, §4 Cart line): the shopper's lines, what they do, and the summary. */
export { CartLines } from './components/cart-lines';
export { CartSummary } from './components/cart-summary';
export { useCartPage, type CartPageState } from './hooks/use-cart-page';
export { cartMessages } from './lib/cart-text';
