/** The wishlist page's piece (SPEC §2 Wishlist): the shopper's saved pieces from the shared store, and what they do. */
export { WishlistList } from './components/wishlist-list';
export { useWishlistPage, type WishlistPageState } from './hooks/use-wishlist-page';
export { wishlistQuery } from './api/get-wishlist';
export { wishlistMessages } from './lib/messages';
