// What the shell loads: single-spa lifecycles for everything the catalogue owns.
import { mountRemote } from '@gemstore/shared';
import { startOpeningListing } from './features/listing/product-list-call';
import { startOpeningProduct } from './features/product/api/get-product-details';
import { CatalogueRoutes, preloadPageFor } from './routes';

// The page the shopper is opening: its products and its page's code are asked for now, while the shell mounts us,
// not one after the other once the page has rendered.
startOpeningListing(window.location);
startOpeningProduct(window.location);
preloadPageFor(window.location.pathname);

export default mountRemote('catalogue', CatalogueRoutes);
