/**
 * GET /api/v1/orders?page&limit: one page of the shopper's own orders, newest first (the server's order). Keyed by
 * the viewer and the page (ADR 021), so a sign-in never shows another shopper's orders.
 */
import type { z } from 'zod';
import { api, type ApiClient } from '@gemstore/shared';
import type { orderListAnswer } from '@gemstore/shared/contract';
import { queryOptions, useQuery, useViewer } from '@gemstore/shared/data';

type OrderList = z.infer<typeof orderListAnswer>;

/** Ten cards a page: a long history stays quick to open on a phone. The server takes up to 100. */
export const ORDERS_PER_PAGE = 10;

/** `client`: the API as the browser's page asks it, or as the server asks it for a page it draws (first-screen.tsx). */
export const ordersQuery = (viewer: string, page: number, client: ApiClient = api) =>
  queryOptions({
    queryKey: [viewer, 'orders', page] as const,
    queryFn: async ({ signal }) =>
      (await client.get<OrderList>('/orders', { params: { page, limit: ORDERS_PER_PAGE }, signal })).data
        .orders,
  });

/** `enabled` false: not asked (the page after a page that was not full). */
export const useOrders = (page: number, enabled = true) =>
  useQuery({ ...ordersQuery(useViewer(), page), enabled });
