/**
 * @gemstore/shared/data: the one way every remote reads and changes its server data (ADR 021). TanStack Query, one
 * file per operation under a feature's `api/` exporting its `queryOptions` and hook (docs/new-remote.md); keys start
 * with the viewer; a page drawn on the server hands its answers over by dehydrate/hydrate (`./server`).
 *
 * A federation singleton that is never eager (build/webpack.mjs): loaded once per page, and only by pages that use
 * it. It exports only what the shop uses of TanStack Query, since a shared module is not tree-shaken: each export
 * costs every page with a remote. Each remote keeps its own client (its answers are its own).
 */
import { useAtomValue } from 'jotai';
import { viewerAtom } from '@gemstore/shared';

export {
  infiniteQueryOptions,
  // Writes (ADR 052): the checkout's cart mutations run through it, from a click in whichever remote's tree.
  MutationObserver,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type MutationOptions,
  type QueryClient,
} from '@tanstack/react-query';
export {
  ANYONE,
  createPageQueryClient,
  createShopQueryClient,
  keepPreviousAnswer,
  type ShopQueryKey,
} from './query-client';
export { isDrawnOnServer, receiveHandedAnswer } from './first-screen';
export { countriesQuery, useCountries, type Country } from './countries';

/** The viewer the page's answers are for (viewerAtom): the first element of every query key. */
export const useViewer = (): string => useAtomValue(viewerAtom);
