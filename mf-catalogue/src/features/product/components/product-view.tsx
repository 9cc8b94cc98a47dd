/**
 * A product as the shopper sees it (§product.page): Back, then the gallery and the details side by side from
 * the large breakpoint (the details stay in view while the pictures scroll). Below it, one above the other, the name
 * and price first, then the gallery, then the rest: on a phone the first screen says what the piece is and costs
 * (issue 30), not only how it looks.
 */
import styled from '@emotion/styled';
import { BackButton, type Product, WishlistHeart } from '@gemstore/shared';
import { priceDisplay, PriceTag } from '../../price';
import { AboutProduct } from './about-product';

import { DeliveryAndReturns } from './delivery-and-returns';
import { ProductGallery } from './product-gallery';
import { PurchasePanel } from './purchase-panel';

export function ProductView({ product, listing }: { product: Product; listing: string }) {
  return (
    <Page data-boundary="catalogue">
      <BackButton fallback={listing} />
      <Layout>
        {/* First in the page: on a phone, the name and price are on the first screen, above the gallery. */}
        <Summary>
          <Eyebrow>{product.category}</Eyebrow>
          <TitleRow>
            <Name>{product.name}</Name>
            {/* On the product page the heart is sent at once: there is no grid of cards to tap through. */}
            <Heart productId={product.id} productName={product.name} debounceMs={0} piece={product} />
          </TitleRow>
          <PriceLine product={product} />
        </Summary>
        <GalleryArea>
          <ProductGallery key={product.id} product={product} />
        </GalleryArea>
        <Details>
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
 * The price, or why it is not shown (the catalogue's PriceTag). A Featured piece's price is asked for with 'Enquire
 * for Price' in the purchase panel below, so it leaves the line empty; a guest above the guest limit sees a veiled
 * price and a way to log in and come back.
 */
function PriceLine({ product }: { product: Product }) {
  if (priceDisplay(product).kind === 'enquire') return null;
  return (
    <Price>
      <PriceTag piece={product} size="page" />
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
  gridTemplateAreas: '"summary" "gallery" "details"',
  rowGap: theme.space(6),
  marginTop: theme.space(4),
  [theme.media.large]: {
    gridTemplateColumns: 'minmax(0, 58fr) minmax(0, 42fr)',
    // The gallery down the left; the name and price, then the details, on the right.
    gridTemplateAreas: '"gallery summary" "gallery details"',
    gridTemplateRows: 'auto 1fr',
    alignItems: 'start',
    columnGap: theme.space(14),
    rowGap: theme.space(8),
    marginTop: theme.space(6),
  },
  [theme.media.extraLarge]: { columnGap: theme.space(20) },
}));

const Summary = styled.header({ gridArea: 'summary', minWidth: 0 });

const GalleryArea = styled.div({ gridArea: 'gallery', minWidth: 0 });

const Details = styled.div(({ theme }) => ({
  gridArea: 'details',
  display: 'grid',
  gap: theme.space(8),
  alignContent: 'start',
  minWidth: 0,
  // Below the gallery on a phone, with the air the gallery had below it before.
  marginTop: theme.space(4),
  // Below the compact header (4.25rem) with a little air.
  [theme.media.large]: { marginTop: 0, position: 'sticky', top: theme.space(24) },
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
  '& > button': { border: `1px solid ${theme.colour.line}` },
}));

const Price = styled.div(({ theme }) => ({ margin: `${theme.space(4)} 0 0` }));

const Description = styled.p(({ theme }) => ({
  margin: 0,
  maxWidth: '40rem',
  color: theme.colour.inkSoft,
  font: `400 1.0625rem/1.75 ${theme.font.body}`,
  whiteSpace: 'pre-line',
}));
