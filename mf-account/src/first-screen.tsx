/**
 * The account remote's server entry (ADR 018, ADR 065): draws on the server the pages a guest opens to sign in —
 * /login, /register, /forgot-password — and a signed-in shopper's profile and order history, so the page is on
 * screen before any script runs.
 *
 * Every page asks the API, as this shopper, who is signed in (only when the request carries a cookie: without one
 * nobody is). A guest's page is drawn for a guest only: a signed-in shopper is sent on by the browser as before,
 * without a login form showing first. A customer's page is drawn for that customer only, from their own answers,
 * in this bundle's session store set to them for the (synchronous) render; a guest is sent to log in by the browser.
 * What a page was drawn from is handed over with it: the shop's Google setting (the sign-in pages' button and note),
 * the shopper's page of orders. Null for any other page.
 */
import createCache from '@emotion/cache';
import { renderToString } from 'react-dom/server';
import {
  authStatusAtom,
  emotionKeyOf,
  fetchCurrentUserWith,
  matchRoute,
  MemoryRouter,
  RemoteProviders,
  sessionStore,
  userAtom,
  type ApiClient,
  type FirstScreen,
  type FirstScreenRequest,
  type RouteName,
  type User,
} from '@gemstore/shared';
import { createShopQueryClient, QueryClientProvider, type QueryClient } from '@gemstore/shared/data';
import { handOver, markDrawnOnServer, shopperApiClient } from '@gemstore/shared/data/server';
import { ORDERS_PER_PAGE, ordersQuery, pageNumber } from './features/orders';
import { googleSignInQuery } from './features/sign-in';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { LoginPage } from './pages/login-page';
import { OrderHistoryPage } from './pages/order-history-page';
import { ProfilePage } from './pages/profile-page';
import { RegisterPage } from './pages/register-page';
import { AccountPages } from './routes';

const pages = { LoginPage, RegisterPage, ForgotPasswordPage, ProfilePage, OrderHistoryPage };
const guestPages: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'register', 'forgotPassword']);
const customerPages: ReadonlySet<RouteName> = new Set<RouteName>(['profile', 'orderHistory']);

/** The shopper whose cookie `client` carries, or null for a guest (§session.current-user: a failure is a guest). */
async function currentUser(client: ApiClient, cookie: string | null): Promise<User | null> {
  // No cookie, no session: nothing to ask.
  return cookie ? fetchCurrentUserWith(client) : null;
}

/** Asks for what the customer's page `route` at `url` opens with, into `queries`, as `user`. */
async function fetchCustomerPage(
  route: RouteName,
  url: URL,
  user: User,
  queries: QueryClient,
  client: ApiClient,
): Promise<void> {
  if (route !== 'orderHistory') return;
  const page = pageNumber(url.searchParams.get('page'));
  const orders = await queries.fetchQuery(ordersQuery(user.id, page, client));
  // A full page: the page after it is asked for at once, as the browser does, to know whether to offer older ones.
  if (orders.length === ORDERS_PER_PAGE) await queries.fetchQuery(ordersQuery(user.id, page + 1, client));
}

/** `client`: the API as this shopper (tests pass one that answers without a server). */
export async function renderFirstScreen(
  request: FirstScreenRequest,
  client: ApiClient = shopperApiClient(request),
): Promise<FirstScreen | null> {
  const url = new URL(request.url, request.shopOrigin);
  const route = matchRoute(url.pathname)?.name as RouteName | undefined;
  if (!route) return null;
  const forGuests = guestPages.has(route);
  if (!forGuests && !customerPages.has(route)) return null;
  // A client of its own for each page: one shopper's answers never reach another's page.
  const queries = createShopQueryClient();
  const [user] = await Promise.all([
    currentUser(client, request.cookie),
    // Not known (the API did not answer): the page is drawn with the button as a link, as the browser's first
    // render draws it, and the browser asks again.
    forGuests ? queries.prefetchQuery(googleSignInQuery(client)) : null,
  ]);
  if (forGuests ? user !== null : user === null) return null;
  if (user) await fetchCustomerPage(route, url, user, queries, client);
  markDrawnOnServer(queries);
  return { html: drawAs(user, url, queries), answer: handOver('account', queries) };
}

/**
 * The page's markup, drawn with this bundle's session store holding `user` (or nobody) and set back at once: the
 * render is synchronous, so no other page's render sees it.
 */
function drawAs(user: User | null, url: URL, queries: QueryClient): string {
  sessionStore.set(userAtom, user);
  sessionStore.set(authStatusAtom, user ? 'authenticated' : 'guest');
  try {
    return renderToString(
      // A fresh emotion cache per page, with the key the browser's has: the styles go into this page's HTML.
      <RemoteProviders name="account" cache={createCache({ key: emotionKeyOf('account') })}>
        <QueryClientProvider client={queries}>
          <MemoryRouter initialEntries={[`${url.pathname}${url.search}`]}>
            <AccountPages pages={pages} />
          </MemoryRouter>
        </QueryClientProvider>
      </RemoteProviders>,
    );
  } finally {
    sessionStore.set(userAtom, null);
    sessionStore.set(authStatusAtom, 'checking');
  }
}
