// What the shell loads: single-spa lifecycles for everything the contact remote owns.
import { mountRemote } from '@gemstore/shared/mount';
import { ContactRoutes } from './routes';

// A page drawn on the server (first-screen.tsx) hands over an empty query cache: nothing to take, so the data layer
// is not loaded until a form needs it.
export default mountRemote('contact', ContactRoutes);
