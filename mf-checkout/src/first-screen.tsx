/**
 * The checkout remote's server entry (ADR 018, ADR 066, ADR 067): draws a signed-in shopper's cart and checkout on the
 * server, so the page is on screen before any script runs.
 *
 * The cart: it asks the API, as this shopper, who is signed in (only when the request carries a cookie: without one
 * nobody is) and, at once, for their cart. The checkout: who is signed in, then the server's priced check of the order
 * the address names for the country of the shopper's saved address, as the page's first render asks it. Nothing is
 * drawn for a guest (the browser sends them to log in, as before), nor when the answer cannot be read or is a refusal
 * (the browser draws the page and says so, with its Retry or the refusal's words). The page is drawn in this bundle's
 * session store set to the shopper (and their lines) for the (synchronous) render and set back at once, and what it
 * was drawn from is handed over with it. Null for any other page: the payment pages are drawn in the browser.
 */
import createCache from '@emotion/cache';
import { renderToString } from 'react-dom/server';
import {
  authStatusAtom,
  cartAtom,
  cartOwnerAtom,
  emotionKeyOf,
  fetchCurrentUserWith,
  matchRoute,
  MemoryRouter,
  RemoteProviders,
  sessionStore,
  userAtom,
  type ApiClient,
  type CartLine,
  type FirstScreen,
  type FirstScreenRequest,
  type User,
} from '@gemstore/shared';
import { createShopQueryClient, type QueryClient } from '@gemstore/shared/data';
import { handOver, markDrawnOnServer, shopperApiClient } from '@gemstore/shared/data/server';
import { cartKey, type CartAnswer } from './features/cart';
import { checkoutOrderOf, orderCheckQuery, shippingValuesOf } from './features/checkout';
import { checkOrder } from './lib/order-check';
import { CartPage } from './pages/cart-page';
import { CheckoutPageFrom } from './pages/checkout-page';
import { CheckoutPages, type DrawnCheckoutPages } from './routes';

/** The shopper whose cookie `client` carries and their cart, or null for a guest or a cart that could not be read. */
async function shopperAndCart(client: ApiClient): Promise<{ user: User; lines: CartLine[] } | null> {
  // Together: a guest's cart call is refused, and that costs no more than waiting for /user/me first.
  const [user, cart] = await Promise.all([
    fetchCurrentUserWith(client),
    client.get<CartAnswer>('/cart').catch(() => null),
  ]);
  if (!user || !cart) return null;
  return { user, lines: cart.data.cartItems };
}

/**
 * The checkout at `url` for the shopper `client` is, priced as the page's first render asks (the country of their
 * saved address), in a client of its own; or null for a guest, an address that names no order, or a check that did
 * not answer or refused (out of stock, too many pieces).
 */
async function shopperAndCheck(
  client: ApiClient,
  url: URL,
): Promise<{ user: User; queries: QueryClient } | null> {
  const params = matchRoute(url.pathname)?.params ?? {};
  const order = checkoutOrderOf(params.page, params.productIds);
  if (!order) return null;
  const user = await fetchCurrentUserWith(client);
  if (!user) return null;
  const country = (shippingValuesOf(user).country ?? '').trim();
  try {
    const check = await checkOrder(order, country, undefined, client);
    if (!check.success) return null;
    const queries = createShopQueryClient();
    queries.setQueryData(orderCheckQuery(user.id, order, country).queryKey, check);
    return { user, queries };
  } catch {
    return null;
  }
}

/** `client`: the API as this shopper (tests pass one that answers without a server). */
export async function renderFirstScreen(
  request: FirstScreenRequest,
  client: ApiClient = shopperApiClient(request),
): Promise<FirstScreen | null> {
  const url = new URL(request.url, request.shopOrigin);
  const route = matchRoute(url.pathname)?.name;
  // No cookie, no session: a guest, sent to log in by the browser.
  if ((route !== 'cart' && route !== 'checkout') || !request.cookie) return null;
  if (route === 'checkout') {
    const found = await shopperAndCheck(client, url);
    if (!found) return null;
    markDrawnOnServer(found.queries);
    const pages = { CartPage, CheckoutPage: () => <CheckoutPageFrom queries={found.queries} /> };
    return { html: drawFor(found.user, null, url, pages), answer: handOver('checkout', found.queries) };
  }
  const found = await shopperAndCart(client);
  if (!found) return null;
  // The cart goes with the page, under its shopper, for the browser's first render to start from (bootstrap.tsx).
  const handed = createShopQueryClient();
  handed.setQueryData(cartKey(found.user.id), found.lines);
  return {
    html: drawFor(found.user, found.lines, url, { CartPage, CheckoutPage: () => null }),
    answer: handOver('checkout', handed),
  };
}

/**
 * The page's markup, drawn with this bundle's session store holding `user` (and their `lines`, when the page shows
 * them), set back at once: the render is synchronous, so no other page's render sees them.
 */
function drawFor(user: User, lines: CartLine[] | null, url: URL, pages: DrawnCheckoutPages): string {
  sessionStore.set(userAtom, user);
  sessionStore.set(authStatusAtom, 'authenticated');
  if (lines) {
    sessionStore.set(cartAtom, lines);
    sessionStore.set(cartOwnerAtom, user.id);
  }
  try {
    return renderToString(
      // A fresh emotion cache per page, with the key the browser's has: the styles go into this page's HTML.
      <RemoteProviders name="checkout" cache={createCache({ key: emotionKeyOf('checkout') })}>
        <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
          <CheckoutPages pages={pages} />
        </MemoryRouter>
      </RemoteProviders>,
    );
  } finally {
    sessionStore.set(userAtom, null);
    sessionStore.set(authStatusAtom, 'checking');
    sessionStore.set(cartAtom, []);
    sessionStore.set(cartOwnerAtom, null);
  }
}
