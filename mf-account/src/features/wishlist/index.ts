/**
 * The wishlist (§wishlist.page, §wishlist.load): the page's saved pieces and what they do; and what the account
 * remote lends the rest of the shop (src/wishlist-exposure.ts, ADR 053): its writes (mutations of one shape) and its
 * words.
 */
export { WishlistList } from './components/wishlist-list';
export { useWishlistPage, type WishlistPageState } from './hooks/use-wishlist-page';
export { wishlistKey, wishlistQuery } from './api/get-wishlist';
export { removeFromWishlist, setWishlisted } from './api/wishlist-mutations';
export { wishlistMessages } from './lib/messages';
