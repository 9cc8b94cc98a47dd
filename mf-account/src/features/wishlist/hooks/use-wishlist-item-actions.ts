/**
 * What a wishlist card does (SPEC §5 Other, §8 Wishlist): Add to Cart through the shared cart, so the header's badge
 * follows at once; an out-of-stock piece is refused before any call. A piece priced on request cannot go in a cart:
 * its card offers the enquiry instead, as the catalogue's does.
 */
import { useState } from 'react';
import {
  addToCart as addToSharedCart,
  CUSTOM_ORDER_SECTION_ID,
  notify,
  requestCustomOrder,
  toApiError,
  useNavigate,
  type WishlistItem,
} from '@gemstore/shared';
import { wishlistMessages } from '../lib/messages';

export function useWishlistItemActions(item: WishlistItem) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);

  const addToCart = async () => {
    if (adding) return;
    if (item.countInStock <= 0) {
      notify.error(wishlistMessages.outOfStock);
      return;
    }
    setAdding(true);
    try {
      await addToSharedCart(item.id, 1);
      notify.success(wishlistMessages.added);
    } catch (error) {
      notify.error(toApiError(error, wishlistMessages.addFailed).message);
    } finally {
      setAdding(false);
    }
  };

  const enquire = () => {
    requestCustomOrder(item);
    void navigate(`/contact#${CUSTOM_ORDER_SECTION_ID}`);
  };

  return { adding, addToCart, enquire };
}
