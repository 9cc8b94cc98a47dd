/**
 * The listing's product call (SPEC §7), and the first one of a listing opened from its URL, which starts as soon
 * as the catalogue's code arrives instead of after the page's own code has loaded and rendered: on a slow phone
 * that is the difference between the cards' images starting early or late.
 */
import { api, takeHandedAnswer, type ApiClient, type Product, type Section } from '@gemstore/shared';
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

/** `client` is the shop's API client; the server's render of a first screen passes its own (ADR 018). */
export async function fetchProductList(
  call: ProductListCall,
  signal?: AbortSignal,
  client: ApiClient = api,
): Promise<ListAnswer> {
  const { data } = await client.post<ListAnswer>('/products/', call.body, {
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

export const listingCallKey = (call: ProductListCall) =>
  JSON.stringify([call.section, call.category, call.body, call.page ?? 1]);

const opening = openingAnswer<ListAnswer>();

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

/** Holds an answer for the listing's first render to start from (the server's render of its first screen). */
export const holdOpeningListing = (call: ProductListCall, value: ListAnswer) =>
  opening.holdArrived(listingCallKey(call), value);

/**
 * When the page being opened is a listing, starts its first product call now, with the body the page will ask
 * for (the filters in its query string). A listing with an unknown category is left to the page's notice. A page
 * drawn on the server came with that call's answer (ADR 018): the listing starts from it and asks nothing.
 */
export function startOpeningListing(location: Pick<Location, 'pathname' | 'search'>): void {
  const call = openingListingCall(location);
  if (!call) return;
  const handed = takeHandedAnswer<ListAnswer>('catalogue', 'listing', listingCallKey(call));
  if (handed) {
    holdOpeningListing(call, handed.value);
    return;
  }
  const query = new URLSearchParams(location.search);
  const answer = fetchProductList(call);
  // The first cards' pictures are asked for with the answer, in the order the page will show them (ADR 017).
  answer
    .then(({ product }) =>
      eagerCardPictures(sortProducts(product, sortFromQuery(query, call.section))).forEach(preloadPicture),
    )
    .catch(() => undefined); // the page that takes it reports a failure; if none does, there is nobody to tell
  opening.hold(listingCallKey(call), answer);
}

/** The opening call's answer when it was for exactly this call; taken once, so a retry asks the server again. */
export const takeOpeningListing = (call: ProductListCall) => opening.take(listingCallKey(call));

/** The same, only when it has already arrived, and left held: the page can then start with its cards. */
export const arrivedOpeningListing = (call: ProductListCall) => opening.arrived(listingCallKey(call));
