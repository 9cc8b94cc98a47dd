/**
 * The idempotent wishlist call under concurrency, on Postgres only (PGlite has one connection and would serialise
 * the calls into proving nothing): a heart tapped on several pages at once, or sent again by a page going away.
 */
import { and, eq } from 'drizzle-orm';
import { wishlistItems } from '../src/db/schema';
import { insertProduct, signedInShopper, startShop, type TestShop } from './support/app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const itemPath = (productId: number) => `/api/v1/wishlist/items/${productId}`;

async function savedRows(userId: string, productId: number) {
  const rows = await shop.db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return rows.length;
}

it('40 saved: true at once for one product: every call succeeds, one row, the product listed once', async () => {
  const { shopper, userId } = await signedInShopper(shop);
  const product = await insertProduct(shop.db);
  const answers = await Promise.all(
    Array.from({ length: 40 }, () => shopper.put(itemPath(product.id), { saved: true })),
  );
  for (const res of answers) {
    expect(res.statusCode).toBe(200);
    const ids = (res.data.wishlistItems as { id: number }[]).map((item) => item.id);
    expect(ids).toEqual([product.id]);
  }
  expect(await savedRows(userId, product.id)).toBe(1);
});

it('30 interleaved saved: true / false: never an error, one row or none, and the next call decides', async () => {
  const { shopper, userId } = await signedInShopper(shop);
  const product = await insertProduct(shop.db);
  const wanted = Array.from({ length: 30 }, (_, i) => i % 2 === 0);
  const answers = await Promise.all(wanted.map((saved) => shopper.put(itemPath(product.id), { saved })));
  for (const res of answers) {
    expect(res.statusCode).toBe(200);
    const listed = (res.data.wishlistItems as { id: number }[]).filter((item) => item.id === product.id);
    expect(listed.length).toBeLessThanOrEqual(1);
  }
  // Whichever call the database applied last, the list is one of the two states and the page reads it back as is.
  const rows = await savedRows(userId, product.id);
  expect([0, 1]).toContain(rows);
  const list = (await shopper.get('/api/v1/wishlist')).data.wishlistItems as { id: number }[];
  expect(list.map((item) => item.id)).toEqual(rows ? [product.id] : []);

  // The state is what the last call sent, whatever came before.
  for (const saved of [true, false, true]) {
    const res = await shopper.put(itemPath(product.id), { saved });
    expect(res.statusCode).toBe(200);
    expect(await savedRows(userId, product.id)).toBe(saved ? 1 : 0);
  }
});
