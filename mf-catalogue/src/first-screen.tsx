/**
 * The catalogue's server entry (ADR 018): draws the first screen of a listing or a product page on the server, from
 * the same opening call and the same components the browser uses, for the shop's HTML server to send inside the
 * shell's frame. The browser shows it before any script has run, then hydrates it starting from the answers handed
 * over with it (its dehydrated query cache, ADR 021). Built on its own for Node (build/webpack.mjs) and named in mf-manifest.json as
 * `metaData.firstScreen`, so the catalogue team still ships it alone with the rest of the remote.
 *
 * It draws nothing (null) for a page it does not own or cannot draw; a failed call is thrown. Either way the HTML
 * server then sends the page as before, and the browser draws it.
 */
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import {
  emotionKeyOf,
  MemoryRouter,
  RemoteProviders,
  sessionStore,
  viewerAtom,
  type ApiClient,
  type FirstScreen,
  type FirstScreenRequest,
} from '@gemstore/shared';
import { createShopQueryClient, QueryClientProvider, type QueryClient } from '@gemstore/shared/data';
import { handOver, markDrawnOnServer, shopperApiClient } from '@gemstore/shared/data/server';
import { openingListingCall, productListQuery } from './features/listing';
import { openingProductId, productDetailsQuery } from './features/product';
import { ListingPage } from './pages/listing-page';
import { ProductPage } from './pages/product-page';
import { CataloguePages } from './routes';

const pages = { ListingPage, ProductPage };

/**
 * Asks for what the page at `url` opens with, into `queries`; false when the catalogue does not draw that page. The
 * viewer is the page's own before it knows who is signed in ('pending'), as in the browser's first render.
 */
async function fetchOpening(url: URL, queries: QueryClient, client: ApiClient): Promise<boolean> {
  const viewer = sessionStore.get(viewerAtom);
  const call = openingListingCall(url);
  if (call) {
    await queries.fetchInfiniteQuery(productListQuery(viewer, call, client));
    return true;
  }
  const productId = openingProductId(url);
  if (productId === null) return false;
  // A product the shop does not have (null): the browser says so (its toast and notice), nothing went wrong here.
  return (await queries.fetchQuery(productDetailsQuery(viewer, productId, client))) !== null;
}

/** `client`: the API as this shopper (tests pass one that answers without a server). */
export async function renderFirstScreen(
  request: FirstScreenRequest,
  client: ApiClient = shopperApiClient(request),
): Promise<FirstScreen | null> {
  const url = new URL(request.url, request.shopOrigin);
  // A client of its own for each page: one shopper's answers never reach another's page.
  const queries = createShopQueryClient();
  if (!(await fetchOpening(url, queries, client))) return null;
  markDrawnOnServer(queries);
  const html = renderToString(
    // A fresh emotion cache per page, with the key the browser's cache has, so the styles go into this page's HTML
    // and the browser's cache recognises them as its own.
    <RemoteProviders name="catalogue" cache={createCache({ key: emotionKeyOf('catalogue') })}>
      <QueryClientProvider client={queries}>
        <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
          <CataloguePages pages={pages} />
        </MemoryRouter>
      </QueryClientProvider>
    </RemoteProviders>,
  );
  return { html, answer: handOver('catalogue', queries) };
}
