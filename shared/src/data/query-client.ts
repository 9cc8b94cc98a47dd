/**
 * The data layer's query clients (ADR 021): TanStack Query with the shop's defaults, and every cached answer keyed
 * by whose eyes it is for (its key's first element: the viewer, SPEC §6), so a sign-in or sign-out never shows
 * one person's answers to another.
 */
import { QueryClient, type Query } from '@tanstack/react-query';
import { sessionStore, viewerAtom, type SessionStore } from '@gemstore/shared';

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

/**
 * A remote's client for the page (a browser): as createShopQueryClient, and it forgets every answer given to
 * another viewer as soon as nothing on screen shows it. Kept for the page's life: an answer outlives a remote
 * that is unmounted and mounted again.
 */
export function createPageQueryClient(store: SessionStore = sessionStore): QueryClient {
  const client = createShopQueryClient();
  const cache = client.getQueryCache();
  const belongsElsewhere = (query: Query) => {
    const viewer = query.queryKey[0];
    return viewer !== ANYONE && viewer !== store.get(viewerAtom) && query.getObserversCount() === 0;
  };
  store.sub(viewerAtom, () => {
    for (const query of cache.findAll()) if (belongsElsewhere(query)) cache.remove(query);
  });
  // An answer still on screen as the viewer changed goes once its page has moved on to the new viewer's.
  cache.subscribe((event) => {
    if (event.type === 'observerRemoved' && belongsElsewhere(event.query)) cache.remove(event.query);
  });
  return client;
}
