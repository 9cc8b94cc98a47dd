/** SPEC §8 Cart and Wishlist, word for word (the server's own message wins where it gives one). */
import type { CartLine } from '@gemstore/shared';

export const cartMessages = {
  fetchFailed: 'Failed to fetch cart',
  updateFailed: 'Failed to update cart item',
  removeFailed: 'Failed to remove item from cart',
  maxStock: 'Max stock reached',
  alreadyWished: 'Item is already in wishlist',
  wishlistFailed: 'Error updating wishlist',
} as const;

/**
 * SPEC §8: 'Out of stock' at none left; 'Only {n} products left' when fewer are left than the line asks for; nothing
 * otherwise.
 */
export function stockNote(line: Pick<CartLine, 'countInStock' | 'quantity'>): string | null {
  if (line.countInStock <= 0) return 'Out of stock';
  if (line.countInStock < line.quantity) return `Only ${line.countInStock} products left`;
  return null;
}

export const isOutOfStock = (line: Pick<CartLine, 'countInStock'>) => line.countInStock <= 0;
