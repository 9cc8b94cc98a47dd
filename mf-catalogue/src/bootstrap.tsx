// What the shell loads: single-spa lifecycles for everything the catalogue owns.
import { mountRemote } from '@gemstore/shared';
import { CatalogueRoutes } from './routes';

export default mountRemote('catalogue', CatalogueRoutes);
