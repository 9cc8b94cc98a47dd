/**
 * Add to cart and the wishlist heart, through the API; the server's answer replaces the shared session lists so
 * the header badge and every other part of the shop see the change at once.
 */
import { useAtomValue } from 'jotai';
import {
  api,
  notify,
  replaceCart,
  replaceWishlist,
  toApiError,
  userAtom,
  wishlistAtom,
  type CartLine,
  type WishlistItem,
} from '@gemstore/shared';

export function useShoppingActions() {
  const user = useAtomValue(userAtom);
  const wishlist = useAtomValue(wishlistAtom);

  const addToCart = async (productId: number, quantity = 1) => {
    if (!user) {
      notify.error('Please Log In to add this item to your cart.');
      return;
    }
    try {
      const { data } = await api.post<{ cartItems: CartLine[] }>('/cart/update-cart', {
        productId,
        quantity,
      });
      replaceCart(data.cartItems);
      notify.success('Item has been added to your cart');
    } catch (error) {
      notify.error(toApiError(error, 'Failed to add item to cart').message);
    }
  };

  const toggleWishlist = async (productId: number) => {
    try {
      const { data } = await api.put<{ wishlistItems: WishlistItem[] }>('/wishlist/update-wishlist', {
        productId,
      });
      replaceWishlist(data.wishlistItems);
    } catch (error) {
      notify.error(toApiError(error, 'Error updating wishlist').message);
    }
  };

  const isWished = (productId: number) => wishlist.some((item) => item.id === productId);

  return { addToCart, toggleWishlist, isWished };
}
