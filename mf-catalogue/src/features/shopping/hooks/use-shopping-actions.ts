/**
 * Add to cart and Buy Now (SPEC §4, §5 Other, §8), through the shared cart (shared/src/session/cart.ts), whose answer
 * the header badge and every other part of the shop see at once.
 */
import { useAtomValue, useStore } from 'jotai';
import {
  addToCart as addToSharedCart,
  notify,
  onceSessionKnown,
  pathTo,
  toApiError,
  useNavigate,
  userAtom,
  useSendToLogin,
  whenSessionKnown,
} from '@gemstore/shared';

export function useShoppingActions() {
  const store = useStore();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const sendToLogin = useSendToLogin();

  /** True when the line is in the cart; the caller shows the success modal. Failures are toasts. */
  const addToCart = async (productId: number, quantity = 1): Promise<boolean> => {
    // In the page's first moments the shopper's sign-in may still be on its way: a signed-in shopper is not a guest.
    if (!(await whenSessionKnown(store))) {
      notify.error('Please Log In to add this item to your cart.');
      return false;
    }
    try {
      await addToSharedCart(productId, quantity, store);
      return true;
    } catch (error) {
      notify.error(toApiError(error).message);
      return false;
    }
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

  return { addToCart, buyNow, signedIn: user !== null };
}
