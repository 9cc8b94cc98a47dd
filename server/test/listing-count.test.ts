/**
 * A listing's count (ADR 063): counted once per SQL condition, whatever the page, the order or the viewer, and
 * cleared at once by a catalogue write through the API; the embedded database's upkeep keeps that count an
 * index-only read.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/client';
import { embeddedUpkeep } from '../src/db/embedded-upkeep';
import { products, users } from '../src/db/schema';
import { testBackend } from './support/database';
import { eventually } from './support/eventually';
import { Shopper, insertProduct, signedInShopper, startShop, type TestShop } from './support/app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const totalOf = async (query: string, body: unknown = {}, who = new Shopper(shop.app)) => {
  const res = await who.post(`/api/v1/products/?section=gemstones&category=Emerald&${query}`, body);
  expect(res.statusCode).toBe(200);
  return res.data.total;
};

it('counts a listing once for every page, order and viewer, and a whole-slider price range adds no condition', async () => {
  for (const priceCents of [100_000, 200_000, 300_000])
    await insertProduct(shop.db, { category: 'Emerald', priceCents });
  expect(await totalOf('limit=1')).toBe(3);
  // A piece added outside the API (no notice): the pieces' count stays the one already counted…
  await insertProduct(shop.db, { category: 'Emerald', priceCents: 400_000 });
  expect(await totalOf('limit=1&page=2')).toBe(3);
  expect(await totalOf('limit=1&sort=price-desc')).toBe(3);
  expect(await totalOf('limit=1', { price: [0, 10000] })).toBe(3);
  const customer = await signedInShopper(shop);
  expect(await totalOf('limit=1', {}, customer.shopper)).toBe(3);
  // …while a condition not counted before is counted now.
  expect(await totalOf('limit=1', { price: [0.01, 10000] })).toBe(4);
});

it('counts again at once after a catalogue write through the API', async () => {
  const staff = await signedInShopper(shop, { email: 'count.staff@gemstore.test' });
  await shop.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'count.staff@gemstore.test'));
  const shownBefore = await totalOf('limit=1');
  const pieces = await shop.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.category, 'Emerald'));
  for (const piece of pieces.slice(0, 2)) {
    const withdrawn = await staff.shopper.put(`/api/v1/admin/products/${piece.id}`, { active: false });
    expect(withdrawn.statusCode).toBe(200);
  }
  const [listed] = await shop.db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.category, 'Emerald'), eq(products.active, true)));
  expect(listed?.n).not.toBe(shownBefore);
  expect(await totalOf('limit=1')).toBe(listed?.n);
});

const onTheEmbeddedDatabase = testBackend() === 'pglite' ? describe : describe.skip;

onTheEmbeddedDatabase('the embedded database upkeep', () => {
  /** How many table rows the count of a listing had to read besides its index. */
  async function heapFetches(db: Db): Promise<number> {
    await db.execute(sql`SET enable_seqscan = off`);
    await db.execute(sql`SET enable_bitmapscan = off`);
    try {
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        db,
        sql`EXPLAIN (ANALYZE, COSTS OFF) SELECT count(*) FROM products
            WHERE section = 'gemstones' AND category = 'Emerald' AND active`,
      );
      const text = plan.map((line) => line['QUERY PLAN']).join('\n');
      expect(text).toContain('Index Only Scan using products_listing_count_idx');
      return Number(/Heap Fetches: (\d+)/.exec(text)?.[1]);
    } finally {
      await db.execute(sql`RESET enable_seqscan`);
      await db.execute(sql`RESET enable_bitmapscan`);
    }
  }

  it('vacuums the products at most once an hour, so a count reads its index alone again after a sale', async () => {
    let now = new Date('2026-11-27T10:00:00Z');
    const upkeep = embeddedUpkeep(shop.db, () => now);
    await upkeep();
    expect(await heapFetches(shop.db)).toBe(0);
    const sell = () =>
      shop.db.execute(
        sql`UPDATE products SET count_in_stock = count_in_stock - 1 WHERE category = 'Emerald' AND count_in_stock > 0`,
      );
    await sell();
    expect(await heapFetches(shop.db)).toBeGreaterThan(0);
    now = new Date('2026-11-27T10:59:59.999Z');
    await upkeep();
    expect(await heapFetches(shop.db)).toBeGreaterThan(0);
    now = new Date('2026-11-27T11:00:00Z');
    await upkeep();
    expect(await heapFetches(shop.db)).toBe(0);
  });

  it('is part of the housekeeping round on the embedded database', async () => {
    let now = new Date('2026-11-27T10:00:00Z');
    const other = await startShop({ sweepIntervalMs: 20, clock: () => now });
    try {
      await insertProduct(other.db, { category: 'Emerald' });
      await other.db.execute(
        sql`UPDATE products SET count_in_stock = count_in_stock + 1 WHERE category = 'Emerald'`,
      );
      // An hour on: whichever round comes next is due its upkeep. The rounds run on their timer, in their own time.
      now = new Date('2026-11-27T11:00:00Z');
      await eventually(async () => (await heapFetches(other.db)) === 0, 'the round’s vacuum of products');
    } finally {
      await other.close();
    }
  });
});
