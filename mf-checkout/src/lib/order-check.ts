/**
 * POST /api/v1/cart/proceed-to-checkout (§checkout.server-check; ADR 005, 028): the server's check before
 * payment, with the order priced for a country. The cart asks it before opening the checkout, the checkout
 * before paying; here, in the remote's lib, so the cart's first load does not bring the checkout's form with
 * it.
 */
import type { z } from 'zod';
import { api, type ApiClient } from '@gemstore/shared';
import type { proceedToCheckoutAnswer } from '@gemstore/shared/contract';

/** What a checkout pays: the cart, or one piece (Buy Now). */
export type CheckoutOrder =
  { page: 'cart'; lineIds: readonly number[] } | { page: 'product'; productId: number; quantity: number };

export type OrderCheck = z.infer<typeof proceedToCheckoutAnswer>;
export type PricedOrder = OrderCheck['summary'];

/** `client`: the API as the page's shopper (the checkout's server entry passes theirs). */
export async function checkOrder(
  order: CheckoutOrder,
  country: string,
  signal?: AbortSignal,
  client: ApiClient = api,
): Promise<OrderCheck> {
  const body = { ...orderBody(order), ...(country && { country }) };
  return (await client.post<OrderCheck>('/cart/proceed-to-checkout', body, { ...(signal && { signal }) }))
    .data;
}

/** The body of proceed-to-checkout and of the payment session for this order. */
export function orderBody(
  order: CheckoutOrder,
): { page: 'cart' } | { page: 'product'; productId: number; quantity: number } {
  return order.page === 'cart'
    ? { page: 'cart' }
    : { page: 'product', productId: order.productId, quantity: order.quantity };
}

/** §cart.guest-redirect: checkout pressed by a shopper who is not signed in (or no longer). */
export const LOG_IN_TO_CHECKOUT = 'Please log in to checkout';
/** The check did not answer (the network, the server). */
export const CHECK_FAILED = 'We could not check your order. Please try again.';
