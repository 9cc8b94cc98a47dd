/**
 * The listing's product call (SPEC §7): `POST /products/?section=&category=` with the gem filters as its body,
 * re-run on any filter, category or section change, and when the shopper signs in or out (a guest does not get
 * prices above the guest limit). A stale answer never replaces a newer one.
 */
import { useAtomValue } from 'jotai';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, userAtom, type Product, type Section } from '@gemstore/shared';
import type { ProductListRequestBody } from '../filters/gem-filters';
import {
  fetchProductList,
  LISTING_PAGE_SIZE,
  arrivedOpeningListing,
  takeOpeningListing,
  type ListAnswer,
  type ProductListCall,
} from './product-list-call';

export type ProductList =
  | { status: 'loading'; products: Product[] }
  | { status: 'ready'; products: Product[]; total: number; loadingMore: boolean }
  | { status: 'failed'; products: Product[]; message: string };

const readyList = (data: ListAnswer): ProductList => ({
  status: 'ready',
  products: data.product,
  total: data.total ?? data.product.length,
  loadingMore: false,
});

export function useProductList(section: Section, category: string, body: ProductListRequestBody) {
  const signedIn = useAtomValue(userAtom) !== null;
  const [attempt, setAttempt] = useState(0);
  const bodyKey = JSON.stringify(body);
  const [opened] = useState(() => arrivedOpeningListing({ section, category, body }));
  const [list, setList] = useState<ProductList>(() =>
    opened ? readyList(opened.value) : { status: 'loading', products: [] },
  );
  // A list that starts from the opening answer has its first call answered: the effect's first run asks nothing.
  const startedAnswered = useRef(opened !== null);

  useEffect(() => {
    const call: ProductListCall = { section, category, body: JSON.parse(bodyKey) as ProductListRequestBody };
    if (startedAnswered.current) {
      startedAnswered.current = false;
      // On show now: taken, so a later visit to the same list asks the server again.
      void takeOpeningListing(call);
      return;
    }
    const controller = new AbortController();
    // Keep the cards on screen while the next answer loads: the grid does not collapse on each filter change.
    setList((previous) => ({ status: 'loading', products: previous.products }));
    // The page opened from its URL: the call started as the catalogue's code arrived is the same call.
    (takeOpeningListing(call) ?? fetchProductList(call, controller.signal))
      .then((data) => {
        if (controller.signal.aborted) return;
        // A grid of cards is a big render: as a transition React does it in slices, so a tap or the next
        // answer is not kept waiting behind it.
        startTransition(() => setList(readyList(data)));
      })
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
      const data = await fetchProductList({
        section,
        category,
        body: JSON.parse(bodyKey) as ProductListRequestBody,
        page: Math.floor(list.products.length / LISTING_PAGE_SIZE) + 1,
      });
      setList({ ...list, products: [...list.products, ...data.product], loadingMore: false });
    } catch (error) {
      setList({ ...list, loadingMore: false });
      throw toApiError(error, 'Failed to load products');
    }
  }, [list, section, category, bodyKey]);

  /** The list started from a page drawn on the server, whose markup its first render hydrates (ADR 018). */
  const drawnOnServer = opened?.firstScreen === true;
  return { list, retry, loadMore, drawnOnServer };
}
