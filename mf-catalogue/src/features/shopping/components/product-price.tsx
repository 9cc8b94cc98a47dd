import { formatPrice, type Product } from '@gemstore/shared';

/** SPEC §6: Featured pieces show 'Enquire for Price'; guests above the limit see 'Login to view price'. */
export function ProductPrice({ product }: { product: Product }) {
  if (product.priceHidden === 'enquire') return <span>Enquire for Price</span>;
  if (product.priceHidden === 'login' || product.price === null) return <span>Login to view price</span>;
  return <span>{formatPrice(product.price)}</span>;
}
