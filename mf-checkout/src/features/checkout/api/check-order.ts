/**
 * POST /api/v1/cart/proceed-to-checkout (§checkout.server-check; ADR 005): the server's check before payment
 * — the shopper is signed in, every piece is in stock — with the order priced from the database for the
 * country the form names (shipping: free to Singapore, $50 elsewhere on a single piece). The summary shows
 * exactly this answer, and the payment is asked for the same order, so what is charged is what was shown.
 */
import { keepPreviousAnswer, queryOptions, useQuery, useViewer } from '@gemstore/shared/data';
import { checkOrder, type CheckoutOrder } from '../../../lib/order-check';

export type { OrderCheck, PricedOrder } from '../../../lib/order-check';

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
