/**
 * The shopper's orders (§order-history.page, §order-history.card): a page of them as cards, and one order at
 * its own address.
 */
export { OrderList } from './components/order-list';
export { OrderDetails } from './components/order-details';
export { useOrderHistory, type OrderHistory } from './hooks/use-order-history';
export { useOrder, isOrderNotFound, orderQuery } from './api/get-order';
export { ordersQuery, ORDERS_PER_PAGE } from './api/get-orders';
export { pageNumber } from './lib/page-number';
