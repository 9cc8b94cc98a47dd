/**
 * The server data a page drawn on the server was drawn from (ADR 018), handed to the browser as the remote's
 * dehydrated query cache (ADR 021): the server entry fills a fresh client, renders from it and hands it over
 * (`dehydrate`); the browser hydrates the remote's own client with it before the first render, which then finds
 * every answer the server's render had, asks nothing, and draws the same markup.
 */
import { dehydrate, hashKey, hydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { takeHandedAnswer, type HandedAnswer, type RemoteName } from '@gemstore/shared';

/** Server: what to hand over with the page `remote` drew from `client`. */
export function handOver(remote: RemoteName, client: QueryClient): HandedAnswer {
  return { remote, state: dehydrate(client) };
}

const drawn = new WeakMap<QueryClient, Set<string>>();

/**
 * Browser: fills `client` with what the server handed over with the page, when `remote` drew it. The answers are
 * as fresh as the page: stamped now, not with the server's clock, which may not agree with the browser's.
 */
export function receiveHandedAnswer(remote: RemoteName, client: QueryClient): void {
  const state = takeHandedAnswer(remote);
  if (!state) return;
  const now = Date.now();
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  });
  drawn.set(client, new Set(state.queries.map((query) => query.queryHash)));
}

/**
 * Whether the answer for `queryKey` is the one a page drawn on the server was drawn from: its first render hydrates
 * the server's markup and must draw what the server did (which did not know the window). Always true on the server.
 */
export function isDrawnOnServer(client: QueryClient, queryKey: QueryKey): boolean {
  if (typeof document === 'undefined') return true;
  return drawn.get(client)?.has(hashKey(queryKey)) ?? false;
}
