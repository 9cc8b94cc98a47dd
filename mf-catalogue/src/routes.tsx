/**
 * The catalogue's pages for the routes it owns in the shared route table. Each page is its own chunk: a listing
 * does not download the gallery and zoom viewer, nor a product page the filters.
 */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes, routeTable } from '@gemstore/shared';
import { matchRoute } from '@gemstore/shared/routes';
import { preloadFilterBar } from './features/filters/filter-chunks';

const loadListingPage = () => import(/* webpackChunkName: "listing-page" */ './pages/listing-page');
const loadProductPage = () => import(/* webpackChunkName: "product-page" */ './pages/product-page');

const ListingPage = lazy(() => loadListingPage().then((m) => ({ default: m.ListingPage })));
const ProductPage = lazy(() => loadProductPage().then((m) => ({ default: m.ProductPage })));

/**
 * Starts fetching the code of the page at `pathname` (webpack loads a chunk once, so the lazy page reuses it), and
 * on a gemstone listing seen on a large screen, its filter dropdowns.
 */
export function preloadPageFor(pathname: string): void {
  const page = matchRoute(pathname)?.name;
  if (page === 'gemstones') preloadFilterBar();
  const loading =
    page === 'gemstones' || page === 'jewellery'
      ? loadListingPage()
      : page === 'product'
        ? loadProductPage()
        : null;
  loading?.catch(() => undefined); // the lazy page meets the same failure and shows it
}

export function CatalogueRoutes() {
  return (
    <BrowserRouter>
      {/* Nothing while a page's chunk arrives (a few ms from cache): a spinner would only flash. */}
      <Suspense fallback={null}>
        <Routes>
          <Route path={routeTable.gemstones.path} element={<ListingPage section="gemstones" />} />
          <Route path={routeTable.jewellery.path} element={<ListingPage section="jewellery" />} />
          <Route path={routeTable.product.path} element={<ProductPage />} />
          {/* The shell unmounts us on other routes; render nothing meanwhile. */}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
