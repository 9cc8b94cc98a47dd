/**
 * The listing's product call (SPEC §7) as data: its query, its body, and which call a listing opened from its URL
 * makes. React- and axios-free, so the catalogue's opening script (ADR 018) and the page build the very same call.
 */
import type { Product } from '@gemstore/shared';
import { matchRoute } from '@gemstore/shared/routes';
import { canonicalCategory, type Section } from '@gemstore/shared/taxonomy';
import {
  filtersFromQuery,
  productListBody,
  sortFromQuery,
  type ProductListRequestBody,
} from '../filters/gem-filters';
import { preloadPicture } from '../pictures/preload-picture';
import { eagerCardPictures } from './card-picture';
import { sortProducts } from './sort';

/** The server's largest page: a category is loaded whole (sorting is done on the loaded list), in pages if bigger. */
export const LISTING_PAGE_SIZE = 200;

export const PRODUCT_LIST_PATH = '/products/';

export type ListAnswer = { product: Product[]; total?: number };

export type ProductListCall = {
  section: Section;
  category: string;
  body: ProductListRequestBody;
  page?: number;
};

/** The call's query string parameters. */
export function productListParams(call: ProductListCall): Record<string, string | number> {
  return {
    section: call.section,
    category: call.category,
    limit: LISTING_PAGE_SIZE,
    ...(call.page && call.page > 1 ? { page: call.page } : {}),
  };
}

/** Two calls with the same key get the same answer. */
export const productListKey = (call: ProductListCall) =>
  JSON.stringify(['listing', call.section, call.category, call.body, call.page ?? 1]);

/**
 * The first product call of the listing at this address: the body the page will send (the filters in its query
 * string). Null for any other page, and for a listing of an unknown category (the page shows its notice).
 */
export function openingListingCall(location: Pick<Location, 'pathname' | 'search'>): ProductListCall | null {
  const match = matchRoute(location.pathname);
  if (match?.name !== 'gemstones' && match?.name !== 'jewellery') return null;
  const section: Section = match.name;
  const category = canonicalCategory(section, match.params.category ?? 'Featured');
  if (!category) return null;
  const filters = filtersFromQuery(new URLSearchParams(location.search), category);
  return { section, category, body: productListBody(section, filters) };
}

/** The first row's pictures, asked for as soon as the answer is here, in the order the page will show them. */
export function preloadFirstCards(
  answer: ListAnswer,
  location: Pick<Location, 'search'>,
  section: Section,
): void {
  const sort = sortFromQuery(new URLSearchParams(location.search), section);
  eagerCardPictures(sortProducts(answer.product, sort)).forEach(preloadPicture);
}
