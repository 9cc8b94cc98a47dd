/**
 * The account's pages for the routes it owns in the shared route table. Each page is its own chunk, so the login
 * page does not download the profile's country list or the order history.
 */
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
import { QueryClientProvider } from '@gemstore/shared/data';
import { accountQueries } from './lib/query-client';

const LoginPage = page(() => import(/* webpackChunkName: "login-page" */ './pages/login-page'), 'LoginPage');
const RegisterPage = page(
  () => import(/* webpackChunkName: "register-page" */ './pages/register-page'),
  'RegisterPage',
);
const VerifyCodePage = page(
  () => import(/* webpackChunkName: "verify-code-page" */ './pages/verify-code-page'),
  'VerifyCodePage',
);
const ForgotPasswordPage = page(
  () => import(/* webpackChunkName: "forgot-password-page" */ './pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = page(
  () => import(/* webpackChunkName: "reset-password-page" */ './pages/reset-password-page'),
  'ResetPasswordPage',
);
const PasswordChangePage = page(
  () => import(/* webpackChunkName: "password-change-page" */ './pages/password-change-page'),
  'PasswordChangePage',
);
const ProfilePage = page(
  () => import(/* webpackChunkName: "profile-page" */ './pages/profile-page'),
  'ProfilePage',
);
const OrderHistoryPage = page(
  () => import(/* webpackChunkName: "order-history-page" */ './pages/order-history-page'),
  'OrderHistoryPage',
);
const OrderPage = page(() => import(/* webpackChunkName: "order-page" */ './pages/order-page'), 'OrderPage');
const WishlistPage = page(
  () => import(/* webpackChunkName: "wishlist-page" */ './pages/wishlist-page'),
  'WishlistPage',
);

/** The customer's pages, each with what its guest notice names (§routes.guest-notice). */
const customerPages: [RouteName, string, ComponentType][] = [
  ['profile', 'your profile', ProfilePage],
  ['orderHistory', 'your orders', OrderHistoryPage],
  ['order', 'this order', OrderPage],
  ['wishlist', 'your wishlist', WishlistPage],
];

export function AccountRoutes() {
  return (
    <QueryClientProvider client={accountQueries}>
      <BrowserRouter>
        {/* A page's code arrives in a moment; the page holds its place meanwhile rather than jumping. */}
        <Suspense fallback={<div css={{ minHeight: '60vh' }} />}>
          <Routes>
            <Route path={routeTable.login.path} element={<LoginPage />} />
            <Route path={routeTable.register.path} element={<RegisterPage />} />
            <Route path={routeTable.verifyOtp.path} element={<VerifyCodePage />} />
            <Route path={routeTable.forgotPassword.path} element={<ForgotPasswordPage />} />
            <Route path={routeTable.resetPassword.path} element={<ResetPasswordPage />} />
            <Route path={routeTable.passwordChange.path} element={<PasswordChangePage />} />
            {/* Customer pages: a guest is sent to log in by the shell, or told how to sign in where there is none
                (the standalone page, §routes.guest-notice). */}
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
    </QueryClientProvider>
  );
}
