/**
 * /payment/canceled (§payment.canceled): the cart as the shopper left it, with a notice that nothing was
 * charged; the pieces the checkout held are released at once.
 */
import styled from '@emotion/styled';
import { Info } from 'lucide-react';
import { paymentMessages, useCanceledCheckout } from '../features/payment';
import { CartPage } from './cart-page';

export function PaymentCanceledPage() {
  useCanceledCheckout();
  return (
    <CartPage
      notice={
        <Notice role="status">
          <Info aria-hidden="true" size={20} />
          {paymentMessages.canceled}
        </Notice>
      }
    />
  );
}

const Notice = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  margin: `0 0 ${theme.space(6)}`,
  padding: theme.space(4),
  border: `1px solid ${theme.colour.line}`,
  background: theme.colour.paper,
  color: theme.colour.ink,
}));
