/**
 * A wishlist card (§wishlist.card): the picture, the name linking to the product, the price, the description
 * cut at 70 characters, Add to Cart and Remove. A piece priced on request offers the enquiry instead of a
 * cart (§price.on-request: the server marks it so), and, as on its product page, shows no price line. The price
 * is drawn by the catalogue's tag (ADR 055); while the catalogue cannot be loaded the line says so, with Retry.
 */
import styled from '@emotion/styled';
import { Gem, Trash2 } from 'lucide-react';
import {
  Button,
  CART_UNAVAILABLE,
  Link,
  PRICE_UNAVAILABLE,
  truncate,
  type WishlistItem,
} from '@gemstore/shared';
import type { PriceTagSource } from '../hooks/use-price-tag';
import { useWishlistItemActions } from '../hooks/use-wishlist-item-actions';
import { cardPicture } from '../lib/card-picture';

export function WishlistCard({
  item,
  price,
  onRemove,
}: {
  item: WishlistItem;
  /** The catalogue's price tag, once it is here (usePriceTag). */
  price: PriceTagSource;
  /** Asks to remove the piece; `opener` is the button, for the focus to return to. */
  onRemove: (item: WishlistItem, opener: HTMLButtonElement) => void;
}) {
  const { adding, addToCart, prepareCart, cartUnavailable, enquire } = useWishlistItemActions(item);
  const picture = cardPicture(item.image);
  const nameId = `wishlist-item-${item.id}`;
  const soldOut = item.countInStock <= 0;
  const onRequest = item.priceHidden === 'enquire';

  return (
    <Card aria-labelledby={nameId}>
      <Picture>
        {picture ? (
          <img src={picture} alt="" width={320} height={320} loading="lazy" decoding="async" />
        ) : (
          <Gem aria-hidden="true" size={36} strokeWidth={1} />
        )}
        {soldOut ? <Tag>Sold out</Tag> : null}
      </Picture>
      <Body>
        <Name id={nameId}>
          <Link to={item.link}>{item.name}</Link>
        </Name>
        {onRequest ? null : <PriceLine item={item} source={price} />}
        <Description>{truncate(item.description)}</Description>
      </Body>
      <Actions>
        {onRequest ? (
          <Button type="button" onClick={enquire} aria-describedby={nameId}>
            Enquire for Price
          </Button>
        ) : (
          <Button
            type="button"
            onPointerEnter={prepareCart}
            onPointerDown={prepareCart}
            onFocus={prepareCart}
            onClick={() => void addToCart()}
            aria-describedby={nameId}
            aria-disabled={soldOut || adding ? true : undefined}
          >
            {adding ? 'Adding...' : 'Add to Cart'}
          </Button>
        )}
        <Button
          type="button"
          variant="secondary"
          aria-label={`Remove ${item.name} from wishlist`}
          data-wishlist-remove={item.id}
          onClick={(event) => onRemove(item, event.currentTarget)}
        >
          <Trash2 aria-hidden="true" size={16} strokeWidth={1.5} />
          Remove
        </Button>
        {cartUnavailable ? (
          <Unavailable role="alert">
            {CART_UNAVAILABLE}
            <Button type="button" variant="secondary" onClick={() => void addToCart(true)}>
              Retry
            </Button>
          </Unavailable>
        ) : null}
      </Actions>
    </Card>
  );
}

/** The piece's price by the catalogue's tag; a line of the same height while it arrives, so nothing moves. */
function PriceLine({
  item,
  source: { price, unavailable, retry },
}: {
  item: WishlistItem;
  source: PriceTagSource;
}) {
  if (price) return <price.PriceTag piece={item} size="card" css={{ marginTop: '0.25rem' }} />;
  if (unavailable) {
    return (
      <PriceMissing role="alert">
        {PRICE_UNAVAILABLE}
        <Button type="button" variant="secondary" onClick={retry}>
          Retry
        </Button>
      </PriceMissing>
    );
  }
  return <Price aria-hidden="true">&nbsp;</Price>;
}

/** Picture beside the words; the actions under both on a phone, under the words on a wider screen. */
const Card = styled.article(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '6.5rem minmax(0, 1fr)',
  gridTemplateAreas: '"picture body" "actions actions"',
  gap: theme.space(4),
  height: '100%',
  padding: theme.space(4),
  border: `1px solid ${theme.colour.line}`,
  background: theme.colour.paper,
  [theme.media.medium]: {
    gridTemplateColumns: '10rem minmax(0, 1fr)',
    gridTemplateAreas: '"picture body" "picture actions"',
    gridTemplateRows: 'auto 1fr',
    columnGap: theme.space(5),
    padding: theme.space(5),
  },
}));

const Picture = styled.div(({ theme }) => ({
  gridArea: 'picture',
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  alignSelf: 'start',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  background: theme.colour.ivory,
  color: theme.colour.gold,
  img: { width: '100%', height: '100%', objectFit: 'cover' },
}));

const Tag = styled.span(({ theme }) => ({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: `${theme.space(1)} 0`,
  background: 'rgba(255, 255, 255, 0.9)',
  color: theme.colour.inkSoft,
  font: `500 0.6875rem/1.4 ${theme.font.body}`,
  letterSpacing: '0.14em',
  textAlign: 'center',
  textTransform: 'uppercase',
}));

const Body = styled.div({ gridArea: 'body' });

const Name = styled.h2(({ theme }) => ({
  margin: 0,
  font: `500 1.3125rem/1.2 ${theme.font.display}`,
  a: { color: theme.colour.ink, textDecorationColor: theme.colour.line, textUnderlineOffset: '0.2em' },
  'a:hover': { textDecorationColor: theme.colour.gold },
  'a:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
}));

const Price = styled.p(({ theme }) => ({
  margin: `${theme.space(1)} 0 0`,
  color: theme.colour.goldDeep,
  font: `500 0.9375rem/1.5 ${theme.font.body}`,
  fontVariantNumeric: 'tabular-nums',
}));

const Description = styled.p(({ theme }) => ({
  margin: `${theme.space(2)} 0 0`,
  color: theme.colour.inkSoft,
  font: `400 0.875rem/1.6 ${theme.font.body}`,
  overflowWrap: 'anywhere',
}));

/** The catalogue, which draws prices, could not be loaded: said in the price's place, with Retry. */
const PriceMissing = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(2),
  margin: `${theme.space(1)} 0 0`,
  color: theme.colour.danger,
  font: `400 0.875rem/1.5 ${theme.font.body}`,
}));

/** The cart's owner could not be loaded: said across the card's foot, with Retry. */
const Unavailable = styled.p(({ theme }) => ({
  flexBasis: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(2),
  margin: 0,
  color: theme.colour.danger,
  font: `400 0.875rem/1.5 ${theme.font.body}`,
}));

/**
 * At the foot of the card however long the description, the buttons sharing the width on a phone; a refused Add to
 * Cart looks it, and still says why.
 */
const Actions = styled.div(({ theme }) => ({
  '[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  '& > button': { flex: '1 1 auto' },
  gridArea: 'actions',
  alignSelf: 'end',
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(2),
  [theme.media.medium]: { '& > button': { flex: 'none' } },
}));
