/**
 * The order history's page of orders (§order-history.page): loading, failed with a retry, or the
 * orders. The server does not say how many orders there are, so when a page is full the next one is asked for at
 * once: 'Older orders' is offered only if there are some, and opens without a wait.
 */
import { useCallback } from 'react';
import type { Order } from '@gemstore/shared';
import { ORDERS_PER_PAGE, useOrders } from '../api/get-orders';

export type OrderHistory =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; orders: Order[]; hasOlder: boolean };

export function useOrderHistory(page: number): { history: OrderHistory; retry: () => void } {
  const current = useOrders(page);
  const full = current.data?.length === ORDERS_PER_PAGE;
  const next = useOrders(page + 1, full);
  const { refetch } = current;
  const retry = useCallback(() => void refetch(), [refetch]);

  if (current.data) {
    return {
      history: { status: 'ready', orders: current.data, hasOlder: (next.data?.length ?? 0) > 0 },
      retry,
    };
  }
  if (current.error && !current.isFetching) {
    return { history: { status: 'failed', message: current.error.message }, retry };
  }
  return { history: { status: 'loading' }, retry };
}
