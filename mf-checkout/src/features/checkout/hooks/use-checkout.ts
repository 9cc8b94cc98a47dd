/**
 * The checkout page's state (§checkout.page, §checkout.summary, §checkout.session-ended): the shipping form,
 * the server's priced check of the order for the country the form names, and the pay button. A session that
 * ended meanwhile (401) sends the shopper to log in with 'Please log in to checkout', keeping what they typed
 * for when they come back.
 */
import { useCallback, useEffect } from 'react';
import { useSendToLogin, type User } from '@gemstore/shared';
import { useOrderCheck } from '../api/check-order';
import type { CheckoutOrder } from '../lib/checkout-order';
import { checkoutMessages } from '../lib/checkout-text';
import { keepShippingDraft } from '../lib/shipping-draft';
import type { ShippingValues } from '../lib/shipping-address';
import { usePay } from './use-pay';
import { useShippingForm } from './use-shipping-form';

export function useCheckout(order: CheckoutOrder, user: User) {
  const sendToLogin = useSendToLogin();
  const onSessionEnded = useCallback(
    (values: ShippingValues) => {
      keepShippingDraft(user.id, values);
      sendToLogin(checkoutMessages.logInToCheckout);
    },
    [user.id, sendToLogin],
  );
  const shipping = useShippingForm(user, onSessionEnded);
  const check = useOrderCheck(order, (shipping.values.country ?? '').trim());
  const pay = usePay({
    order,
    savedAddress: user.address,
    shown: check.data?.summary,
    shipping,
    onSessionEnded,
  });

  const { error } = check;
  const { getValues } = shipping.form;
  useEffect(() => {
    if (error instanceof Error && 'status' in error && error.status === 401) {
      onSessionEnded(getValues() as ShippingValues);
    }
  }, [error, onSessionEnded, getValues]);

  return { shipping, check, pay };
}
