/**
 * /{section}/{category}/{productSlug} (§product.page, §product.slug): the id at the end of the slug finds the
 * product; the page shows it, moves to its canonical link, or says it was not found or could not be loaded
 * (§product.not-found, §product.load-errors).
 */
import styled from '@emotion/styled';
import {
  Button,
  canonicalCategory,
  isSection,
  listingLink,
  NoticeLink,
  NoticePage,
  parseProductSlug,
  Spinner,
  useParams,
} from '@gemstore/shared';
import { ProductView, useCanonicalLink, useProductDetails } from '../features/product';

export function ProductPage() {
  const { section = '', category = '', productSlug = '' } = useParams();
  const productId = isSection(section) ? (parseProductSlug(productSlug, section)?.id ?? null) : null;
  const { details, retry } = useProductDetails(productId);
  const product = details.status === 'ready' ? details.product : null;
  useCanonicalLink(product?.link ?? null);

  // The listing of the product's category, spelled as the shop spells it (/gemstones/Ruby), when the URL has one.
  const listing = product
    ? listingLink(product.section, product.category)
    : isSection(section)
      ? listingLink(section, canonicalCategory(section, category) ?? category)
      : `/${section}/${category}`;

  switch (details.status) {
    case 'loading':
      return (
        <Waiting>
          <Spinner label="Loading product" />
        </Waiting>
      );
    case 'missing':
      return (
        <NoticePage
          eyebrow="Product"
          title="404 Product Not Found"
          lead="This piece may have found its owner, or the link may be mistyped."
          action={<NoticeLink to={listing}>Back to Shopping</NoticeLink>}
        />
      );
    case 'failed':
      return (
        <NoticePage
          role="alert"
          eyebrow="Product"
          title="Error loading product"
          lead="We could not reach the shop just now. Please check your connection and try again."
          action={
            <Button type="button" onClick={retry}>
              Retry
            </Button>
          }
        />
      );
    case 'ready':
      return <ProductView product={details.product} listing={listing} />;
  }
}

/** The gallery's square is about the height of the screen: holding that space keeps the footer from jumping. */
const Waiting = styled.div({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '70vh',
});
