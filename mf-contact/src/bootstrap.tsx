// What the shell loads: single-spa lifecycles for everything the contact remote owns.
import { mountRemote } from '@gemstore/shared';
import { ContactRoutes } from './routes';

export default mountRemote('contact', ContactRoutes);
