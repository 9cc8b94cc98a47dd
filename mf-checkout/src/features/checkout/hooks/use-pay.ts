/**
 * The pay button (§checkout.pay): 'Processing...' while it works, and a second press meanwhile
 * does nothing. It checks the form by the shared rule (else the notice 'Please fill in all required fields
 * correctly'), saves an edited address to the account (§checkout.address-save), asks the server's check for
 * the order as the summary shows it (a refusal shows the server's message; a total that changed meanwhile is
 * shown, not charged), stores who pays (update-customer), creates the payment session and sends the browser
 * to the provider's page.
 */
import { useCallback, useRef, useState } from 'react';
import { formatPrice, notify, toApiError } from '@gemstore/shared';
import { useQueryClient, useViewer } from '@gemstore/shared/data';
import type { CheckoutAddress } from '@gemstore/shared/validation';
import { browser } from '../../../lib/browser';
import { checkOrder } from '../../../lib/order-check';
import { orderCheckQuery, type PricedOrder } from '../api/check-order';
import { createPaymentSession, updateCustomer } from '../api/start-payment';
import type { CheckoutOrder } from '../lib/checkout-order';
import { checkoutMessages } from '../lib/checkout-text';
import { addressDiffers, customerDataOf, type ShippingValues } from '../lib/shipping-address';
import type { ShippingForm } from './use-shipping-form';

type PayOptions = {
  order: CheckoutOrder;
  savedAddress: Parameters<typeof addressDiffers>[1];
  shown: PricedOrder | undefined;
  shipping: ShippingForm;
  onSessionEnded: (values: ShippingValues) => void;
};

export function usePay({ order, savedAddress, shown, shipping, onSessionEnded }: PayOptions) {
  const queries = useQueryClient();
  const viewer = useViewer();
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);

  const payWith = useCallback(
    async (values: CheckoutAddress) => {
      if (busy.current) return;
      busy.current = true;
      setPaying(true);
      let leaving = false;
      /** Each step's failure: a session that ended sends the shopper to log in; else the server's word or ours. */
      const failed = (error: unknown, fallback: string) => {
        const failure = toApiError(error, fallback);
        if (failure.status === 401) onSessionEnded(shipping.form.getValues());
        else notify.error(failure.message);
      };
      try {
        if (shipping.updating && addressDiffers(values, savedAddress)) {
          try {
            if (!(await shipping.saveToAccount(values))) return;
          } catch (error) {
            failed(error, checkoutMessages.addressError);
            return;
          }
        }
        let check;
        try {
          check = await checkOrder(order, values.country);
        } catch (error) {
          failed(error, checkoutMessages.checkFailed);
          return;
        }
        if (shown && check.summary.total !== shown.total) {
          queries.setQueryData(orderCheckQuery(viewer, order, values.country).queryKey, check);
          notify.error(
            `Your order now comes to ${formatPrice(check.summary.total)}. Please check it and press Pay again.`,
          );
          return;
        }
        try {
          await updateCustomer(customerDataOf(values));
        } catch (error) {
          failed(error, checkoutMessages.customerFailed);
          return;
        }
        let url;
        try {
          url = await createPaymentSession(order);
        } catch (error) {
          failed(error, checkoutMessages.paymentFailed);
          return;
        }
        // The page is leaving: the button stays busy until it has gone.
        leaving = true;
        browser.leaveFor(url);
      } finally {
        if (!leaving) {
          busy.current = false;
          setPaying(false);
        }
      }
    },
    [order, savedAddress, shown, shipping, onSessionEnded, queries, viewer],
  );

  const payPressed = shipping.form.handleSubmit(payWith, () => {
    if (!busy.current) notify.error(checkoutMessages.invalidForm);
  });

  return { paying, payPressed };
}
