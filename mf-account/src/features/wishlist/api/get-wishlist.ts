/**
 * GET /api/v1/wishlist (SPEC §7), asked by the wishlist page when the store holds nothing yet. The answer goes where every wishlist answer
 * goes, the shared session store (ADR 022), which the page draws from; the query only tells the page whether the
 * list it shows has been confirmed yet, so a shopper whose hearts are still on their way is not told their wishlist
 * is empty.
 */
import { reloadWishlist, toApiError } from '@gemstore/shared';
import { queryOptions } from '@gemstore/shared/data';

export const wishlistQuery = (viewer: string) =>
  queryOptions({
    queryKey: [viewer, 'wishlist'] as const,
    queryFn: async () => {
      try {
        return await reloadWishlist();
      } catch (error) {
        throw toApiError(error, 'Error loading your wishlist');
      }
    },
  });
