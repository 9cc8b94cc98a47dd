/**
 * Add to Cart and Buy Now (§product.add-to-cart, §product.buy-now). Adding is the cart's owner's: the checkout remote's
 * `checkout/cart`, loaded at run time (ADR 052), adds the piece, says what happened and shows the confirmation; the
 * header badge and every other part of the shop follow through the session store. When the checkout remote cannot
 * be loaded, `cartUnavailable` says so and the page offers Retry, which loads it again and adds.
 */
import { useAtomValue, useStore } from 'jotai';
import {
  onceSessionKnown,
  pathTo,
  useExposure,
  useNavigate,
  userAtom,
  useSendToLogin,
  type AddToCartRequest,
} from '@gemstore/shared';

export function useShoppingActions() {
  const store = useStore();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const sendToLogin = useSendToLogin();
  const cart = useExposure('checkout/cart');

  /** True when the piece is in the cart. `again`: the shopper's Retry, which loads the checkout remote afresh. */
  const addToCart = async (request: AddToCartRequest, again = false): Promise<boolean> => {
    const owner = await (again ? cart.retry() : cart.load());
    return owner ? owner.addToCart(request) : false;
  };

  /** A customer goes to the single-product checkout; a guest is told to log in and taken there after 2 s. */
  const buyNow = (productId: number, quantity: number) =>
    // Decided once the page knows the shopper (at once, usually): a signed-in shopper is not sent to /login.
    onceSessionKnown((customer) => {
      if (customer) {
        navigate(pathTo('checkout', { page: 'product', productIds: `${productId}-${quantity}` }));
        return;
      }
      // This page is remembered, so logging in brings the shopper back to the stone they wanted.
      sendToLogin('Please Log In to buy this item.');
    }, store);

  return {
    addToCart,
    /** A head start on the cart's code, as a finger or the focus nears Add to Cart. */
    prepareCart: cart.prepare,
    cartUnavailable: cart.unavailable,
    buyNow,
    signedIn: user !== null,
  };
}
