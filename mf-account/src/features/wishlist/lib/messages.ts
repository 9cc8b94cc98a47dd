/**
 * What the wishlist says, word for word, wherever it is changed — on this remote's page, or through its exposure
 * (`account/wishlist`, ADR 053) by a heart in the catalogue or the cart: §wishlist.heart's log-in request and
 * §wishlist.messages (the server's own message wins where it gives one). What the page's Add to Cart says ('Item added
 * to cart', 'Item is out of stock', 'Error adding item to cart') is the cart's, said by the checkout remote (ADR 052).
 */
export const wishlistMessages = {
  /** §wishlist.heart: a guest who taps a heart. */
  logIn: 'Please Log In to save this item to your wishlist.',
  updateFailed: 'Error updating wishlist',
  removeFailed: 'Error removing item from wishlist',
  loadFailed: 'Error loading your wishlist',
} as const;
