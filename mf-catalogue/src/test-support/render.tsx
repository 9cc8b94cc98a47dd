/** Renders catalogue pages as the shell mounts them (@gemstore/shared/testing), with the catalogue's query client. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { RemoteProviders, Route, Routes, routeTable, ShopToaster } from '@gemstore/shared';
import { QueryClientProvider } from '@gemstore/shared/data';
import { renderInRemote } from '@gemstore/shared/testing';
import { catalogueQueries } from '../lib/query-client';
import { ListingPage } from '../pages/listing-page';

// Each test starts from a page that has asked the server nothing yet.
beforeEach(() => catalogueQueries.clear());

/** The catalogue's listing routes at `url`, with `extraRoutes` beside them; the current URL is on show. */
export function renderCatalogue(url: string, extraRoutes: ReactNode = null) {
  return renderInRemote(
    <Routes>
      <Route path={routeTable.gemstones.path} element={<ListingPage section="gemstones" />} />
      <Route path={routeTable.jewellery.path} element={<ListingPage section="jewellery" />} />
      {extraRoutes}
      <Route path="*" element={null} />
    </Routes>,
    { remote: 'catalogue', queries: catalogueQueries, url },
  );
}

/** Renders a part of a page inside the catalogue's providers, with the page's toaster, without a router. */
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
