/**
 * EXPLAIN ANALYZE of the listing queries at scale, to show they are indexed and paged.
 *
 * The route builds its queries inline, so they are rebuilt here with the same drizzle calls (where, order,
 * limit, offset as in src/modules/catalogue/routes.ts). If the route changes, change `listingWhere`/`listingOrder`
 * too. The cut filter is the only condition the benchmarked filter body adds: a price range of [0, 10000] is the
 * whole slider, which the route leaves out of the WHERE clause.
 */
import { and, asc, count, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client';
import { products } from '../src/db/schema';
import type { PlanResult } from './protocol';

const LIMIT = 100; // PRODUCT_PAGE_LIMIT_DEFAULT: what the shop sends when it gives no limit.

function listingWhere(cuts: string[] | null): SQL | undefined {
  const where: SQL[] = [
    eq(products.section, 'gemstones'),
    eq(products.category, 'Ruby'),
    eq(products.active, true),
  ];
  if (cuts) where.push(inArray(products.cutKey, cuts));
  return and(...where);
}

function listingOrder(sort: 'price-asc' | 'default') {
  return sort === 'price-asc' ? [asc(products.priceCents), asc(products.id)] : [asc(products.id)];
}

function listing(db: Db, cuts: string[] | null, sort: 'price-asc' | 'default', page: number) {
  return db
    .select()
    .from(products)
    .where(listingWhere(cuts))
    .orderBy(...listingOrder(sort))
    .limit(LIMIT)
    .offset((page - 1) * LIMIT);
}

function total(db: Db, cuts: string[] | null) {
  return db.select({ total: count() }).from(products).where(listingWhere(cuts));
}

/** The queries a category page causes: page rows (two sorts, first and a deep page) and the total count. */
function listingQueries(db: Db): { name: string; query: SQLWrapper }[] {
  const cuts = ['oval', 'round'];
  return [
    { name: 'unfiltered, sort=price-asc, page 1', query: listing(db, null, 'price-asc', 1) },
    { name: 'filtered (cut oval|round), sort=price-asc, page 1', query: listing(db, cuts, 'price-asc', 1) },
    { name: 'unfiltered, sort=price-asc, page 20 (OFFSET 1900)', query: listing(db, null, 'price-asc', 20) },
    {
      name: 'unfiltered, default order (id), page 1 — the benchmarked request',
      query: listing(db, null, 'default', 1),
    },
    { name: 'filtered (cut oval|round), default order (id), page 1', query: listing(db, cuts, 'default', 1) },
    { name: 'total count, unfiltered', query: total(db, null) },
    { name: 'total count, filtered', query: total(db, cuts) },
  ];
}

/**
 * Plan lines that show how rows are found: the node lines (they carry "(actual … rows=N") and how many rows a
 * filter threw away, which is what separates "read 100 rows" from "read the whole category and sorted it".
 */
const isKeyLine = (line: string) => line.includes('(actual') || line.includes('Rows Removed by Filter');

export async function explainListing(db: Db): Promise<PlanResult[]> {
  const results: PlanResult[] = [];
  for (const { name, query } of listingQueries(db)) {
    // ANALYZE runs the query, so the plan shows actual rows read, not only the planner's estimate.
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      db,
      sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING ON) ${query}`,
    );
    const plan = rows.map((r) => r['QUERY PLAN']);
    const keyLines = plan.filter(isKeyLine).map((line) => line.replace(/^\s*(->\s*)?/, '').trim());
    results.push({ name, keyLines, plan });
  }
  return results;
}
