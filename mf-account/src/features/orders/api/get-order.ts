/**
 * GET /api/v1/orders/{id}: one of the shopper's own orders. Another shopper's, an unknown id (404) and an id that is
 * not an order id at all (400) are the same to the shopper: not found.
 */
import type { z } from 'zod';
import { api, toApiError } from '@gemstore/shared';
import type { orderAnswer } from '@gemstore/shared/contract';
import { queryOptions, useQuery, useViewer } from '@gemstore/shared/data';

type OrderAnswer = z.infer<typeof orderAnswer>;

export const orderQuery = (viewer: string, orderId: string) =>
  queryOptions({
    queryKey: [viewer, 'order', orderId] as const,
    queryFn: async ({ signal }) =>
      (await api.get<OrderAnswer>(`/orders/${encodeURIComponent(orderId)}`, { signal })).data.order,
  });

export const useOrder = (orderId: string) => useQuery(orderQuery(useViewer(), orderId));

export function isOrderNotFound(error: unknown): boolean {
  const { status } = toApiError(error);
  return status === 400 || status === 404;
}
