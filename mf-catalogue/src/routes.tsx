/**
 * The catalogue's pages for the routes it owns in the shared route table. Each page is its own chunk: a listing
 * does not download the gallery and zoom viewer, nor a product page the filters.
 */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes, routeTable } from '@gemstore/shared';

const ListingPage = lazy(() =>
  import(/* webpackChunkName: "listing-page" */ './pages/listing-page').then((m) => ({
    default: m.ListingPage,
  })),
);
const ProductPage = lazy(() =>
  import(/* webpackChunkName: "product-page" */ './pages/product-page').then((m) => ({
    default: m.ProductPage,
  })),
);

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
