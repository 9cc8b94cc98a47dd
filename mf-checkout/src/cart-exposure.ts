/**
 * `checkout/cart`, what the checkout remote lends the rest of the shop at run time (ADR 052; the contract is
 * CartExposure in @gemstore/shared). The catalogue's and the wishlist's Add to Cart and the shell's reload after a
 * sign-in come here, through the federation runtime: a change to how a piece is added, what the shopper is told, or
 * the confirmation ships with this remote's deploy alone.
 *
 * Kept small: the writes (with the data layer) and the confirmation (with the dialog) are fetched at the first
 * addition, or as the shopper's finger nears the button (prepareToAdd).
 */
import {
  CART_CONTRACT,
  notify,
  sessionStore,
  toApiError,
  whenSessionKnown,
  type AddToCartRequest,
  type CartExposure,
} from '@gemstore/shared';
import {
  addToCart as addLine,
  addToCartMessages,
  confirmAdded,
  prepareCartWrites,
  prepareConfirmation,
  reloadCart,
} from './features/cart';

async function addToCart({ piece, quantity, from, returnFocusTo }: AddToCartRequest): Promise<boolean> {
  // §wishlist.add-to-cart: an out-of-stock wishlist piece is refused before a call is made.
  if (from === 'wishlist' && piece.countInStock <= 0) {
    notify.error(addToCartMessages.wishlist.outOfStock);
    return false;
  }
  // In the page's first moments the shopper's sign-in may still be on its way: a signed-in shopper is not a guest.
  if (!(await whenSessionKnown(sessionStore))) {
    notify.error(addToCartMessages.logIn);
    return false;
  }
  // The confirmation's code is asked for as the cart call starts, so both arrive together (ADR 017).
  if (from === 'product-page') prepareConfirmation();
  try {
    await addLine(piece, quantity);
  } catch (error) {
    notify.error(toApiError(error, addToCartMessages[from].failed).message);
    return false;
  }
  if (from === 'wishlist') notify.success(addToCartMessages.wishlist.added);
  else void confirmAdded({ productName: piece.name, quantity, returnFocusTo });
  return true;
}

const cart: CartExposure = {
  contract: CART_CONTRACT,
  addToCart,
  reloadCart: async () => {
    await reloadCart(sessionStore);
  },
  prepareToAdd: () => {
    prepareCartWrites();
    prepareConfirmation();
  },
};

export default cart;
