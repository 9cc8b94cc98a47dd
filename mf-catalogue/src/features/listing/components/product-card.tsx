/**
 * A product card (issue 5): large image, name, price in SGD, and the wishlist heart. A guest sees prices above
 * the guest limit blurred with 'Login to view price'; Featured pieces offer 'Enquire for Price' (SPEC §6).
 */
import styled from '@emotion/styled';
import { formatPrice, Link, useLocation, WishlistHeart, type Product } from '@gemstore/shared';
import { CARD_WISHLIST_DEBOUNCE_MS, useEnquireForPrice } from '../../shopping';
import { underlinedAction } from '../../../components/underlined-action';
import { cardImage, cardSizes } from '../lib/card-picture';

export function ProductCard({ product, eager }: { product: Product; eager: boolean }) {
  const picture = product.image[0];
  const titleId = `product-${product.id}-name`;
  return (
    <Card aria-labelledby={titleId}>
      <Frame>
        {/* The name's link covers the whole card (see Name), so the picture needs no link of its own. */}
        {picture ? (
          <img
            {...cardImage(picture)}
            sizes={cardSizes}
            alt=""
            width={800}
            height={800}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            // The first row's pictures are the page's largest paint: drawn with the frame they arrive for.
            decoding={eager ? 'auto' : 'async'}
          />
        ) : null}
        <Heart productId={product.id} productName={product.name} debounceMs={CARD_WISHLIST_DEBOUNCE_MS} />
        {product.countInStock === 0 ? <SoldOut>Sold out</SoldOut> : null}
      </Frame>
      <Name id={titleId}>
        <Link to={product.link}>{product.name}</Link>
      </Name>
      {product.weight !== null && product.section === 'gemstones' ? (
        <Facts>{[`${product.weight} ct`, product.cut, product.colour].filter(Boolean).join(' · ')}</Facts>
      ) : null}
      <CardPrice product={product} />
    </Card>
  );
}

function CardPrice({ product }: { product: Product }) {
  const enquire = useEnquireForPrice();
  const location = useLocation();
  if (product.priceHidden === 'enquire') {
    return (
      <Enquire type="button" onClick={() => enquire(product)}>
        Enquire for Price
      </Enquire>
    );
  }
  if (product.price === null) {
    return (
      <Hidden>
        <span aria-hidden="true">$8,888.00</span>
        <Link to="/login" state={{ from: `${location.pathname}${location.search}` }}>
          Login to view price
        </Link>
      </Hidden>
    );
  }
  return <Price>{formatPrice(product.price)}</Price>;
}

const Card = styled.article({ position: 'relative', minWidth: 0 });

const Frame = styled.div(({ theme }) => ({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  background: theme.colour.ivory,
  img: {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    transition: 'transform 0.6s ease',
  },
  '&:hover img': { transform: 'scale(1.04)' },
}));

const Heart = styled(WishlistHeart)(({ theme }) => ({
  position: 'absolute',
  top: theme.space(2),
  right: theme.space(2),
  zIndex: 1,
}));

const SoldOut = styled.span(({ theme }) => ({
  position: 'absolute',
  left: theme.space(2),
  bottom: theme.space(2),
  padding: `${theme.space(1)} ${theme.space(2)}`,
  background: theme.colour.paper,
  color: theme.colour.inkSoft,
  font: `500 0.6875rem/1.4 ${theme.font.body}`,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
}));

const Name = styled.h2(({ theme }) => ({
  margin: `${theme.space(3)} 0 ${theme.space(1)}`,
  font: `500 1.1875rem/1.25 ${theme.font.display}`,
  a: { color: theme.colour.ink, textDecoration: 'none' },
  'a:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  // The whole card is the link's target area; the heart and price controls sit above it.
  'a::after': { content: '""', position: 'absolute', inset: 0 },
  'a:focus-visible': { outline: 'none' },
  'a:focus-visible::after': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '4px' },
}));

const Facts = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space(1)}`,
  color: theme.colour.muted,
  font: `400 0.8125rem/1.4 ${theme.font.body}`,
}));

const Price = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colour.ink,
  font: `500 0.9375rem/1.5 ${theme.font.body}`,
  fontVariantNumeric: 'tabular-nums',
}));

const Hidden = styled.p(({ theme }) => ({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: theme.space(2),
  margin: 0,
  font: `500 0.9375rem/1.5 ${theme.font.body}`,
  '[aria-hidden]': { filter: 'blur(5px)', userSelect: 'none', color: theme.colour.ink },
  a: { color: theme.colour.goldDeep, fontSize: '0.8125rem' },
}));

const Enquire = styled.button(({ theme }) => ({
  ...underlinedAction(theme, theme.colour.goldDeep),
  position: 'relative',
  zIndex: 1,
  padding: 0,
}));
