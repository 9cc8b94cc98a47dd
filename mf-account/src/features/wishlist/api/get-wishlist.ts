/**
 * GET /api/v1/wishlist (§wishlist.load): the signed-in shopper's wishlist as the account remote's query
 * (`[viewer, 'wishlist']`), whose answer the wishlist page draws. Every answer is also filed in the page's session
 * store (ADR 022), which the hearts of every remote read; the wishlist's writes (wishlist-mutations.ts) keep the two
 * together, whichever remote's heart asked.
 */
import {
  api,
  PENDING_VIEWER,
  sessionStore,
  toApiError,
  userAtom,
  wishlistAtom,
  wishlistOwnerAtom,
  type WishlistItem,
} from '@gemstore/shared';
import { queryOptions } from '@gemstore/shared/data';
import { wishlistMessages } from '../lib/messages';

export type WishlistAnswer = { wishlistItems: WishlistItem[] };
export type WishlistStore = typeof sessionStore;

export const wishlistKey = (viewer: string) => [viewer, 'wishlist'] as const;

export const fetchWishlist = async (): Promise<WishlistItem[]> =>
  (await api.get<WishlistAnswer>('/wishlist')).data.wishlistItems;

/**
 * The server's wishlist for `ownerId` becomes the page's, unless another shopper is signed in by now: an answer is
 * for whoever was signed in when it was asked for. False when it was not filed.
 */
export function putWishlist(
  items: WishlistItem[],
  ownerId: string,
  store: WishlistStore = sessionStore,
): boolean {
  if (store.get(userAtom)?.id !== ownerId) return false;
  store.set(wishlistAtom, items);
  store.set(wishlistOwnerAtom, ownerId);
  return true;
}

/**
 * The wishlist query for `viewer`. An answer asked for while the page did not yet know who is signed in went with
 * the shopper's cookie: it is filed for whoever the session turned out to be.
 */
export const wishlistQuery = (viewer: string, store: WishlistStore = sessionStore) =>
  queryOptions({
    queryKey: wishlistKey(viewer),
    queryFn: async (): Promise<WishlistItem[]> => {
      try {
        const items = await fetchWishlist();
        const owner = viewer === PENDING_VIEWER ? store.get(userAtom)?.id : viewer;
        if (owner) putWishlist(items, owner, store);
        return items;
      } catch (error) {
        throw toApiError(error, wishlistMessages.loadFailed);
      }
    },
  });
