/**
 * §cart.messages, §cart.line-stepper, §cart.sold-out-line, §wishlist.messages, word for word (the server's
 * own message wins where it gives one).
 */
import type { CartLine } from '@gemstore/shared';

export const cartMessages = {
  fetchFailed: 'Failed to fetch cart',
  addFailed: 'Failed to add item to cart',
  updateFailed: 'Failed to update cart item',
  removeFailed: 'Failed to remove item from cart',
  maxStock: 'Max stock reached',
  alreadyWished: 'Item is already in wishlist',
} as const;

/**
 * Add to Cart, where it is pressed (§product.add-to-cart, §cart.messages, §wishlist.messages): the cart's own words,
 * which the catalogue and the account remote show through this remote's exposure (ADR 052).
 */
export const addToCartMessages = {
  logIn: 'Please Log In to add this item to your cart.',
  added: 'Item has been added to your cart',
  'product-page': { failed: cartMessages.addFailed },
  wishlist: {
    added: 'Item added to cart',
    failed: 'Error adding item to cart',
    outOfStock: 'Item is out of stock',
  },
} as const;

/**
 * §cart.stock-note: 'Out of stock' at none left; 'Only {n} products left' when fewer are left than the line asks for; nothing
 * otherwise.
 */
export function stockNote(line: Pick<CartLine, 'countInStock' | 'quantity'>): string | null {
  if (line.countInStock <= 0) return 'Out of stock';
  if (line.countInStock < line.quantity) return `Only ${line.countInStock} products left`;
  return null;
}

export const isOutOfStock = (line: Pick<CartLine, 'countInStock'>) => line.countInStock <= 0;
