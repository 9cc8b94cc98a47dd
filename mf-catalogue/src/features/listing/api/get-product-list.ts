/**
 * The listing's product call (§listing.product-call, §listing.paging): `POST /products/?section=&category=`
 * with the gem filters as its body, in pages. A listing opened from its URL asks for its first page as soon
 * as the catalogue's code arrives (prefetchOpeningListing), not after the page's own code has loaded and
 * rendered: on a slow phone that is the difference between the cards' images starting early or late.
 */
import {
  api,
  canonicalCategory,
  matchRoute,
  type ApiClient,
  type Product,
  type Section,
} from '@gemstore/shared';
import { infiniteQueryOptions, type QueryClient } from '@gemstore/shared/data';
import { filtersFromQuery, productListBody, sortFromQuery, type ProductListRequestBody } from '../../filters';
import { preloadPicture } from '../../../lib/preload-picture';
import { eagerCardPictures } from '../lib/card-picture';
import { sortProducts } from '../lib/sort';

/** The server's largest page: a category is loaded whole (sorting is done on the loaded list), in pages if bigger. */
export const LISTING_PAGE_SIZE = 200;

export type ProductListPage = { product: Product[]; total?: number };

export type ProductListCall = { section: Section; category: string; body: ProductListRequestBody };

async function fetchProductListPage(
  call: ProductListCall,
  page: number,
  signal: AbortSignal,
  client: ApiClient,
): Promise<ProductListPage> {
  const { data } = await client.post<ProductListPage>('/products/', call.body, {
    params: {
      section: call.section,
      category: call.category,
      limit: LISTING_PAGE_SIZE,
      ...(page > 1 ? { page } : {}),
    },
    signal,
  });
  return data;
}

/** `client`: the shop's API client; the server's render of a first screen passes its own (ADR 018). */
export const productListQuery = (viewer: string, call: ProductListCall, client: ApiClient = api) =>
  infiniteQueryOptions({
    queryKey: [viewer, 'product-list', call] as const,
    queryFn: ({ pageParam, signal }) => fetchProductListPage(call, pageParam, signal, client),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.product.length, 0);
      return loaded < (last.total ?? loaded) ? pages.length + 1 : undefined;
    },
  });

/** The product call a listing opened at this address makes first; null for another page or an unknown category. */
export function openingListingCall(location: Pick<Location, 'pathname' | 'search'>): ProductListCall | null {
  const match = matchRoute(location.pathname);
  if (match?.name !== 'gemstones' && match?.name !== 'jewellery') return null;
  const section: Section = match.name;
  const category = canonicalCategory(section, match.params.category ?? 'Featured');
  if (!category) return null;
  const filters = filtersFromQuery(new URLSearchParams(location.search), category);
  return { section, category, body: productListBody(section, filters) };
}

/**
 * When the page being opened is a listing, asks for its first page now, with the body the page will ask for (the
 * filters in its query string), and then for its first cards' pictures, in the order the page will show them
 * (ADR 017). A page drawn on the server came with the answer (ADR 018): nothing is asked.
 */
export function prefetchOpeningListing(
  queries: QueryClient,
  viewer: string,
  location: Pick<Location, 'pathname' | 'search'>,
): void {
  const call = openingListingCall(location);
  if (!call) return;
  const query = productListQuery(viewer, call);
  if (queries.getQueryData(query.queryKey)) return;
  const sort = sortFromQuery(new URLSearchParams(location.search), call.section);
  // A failure is the page's to show when it renders (its query holds the error).
  void queries.prefetchInfiniteQuery(query).then(() => {
    const first = queries.getQueryData(query.queryKey)?.pages[0];
    if (first) eagerCardPictures(sortProducts(first.product, sort)).forEach(preloadPicture);
  });
}
