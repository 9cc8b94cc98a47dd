/**
 * @gemstore/shared/data/server: what a remote's server entry (ADR 018) needs of the data layer, and the browser does
 * not: handing the answers a page was drawn from over with it (TanStack's `dehydrate`, ADR 021).
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { HandedAnswer, RemoteName } from '@gemstore/shared';

export { markDrawnOnServer } from './first-screen';

/** What to hand over with the page `remote` drew from `client`. */
export function handOver(remote: RemoteName, client: QueryClient): HandedAnswer {
  return { remote, state: dehydrate(client) };
}
