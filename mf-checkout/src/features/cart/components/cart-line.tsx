/**
 * One cart line (§cart.page, §cart.line-stepper, §cart.sold-out-line, §cart.stock-note): the picture, the
 * name linking to the piece, the price, the heart, and what the shopper can do with it. A piece in stock has
 * its quantity stepper and Remove; a piece sold out has only Remove and Move to wishlist. Below, 'Only {n}
 * products left' or 'Out of stock' when the stock says so.
 */
import styled from '@emotion/styled';
import { formatPrice, Link, PiecePicture, WishlistHeart, type CartLine as Line } from '@gemstore/shared';
import { useLineQuantity } from '../hooks/use-line-quantity';
import { isOutOfStock, stockNote } from '../lib/cart-text';
import { summaryPicture } from '../../../lib/summary-picture';
import { lineAmount } from '../lib/summary';
import { LineStepper } from './line-stepper';

/** §wishlist.heart: the wishlist debounce in the cart. */
export const CART_WISHLIST_DEBOUNCE_MS = 500;

export type LineRequest = { line: Line; opener: HTMLButtonElement };

export function CartLine({
  line,
  onRemove,
  onMoveToWishlist,
}: {
  line: Line;
  onRemove: (request: LineRequest) => void;
  onMoveToWishlist: (request: LineRequest) => void;
}) {
  const { quantity, change } = useLineQuantity(line);
  const soldOut = isOutOfStock(line);
  const note = stockNote({ countInStock: line.countInStock, quantity });
  const nameId = `cart-line-${line.lineId}`;

  return (
    <Row aria-labelledby={nameId}>
      <PiecePicture url={summaryPicture(line) ?? line.image[0] ?? null} side="6rem" width={320} />
      <Body>
        <Top>
          <Name id={nameId}>
            <Link to={line.link}>{line.name}</Link>
          </Name>
          <WishlistHeart
            productId={line.productId}
            productName={line.name}
            debounceMs={CART_WISHLIST_DEBOUNCE_MS}
          />
        </Top>
        <Price>{formatPrice(line.price)}</Price>
        {note ? <Note data-sold-out={soldOut}>{note}</Note> : null}
        <Actions>
          {soldOut ? (
            <TextButton
              type="button"
              onClick={(event) => onMoveToWishlist({ line, opener: event.currentTarget })}
            >
              Move to wishlist
            </TextButton>
          ) : (
            <LineStepper
              name={line.name}
              quantity={quantity}
              stock={line.countInStock}
              onChange={change}
              onRemove={(opener) => onRemove({ line, opener })}
            />
          )}
          <TextButton type="button" onClick={(event) => onRemove({ line, opener: event.currentTarget })}>
            Remove
          </TextButton>
          {soldOut ? null : <Amount>{formatPrice(lineAmount({ price: line.price, quantity }))}</Amount>}
        </Actions>
      </Body>
    </Row>
  );
}

const Row = styled.li(({ theme }) => ({
  display: 'flex',
  gap: theme.space(5),
  padding: `${theme.space(6)} 0`,
  borderBottom: `1px solid ${theme.colour.line}`,
}));

const Body = styled.div(({ theme }) => ({
  display: 'grid',
  flex: 1,
  gap: theme.space(2),
  minWidth: 0,
}));

const Top = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space(3),
}));

const Name = styled.h2(({ theme }) => ({
  margin: 0,
  font: `500 1.125rem/1.3 ${theme.font.display}`,
  a: { color: theme.colour.ink, textDecoration: 'none' },
  'a:hover': { color: theme.colour.goldDeep },
}));

const Price = styled.p(({ theme }) => ({ margin: 0, color: theme.colour.inkSoft }));

const Note = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colour.goldDeep,
  fontSize: '0.875rem',
  '&[data-sold-out="true"]': { color: theme.colour.danger },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(4),
  marginTop: theme.space(2),
}));

const TextButton = styled.button(({ theme }) => ({
  minHeight: '2.75rem',
  padding: 0,
  border: 0,
  background: 'none',
  color: theme.colour.inkSoft,
  font: `500 0.8125rem/1 ${theme.font.body}`,
  letterSpacing: '0.06em',
  textDecoration: 'underline',
  textUnderlineOffset: '0.3em',
  cursor: 'pointer',
  '&:hover': { color: theme.colour.ink },
}));

const Amount = styled.p(({ theme }) => ({
  margin: '0 0 0 auto',
  color: theme.colour.ink,
  font: `500 1rem/1 ${theme.font.body}`,
}));
