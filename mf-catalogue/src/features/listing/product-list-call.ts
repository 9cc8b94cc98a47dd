/**
 * The listing's product call (SPEC §7), and the first one of a listing opened from its URL, which starts as soon
 * as the catalogue's code arrives instead of after the page's own code has loaded and rendered: on a slow phone
 * that is the difference between the cards' images starting early or late.
 */
import { api, type Product, type Section } from '@gemstore/shared';
import { matchRoute } from '@gemstore/shared/routes';
import { canonicalCategory } from '@gemstore/shared/taxonomy';
import {
  filtersFromQuery,
  productListBody,
  sortFromQuery,
  type ProductListRequestBody,
} from '../filters/gem-filters';
import { openingAnswer } from '../opening-answer';
import { preloadPicture } from '../pictures/preload-picture';
import { eagerCardPictures } from './card-picture';
import { sortProducts } from './sort';

/** The server's largest page: a category is loaded whole (sorting is done on the loaded list), in pages if bigger. */
export const LISTING_PAGE_SIZE = 200;

export type ListAnswer = { product: Product[]; total?: number };

export type ProductListCall = {
  section: Section;
  category: string;
  body: ProductListRequestBody;
  page?: number;
};

export async function fetchProductList(call: ProductListCall, signal?: AbortSignal): Promise<ListAnswer> {
  const { data } = await api.post<ListAnswer>('/products/', call.body, {
    params: {
      section: call.section,
      category: call.category,
      limit: LISTING_PAGE_SIZE,
      ...(call.page && call.page > 1 ? { page: call.page } : {}),
    },
    ...(signal ? { signal } : {}),
  });
  return data;
}

const keyOf = (call: ProductListCall) =>
  JSON.stringify([call.section, call.category, call.body, call.page ?? 1]);

const opening = openingAnswer<ListAnswer>();

/**
 * When the page being opened is a listing, starts its first product call now, with the body the page will ask
 * for (the filters in its query string). A listing with an unknown category is left to the page's notice.
 */
export function startOpeningListing(location: Pick<Location, 'pathname' | 'search'>): void {
  const match = matchRoute(location.pathname);
  if (match?.name !== 'gemstones' && match?.name !== 'jewellery') return;
  const section: Section = match.name;
  const category = canonicalCategory(section, match.params.category ?? 'Featured');
  if (!category) return;
  const query = new URLSearchParams(location.search);
  const filters = filtersFromQuery(query, category);
  const call = { section, category, body: productListBody(section, filters) };
  const answer = fetchProductList(call);
  // The first cards' pictures are asked for with the answer, in the order the page will show them (ADR 017).
  answer
    .then(({ product }) =>
      eagerCardPictures(sortProducts(product, sortFromQuery(query, section))).forEach(preloadPicture),
    )
    .catch(() => undefined); // the page that takes it reports a failure; if none does, there is nobody to tell
  opening.hold(keyOf(call), answer);
}

/** The opening call's answer when it was for exactly this call; taken once, so a retry asks the server again. */
export const takeOpeningListing = (call: ProductListCall) => opening.take(keyOf(call));

/** The same, only when it has already arrived: the page can then start with its cards. */
export const takeArrivedOpeningListing = (call: ProductListCall) => opening.takeArrived(keyOf(call));
