/**
 * A product as the shopper sees it (SPEC §2 Product page): Back, then the gallery and the details side by side from
 * the large breakpoint (the details stay in view while the pictures scroll), one above the other below it.
 */
import styled from '@emotion/styled';
import { BackButton, Link, type Product, useLocation, WishlistHeart } from '@gemstore/shared';
import { ProductPrice } from '../../shopping';
import { AboutProduct } from './about-product';

import { DeliveryAndReturns } from './delivery-and-returns';
import { ProductGallery } from './product-gallery';
import { PurchasePanel } from './purchase-panel';

export function ProductView({ product, listing }: { product: Product; listing: string }) {
  return (
    <Page data-boundary="catalogue">
      <BackButton fallback={listing} />
      <Layout>
        <ProductGallery key={product.id} product={product} />
        <Details>
          <header>
            <Eyebrow>{product.category}</Eyebrow>
            <TitleRow>
              <Name>{product.name}</Name>
              {/* On the product page the heart is sent at once: there is no grid of cards to tap through. */}
              <Heart productId={product.id} productName={product.name} debounceMs={0} />
            </TitleRow>
            <PriceLine product={product} />
          </header>
          <Description>{product.description}</Description>
          <PurchasePanel product={product} />
          <AboutProduct product={product} />
          <DeliveryAndReturns section={product.section} />
        </Details>
      </Layout>
    </Page>
  );
}

/**
 * The price, or why it is not shown. A Featured piece's price is asked for with 'Enquire for Price' below, so it
 * leaves the line empty; a guest above the guest limit sees a veiled price and a way to log in and come back.
 */
function PriceLine({ product }: { product: Product }) {
  const { pathname, search } = useLocation();
  if (product.priceHidden === 'enquire') return null;
  if (product.priceHidden === 'login' || product.price === null) {
    return (
      <Price>
        <Veiled aria-hidden="true">$0,000.00</Veiled>
        <LoginLink to="/login" state={{ from: `${pathname}${search}` }}>
          <ProductPrice product={product} />
        </LoginLink>
      </Price>
    );
  }
  return (
    <Price>
      <ProductPrice product={product} />
    </Price>
  );
}

/** The side margin on a phone is also the gallery's bleed (product-gallery's Stage): change both together. */
const Page = styled.article(({ theme }) => ({
  width: '100%',
  maxWidth: '82rem',
  margin: '0 auto',
  padding: `${theme.space(4)} ${theme.space(5)} ${theme.space(20)}`,
  color: theme.colour.ink,
  [theme.media.medium]: { padding: `${theme.space(6)} ${theme.space(8)} ${theme.space(24)}` },
  [theme.media.large]: { padding: `${theme.space(8)} ${theme.space(10)} ${theme.space(32)}` },
}));

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space(10),
  marginTop: theme.space(4),
  [theme.media.large]: {
    gridTemplateColumns: 'minmax(0, 58fr) minmax(0, 42fr)',
    alignItems: 'start',
    gap: theme.space(14),
    marginTop: theme.space(6),
  },
  [theme.media.extraLarge]: { gap: theme.space(20) },
}));

const Details = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(8),
  alignContent: 'start',
  minWidth: 0,
  // Below the compact header (4.25rem) with a little air.
  [theme.media.large]: { position: 'sticky', top: theme.space(24) },
}));

const Eyebrow = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space(3)}`,
  color: theme.colour.goldDeep,
  font: `500 0.75rem/1.4 ${theme.font.body}`,
  letterSpacing: '0.22em',
  textTransform: 'uppercase',
}));

const TitleRow = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space(4),
}));

const Name = styled.h1(({ theme }) => ({
  margin: 0,
  color: theme.colour.ink,
  font: `500 clamp(2.125rem, 1.6rem + 2vw, 3.25rem)/1.08 ${theme.font.display}`,
  letterSpacing: '-0.005em',
  overflowWrap: 'anywhere',
}));

const Heart = styled(WishlistHeart)(({ theme }) => ({
  flex: 'none',
  marginTop: theme.space(1),
  border: `1px solid ${theme.colour.line}`,
}));

const Price = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: theme.space(4),
  margin: `${theme.space(4)} 0 0`,
  color: theme.colour.ink,
  font: `500 1.875rem/1.2 ${theme.font.display}`,
  fontVariantNumeric: 'lining-nums',
}));

/** A price-shaped blur: says "there is a price here" without a number to read. */
const Veiled = styled.span({ filter: 'blur(7px)', userSelect: 'none' });

const LoginLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  color: theme.colour.ink,
  font: `500 0.75rem/1.4 ${theme.font.body}`,
  letterSpacing: '0.18em',
  textTransform: 'uppercase',
  textDecorationColor: theme.colour.gold,
  textUnderlineOffset: '0.35em',
  '&:hover': { textDecorationColor: theme.colour.ink },
  '&:focus-visible': { outline: `2px solid ${theme.colour.focus}`, outlineOffset: '2px' },
}));

const Description = styled.p(({ theme }) => ({
  margin: 0,
  maxWidth: '40rem',
  color: theme.colour.inkSoft,
  font: `400 1.0625rem/1.75 ${theme.font.body}`,
  whiteSpace: 'pre-line',
}));
