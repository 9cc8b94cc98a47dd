/**
 * 'Proceed to Checkout' (§cart.proceed, §cart.guest-redirect): the server's checkout check runs first, here
 * on the cart, where a problem can be put right — a piece sold meanwhile shows the server's message; a
 * shopper whose session ended is told 'Please log in to checkout' and taken to /login after 2 s, and comes
 * back to this cart once signed in. Then the checkout page opens for the cart's lines.
 */
import { useRef, useState } from 'react';
import { notify, toApiError, useNavigate, useSendToLogin, type CartLine } from '@gemstore/shared';
import { CHECK_FAILED, checkOrder, LOG_IN_TO_CHECKOUT } from '../../../lib/order-check';
import { cartCheckoutPath } from '../lib/summary';

export function useProceedToCheckout(lines: readonly CartLine[]) {
  const navigate = useNavigate();
  const sendToLogin = useSendToLogin();
  const busy = useRef(false);
  const [checking, setChecking] = useState(false);

  const proceed = () => {
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    checkOrder({ page: 'cart', lineIds: [] }, '')
      .then(() => navigate(cartCheckoutPath(lines)))
      .catch((error: unknown) => {
        const failure = toApiError(error, CHECK_FAILED);
        if (failure.status === 401) sendToLogin(LOG_IN_TO_CHECKOUT);
        else notify.error(failure.message);
      })
      .finally(() => {
        busy.current = false;
        setChecking(false);
      });
  };

  return { checking, proceed };
}
