/**
 * The test shopper's things (ADR 056): when their cart or wishlist is empty, a few in-stock Ruby pieces go in, through
 * the same calls the shop's pages make, so the cart, the wishlist and the catalogue's hearts have something to show.
 */
import { api, type CartLine, type Product, type WishlistItem } from '@gemstore/shared';

export const CART_LINES = 2;
export const WISHLIST_ITEMS = 3;

/** Pieces a customer can put in a cart: priced (not on request) and in stock, from one listing. */
async function purchasablePieces(): Promise<Product[]> {
  const { data } = await api.post<{ product: Product[] }>(
    '/products/',
    {},
    { params: { section: 'gemstones', category: 'Ruby', limit: 24 } },
  );
  return data.product.filter(
    (piece) => piece.price !== null && piece.priceHidden === null && piece.countInStock > 0,
  );
}

export async function stockUp(): Promise<void> {
  const [cart, wishlist] = await Promise.all([
    api.get<{ cartItems: CartLine[] }>('/cart'),
    api.get<{ wishlistItems: WishlistItem[] }>('/wishlist'),
  ]);
  const fillCart = cart.data.cartItems.length === 0;
  const fillWishlist = wishlist.data.wishlistItems.length === 0;
  if (!fillCart && !fillWishlist) return;
  const pieces = await purchasablePieces();
  // One after the other: each answer carries the whole cart (or wishlist), and the last one is the truth.
  if (fillCart) {
    for (const piece of pieces.slice(0, CART_LINES))
      await api.post('/cart/update-cart', { productId: piece.id, quantity: 1 });
  }
  if (fillWishlist) {
    for (const piece of pieces.slice(CART_LINES, CART_LINES + WISHLIST_ITEMS))
      await api.put(`/wishlist/items/${piece.id}`, { saved: true });
  }
}
