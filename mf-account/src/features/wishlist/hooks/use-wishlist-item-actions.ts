/**
 * What a wishlist card does (§wishlist.add-to-cart, §wishlist.messages): Add to Cart through the cart's owner, the checkout
 * remote's `checkout/cart` loaded at run time (ADR 052), which refuses an out-of-stock piece, adds, and says so in the
 * wishlist's words; the header's badge follows at once. While the checkout remote cannot be loaded the card says the
 * cart is unavailable, and Retry loads it again and adds. A piece priced on request cannot go in a cart: its card
 * offers the enquiry instead, as the catalogue's does.
 */
import { useState } from 'react';
import {
  CUSTOM_ORDER_SECTION_ID,
  requestCustomOrder,
  useExposure,
  useNavigate,
  type WishlistItem,
} from '@gemstore/shared';

export function useWishlistItemActions(item: WishlistItem) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const cart = useExposure('checkout/cart');

  /** `again`: the shopper's Retry after the cart could not be loaded. */
  const addToCart = async (again = false) => {
    if (adding) return;
    setAdding(true);
    try {
      const owner = await (again ? cart.retry() : cart.load());
      await owner?.addToCart({ piece: item, quantity: 1, from: 'wishlist' });
    } finally {
      setAdding(false);
    }
  };

  const enquire = () => {
    requestCustomOrder(item);
    void navigate(`/contact#${CUSTOM_ORDER_SECTION_ID}`);
  };

  return { adding, addToCart, prepareCart: cart.prepare, cartUnavailable: cart.unavailable, enquire };
}
