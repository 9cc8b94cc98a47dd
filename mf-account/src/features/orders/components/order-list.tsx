/**
 * A page of order cards, newest first, with 'Newer orders' and 'Older orders' between pages; with no orders at all,
 * 'No orders found' and the way to the shop (§order-history.page). A page past the last says so and leads
 * back.
 */
import styled from '@emotion/styled';
import { ChevronLeft, ChevronRight, Package } from 'lucide-react';
import { ButtonLink, EmptyState, Link, type Order } from '@gemstore/shared';
import { pageSearch } from '../lib/page-number';
import { OrderCard } from './order-card';

export function OrderList({ orders, page, hasOlder }: { orders: Order[]; page: number; hasOlder: boolean }) {
  if (orders.length === 0) {
    return page === 1 ? (
      <EmptyState
        title="No orders found"
        icon={<Package aria-hidden="true" size={28} strokeWidth={1} />}
        action={<ButtonLink to="/gemstones/featured">Start Shopping</ButtonLink>}
      >
        When you buy a piece, its order and how it is coming along will be kept here.
      </EmptyState>
    ) : (
      <EmptyState
        title="No older orders"
        action={
          <ButtonLink to="/order-history" variant="secondary">
            See your latest orders
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <Cards aria-label={page === 1 ? 'Your orders' : `Your orders, page ${page}`}>
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </Cards>
      {page > 1 || hasOlder ? (
        <Pages aria-label="Order pages">
          {page > 1 ? (
            <Link to={`/order-history${pageSearch(page - 1)}`}>
              <ChevronLeft aria-hidden="true" size={16} /> Newer orders
            </Link>
          ) : (
            <span />
          )}
          <span>Page {page}</span>
          {hasOlder ? (
            <Link to={`/order-history${pageSearch(page + 1)}`}>
              Older orders <ChevronRight aria-hidden="true" size={16} />
            </Link>
          ) : (
            <span />
          )}
        </Pages>
      ) : null}
    </>
  );
}

const Cards = styled.ul(({ theme }) => ({
  display: 'grid',
  gap: theme.space(5),
  maxWidth: '52rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Pages = styled.nav(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  maxWidth: '52rem',
  marginTop: theme.space(8),
  color: theme.colour.muted,
  font: `400 0.875rem/1.5 ${theme.font.body}`,
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(1),
    minHeight: '2.75rem',
    color: theme.colour.ink,
    fontWeight: 500,
  },
  'a:last-child': { justifySelf: 'end' },
  'a:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
}));
