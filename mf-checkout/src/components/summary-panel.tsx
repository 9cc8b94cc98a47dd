/**
 * The panel beside the cart's lines and the checkout's form ('Checkout Summary', 'Order Summary'), and its lines: the
 * piece's picture (a JPEG or PNG, else the placeholder: §cart.summary-picture), name, quantity and amount.
 */
import styled from '@emotion/styled';
import { formatPrice, PiecePicture } from '@gemstore/shared';
import { summaryPicture } from '../lib/summary-picture';

export const SummaryPanel = styled.section(({ theme }) => ({
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
}));

export function SummaryLine({
  line,
  amount,
}: {
  line: { name: string; quantity: number; image: readonly string[] | string | null };
  /** The line's amount in dollars. */
  amount: number;
}) {
  return (
    <li>
      <PiecePicture url={summaryPicture(line)} side="3rem" width={160} />
      <span>
        {line.name} <Muted>× {line.quantity}</Muted>
      </span>
      <span>{formatPrice(amount)}</span>
    </li>
  );
}

const Muted = styled.span(({ theme }) => ({ color: theme.colour.muted }));
