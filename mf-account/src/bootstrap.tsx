// What the shell loads: single-spa lifecycles for everything the account remote owns.
import { mountRemote } from '@gemstore/shared/mount';
import { AccountRoutes } from './routes';

export default mountRemote('account', AccountRoutes);
