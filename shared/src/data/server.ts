/**
 * @gemstore/shared/data/server: what a remote's server entry (ADR 018) needs of the data layer, and the browser does
 * not: handing the answers a page was drawn from over with it (TanStack's `dehydrate`, ADR 021).
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@gemstore/shared';
import type { ApiClient, FirstScreenRequest, HandedAnswer, RemoteName } from '@gemstore/shared';

export { markDrawnOnServer } from './first-screen';

/** What to hand over with the page `remote` drew from `client`. */
export function handOver(remote: RemoteName, client: QueryClient): HandedAnswer {
  return { remote, state: dehydrate(client) };
}

/**
 * The API as the shopper a page is drawn for: their cookie (what they may see, who is signed in) and their address
 * (the API's per-client limits count the shopper, not the HTML server). No Origin: the calls are the server's own,
 * and the API only checks the Origin a browser sends.
 */
export function shopperApiClient(request: FirstScreenRequest): ApiClient {
  const client = createApiClient(`${request.apiOrigin}/api/v1`);
  const headers = client.defaults.headers.common;
  if (request.cookie) headers.cookie = request.cookie;
  if (request.clientIp) headers['x-forwarded-for'] = request.clientIp;
  return client;
}
