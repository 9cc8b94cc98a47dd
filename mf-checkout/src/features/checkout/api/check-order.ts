/**
 * POST /api/v1/cart/proceed-to-checkout (SPEC §5 Checkout, §7; ADR 005): the server's check before payment — the
 * shopper is signed in, every piece is in stock — with the order priced from the database for the country the form
 * names (shipping: free to Singapore, $50 elsewhere on a single piece). The summary shows exactly this answer, and
 * the payment is asked for the same order, so what is charged is what was shown.
 */
import type { z } from 'zod';
import { api } from '@gemstore/shared';
import type { proceedToCheckoutAnswer } from '@gemstore/shared/contract';
import { keepPreviousAnswer, queryOptions, useQuery, useViewer } from '@gemstore/shared/data';
import { orderBody, type CheckoutOrder } from '../lib/checkout-order';

export type OrderCheck = z.infer<typeof proceedToCheckoutAnswer>;
export type PricedOrder = OrderCheck['summary'];

export async function checkOrder(
  order: CheckoutOrder,
  country: string,
  signal?: AbortSignal,
): Promise<OrderCheck> {
  const body = { ...orderBody(order), ...(country && { country }) };
  return (await api.post<OrderCheck>('/cart/proceed-to-checkout', body, { ...(signal && { signal }) })).data;
}

export const orderCheckQuery = (viewer: string, order: CheckoutOrder, country: string) =>
  queryOptions({
    queryKey: [viewer, 'checkout', order, country] as const,
    queryFn: ({ signal }) => checkOrder(order, country, signal),
    // A refusal (out of stock, signed out) is an answer to show, not a hiccup to try again.
    retry: false,
  });

export function useOrderCheck(order: CheckoutOrder, country: string) {
  const viewer = useViewer();
  // Choosing another country keeps the summary in place while it is priced again.
  return useQuery({
    ...orderCheckQuery(viewer, order, country),
    placeholderData: keepPreviousAnswer(viewer),
  });
}
