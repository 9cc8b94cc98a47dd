/**
 * An order in the history (§order-history.card): its reference, status, date, lines with their pictures,
 * total, and View Details, which opens the order at its own address.
 */
import styled from '@emotion/styled';
import { ButtonLink, formatPrice, pathTo, type Order } from '@gemstore/shared';
import { itemCount, orderDay } from '../lib/order-text';
import { LinePicture } from './line-picture';
import { OrderStatus } from './order-status';

/** A card lists this many lines; a larger order says how many more, and View Details shows them all. */
const LINES_ON_CARD = 3;

export function OrderCard({ order }: { order: Order }) {
  const headingId = `order-${order.id}`;
  const shown = order.items.slice(0, LINES_ON_CARD);
  const more = order.items.length - shown.length;
  const count = itemCount(order);
  return (
    <Card aria-labelledby={headingId}>
      <Top>
        <div>
          <h2 id={headingId}>Order {order.reference}</h2>
          <p>
            Placed on <time dateTime={order.date}>{orderDay(order.date)}</time>
          </p>
        </div>
        <OrderStatus status={order.status} />
      </Top>
      <Lines aria-label={`Items in order ${order.reference}`}>
        {shown.map((line, index) => (
          <li key={`${line.productId ?? 'gone'}-${index}`}>
            <LinePicture url={line.imageUrl} size="small" />
            <span>
              {line.name}
              <small>
                Qty {line.quantity} · {formatPrice(line.price)}
              </small>
            </span>
          </li>
        ))}
      </Lines>
      {more > 0 ? <p>and {more === 1 ? '1 more piece' : `${more} more pieces`}</p> : null}
      <Foot>
        <p>
          {count === 1 ? '1 item' : `${count} items`} · Total <strong>{formatPrice(order.total)}</strong>
        </p>
        <ButtonLink
          to={pathTo('order', { orderId: order.id })}
          variant="secondary"
          aria-describedby={headingId}
        >
          View Details
        </ButtonLink>
      </Foot>
    </Card>
  );
}

const Card = styled.article(({ theme }) => ({
  padding: theme.space(5),
  border: `1px solid ${theme.colour.line}`,
  background: theme.colour.paper,
  [theme.media.medium]: { padding: theme.space(7) },
  // 'and 2 more pieces', under the lines.
  '& > p': { margin: `${theme.space(3)} 0 0`, color: theme.colour.muted, fontSize: '0.8125rem' },
}));

const Top = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space(4),
  h2: { margin: 0, color: theme.colour.ink, font: `500 1.375rem/1.2 ${theme.font.display}` },
  p: {
    margin: `${theme.space(1)} 0 0`,
    color: theme.colour.muted,
    font: `400 0.875rem/1.5 ${theme.font.body}`,
  },
}));

const Lines = styled.ul(({ theme }) => ({
  display: 'grid',
  gap: theme.space(3),
  margin: `${theme.space(5)} 0 0`,
  padding: `${theme.space(5)} 0 0`,
  borderTop: `1px solid ${theme.colour.line}`,
  listStyle: 'none',
  li: { display: 'flex', alignItems: 'center', gap: theme.space(4), minWidth: 0 },
  'li > span:last-child': {
    display: 'grid',
    color: theme.colour.ink,
    font: `400 0.9375rem/1.4 ${theme.font.body}`,
  },
  small: { color: theme.colour.muted, fontSize: '0.8125rem', fontVariantNumeric: 'tabular-nums' },
}));

const Foot = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(3),
  marginTop: theme.space(5),
  p: { margin: 0, color: theme.colour.inkSoft, font: `400 0.9375rem/1.5 ${theme.font.body}` },
  strong: { color: theme.colour.ink, fontWeight: 500, fontVariantNumeric: 'tabular-nums' },
}));
