/**
 * The payment's two calls after the check (§checkout.pay, §checkout.customer-payload): POST
 * /stripe/update-customer with who pays and where the pieces go, then the provider's checkout session for the
 * cart (no body) or for one piece (productId, quantity), whose `url` the browser is sent to: Stripe's page,
 * or the built-in test provider's (ADR 006).
 */
import type { z } from 'zod';
import { api } from '@gemstore/shared';
import type { checkoutSessionAnswer, okMessage } from '@gemstore/shared/contract';
import type { UpdateCustomerBody } from '@gemstore/shared/validation';
import type { CheckoutOrder } from '../lib/checkout-order';

export async function updateCustomer(
  customerData: UpdateCustomerBody['customerData'],
): Promise<z.infer<typeof okMessage>> {
  return (await api.post<z.infer<typeof okMessage>>('/stripe/update-customer', { customerData })).data;
}

export async function createPaymentSession(order: CheckoutOrder): Promise<string> {
  const { data } =
    order.page === 'cart'
      ? await api.post<z.infer<typeof checkoutSessionAnswer>>('/stripe/create-checkout-session-cart')
      : await api.post<z.infer<typeof checkoutSessionAnswer>>('/stripe/create-checkout-session', {
          productId: order.productId,
          quantity: order.quantity,
        });
  return data.url;
}
