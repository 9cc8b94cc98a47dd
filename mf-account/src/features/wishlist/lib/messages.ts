/** SPEC §8 Wishlist: what the wishlist page says, word for word. */
export const wishlistMessages = {
  outOfStock: 'Item is out of stock',
  added: 'Item added to cart',
  addFailed: 'Error adding item to cart',
  removeFailed: 'Error removing item from wishlist',
} as const;
