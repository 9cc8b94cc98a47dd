/** What a shopper does with a piece wherever it is shown: the heart, add to cart, buy now, enquire (the price: ../price). */
/**
 * §wishlist.heart: the listing cards' wishlist debounce (the heart itself is shared: WishlistHeart; the change it
 * hands over is the account remote's, ADR 053).
 */
export const CARD_WISHLIST_DEBOUNCE_MS = 300;
export { useEnquireForPrice } from './hooks/use-enquire-for-price';
export { useShoppingActions } from './hooks/use-shopping-actions';
