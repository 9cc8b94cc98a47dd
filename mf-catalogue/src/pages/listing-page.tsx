/** A category listing: the product call of SPEC §7 and a simple grid. Filters, sort and cards come in issue 5. */
import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import {
  api,
  Button,
  Link,
  PageContainer,
  PageHeading,
  type Product,
  type Section,
  Spinner,
  toApiError,
  useParams,
} from '@gemstore/shared';
import { ProductPrice } from '../features/shopping/product-price';
import { useShoppingActions } from '../features/shopping/use-shopping-actions';

type Listing =
  { status: 'loading' } | { status: 'ready'; products: Product[] } | { status: 'failed'; message: string };

export function ListingPage({ section }: { section: Section }) {
  const { category = 'Featured' } = useParams();
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const { addToCart, toggleWishlist, isWished } = useShoppingActions();

  useEffect(() => {
    let current = true;
    setListing({ status: 'loading' });
    api
      .post<{ product: Product[] }>('/products/', {}, { params: { section, category } })
      .then(({ data }) => current && setListing({ status: 'ready', products: data.product }))
      .catch(
        (error: unknown) => current && setListing({ status: 'failed', message: toApiError(error).message }),
      );
    return () => {
      current = false;
    };
  }, [section, category]);

  return (
    <PageContainer>
      <PageHeading>{category}</PageHeading>
      {listing.status === 'loading' ? <Spinner label="Loading products" /> : null}
      {listing.status === 'failed' ? <p role="alert">{listing.message}</p> : null}
      {listing.status === 'ready' && listing.products.length === 0 ? <p>No products found</p> : null}
      {listing.status === 'ready' ? (
        <Grid>
          {listing.products.map((product) => (
            <li key={product.id}>
              <Link to={product.link}>{product.name}</Link>
              <p>
                <ProductPrice product={product} />
              </p>
              <Actions>
                <Button
                  type="button"
                  variant="secondary"
                  aria-pressed={isWished(product.id)}
                  aria-label={`${isWished(product.id) ? 'Remove from' : 'Add to'} wishlist: ${product.name}`}
                  onClick={() => void toggleWishlist(product.id)}
                >
                  {isWished(product.id) ? '♥' : '♡'}
                </Button>
                {product.priceHidden !== 'enquire' && product.countInStock > 0 ? (
                  <Button type="button" onClick={() => void addToCart(product.id)}>
                    Add to cart
                  </Button>
                ) : null}
              </Actions>
            </li>
          ))}
        </Grid>
      ) : null}
    </PageContainer>
  );
}

const Grid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: theme.space(6),
  listStyle: 'none',
  padding: 0,
}));

const Actions = styled.div(({ theme }) => ({ display: 'flex', gap: theme.space(2) }));
