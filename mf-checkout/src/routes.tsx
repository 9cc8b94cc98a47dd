/** Cart and checkout pages for the routes this remote owns in the shared route table. */
import { Suspense, type ComponentType } from 'react';
import {
  BrowserRouter,
  lazyPage as page,
  Route,
  Routes,
  routeTable,
  SignedInOnly,
  type RouteName,
} from '@gemstore/shared';

// Each page is its own chunk: the cart does not download the checkout's form, nor the checkout the cart's dialogs.
// Only the checkout page reads server data through the data layer (its query client is there): the cart and the
// payment pages work on the shared session store and plain calls, and do not load TanStack Query.
const CartPage = page(() => import(/* webpackChunkName: "cart-page" */ './pages/cart-page'), 'CartPage');
const PaymentCanceledPage = page(
  () => import(/* webpackChunkName: "payment-canceled-page" */ './pages/payment-canceled-page'),
  'PaymentCanceledPage',
);
const CheckoutPage = page(
  () => import(/* webpackChunkName: "checkout-page" */ './pages/checkout-page'),
  'CheckoutPage',
);
const PaymentSuccessPage = page(
  () => import(/* webpackChunkName: "payment-success-page" */ './pages/payment-success-page'),
  'PaymentSuccessPage',
);

/** Every page here is a customer's, each with what its guest notice names (§routes.guest-notice). */
const customerPages: [RouteName, string, ComponentType][] = [
  ['cart', 'your cart', CartPage],
  ['paymentCanceled', 'your cart', PaymentCanceledPage],
  ['checkout', 'your checkout', CheckoutPage],
  ['paymentSuccess', 'your payment', PaymentSuccessPage],
];

export function CheckoutRoutes() {
  return (
    <BrowserRouter>
      {/* A page's code arrives in a moment; the page holds its place meanwhile rather than jumping. */}
      <Suspense fallback={<div css={{ minHeight: '60vh' }} />}>
        <Routes>
          {/* Every page here is a customer's: a guest is sent to log in by the shell, or told how to sign in where
              there is none (the standalone page, §routes.guest-notice), never left with a spinner. */}
          {customerPages.map(([route, what, Page]) => (
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
    </BrowserRouter>
  );
}
