/** The product page's piece (§product.page): its call, its view, and its canonical link. */
export {
  isProductNotFound,
  openingProductId,
  prefetchOpeningProduct,
  productDetailsQuery,
} from './api/get-product-details';
export { ProductView } from './components/product-view';
export { useCanonicalLink } from './hooks/use-canonical-link';
export { useProductDetails } from './hooks/use-product-details';
