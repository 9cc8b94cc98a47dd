/**
 * The listing's product call (SPEC §7): `POST /products/?section=&category=` with the gem filters as its body,
 * re-run on any filter, category or section change, and when the shopper signs in or out (a guest does not get
 * prices above the guest limit). A stale answer never replaces a newer one.
 */
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { api, toApiError, userAtom, type Product, type Section } from '@gemstore/shared';
import type { ProductListRequestBody } from '../filters/gem-filters';

/** The server's largest page: a category is loaded whole (sorting is done on the loaded list), in pages if bigger. */
export const LISTING_PAGE_SIZE = 200;

type ListAnswer = { product: Product[]; total?: number };

export type ProductList =
  | { status: 'loading'; products: Product[] }
  | { status: 'ready'; products: Product[]; total: number; loadingMore: boolean }
  | { status: 'failed'; products: Product[]; message: string };

export function useProductList(section: Section, category: string, body: ProductListRequestBody) {
  const signedIn = useAtomValue(userAtom) !== null;
  const [list, setList] = useState<ProductList>({ status: 'loading', products: [] });
  const [attempt, setAttempt] = useState(0);
  const bodyKey = JSON.stringify(body);

  useEffect(() => {
    const controller = new AbortController();
    // Keep the cards on screen while the next answer loads: the grid does not collapse on each filter change.
    setList((previous) => ({ status: 'loading', products: previous.products }));
    api
      .post<ListAnswer>('/products/', JSON.parse(bodyKey) as ProductListRequestBody, {
        params: { section, category, limit: LISTING_PAGE_SIZE },
        signal: controller.signal,
      })
      .then(({ data }) =>
        setList({
          status: 'ready',
          products: data.product,
          total: data.total ?? data.product.length,
          loadingMore: false,
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setList({
          status: 'failed',
          products: [],
          message: toApiError(error, 'Failed to load products').message,
        });
      });
    return () => controller.abort();
  }, [section, category, bodyKey, signedIn, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const loadMore = useCallback(async () => {
    if (list.status !== 'ready' || list.products.length >= list.total) return;
    setList({ ...list, loadingMore: true });
    try {
      const { data } = await api.post<ListAnswer>(
        '/products/',
        JSON.parse(bodyKey) as ProductListRequestBody,
        {
          params: {
            section,
            category,
            limit: LISTING_PAGE_SIZE,
            page: Math.floor(list.products.length / LISTING_PAGE_SIZE) + 1,
          },
        },
      );
      setList({ ...list, products: [...list.products, ...data.product], loadingMore: false });
    } catch (error) {
      setList({ ...list, loadingMore: false });
      throw toApiError(error, 'Failed to load products');
    }
  }, [list, section, category, bodyKey]);

  return { list, retry, loadMore };
}
