/** An order's status as a small label: calm gold while it moves, green once delivered, red when it needs a person. */
import styled from '@emotion/styled';
import type { Order } from '@gemstore/shared';

const tone = (status: Order['status']) =>
  status === 'Delivered'
    ? 'done'
    : status === 'Needs attention'
      ? 'alert'
      : status === 'Cancelled'
        ? 'off'
        : 'on';

export function OrderStatus({ status }: { status: Order['status'] }) {
  return <Label data-tone={tone(status)}>{status}</Label>;
}

const Label = styled.span(({ theme }) => ({
  font: `500 0.6875rem/1.4 ${theme.font.body}`,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  // A pill drawn in the status's own colour.
  display: 'inline-block',
  padding: `${theme.space(1)} ${theme.space(3)}`,
  border: '1px solid currentColor',
  borderRadius: theme.radius.round,
  '&[data-tone="on"]': { color: theme.colour.goldDeep },
  '&[data-tone="done"]': { color: theme.colour.success },
  '&[data-tone="alert"]': { color: theme.colour.danger },
  '&[data-tone="off"]': { color: theme.colour.muted },
}));
