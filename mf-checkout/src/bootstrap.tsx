// What the shell loads: single-spa lifecycles for everything the checkout remote owns.
import { mountRemote } from '@gemstore/shared/mount';
import { CheckoutRoutes } from './routes';

export default mountRemote('checkout', CheckoutRoutes);
