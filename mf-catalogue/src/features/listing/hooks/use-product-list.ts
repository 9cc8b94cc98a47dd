/**
 * The listing's products (§listing.product-call), asked again on every filter, category or section change and
 * when the shopper signs in or out (a guest does not get prices above the guest limit). The cards on screen
 * stay while the next answer loads: the grid does not collapse on each filter change.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { toApiError, type Product, type Section } from '@gemstore/shared';
import {
  isDrawnOnServer,
  keepPreviousAnswer,
  useInfiniteQuery,
  useQueryClient,
  useViewer,
} from '@gemstore/shared/data';
import type { ProductListRequestBody } from '../../filters';
import { productListQuery } from '../api/get-product-list';

export type ProductList =
  | { status: 'loading'; products: Product[] }
  | { status: 'ready'; products: Product[]; total: number; loadingMore: boolean }
  | { status: 'failed'; products: Product[]; message: string };

export function useProductList(section: Section, category: string, body: ProductListRequestBody) {
  const viewer = useViewer();
  const queries = useQueryClient();
  const query = productListQuery(viewer, { section, category, body });
  /** The list started from a page drawn on the server, whose markup its first render hydrates (ADR 018). */
  const [drawnOnServer] = useState(() => isDrawnOnServer(queries, query.queryKey));
  const answer = useInfiniteQuery({ ...query, placeholderData: keepPreviousAnswer(viewer) });
  const { data, error, isFetching, isPlaceholderData, isFetchingNextPage, isFetchNextPageError } = answer;

  const products = useMemo(() => data?.pages.flatMap((page) => page.product) ?? [], [data]);
  const total = data?.pages.at(-1)?.total ?? products.length;
  // A failed next page leaves the list as it was (loadMore tells the shopper); a failed list says so, with Retry.
  const failed = error !== null && !isFetchNextPageError;
  const list = useMemo((): ProductList => {
    if (failed && !isFetching)
      return {
        status: 'failed',
        products: [],
        message: toApiError(error, 'Failed to load products').message,
      };
    if (!data || isPlaceholderData || failed) return { status: 'loading', products };
    return { status: 'ready', products, total, loadingMore: isFetchingNextPage };
  }, [failed, isFetching, error, data, isPlaceholderData, products, total, isFetchingNextPage]);

  const { refetch, fetchNextPage } = answer;
  const retry = useCallback(() => void refetch(), [refetch]);
  const loadMore = useCallback(async () => {
    const next = await fetchNextPage();
    if (next.isFetchNextPageError) throw toApiError(next.error, 'Failed to load products');
  }, [fetchNextPage]);

  // A grid of cards is a big render: deferred, React does it in slices, so a tap or the next answer is not kept
  // waiting behind it (the list on screen stays until then).
  return { list: useDeferredValue(list), retry, loadMore, drawnOnServer };
}
