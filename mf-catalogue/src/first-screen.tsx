/**
 * The catalogue's server entry (ADR 018): draws the first screen of a listing or a product page on the server, from
 * the same opening call and the same components the browser uses, for the shop's HTML server to send inside the
 * shell's frame. The browser shows it before any script has run, then hydrates it starting from the answer handed
 * over with it. Built on its own for Node (build/webpack.mjs) and named in mf-manifest.json as
 * `metaData.firstScreen`, so the catalogue team still ships it alone with the rest of the remote.
 *
 * It draws nothing (null) for a page it does not own or cannot draw; a failed call is thrown. Either way the HTML
 * server then sends the page as before, and the browser draws it.
 */
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import {
  createApiClient,
  emotionKeyOf,
  MemoryRouter,
  RemoteProviders,
  type ApiClient,
  type FirstScreen,
  type FirstScreenRequest,
  type HandedAnswer,
} from '@gemstore/shared';
import {
  fetchProductList,
  holdOpeningListing,
  listingCallKey,
  openingListingCall,
} from './features/listing/product-list-call';
import {
  getProductDetails,
  holdOpeningProduct,
  isProductNotFound,
  openingProductId,
  productCallKey,
} from './features/product/api/get-product-details';
import { ListingPage } from './pages/listing-page';
import { ProductPage } from './pages/product-page';
import { CataloguePages } from './routes';

const pages = { ListingPage, ProductPage };

/**
 * The API as this shopper: their cookie (SPEC §6 prices) and their address (the API's per-client limits). No Origin:
 * the calls are the server's own, and the API only checks the Origin a browser sends.
 */
export function clientFor(request: FirstScreenRequest): ApiClient {
  const client = createApiClient(`${request.apiOrigin}/api/v1`);
  const headers = client.defaults.headers.common;
  if (request.cookie) headers.cookie = request.cookie;
  if (request.clientIp) headers['x-forwarded-for'] = request.clientIp;
  return client;
}

/** The page's opening answer, and how to hold it for the page's first render (done just before rendering). */
type Opening = { answer: HandedAnswer; hold: () => void };

async function openingFor(url: URL, client: ApiClient): Promise<Opening | null> {
  const call = openingListingCall(url);
  if (call) {
    const value = await fetchProductList(call, undefined, client);
    return {
      answer: { remote: 'catalogue', call: 'listing', key: listingCallKey(call), value },
      hold: () => holdOpeningListing(call, value),
    };
  }
  const productId = openingProductId(url);
  if (productId !== null) {
    const value = await getProductDetails(productId, undefined, client).catch((error: unknown) => {
      // A product the shop does not have: the browser says so (its toast and notice), nothing went wrong here.
      if (isProductNotFound(error)) return null;
      throw error;
    });
    if (!value) return null;
    return {
      answer: { remote: 'catalogue', call: 'product', key: productCallKey(productId), value },
      hold: () => holdOpeningProduct(productId, value),
    };
  }
  return null;
}

/** `client`: the API as this shopper (tests pass one that answers without a server). */
export async function renderFirstScreen(
  request: FirstScreenRequest,
  client: ApiClient = clientFor(request),
): Promise<FirstScreen | null> {
  const url = new URL(request.url, request.shopOrigin);
  const opening = await openingFor(url, client);
  if (!opening) return null;
  // Held and rendered in one synchronous step: another page being drawn at the same time cannot take its place.
  opening.hold();
  const html = renderToString(
    // A fresh emotion cache per page, with the key the browser's cache has, so the styles go into this page's HTML
    // and the browser's cache recognises them as its own.
    <RemoteProviders name="catalogue" cache={createCache({ key: emotionKeyOf('catalogue') })}>
      <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
        <CataloguePages pages={pages} />
      </MemoryRouter>
    </RemoteProviders>,
  );
  return { html, answer: opening.answer };
}
