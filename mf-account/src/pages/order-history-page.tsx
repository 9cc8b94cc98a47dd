/**
 * /order-history (§order-history.page): Back, 'Order History', the shopper's orders from the server as
 * cards, ten to a page, newest first; 'No orders found' only when there are none; a spinner while they load and a
 * retry when they cannot.
 */
import { useEffect, useRef } from 'react';
import { BackButton, LoadingPanel, PageContainer, PageHeading, useSearchParams } from '@gemstore/shared';
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
      {history.status !== 'ready' ? (
        <LoadingPanel
          label="Loading your orders"
          failure={
            history.status === 'failed' ? (
              <>
                We could not load your orders.
                <br />
                {history.message}
              </>
            ) : null
          }
          onRetry={retry}
        />
      ) : (
        <OrderList orders={history.orders} page={page} hasOlder={history.hasOlder} />
      )}
    </PageContainer>
  );
}
