/** Renders catalogue pages as the shell mounts them: shared providers, a router, and the current URL on show. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  MemoryRouter,
  RemoteProviders,
  Route,
  Routes,
  routeTable,
  ShopToaster,
  useLocation,
} from '@gemstore/shared';
import { ListingPage } from '../pages/listing-page';

function CurrentUrl() {
  const location = useLocation();
  return <div data-testid="current-url">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

export function renderCatalogue(url: string, extraRoutes: React.ReactNode = null) {
  return render(
    <RemoteProviders name="catalogue">
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={routeTable.gemstones.path} element={<ListingPage section="gemstones" />} />
          <Route path={routeTable.jewellery.path} element={<ListingPage section="jewellery" />} />
          {extraRoutes}
          <Route path="*" element={null} />
        </Routes>
        <CurrentUrl />
      </MemoryRouter>
    </RemoteProviders>,
  );
}

/** Renders a part of a page inside the catalogue's providers, with the page's toaster, as the shell mounts it. */
export function renderInCatalogue(element: ReactNode) {
  return render(
    <RemoteProviders name="catalogue">
      {element}
      <ShopToaster />
    </RemoteProviders>,
  );
}
