/**
 * The shopper's wishlist as the page holds it (§wishlist.load): the one wishlist read left in shared, made as the
 * page starts and whenever the signed-in shopper changes (the shell's page effects), so every heart on every page
 * shows what is saved without loading the account remote. Every change to the wishlist is the account remote's,
 * lent at run time as `account/wishlist` (ADR 053): shared makes no domain writes (lint: gemstore-shared/no-domain-writes).
 */
import { useAtomValue } from 'jotai';
import { api } from '../api/client';
import type { WishlistItem } from '../types';
import { sessionStore, userAtom, wishlistAtom, wishlistOwnerAtom } from './store';
import type { SessionStore } from './user';

type WishlistAnswer = { wishlistItems: WishlistItem[] };

/**
 * GET /wishlist for the signed-in shopper, into the store; empty without a user. An answer is filed only for whoever
 * was signed in when it was asked for.
 */
export async function reloadWishlist(store: SessionStore = sessionStore): Promise<WishlistItem[]> {
  const user = store.get(userAtom);
  if (!user) {
    store.set(wishlistAtom, []);
    store.set(wishlistOwnerAtom, null);
    return [];
  }
  const { data } = await api.get<WishlistAnswer>('/wishlist');
  if (store.get(userAtom)?.id === user.id) {
    store.set(wishlistAtom, data.wishlistItems);
    store.set(wishlistOwnerAtom, user.id);
  }
  return data.wishlistItems;
}

/** The wishlist as the page holds it. */
export const useWishlist = (): WishlistItem[] => useAtomValue(wishlistAtom);
