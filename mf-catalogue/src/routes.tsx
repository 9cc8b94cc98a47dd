/** The catalogue's pages for the routes it owns in the shared route table. */
import { BrowserRouter, Route, Routes, routeTable } from '@gemstore/shared';
import { ListingPage } from './pages/listing-page';
import { ProductPage } from './pages/product-page';

export function CatalogueRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={routeTable.gemstones.path} element={<ListingPage section="gemstones" />} />
        <Route path={routeTable.jewellery.path} element={<ListingPage section="jewellery" />} />
        <Route path={routeTable.product.path} element={<ProductPage />} />
        {/* The shell unmounts us on other routes; render nothing meanwhile. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
