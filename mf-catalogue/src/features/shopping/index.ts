/** What a shopper does with a piece wherever it is shown: its price, the heart, add to cart, buy now, enquire. */
export { ProductPrice } from './components/product-price';
export { CARD_WISHLIST_DEBOUNCE_MS, WishlistHeart } from './components/wishlist-heart';
export { useEnquireForPrice } from './hooks/use-enquire-for-price';
export { useShoppingActions } from './hooks/use-shopping-actions';
