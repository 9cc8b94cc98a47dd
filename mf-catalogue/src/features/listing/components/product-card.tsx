/**
 * A product card (issue 5): large image, name, price in SGD, and the wishlist heart. The price is the catalogue's
 * PriceTag: a guest sees prices above the guest limit blurred with 'Login to view price'; Featured pieces offer
 * 'Enquire for Price' (§price.guest-limit, §price.on-request).
 */
import styled from '@emotion/styled';
import { memo } from 'react';
import { Link, WishlistHeart, type Product } from '@gemstore/shared';
import { CARD_WISHLIST_DEBOUNCE_MS, useEnquireForPrice } from '../../shopping';
import { PriceTag } from '../../price';
import { cardImage, cardSizes } from '../lib/card-picture';

/*
 * Memoised: a listing draws up to a hundred cards, and a change of filter or sort draws the page again while the
 * same pieces are still on show; a card is drawn again only when its piece changes (or what its hooks read).
 */
export const ProductCard = memo(function ProductCard({
  product,
  eager,
}: {
  product: Product;
  eager: boolean;
}) {
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
        <Heart
          productId={product.id}
          productName={product.name}
          debounceMs={CARD_WISHLIST_DEBOUNCE_MS}
          piece={product}
        />
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
});

/** §price.on-request offers the enquiry on the card itself; every other price shows as the catalogue's tag. */
function CardPrice({ product }: { product: Product }) {
  const enquire = useEnquireForPrice();
  return <PriceTag piece={product} size="card" onEnquire={() => enquire(product)} />;
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
  // The focus ring is the shop's own (the shell's :focus-visible rule) around the name: a ring drawn on this
  // ::after instead was not painted at all (issue 30: the cards were the Tab stops without a ring).
  'a::after': { content: '""', position: 'absolute', inset: 0 },
}));

const Facts = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space(1)}`,
  color: theme.colour.muted,
  font: `400 0.8125rem/1.4 ${theme.font.body}`,
}));
