/**
 * @gemstore/dev-harness (ADR 056): what a remote's standalone page has that the shop does not — 'Sign in as a test
 * shopper' (the real register, login and code from the local inbox, then a few cart lines and wishlist items), in a
 * bar above the remote and under a customer page's guest notice. Only each remote's `src/standalone.tsx` imports it
 * (lint); a production build has no standalone page and never contains it.
 *
 *   mountStandalonePage('checkout', app, testShopperTools);
 */
import type { StandaloneTools } from '@gemstore/shared/standalone';
import { TestShopperBar } from './components/test-shopper-bar';
import { TestShopperSignIn } from './components/test-shopper-sign-in';

export const testShopperTools: StandaloneTools = { Bar: TestShopperBar, SignInOffer: TestShopperSignIn };

export { signInAsTestShopper, TEST_SHOPPER } from './test-shopper';
