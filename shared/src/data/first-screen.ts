/**
 * The server data a page drawn on the server was drawn from (ADR 018), handed to the browser as the remote's
 * dehydrated query cache (ADR 021): the server entry fills a fresh client, renders from it and hands it over
 * (server.ts); the browser hydrates the remote's own client with it before the first render, which then finds
 * every answer the server's render had, asks nothing, and draws the same markup.
 */
import { hashKey, hydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  sessionStore,
  takeHandedAnswer,
  viewerAtom,
  type RemoteName,
  type SessionStore,
} from '@gemstore/shared';
import { ANYONE, forViewer } from './query-client';

/** What was drawn, whoever it turns out to have been drawn for (the key without its viewer). */
const drawn = new WeakMap<QueryClient, Set<string>>();
const drawnKey = (queryKey: QueryKey) => hashKey(queryKey.slice(1));

/**
 * Browser: fills `client` with what the server handed over with the page, when `remote` drew it, as the remote's code
 * arrives. The server asked with the shopper's cookie, not knowing who that is: the answers are filed under the
 * viewer the page knows now (if that is still 'pending', the client files them again once it knows). They are as fresh as the page: stamped now, not with the server's
 * clock, which may not agree with the browser's.
 */
export function receiveHandedAnswer(
  remote: RemoteName,
  client: QueryClient,
  store: SessionStore = sessionStore,
): void {
  const state = takeHandedAnswer(remote);
  if (!state) return;
  const viewer = store.get(viewerAtom);
  const now = Date.now();
  const queries = state.queries.map((query) => {
    // An answer that is the same for everyone (the shop's settings) stays everyone's.
    const queryKey = query.queryKey[0] === ANYONE ? query.queryKey : forViewer(query.queryKey, viewer);
    return {
      ...query,
      queryKey,
      queryHash: hashKey(queryKey),
      state: { ...query.state, dataUpdatedAt: now },
    };
  });
  hydrate(client, { ...state, queries });
  markDrawnOnServer(client);
}

/**
 * Marks every answer `client` holds as one the page is drawn from on the server: the server entry does, before it
 * renders (through `@gemstore/shared/data/server`); receiveHandedAnswer does, in the browser, for the render that
 * hydrates what the server drew.
 */
export function markDrawnOnServer(client: QueryClient): void {
  const keys = client
    .getQueryCache()
    .findAll()
    .map((query) => drawnKey(query.queryKey));
  drawn.set(client, new Set(keys));
}

/**
 * Whether the answer for `queryKey` is the one a page drawn on the server was drawn from: its first render hydrates
 * the server's markup and must draw what the server did (which did not know the window).
 */
export function isDrawnOnServer(client: QueryClient, queryKey: QueryKey): boolean {
  return drawn.get(client)?.has(drawnKey(queryKey)) ?? false;
}
