/** Cart and checkout pages for the routes this remote owns in the shared route table. */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import {
  BrowserRouter,
  lazyPage as page,
  matchRoute,
  Route,
  Routes,
  routeTable,
  SignedInOnly,
  type RouteName,
} from '@gemstore/shared';

/** The pages the server also draws (first-screen.tsx): a signed-in shopper's cart (ADR 066) and checkout (ADR 067). */
export type DrawnCheckoutPages = { CartPage: ComponentType; CheckoutPage: ComponentType };

/**
 * A page the server may draw: its code's loader, its lazy form for the routes, and its code once it has arrived, which
 * a first render uses as it is instead of suspending on the lazy one.
 */
function drawnPage(load: () => Promise<ComponentType>) {
  let arrived: ComponentType | undefined;
  const loadOnce = () =>
    load().then((Page) => {
      arrived = Page;
      return Page;
    });
  return {
    load: loadOnce,
    Lazy: lazy(() => loadOnce().then((Page) => ({ default: Page }))),
    arrived: () => arrived,
  };
}

// Each page is its own chunk: the cart does not download the checkout's form, nor the checkout the cart's dialogs.
// Only the checkout page reads server data through the data layer (its query client is there): the cart and the
// payment pages work on the shared session store and plain calls, and do not load TanStack Query.
const cartPage = drawnPage(() =>
  import(/* webpackChunkName: "cart-page" */ './pages/cart-page').then(({ CartPage }) => CartPage),
);
const checkoutPage = drawnPage(() =>
  import(/* webpackChunkName: "checkout-page" */ './pages/checkout-page').then(
    ({ CheckoutPage }) => CheckoutPage,
  ),
);
const PaymentCanceledPage = page(
  () => import(/* webpackChunkName: "payment-canceled-page" */ './pages/payment-canceled-page'),
  'PaymentCanceledPage',
);
const PaymentSuccessPage = page(
  () => import(/* webpackChunkName: "payment-success-page" */ './pages/payment-success-page'),
  'PaymentSuccessPage',
);

/**
 * Starts fetching the code of the drawn page at `pathname`, if it is one (webpack loads a chunk once, so the lazy
 * page reuses it). Settles when it has arrived or failed (the lazy page then meets the same failure and shows it).
 */
export function preloadPageFor(pathname: string): Promise<void> {
  const route = matchRoute(pathname)?.name;
  const drawn = route === 'cart' ? cartPage : route === 'checkout' ? checkoutPage : null;
  if (!drawn) return Promise.resolve();
  return drawn.load().then(
    () => undefined,
    () => undefined,
  );
}

/** Every page here is a customer's, each with what its guest notice names (§routes.guest-notice). */
const customerPages = ({
  CartPage,
  CheckoutPage,
}: DrawnCheckoutPages): [RouteName, string, ComponentType][] => [
  ['cart', 'your cart', CartPage],
  ['paymentCanceled', 'your cart', PaymentCanceledPage],
  ['checkout', 'your checkout', CheckoutPage],
  ['paymentSuccess', 'your payment', PaymentSuccessPage],
];

/**
 * The routes without their router: the browser's pages load on demand; the server's render of a first screen
 * (first-screen.tsx) passes the drawn pages loaded, in a router of its own, and draws the same tree, so the browser's
 * first render can hydrate it (ADR 018, ADR 066).
 */
export function CheckoutPages({ pages }: { pages: DrawnCheckoutPages }) {
  return (
    // A page's code arrives in a moment; the page holds its place meanwhile rather than jumping.
    <Suspense fallback={<div css={{ minHeight: '60vh' }} />}>
      <Routes>
        {/* Every page here is a customer's: a guest is sent to log in by the shell, or told how to sign in where
            there is none (the standalone page, §routes.guest-notice), never left with a spinner. */}
        {customerPages(pages).map(([route, what, Page]) => (
          <Route
            key={route}
            path={routeTable[route].path}
            element={
              <SignedInOnly route={route} what={what}>
                <Page />
              </SignedInOnly>
            }
          />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}

export function CheckoutRoutes() {
  // A drawn page's code is here by the first render when the server drew it (bootstrap.tsx waits for it): the drawn
  // page is then hydrated in one pass, not dropped for a lazy page's wait (as the account's, routes.tsx there).
  const [pages] = useState<DrawnCheckoutPages>(() => ({
    CartPage: cartPage.arrived() ?? cartPage.Lazy,
    CheckoutPage: checkoutPage.arrived() ?? checkoutPage.Lazy,
  }));
  return (
    <BrowserRouter>
      <CheckoutPages pages={pages} />
    </BrowserRouter>
  );
}
