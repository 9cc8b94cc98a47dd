/**
 * 'Checkout Summary' (SPEC §2 Cart, §9): each line with its picture (a JPEG or PNG, else the placeholder), its
 * quantity and amount, then the total, all to 2 decimals, and the way on to checkout. Shipping is priced on the
 * checkout page, where the address is.
 */
import styled from '@emotion/styled';
import { Button, formatPrice, PiecePicture, type CartLine } from '@gemstore/shared';
import { summaryPicture } from '../../../lib/summary-picture';
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
          <li key={line.lineId}>
            <PiecePicture url={summaryPicture(line)} side="3rem" width={160} />
            <span>
              {line.name} <Muted>× {line.quantity}</Muted>
            </span>
            <span>{formatPrice(lineAmount(line))}</span>
          </li>
        ))}
      </ul>
      <Total>
        <span>Total</span>
        <span>{formatPrice(cartTotal(lines))}</span>
      </Total>
      <p>Shipping is free to Singapore and worked out at checkout for other countries.</p>
      <Button type="button" onClick={proceed} aria-disabled={checking || undefined} aria-busy={checking}>
        {checking ? 'Checking...' : 'Proceed to Checkout'}
      </Button>
    </Panel>
  );
}

const Panel = styled.section(({ theme }) => ({
  alignSelf: 'start',
  display: 'grid',
  gap: theme.space(5),
  padding: theme.space(6),
  border: `1px solid ${theme.colour.line}`,
  background: theme.colour.paper,
  h2: { margin: 0, font: `500 1.5rem/1.2 ${theme.font.display}`, color: theme.colour.ink },
  ul: { display: 'grid', gap: theme.space(3), margin: 0, padding: 0, listStyle: 'none' },
  li: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: theme.space(3),
    fontSize: '0.875rem',
  },
  p: { margin: 0, color: theme.colour.muted, fontSize: '0.8125rem' },
}));

const Muted = styled.span(({ theme }) => ({ color: theme.colour.muted }));

const Total = styled.p(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  paddingTop: theme.space(4),
  borderTop: `1px solid ${theme.colour.line}`,
  '&&': { color: theme.colour.ink, font: `600 1.0625rem/1 ${theme.font.body}` },
}));
