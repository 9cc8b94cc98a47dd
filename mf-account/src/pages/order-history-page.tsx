/**
 * /order-history (SPEC §2 Order history, made real): Back, 'Order History', the shopper's orders from the server as
 * cards, ten to a page, newest first; 'No orders found' only when there are none; a spinner while they load and a
 * retry when they cannot.
 */
import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { BackButton, Button, PageContainer, PageHeading, Spinner, useSearchParams } from '@gemstore/shared';
import { OrderList, pageNumber, useOrderHistory } from '../features/orders';

export function OrderHistoryPage() {
  const [search] = useSearchParams();
  const page = pageNumber(search.get('page'));
  const { history, retry } = useOrderHistory(page);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);

  useEffect(() => {
    // Another page of orders: the reader starts again at its top, as after any page change.
    if (shownPage.current === page) return;
    shownPage.current = page;
    heading.current?.focus();
  }, [page]);

  return (
    <PageContainer>
      <BackButton fallback="/profile" />
      <PageHeading ref={heading} tabIndex={-1} css={{ outline: 'none' }}>
        Order History
      </PageHeading>
      {history.status === 'loading' ? (
        <Waiting>
          <Spinner label="Loading your orders" />
        </Waiting>
      ) : history.status === 'failed' ? (
        <Waiting role="alert">
          <p css={{ margin: 0 }}>
            We could not load your orders.
            <br />
            {history.message}
          </p>
          <Button type="button" onClick={retry}>
            Retry
          </Button>
        </Waiting>
      ) : (
        <OrderList orders={history.orders} page={page} hasOlder={history.hasOlder} />
      )}
    </PageContainer>
  );
}

const Waiting = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: theme.space(4),
  minHeight: '40vh',
  color: theme.colour.inkSoft,
  textAlign: 'center',
}));
