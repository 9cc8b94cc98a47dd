/**
 * The data layer's query clients (ADR 021): TanStack Query with the shop's defaults, and every cached answer keyed
 * by whose eyes it is for (its key's first element: the viewer, §api.viewer-keys), so a sign-in or sign-out
 * never shows one person's answers to another.
 */
import { QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { PENDING_VIEWER, sessionStore, viewerAtom, type SessionStore } from '@gemstore/shared';

/** The viewer of answers that are the same for everybody (countries, the taxonomy): kept across sign-ins. */
export const ANYONE = 'anyone';

/**
 * A query key: the viewer first (`useViewer()`, or ANYONE), then the operation's name and its arguments, e.g.
 * `[viewer, 'product-list', call]`.
 */
export type ShopQueryKey = readonly [viewer: string, operation: string, ...args: unknown[]];

/**
 * The shop's defaults. No automatic retries: a failed page says so at once and offers its own Retry, as it always
 * has. An answer stays fresh for 30 s, so the page that a prefetch or the server's first screen (ADR 018) answered
 * does not ask again as it mounts, and Back to a page just seen shows it at once.
 */
export function createShopQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The same key for another viewer. */
export const forViewer = (queryKey: QueryKey, viewer: string): QueryKey => [viewer, ...queryKey.slice(1)];

/**
 * A remote's client for the page (a browser): as createShopQueryClient, following the session. Answers asked for
 * before the page knew who is signed in went with the shopper's cookie, so they are filed under whoever that turns
 * out to be (no second call); every answer given to another viewer is forgotten as soon as nothing on screen shows
 * it. Kept for the page's life: an answer outlives a remote that is unmounted and mounted again.
 */
export function createPageQueryClient(store: SessionStore = sessionStore): QueryClient {
  const client = createShopQueryClient();
  const cache = client.getQueryCache();
  const belongsElsewhere = (query: Query) => {
    const viewer = query.queryKey[0];
    return (
      viewer !== ANYONE &&
      viewer !== store.get(viewerAtom) &&
      query.getObserversCount() === 0 &&
      // An answer on its way is let arrive (removed, it would be cancelled, and a new viewer's query may be waiting
      // for it, below); it goes as soon as it has come.
      query.state.fetchStatus === 'idle'
    );
  };
  let viewer = store.get(viewerAtom);
  store.sub(viewerAtom, () => {
    const previous = viewer;
    viewer = store.get(viewerAtom);
    if (previous === PENDING_VIEWER) {
      for (const query of cache.findAll({ queryKey: [PENDING_VIEWER] })) {
        const { data, dataUpdatedAt, status, fetchStatus } = query.state;
        const key = forViewer(query.queryKey, viewer);
        if (status === 'success') client.setQueryData(key, data, { updatedAt: dataUpdatedAt });
        // Still on its way (the current user answered first, as it usually does): the new viewer's query waits
        // for that same answer instead of asking again (issue 30: a product asked for twice).
        else if (fetchStatus === 'fetching' && !client.getQueryState(key))
          void client.prefetchQuery({ queryKey: key, queryFn: () => query.fetch() });
      }
    }
    for (const query of cache.findAll()) if (belongsElsewhere(query)) cache.remove(query);
  });
  // An answer still on screen as the viewer changed goes once its page has moved on to the new viewer's.
  cache.subscribe((event) => {
    if ((event.type === 'observerRemoved' || event.type === 'updated') && belongsElsewhere(event.query))
      cache.remove(event.query);
  });
  return client;
}

/**
 * `placeholderData` for a page that asks again under a new key (another filter, a sign-in): the answer on screen
 * stays while the new one comes, unless it was given to someone else. An answer for a guest is anybody's to see.
 * `sameSubject`, when given, says whether the earlier answer is about the same thing (the same product).
 */
export function keepPreviousAnswer<T>(
  viewer: string,
  sameSubject: (previousKey: QueryKey) => boolean = () => true,
) {
  return (previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined => {
    if (previous === undefined || !previousQuery) return undefined;
    const from = previousQuery.queryKey[0];
    const shareable = from === viewer || from === 'guest' || from === ANYONE || from === PENDING_VIEWER;
    return shareable && sameSubject(previousQuery.queryKey) ? previous : undefined;
  };
}
