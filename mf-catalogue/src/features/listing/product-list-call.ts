/**
 * The listing's product call (SPEC §7), and the first one of a listing opened from its URL, which starts before the
 * page's own code has loaded and rendered: on a slow phone that is the difference between the cards' images
 * starting early or late. The catalogue's opening script (ADR 018) starts it earliest, during main.js's download;
 * without one (a remote's standalone page, a failed early call) it starts as the catalogue's code arrives.
 */
import { api } from '@gemstore/shared';
import { takeEarly } from '../opening/early-answers';
import {
  openingListingCall,
  PRODUCT_LIST_PATH,
  preloadFirstCards,
  productListKey,
  productListParams,
  type ListAnswer,
  type ProductListCall,
} from './product-list-request';

export { LISTING_PAGE_SIZE, type ListAnswer, type ProductListCall } from './product-list-request';

export async function fetchProductList(call: ProductListCall, signal?: AbortSignal): Promise<ListAnswer> {
  const { data } = await api.post<ListAnswer>(PRODUCT_LIST_PATH, call.body, {
    params: productListParams(call),
    ...(signal ? { signal } : {}),
  });
  return data;
}

let opening: { key: string; answer: Promise<ListAnswer> } | null = null;

/**
 * When the page being opened is a listing, takes the opening script's answer for its first call or starts that
 * call now. The first cards' pictures are asked for with the answer, in the order the page will show them.
 */
export function startOpeningListing(location: Pick<Location, 'pathname' | 'search'>): void {
  const call = openingListingCall(location);
  if (!call) return;
  const key = productListKey(call);
  const early = takeEarly(key) as Promise<ListAnswer | null> | null;
  const asked = () => {
    const answer = fetchProductList(call);
    answer.then((list) => preloadFirstCards(list, location, call.section)).catch(() => undefined); // the page that takes it reports a failure; if none does, there is nobody to tell
    return answer;
  };
  // The opening script has asked for the pictures with its answer; when it failed, the server is asked again.
  const answer = early ? early.then((list) => list ?? asked()) : asked();
  answer.catch(() => undefined);
  opening = { key, answer };
}

/** The opening call's answer when it was for exactly this call; taken once, so a retry asks the server again. */
export function takeOpeningListing(call: ProductListCall): Promise<ListAnswer> | null {
  if (!opening || opening.key !== productListKey(call)) return null;
  const { answer } = opening;
  opening = null;
  return answer;
}
