// What the shell loads: single-spa lifecycles for everything the catalogue owns.
import { sessionStore, viewerAtom } from '@gemstore/shared';
import { mountRemoteWhenReady } from '@gemstore/shared/mount';
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

// Mounted once the opening page's code is here, so its first render has the page itself rather than a lazy one waiting
// for its chunk (routes.tsx). Nothing shows any sooner without it: the page is that chunk.
export default mountRemoteWhenReady('catalogue', CatalogueRoutes, openingPage);
