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
import { QueryClientProvider } from '@gemstore/shared/data';
import { catalogueQueries } from '../lib/query-client';
import { ListingPage } from '../pages/listing-page';

// Each test starts from a page that has asked the server nothing yet.
beforeEach(() => catalogueQueries.clear());

function CurrentUrl() {
  const location = useLocation();
  return <div data-testid="current-url">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

export function renderCatalogue(url: string, extraRoutes: React.ReactNode = null) {
  return render(
    <RemoteProviders name="catalogue">
      <QueryClientProvider client={catalogueQueries}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={routeTable.gemstones.path} element={<ListingPage section="gemstones" />} />
            <Route path={routeTable.jewellery.path} element={<ListingPage section="jewellery" />} />
            {extraRoutes}
            <Route path="*" element={null} />
          </Routes>
          <CurrentUrl />
        </MemoryRouter>
      </QueryClientProvider>
    </RemoteProviders>,
  );
}

/** Renders a part of a page inside the catalogue's providers, with the page's toaster, as the shell mounts it. */
export function renderInCatalogue(element: ReactNode) {
  return render(
    <RemoteProviders name="catalogue">
      <QueryClientProvider client={catalogueQueries}>
        {element}
        <ShopToaster />
      </QueryClientProvider>
    </RemoteProviders>,
  );
}
