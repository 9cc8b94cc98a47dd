// What the shell loads: single-spa lifecycles for everything the catalogue owns.
import type { AppProps, LifeCycleFn, ParcelConfigObject } from 'single-spa';
import { sessionStore, viewerAtom, type RemoteProps } from '@gemstore/shared';
import { mountRemote } from '@gemstore/shared/mount';
import { receiveHandedAnswer } from '@gemstore/shared/data';
import { prefetchOpeningListing } from './features/listing';
import { prefetchOpeningProduct } from './features/product';
import { catalogueQueries } from './lib/query-client';
import { CatalogueRoutes, preloadPageFor } from './routes';

// The page the shopper is opening: its products and its page's code are asked for now, while the shell mounts us,
// not one after the other once the page has rendered. A page drawn on the server brought its products with it.
receiveHandedAnswer('catalogue', catalogueQueries);
const viewer = sessionStore.get(viewerAtom);
prefetchOpeningListing(catalogueQueries, viewer, window.location);
prefetchOpeningProduct(catalogueQueries, viewer, window.location);
const openingPage = preloadPageFor(window.location.pathname);

const lifecycles = mountRemote('catalogue', CatalogueRoutes);

export default {
  ...lifecycles,
  // Mounted once the opening page's code is here, so its first render has the page itself rather than a lazy one
  // waiting for its chunk (routes.tsx). Nothing shows any sooner without it: the page is that chunk.
  bootstrap: (props: AppProps & RemoteProps) =>
    openingPage.then(() => (lifecycles.bootstrap as LifeCycleFn<RemoteProps>)(props)),
} satisfies ParcelConfigObject<RemoteProps>;
