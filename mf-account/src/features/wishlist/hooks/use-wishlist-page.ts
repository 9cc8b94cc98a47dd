/**
 * The wishlist page's list (§wishlist.load): the answer of the wishlist query, which the page draws. The list the
 * page already holds, loaded as the page started, is that answer when it is the signed-in shopper's own
 * (wishlistKnownAtom): the page does not ask again. Otherwise the page asks, with a spinner meanwhile and Retry if
 * it fails: a shopper whose list is still on its way is not told their wishlist is empty. Every change to the
 * wishlist, from this page or a heart anywhere in the shop, goes through the account's mutations, which keep this
 * answer and the session store together (ADR 053).
 */
import { useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import { wishlistAtom, wishlistKnownAtom, type WishlistItem } from '@gemstore/shared';
import { useQuery, useViewer } from '@gemstore/shared/data';
import { wishlistQuery } from '../api/get-wishlist';

export type WishlistPageState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; items: WishlistItem[] };

export function useWishlistPage(): { state: WishlistPageState; retry: () => void } {
  const store = useStore();
  const known = useAtomValue(wishlistKnownAtom);
  const { data, error, isFetching, refetch } = useQuery({
    ...wishlistQuery(useViewer()),
    ...(known ? { initialData: () => store.get(wishlistAtom) } : {}),
  });
  const retry = useCallback(() => void refetch(), [refetch]);
  if (data) return { state: { status: 'ready', items: data }, retry };
  if (error && !isFetching) return { state: { status: 'failed', message: error.message }, retry };
  return { state: { status: 'loading' }, retry };
}
