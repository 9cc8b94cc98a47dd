/**
 * The wishlist page's list: the shared store's (so a heart changed anywhere shows here at once), confirmed by the
 * server as the page opens. Until that answer comes the page waits only if it has nothing to show; a list it already
 * holds is shown at once and replaced by the answer.
 */
import { useCallback } from 'react';
import { useWishlist, type WishlistItem } from '@gemstore/shared';
import { useQuery, useViewer } from '@gemstore/shared/data';
import { wishlistQuery } from '../api/get-wishlist';

export type WishlistPageState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; items: WishlistItem[] };

export function useWishlistPage(): { state: WishlistPageState; retry: () => void } {
  const items = useWishlist();
  const { isPending, isFetching, error, refetch } = useQuery(wishlistQuery(useViewer()));
  const retry = useCallback(() => void refetch(), [refetch]);
  if (items.length > 0) return { state: { status: 'ready', items }, retry };
  if (error && !isFetching) return { state: { status: 'failed', message: error.message }, retry };
  if (isPending || isFetching) return { state: { status: 'loading' }, retry };
  return { state: { status: 'ready', items }, retry };
}
