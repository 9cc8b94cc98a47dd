/** A product page: slug parsing and the details call; the gallery and controls come in issue 5. */
import { useEffect, useState } from 'react';
import {
  api,
  Button,
  isSection,
  Link,
  PageContainer,
  PageHeading,
  parseProductSlug,
  type Product,
  Spinner,
  useParams,
} from '@gemstore/shared';
import { ProductPrice } from '../features/shopping/product-price';
import { useShoppingActions } from '../features/shopping/use-shopping-actions';

type Details = { status: 'loading' } | { status: 'ready'; product: Product } | { status: 'missing' };

export function ProductPage() {
  const { section = '', category = '', productSlug = '' } = useParams();
  const productId = isSection(section) ? (parseProductSlug(productSlug, section)?.id ?? null) : null;
  const [details, setDetails] = useState<Details>({ status: 'loading' });
  const { addToCart } = useShoppingActions();

  useEffect(() => {
    if (productId === null) {
      setDetails({ status: 'missing' });
      return;
    }
    let current = true;
    api
      .get<{ product: Product }>(`/products/getProductDetails/${productId}`)
      .then(({ data }) => current && setDetails({ status: 'ready', product: data.product }))
      .catch(() => current && setDetails({ status: 'missing' }));
    return () => {
      current = false;
    };
  }, [productId]);

  if (details.status === 'loading') return <Spinner label="Loading product" />;
  if (details.status === 'missing') {
    return (
      <PageContainer>
        <PageHeading>404 Product Not Found</PageHeading>
        <Link to={`/${section}/${category}`}>Back to Shopping</Link>
      </PageContainer>
    );
  }
  const { product } = details;
  return (
    <PageContainer>
      <PageHeading>{product.name}</PageHeading>
      <p>{product.description}</p>
      <p>
        <ProductPrice product={product} />
      </p>
      {product.priceHidden !== 'enquire' && product.countInStock > 0 ? (
        <Button type="button" onClick={() => void addToCart(product.id)}>
          Add to cart
        </Button>
      ) : null}
    </PageContainer>
  );
}
