/**
 * The wishlist page's list: the shared store's (so a heart changed anywhere shows here at once). The page asks the
 * server only when the store holds nothing: the list loaded at start is the page's one truth (ADR 022), but an empty
 * one may still be on its way, and a shopper must not be told their wishlist is empty before the server says so.
 */
import { useCallback } from 'react';
import { useWishlist, type WishlistItem } from '@gemstore/shared';
import { useQuery, useViewer } from '@gemstore/shared/data';
import { wishlistQuery } from '../api/get-wishlist';

export type WishlistPageState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; items: WishlistItem[] };

export function useWishlistPage(): { state: WishlistPageState; retry: () => void } {
  const items = useWishlist();
  const { isPending, isFetching, error, refetch } = useQuery({
    ...wishlistQuery(useViewer()),
    enabled: items.length === 0,
  });
  const retry = useCallback(() => void refetch(), [refetch]);
  if (items.length > 0) return { state: { status: 'ready', items }, retry };
  if (error && !isFetching) return { state: { status: 'failed', message: error.message }, retry };
  if (isPending || isFetching) return { state: { status: 'loading' }, retry };
  return { state: { status: 'ready', items }, retry };
}
