/**
 * What is measured. Every case is a guest request (no cookie) unless its name says signed in.
 *
 * The listing route keeps serialised answers for 2 s (ListingCache), so a fixed request body measures mostly
 * cache hits. The "uncached" cases make every request miss on purpose: the price range [0, 10000 + n] is
 * treated by the route as "the whole slider" (no SQL condition, the same query as the fixed body), but n
 * makes each cache key new, so every request runs the page's query and serialises 100 products; the count is
 * kept per condition (ADR 063), so the "new filter" case asks for a lowest price of n cents, a condition never seen
 * before, and runs both queries every time.
 */
import type { LoadTarget } from './load';
import type { TargetReady } from './protocol';

export type CaseGroup = 'base' | 'scale';

export type BenchCase = {
  id: string;
  label: string;
  /** Which process and route: the bare instance or the app. */
  kind: 'bare' | 'floor' | 'listing' | 'detail';
  target: LoadTarget;
  /** A check on one response before the load, so a wrong answer (empty list, 404 page) is caught. */
  expect: (json: unknown) => string | null;
};

const LISTING_PATH = '/api/v1/products/?section=gemstones&category=Ruby';
const FILTER = { cut: ['oval', 'round'], price: [0, 10000] };

function field(json: unknown, name: string): unknown {
  return typeof json === 'object' && json !== null && name in json
    ? (json as Record<string, unknown>)[name]
    : undefined;
}

/** A listing must say success and carry at least one product, or the numbers are for an empty page. */
const expectProducts = (json: unknown) => {
  if (field(json, 'success') !== true) return 'listing did not answer success: true';
  const list = field(json, 'product');
  return Array.isArray(list) && list.length > 0 ? null : 'listing returned no products';
};

const expectProduct = (json: unknown) =>
  field(json, 'success') === true && typeof field(json, 'product') === 'object'
    ? null
    : 'product details did not answer a product';

function listing(
  ready: TargetReady,
  id: string,
  label: string,
  body: Record<string, unknown>,
  options: { bustCache?: boolean; cookie?: string } = {},
): BenchCase {
  const target: LoadTarget = {
    url: ready.appUrl,
    method: 'POST',
    path: LISTING_PATH,
    body: JSON.stringify(body),
    ...(options.cookie !== undefined && { headers: { cookie: options.cookie } }),
    ...(options.bustCache && {
      next: (n: number) => ({ body: JSON.stringify({ ...body, price: [0, 10000 + n] }) }),
    }),
  };
  return { id, label, kind: 'listing', target, expect: expectProducts };
}

export function baseCases(ready: TargetReady): BenchCase[] {
  const ids = ready.productIds;
  if (ids.length === 0) throw new Error('the seed catalogue has no products to ask for');
  return [
    {
      id: 'bare',
      label: 'bare Fastify `GET /bare` (baseline)',
      kind: 'bare',
      target: { url: ready.bareUrl, method: 'GET', path: '/bare' },
      expect: (json) => (field(json, 'success') === true ? null : 'bare route answered something else'),
    },
    {
      id: 'app-floor',
      label: 'the same JSON through the full app (bench-only route, no DB)',
      kind: 'floor',
      target: { url: ready.appUrl, method: 'GET', path: '/__bench/floor' },
      expect: (json) => (field(json, 'success') === true ? null : 'floor route answered something else'),
    },
    listing(ready, 'listing', 'listing Ruby `{}`', {}),
    listing(ready, 'listing-filtered', 'listing Ruby, filtered', FILTER),
    listing(
      ready,
      'listing-uncached',
      'listing Ruby `{}`, every request a cache miss (its count kept: ADR 063)',
      {},
      { bustCache: true },
    ),
    {
      ...listing(
        ready,
        'listing-new-filter',
        'listing Ruby, every request a filter not asked before (the count a miss too)',
        {},
      ),
      // A lowest price of n cents: a condition of its own every time (so its count is not kept either, ADR 063),
      // listing all but the cheapest few pieces.
      target: {
        ...listing(ready, 'listing-new-filter', '', {}).target,
        next: (n: number) => ({ body: JSON.stringify({ price: [((n % 99_999) + 1) / 100, 10000] }) }),
      },
    },
    listing(
      ready,
      'listing-filtered-uncached',
      'listing Ruby, filtered, every request a cache miss (its count kept)',
      FILTER,
      {
        bustCache: true,
      },
    ),
    listing(
      ready,
      'listing-signed-in',
      'listing Ruby `{}`, signed in (its session looked up, or kept: ADR 062)',
      {},
      {
        cookie: ready.sessionCookie,
      },
    ),
    {
      id: 'detail',
      label: `product details, ${ids.length} ids in turn`,
      kind: 'detail',
      target: {
        url: ready.appUrl,
        method: 'GET',
        path: `/api/v1/products/getProductDetails/${ids[0]}`,
        next: (n: number) => ({ path: `/api/v1/products/getProductDetails/${ids[n % ids.length]}` }),
      },
      expect: expectProduct,
    },
  ];
}

/** After 100 000 more products: the listing again (the detail is one primary-key lookup, size does not matter). */
export function scaleCases(ready: TargetReady): BenchCase[] {
  return baseCases(ready).filter(
    (c) => c.kind === 'bare' || (c.kind === 'listing' && c.id !== 'listing-signed-in'),
  );
}
