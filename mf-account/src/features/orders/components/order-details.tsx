/**
 * One order at its own address: when it was placed and where it stands, its lines (picture, name, quantity, price),
 * the amounts, and where it is being sent.
 */
import styled from '@emotion/styled';
import { formatPrice, type Order } from '@gemstore/shared';
import { addressLines, orderMoment, statusNotes } from '../lib/order-text';
import { LinePicture } from './line-picture';
import { OrderStatus } from './order-status';

export function OrderDetails({ order }: { order: Order }) {
  return (
    <>
      <Standing>
        <OrderStatus status={order.status} />
        <p>
          Placed on <time dateTime={order.date}>{orderMoment(order.date)}</time>
        </p>
        <p>{statusNotes[order.status]}</p>
      </Standing>
      <Columns>
        <section aria-labelledby="order-lines">
          <SectionTitle id="order-lines">Items</SectionTitle>
          <Lines>
            {order.items.map((line, index) => (
              <li key={`${line.productId ?? 'gone'}-${index}`}>
                <LinePicture url={line.imageUrl} size="large" />
                <div>
                  <p>{line.name}</p>
                  <p>
                    Quantity {line.quantity} × {formatPrice(line.price)}
                  </p>
                </div>
                <strong>{formatPrice(line.price * line.quantity)}</strong>
              </li>
            ))}
          </Lines>
        </section>
        <Aside>
          <section aria-labelledby="order-summary">
            <SectionTitle id="order-summary">Summary</SectionTitle>
            <Amounts>
              <dt>Subtotal</dt>
              <dd>{formatPrice(order.subtotal)}</dd>
              <dt>Shipping</dt>
              <dd>{order.shipping === 0 ? 'Free' : formatPrice(order.shipping)}</dd>
              <dt>Total</dt>
              <dd>{formatPrice(order.total)}</dd>
            </Amounts>
          </section>
          <section aria-labelledby="order-shipping">
            <SectionTitle id="order-shipping">Shipping to</SectionTitle>
            <Address>
              {[order.shippingDetails.name, ...addressLines(order.shippingDetails.address)].map(
                (line, index) => (
                  <span key={index}>{line}</span>
                ),
              )}
            </Address>
          </section>
        </Aside>
      </Columns>
    </>
  );
}

const Standing = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: theme.space(4),
  rowGap: theme.space(2),
  marginBottom: theme.space(10),
  color: theme.colour.inkSoft,
  font: `400 0.9375rem/1.5 ${theme.font.body}`,
  p: { margin: 0 },
  'p:last-child': { flexBasis: '100%' },
}));

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(10),
  [theme.media.large]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', alignItems: 'start' },
}));

const SectionTitle = styled.h2(({ theme }) => ({
  margin: `0 0 ${theme.space(4)}`,
  color: theme.colour.ink,
  font: `500 1.5rem/1.2 ${theme.font.display}`,
}));

const Lines = styled.ul(({ theme }) => ({
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${theme.colour.line}`,
  listStyle: 'none',
  li: {
    padding: `${theme.space(4)} 0`,
    borderBottom: `1px solid ${theme.colour.line}`,
    // Picture, name and quantity, then the line's amount at the end.
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: theme.space(4),
  },
  p: { margin: 0, color: theme.colour.ink, font: `400 1rem/1.4 ${theme.font.body}` },
  'p + p': { marginTop: theme.space(1), color: theme.colour.muted, fontSize: '0.875rem' },
  strong: { color: theme.colour.ink, fontWeight: 500, fontVariantNumeric: 'tabular-nums' },
}));

const Aside = styled.div(({ theme }) => ({
  padding: theme.space(6),
  border: `1px solid ${theme.colour.line}`,
  background: theme.colour.paper,
  'section + section': { marginTop: theme.space(8) },
}));

const Amounts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: theme.space(2),
  margin: 0,
  color: theme.colour.inkSoft,
  font: `400 0.9375rem/1.5 ${theme.font.body}`,
  dd: { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  'dt:last-of-type, dd:last-of-type': {
    paddingTop: theme.space(3),
    borderTop: `1px solid ${theme.colour.line}`,
    color: theme.colour.ink,
    fontWeight: 500,
  },
}));

const Address = styled.address(({ theme }) => ({
  display: 'grid',
  color: theme.colour.inkSoft,
  font: `400 0.9375rem/1.6 ${theme.font.body}`,
  fontStyle: 'normal',
}));
