/**
 * This remote's `account/wishlist`, lent to the page as the shell lends it through the federation runtime (ADR 053):
 * a heart (shared's WishlistHeart) or the cart's Move to wishlist, rendered in a test, then reaches the real exposure
 * and its mutations, and the test stands in for the server at `api`. Loads are not paused between tries here.
 */
import { provideExposureLoader } from '@gemstore/shared';
import { accountQueries } from '../lib/query-client';

export function lendTheWishlist(): void {
  // A write a failed test left waiting would hold every later one in the wishlist's scope.
  accountQueries.clear();
  provideExposureLoader(
    {
      load: async (id) => {
        if (id !== 'account/wishlist') throw new Error(`This test lends only account/wishlist, not ${id}`);
        return import('../wishlist-exposure');
      },
      reset: async () => undefined,
    },
    [],
  );
}
