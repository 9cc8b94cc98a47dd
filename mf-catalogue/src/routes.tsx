/**
 * The catalogue's pages for the routes it owns in the shared route table. Each page is its own chunk: a listing
 * does not download the gallery and zoom viewer, nor a product page the filters.
 */
import { type ComponentType, lazy, Suspense, useState } from 'react';
import {
  BrowserRouter,
  matchRoute,
  Route,
  Routes,
  routeTable,
  useLocation,
  type Section,
} from '@gemstore/shared';
import { QueryClientProvider } from '@gemstore/shared/data';
import { catalogueQueries } from './lib/query-client';

export type CataloguePageComponents = {
  ListingPage: ComponentType<{ section: Section }>;
  ProductPage: ComponentType;
};

/** Pages whose code has arrived: a first render uses them as they are instead of suspending on a lazy one. */
const arrivedPages: Partial<CataloguePageComponents> = {};

const loadListingPage = () =>
  import(/* webpackChunkName: "listing-page" */ './pages/listing-page').then((m) => {
    arrivedPages.ListingPage = m.ListingPage;
    return m;
  });
const loadProductPage = () =>
  import(/* webpackChunkName: "product-page" */ './pages/product-page').then((m) => {
    arrivedPages.ProductPage = m.ProductPage;
    return m;
  });

const lazyPages: CataloguePageComponents = {
  ListingPage: lazy(() => loadListingPage().then((m) => ({ default: m.ListingPage }))),
  ProductPage: lazy(() => loadProductPage().then((m) => ({ default: m.ProductPage }))),
};

/**
 * Starts fetching the code of the page at `pathname` (webpack loads a chunk once, so the lazy page reuses it).
 * Settles when the page's code has arrived (or failed to: the lazy page then meets the same failure and shows it).
 */
export function preloadPageFor(pathname: string): Promise<void> {
  const page = matchRoute(pathname)?.name;
  const loading =
    page === 'gemstones' || page === 'jewellery'
      ? loadListingPage()
      : page === 'product'
        ? loadProductPage()
        : null;
  return (loading ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The routes without their router: the browser's pages load on demand; the server's render of a first screen
 * (first-screen.tsx) passes the same pages loaded, in a router of its own, and draws the same tree, so the
 * browser's first render can hydrate it (ADR 018).
 */
export function CataloguePages({ pages }: { pages: CataloguePageComponents }) {
  const { ListingPage: Listing, ProductPage: Product } = pages;
  const location = useLocation();
  const ours = isCatalogueAddress(location.pathname);
  // The page on show: the address's, or, at an address another part of the shop owns, the last of ours. The router's
  // patterns alone do not know the route table's rules ('/:section/:category/:productSlug' also fits
  // '/checkout/product/12-1'), and after Buy Now this router hears of the checkout's address before the shell does:
  // drawn for that address, the page said 'Product not found' (issue 30), and drawing nothing blanked the page while
  // the shell still had it scrolled (the footer rose under the header). Held, the page stays until the shell swaps it.
  const [held, setHeld] = useState(location);
  if (ours && held !== location) setHeld(location);
  const shown = ours ? location : held;
  if (!isCatalogueAddress(shown.pathname)) return null;
  return (
    // Nothing while a page's chunk arrives (a few ms from cache): a spinner would only flash. While the page's
    // markup from the server is being hydrated, React keeps showing it until the chunk is here.
    <Suspense fallback={null}>
      <Routes location={shown}>
        <Route path={routeTable.gemstones.path} element={<Listing section="gemstones" />} />
        <Route path={routeTable.jewellery.path} element={<Listing section="jewellery" />} />
        <Route path={routeTable.product.path} element={<Product />} />
      </Routes>
    </Suspense>
  );
}

const isCatalogueAddress = (pathname: string) => matchRoute(pathname)?.route.owner === 'catalogue';

export function CatalogueRoutes() {
  // The opening page's code is here by the first render (bootstrap.tsx waits for it): a page drawn on the server is
  // then hydrated in one pass. Left waiting on a chunk, it could be interrupted by a session update (the shopper's
  // /user/me answer), and React would drop the server's markup and draw the page anew.
  const [pages] = useState<CataloguePageComponents>(() => ({
    ListingPage: arrivedPages.ListingPage ?? lazyPages.ListingPage,
    ProductPage: arrivedPages.ProductPage ?? lazyPages.ProductPage,
  }));
  return (
    <QueryClientProvider client={catalogueQueries}>
      <BrowserRouter>
        <CataloguePages pages={pages} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
