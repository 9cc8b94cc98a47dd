/**
 * The product page's data (§product.calls, §product.not-found, §product.load-errors): loading while the call
 * is in flight, the product, not found, or failed with a retry. Asked again when the shopper signs in or out,
 * because a guest is not shown prices above the guest limit and a customer is; the product stays on screen
 * meanwhile rather than flash a spinner.
 */
import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { notify, type Product } from '@gemstore/shared';
import { keepPreviousAnswer, useQuery, useViewer } from '@gemstore/shared/data';
import { productDetailsQuery } from '../api/get-product-details';

export type ProductDetails =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'missing' }
  | { status: 'failed' };

export function useProductDetails(productId: number | null) {
  const viewer = useViewer();
  const answer = useQuery({
    ...productDetailsQuery(viewer, productId ?? 0),
    enabled: productId !== null,
    // Only this product's earlier answer: the moment the address names another product, the last one's answer no
    // longer describes the page (and must not, say, send the shopper back to its link).
    placeholderData: keepPreviousAnswer<Product | null>(viewer, (key) => key[2] === productId),
  });
  const { data, dataUpdatedAt, error, errorUpdatedAt, isFetching, isPlaceholderData, refetch } = answer;
  // The server's answer that there is no such product (null), or an address without a readable id.
  const unknown = data === null && !isPlaceholderData;
  const notFound = productId === null || (unknown && error === null);

  useEffect(() => {
    if (productId === null) notify.error('Product not found');
  }, [productId]);
  useEffect(() => {
    if (unknown) notify.error('Product not found');
    // Once per answer: dataUpdatedAt marks each.
  }, [unknown, dataUpdatedAt]);
  useEffect(() => {
    if (error) notify.error('Error loading product');
    // Once per failure: errorUpdatedAt marks each.
  }, [error, errorUpdatedAt]);

  const failed = error !== null && !isFetching;
  const details = useMemo((): ProductDetails => {
    if (notFound) return { status: 'missing' };
    if (failed) return { status: 'failed' };
    if (data && error === null) return { status: 'ready', product: data };
    return { status: 'loading' };
  }, [notFound, failed, data, error]);

  const retry = useCallback(() => void refetch(), [refetch]);
  // The page's gallery, details and panel are a big render: deferred, React does it in slices, so a phone is not
  // frozen for it (the listing does the same with its grid).
  return { details: useDeferredValue(details), retry };
}
