/**
 * Every change to the wishlist is a TanStack Query mutation of one shape (ADR 053, the cart's of ADR 052; issue 31
 * item 6), run on the account remote's page client, whichever remote's heart or button asked for it:
 *
 * - **onMutate**: the wishlist query is cancelled (an answer on its way cannot undo the change), the page's wishlist
 *   is kept and the wishlist as it will be is shown at once (optimistic): every heart on the page and the wishlist
 *   page move with the tap.
 * - **onError**: the kept wishlist comes back (rollback) and the wishlist query is asked again: the server says what
 *   the list really is now (§wishlist.heart: the heart flips back with an error).
 * - **onSuccess**: the server's whole list (every wishlist call answers with it, §wishlist.load) replaces the page's.
 * - **scope `wishlist`**: changes run one after another in the order asked, so an earlier answer never lands over a
 *   later change.
 *
 * Every change goes through the idempotent `PUT /wishlist/items/{productId}` with `{ saved }` (§wishlist.set-call):
 * it says what the shopper wants, so it can be sent without knowing the list, and sending it twice does no harm. It
 * is sent as a request that outlives the page: a change made as the shopper reloads or leaves still arrives.
 *
 * The page's wishlist stays in the session store (ADR 022): the hearts of every remote read it there; the wishlist
 * query (`[viewer, 'wishlist']`) is the wishlist page's copy. Unlike the cart's, these writes travel with the exposure
 * rather than in a chunk of their own: a heart's change may be handed over as the page goes, when there is no time
 * left to fetch them, and the exposure itself is loaded only as a shopper nears or taps a heart.
 */
import {
  api,
  sessionStore,
  toApiError,
  userAtom,
  wishlistAtom,
  type ApiError,
  type WishlistItem,
} from '@gemstore/shared';
import { MutationObserver, type MutationOptions, type QueryClient } from '@gemstore/shared/data';
import { accountQueries } from '../../../lib/query-client';
import { wishlistMessages } from '../lib/messages';
import {
  wishlistKey,
  wishlistQuery,
  putWishlist,
  type WishlistAnswer,
  type WishlistStore,
} from './get-wishlist';

/** What a change keeps to undo itself: the wishlist before it, and whose it was. */
type Kept = { previous: WishlistItem[]; owner: string };

type WishlistChange<Vars> = {
  name: string;
  /** The message of §wishlist.messages when the server gives none. */
  fallback: string;
  send: (vars: Vars) => Promise<{ data: WishlistAnswer }>;
  /** The wishlist as it will be once the server has agreed, shown at once. */
  expect: (items: readonly WishlistItem[], vars: Vars) => WishlistItem[];
};

/**
 * A page being unloaded cancels its requests, except a keepalive fetch, which outlives it: a heart's change sent as
 * the shopper reloads or leaves still reaches the server.
 */
const OUTLIVES_PAGE = { adapter: 'fetch', fetchOptions: { keepalive: true } } as const;

export const wishlistItemPath = (productId: number) => `/wishlist/items/${productId}`;

/** Shows `items` as `owner`'s wishlist: in the store (if they are still the one signed in) and in the query. */
function show(client: QueryClient, store: WishlistStore, owner: string, items: WishlistItem[]) {
  client.setQueryData(wishlistKey(owner), items);
  if (store.get(userAtom)?.id === owner) store.set(wishlistAtom, items);
}

/** The one shape of a wishlist write (above). */
export function wishlistMutation<Vars>(
  change: WishlistChange<Vars>,
  client: QueryClient = accountQueries,
  store: WishlistStore = sessionStore,
): MutationOptions<WishlistItem[], ApiError, Vars, Kept> {
  return {
    mutationKey: ['wishlist', change.name],
    scope: { id: 'wishlist' },
    // Sent as the shopper asked, online or not: a failure says why at once (§wishlist.messages), it is not parked.
    networkMode: 'always',
    mutationFn: async (vars) => {
      try {
        return (await change.send(vars)).data.wishlistItems;
      } catch (error) {
        throw toApiError(error, change.fallback);
      }
    },
    onMutate: async (vars) => {
      const owner = store.get(userAtom)?.id ?? 'guest';
      await client.cancelQueries({ queryKey: wishlistKey(owner) });
      const previous = store.get(wishlistAtom);
      show(client, store, owner, change.expect(previous, vars));
      return { previous, owner };
    },
    onError: (_error, _vars, kept) => {
      if (!kept) return;
      show(client, store, kept.owner, kept.previous);
      // A guest's change (sent as the page went, before it knew) has no list to ask for.
      if (kept.owner === 'guest') return;
      void client.fetchQuery({ ...wishlistQuery(kept.owner, store), staleTime: 0 }).catch(() => undefined);
    },
    onSuccess: (items, _vars, kept) => {
      client.setQueryData(wishlistKey(kept.owner), items);
      putWishlist(items, kept.owner, store);
    },
  };
}

/** Runs a wishlist write; resolves with the server's wishlist, or rejects with the message to show. */
export function runWishlistWrite<Vars>(
  options: MutationOptions<WishlistItem[], ApiError, Vars, Kept>,
  vars: Vars,
  client: QueryClient = accountQueries,
): Promise<WishlistItem[]> {
  return new MutationObserver(client, options).mutate(vars);
}

type SavedVars = { productId: number; saved: boolean; piece?: WishlistItem };
type RemoveVars = { productId: number };

const sendSaved = (productId: number, saved: boolean) =>
  api.put<WishlistAnswer>(wishlistItemPath(productId), { saved }, OUTLIVES_PAGE);

/**
 * Saves a piece or takes it out (a heart, §wishlist.heart; the cart's Move to wishlist). A piece saved is listed
 * first, as the server lists the newest first, when the page has it to show; otherwise it is listed once the server
 * answers (the heart shows the change meanwhile).
 */
export const setSaved = wishlistMutation<SavedVars>({
  name: 'set-saved',
  fallback: wishlistMessages.updateFailed,
  send: ({ productId, saved }) => sendSaved(productId, saved),
  expect: (items, { productId, saved, piece }) => {
    if (!saved) return items.filter((item) => item.id !== productId);
    if (items.some((item) => item.id === productId) || !piece) return [...items];
    return [piece, ...items];
  },
});

/** Remove, on the wishlist page once the shopper has confirmed (§wishlist.page): its own words on a refusal. */
export const removeItem = wishlistMutation<RemoveVars>({
  name: 'remove',
  fallback: wishlistMessages.removeFailed,
  send: ({ productId }) => sendSaved(productId, false),
  expect: (items, { productId }) => items.filter((item) => item.id !== productId),
});

/** Saves the piece (`saved`) or takes it out; `piece`, when the page has it, is listed at once. */
export function setWishlisted(
  productId: number,
  saved: boolean,
  piece?: WishlistItem,
): Promise<WishlistItem[]> {
  return runWishlistWrite(setSaved, { productId, saved, ...(piece ? { piece } : {}) });
}

export function removeFromWishlist(productId: number): Promise<WishlistItem[]> {
  return runWishlistWrite(removeItem, { productId });
}
