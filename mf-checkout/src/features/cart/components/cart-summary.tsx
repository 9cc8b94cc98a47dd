/**
 * 'Checkout Summary' (§cart.summary, §cart.summary-picture): each line with its picture (a JPEG or PNG, else
 * the placeholder), its quantity and amount, then the total, all to 2 decimals, and the way on to checkout.
 * An order from the cart is delivered free wherever it goes (§shipping.cart-order, §shipping.delivery-words;
 * ADR 042).
 */
import styled from '@emotion/styled';
import { Button, deliveryWords, formatPrice, type CartLine } from '@gemstore/shared';
import { SummaryLine, SummaryPanel } from '../../../components/summary-panel';
import { useProceedToCheckout } from '../hooks/use-proceed-to-checkout';
import { cartTotal, lineAmount } from '../lib/summary';

export function CartSummary({ lines }: { lines: readonly CartLine[] }) {
  const titleId = 'checkout-summary';
  const { checking, proceed } = useProceedToCheckout(lines);
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>Checkout Summary</h2>
      <ul>
        {lines.map((line) => (
          <SummaryLine key={line.lineId} line={line} amount={lineAmount(line)} />
        ))}
      </ul>
      <Total>
        <span>Total</span>
        <span>{formatPrice(cartTotal(lines))}</span>
      </Total>
      <p>{deliveryWords.cartOrder}</p>
      <Button type="button" onClick={proceed} aria-disabled={checking || undefined} aria-busy={checking}>
        {checking ? 'Checking...' : 'Proceed to Checkout'}
      </Button>
    </Panel>
  );
}

const Total = styled.p(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  paddingTop: theme.space(4),
  borderTop: `1px solid ${theme.colour.line}`,
  '&&': { color: theme.colour.ink, font: `600 1.0625rem/1 ${theme.font.body}` },
}));

const Panel = styled(SummaryPanel)(({ theme }) => ({
  p: { margin: 0, color: theme.colour.muted, fontSize: '0.8125rem' },
}));
