/** What a shopper does with a piece wherever it is shown: its price, the heart, add to cart, buy now, enquire. */
export { ProductPrice } from './components/product-price';
/** SPEC §9: the listing cards' wishlist debounce (the heart itself is shared: WishlistHeart). */
export const CARD_WISHLIST_DEBOUNCE_MS = 300;
export { useEnquireForPrice } from './hooks/use-enquire-for-price';
export { useShoppingActions } from './hooks/use-shopping-actions';
