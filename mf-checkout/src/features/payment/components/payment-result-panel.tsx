/**
 * What the payment success page shows (§payment.success-page, §payment.verify-retry,
 * §payment.needs-attention): a spinner with 'Processing your order...', then a check with 'Order confirmed!
 * Redirecting...' and the way to the new order; or why the order is not confirmed,
 * with the way back to the cart.
 */
import styled from '@emotion/styled';
import { CircleCheck, Clock, TriangleAlert } from 'lucide-react';
import { ButtonLink, Spinner } from '@gemstore/shared';
import type { PaymentResult } from '../hooks/use-payment-result';
import { paymentMessages } from '../lib/payment-text';

export function PaymentResultPanel({ result }: { result: PaymentResult }) {
  switch (result.status) {
    case 'verifying':
      return (
        <Panel role="status">
          <Spinner label={paymentMessages.processing} />
          <p>{paymentMessages.processing}</p>
        </Panel>
      );
    case 'confirmed':
      return (
        <Panel role="status">
          <CircleCheck aria-hidden="true" size={48} strokeWidth={1.5} />
          <p>{paymentMessages.confirmed}</p>
          <ButtonLink to={`/order-history/${result.orderId}`} variant="secondary">
            View your order
          </ButtonLink>
        </Panel>
      );
    case 'checking':
      return (
        <Panel role="status">
          <Clock aria-hidden="true" size={48} strokeWidth={1.5} />
          <p>{result.message}</p>
          <ButtonLink to={`/order-history/${result.orderId}`}>View your order</ButtonLink>
        </Panel>
      );
    case 'unconfirmed':
      return (
        <Panel role="alert">
          <TriangleAlert aria-hidden="true" size={48} strokeWidth={1.5} />
          <p>{result.message}</p>
          <Actions>
            <ButtonLink to="/cart">Back to your cart</ButtonLink>
            <ButtonLink to="/order-history" variant="secondary">
              Order history
            </ButtonLink>
          </Actions>
        </Panel>
      );
  }
}

const Panel = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: theme.space(4),
  minHeight: '40vh',
  maxWidth: '36rem',
  margin: '0 auto',
  textAlign: 'center',
  color: theme.colour.inkSoft,
  svg: { color: theme.colour.gold },
  p: { margin: 0, fontSize: '1.0625rem' },
}));

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }));
