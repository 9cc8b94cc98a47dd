/**
 * The account's pages for the routes it owns in the shared route table. Each page is its own chunk, so the login
 * page does not download the profile's country list or the order history.
 */
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
import { QueryClientProvider } from '@gemstore/shared/data';
import { accountQueries } from './lib/query-client';

/**
 * The pages the server also draws (first-screen.tsx, ADR 065): those a guest opens first (login, register, forgot
 * password) and a signed-in shopper's profile and order history.
 */
export type DrawnAccountPages = {
  LoginPage: ComponentType;
  RegisterPage: ComponentType;
  ForgotPasswordPage: ComponentType;
  ProfilePage: ComponentType;
  OrderHistoryPage: ComponentType;
};

/** Drawn pages whose code has arrived: a first render uses them as they are instead of suspending on a lazy one. */
const arrivedPages: Partial<DrawnAccountPages> = {};

const loaders: { [Name in keyof DrawnAccountPages]: () => Promise<ComponentType> } = {
  LoginPage: () => import(/* webpackChunkName: "login-page" */ './pages/login-page').then((m) => m.LoginPage),
  RegisterPage: () =>
    import(/* webpackChunkName: "register-page" */ './pages/register-page').then((m) => m.RegisterPage),
  ForgotPasswordPage: () =>
    import(/* webpackChunkName: "forgot-password-page" */ './pages/forgot-password-page').then(
      (m) => m.ForgotPasswordPage,
    ),
  ProfilePage: () =>
    import(/* webpackChunkName: "profile-page" */ './pages/profile-page').then((m) => m.ProfilePage),
  OrderHistoryPage: () =>
    import(/* webpackChunkName: "order-history-page" */ './pages/order-history-page').then(
      (m) => m.OrderHistoryPage,
    ),
};

const load = (name: keyof DrawnAccountPages) =>
  loaders[name]().then((Page) => {
    arrivedPages[name] = Page;
    return Page;
  });

const lazyPages: DrawnAccountPages = {
  LoginPage: lazy(() => load('LoginPage').then((Page) => ({ default: Page }))),
  RegisterPage: lazy(() => load('RegisterPage').then((Page) => ({ default: Page }))),
  ForgotPasswordPage: lazy(() => load('ForgotPasswordPage').then((Page) => ({ default: Page }))),
  ProfilePage: lazy(() => load('ProfilePage').then((Page) => ({ default: Page }))),
  OrderHistoryPage: lazy(() => load('OrderHistoryPage').then((Page) => ({ default: Page }))),
};

const drawnPageAt: Partial<Record<string, keyof DrawnAccountPages>> = {
  login: 'LoginPage',
  register: 'RegisterPage',
  forgotPassword: 'ForgotPasswordPage',
  profile: 'ProfilePage',
  orderHistory: 'OrderHistoryPage',
} satisfies Partial<Record<RouteName, keyof DrawnAccountPages>>;

/**
 * Starts fetching the code of the drawn page at `pathname`, if it is one (webpack loads a chunk once, so the lazy
 * page reuses it). Settles when it has arrived or failed (the lazy page then meets the same failure and shows it).
 */
export function preloadPageFor(pathname: string): Promise<void> {
  const route = matchRoute(pathname)?.name;
  const name = route === undefined ? undefined : drawnPageAt[route];
  return (name ? load(name) : Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

const VerifyCodePage = page(
  () => import(/* webpackChunkName: "verify-code-page" */ './pages/verify-code-page'),
  'VerifyCodePage',
);
const ResetPasswordPage = page(
  () => import(/* webpackChunkName: "reset-password-page" */ './pages/reset-password-page'),
  'ResetPasswordPage',
);
const PasswordChangePage = page(
  () => import(/* webpackChunkName: "password-change-page" */ './pages/password-change-page'),
  'PasswordChangePage',
);
const OrderPage = page(() => import(/* webpackChunkName: "order-page" */ './pages/order-page'), 'OrderPage');
const WishlistPage = page(
  () => import(/* webpackChunkName: "wishlist-page" */ './pages/wishlist-page'),
  'WishlistPage',
);

/** The customer's pages, each with what its guest notice names (§routes.guest-notice). */
const customerPages = ({
  ProfilePage,
  OrderHistoryPage,
}: DrawnAccountPages): [RouteName, string, ComponentType][] => [
  ['profile', 'your profile', ProfilePage],
  ['orderHistory', 'your orders', OrderHistoryPage],
  ['order', 'this order', OrderPage],
  ['wishlist', 'your wishlist', WishlistPage],
];

/**
 * The routes without their router: the browser's pages load on demand; the server's render of a first screen
 * (first-screen.tsx) passes the drawn pages loaded, in a router of its own, and draws the same tree, so the browser's
 * first render can hydrate it (ADR 018, ADR 065).
 */
export function AccountPages({ pages }: { pages: DrawnAccountPages }) {
  const { LoginPage, RegisterPage, ForgotPasswordPage } = pages;
  return (
    // A page's code arrives in a moment; the page holds its place meanwhile rather than jumping.
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

export function AccountRoutes() {
  // The opening page's code is here by the first render when the server drew it (bootstrap.tsx waits for it): the
  // drawn page is then hydrated in one pass, not dropped for a lazy page's wait (as the catalogue's, routes.tsx there).
  const [pages] = useState<DrawnAccountPages>(() => ({
    LoginPage: arrivedPages.LoginPage ?? lazyPages.LoginPage,
    RegisterPage: arrivedPages.RegisterPage ?? lazyPages.RegisterPage,
    ForgotPasswordPage: arrivedPages.ForgotPasswordPage ?? lazyPages.ForgotPasswordPage,
    ProfilePage: arrivedPages.ProfilePage ?? lazyPages.ProfilePage,
    OrderHistoryPage: arrivedPages.OrderHistoryPage ?? lazyPages.OrderHistoryPage,
  }));
  return (
    <QueryClientProvider client={accountQueries}>
      <BrowserRouter>
        <AccountPages pages={pages} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
