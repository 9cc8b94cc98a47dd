/**
 * /order-history/{orderId}: one of the shopper's orders. Another shopper's order, an unknown id and an address that
 * is not an order's at all are the shop's not-found page, never an error screen.
 */
import styled from '@emotion/styled';
import {
  BackButton,
  Button,
  ButtonLink,
  NoticeLink,
  NoticePage,
  PageContainer,
  PageHeading,
  Spinner,
  useParams,
} from '@gemstore/shared';
import { isOrderNotFound, OrderDetails, useOrder } from '../features/orders';

export function OrderPage() {
  const { orderId = '' } = useParams();
  const { data: order, error, isFetching, refetch } = useOrder(orderId);

  if (error && isOrderNotFound(error)) {
    return (
      <NoticePage
        eyebrow="Order"
        title="Order Not Found"
        lead="We could not find this order among yours. The link may be mistyped, or it may belong to another account."
        action={<NoticeLink to="/order-history">Back to Order History</NoticeLink>}
      />
    );
  }
  if (error && !isFetching) {
    return (
      <NoticePage
        role="alert"
        eyebrow="Order"
        title="Error loading order"
        lead="We could not reach the shop just now. Please check your connection and try again."
        action={
          <Button type="button" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!order) {
    return (
      <Waiting>
        <Spinner label="Loading your order" />
      </Waiting>
    );
  }
  return (
    <PageContainer>
      <BackButton fallback="/order-history" />
      <PageHeading>Order {order.reference}</PageHeading>
      <OrderDetails order={order} />
      <ButtonLink to="/order-history" variant="secondary" css={{ marginTop: '3rem' }}>
        Back to Order History
      </ButtonLink>
    </PageContainer>
  );
}

const Waiting = styled.div({ display: 'grid', placeItems: 'center', minHeight: '60vh' });
