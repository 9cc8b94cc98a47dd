import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { products } from '../../src/db/schema';
import { generateSeedCatalogue, seedCatalogueIfEmpty } from '../../src/seed';
import { seedScale } from '../../src/cli/seed-scale';
import { openTestDatabase } from '../support/database';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('seedCatalogueIfEmpty', () => {
  it('inserts the catalogue once, then does nothing, and later inserts get max(id) + 1', async () => {
    const expected = generateSeedCatalogue().length;
    expect(await seedCatalogueIfEmpty(database.db)).toBe(expected);
    expect(await seedCatalogueIfEmpty(database.db)).toBe(0);
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(count?.n).toBe(expected);

    const [inserted] = await database.db
      .insert(products)
      .values({
        section: 'jewellery',
        category: 'Rings',
        name: 'Test Ring',
        description: 'A test ring.',
        priceCents: 100,
        media: [],
        countInStock: 1,
      })
      .returning({ id: products.id });
    expect(inserted?.id).toBe(expected + 1);
  });

  it('seedScale adds products after the highest id with renderable media', async () => {
    const [before] = await database.db.select({ max: sql<number>`max(id)::int` }).from(products);
    expect(await seedScale(database.db, 2500)).toBe(2500);
    const [after] = await database.db
      .select({ max: sql<number>`max(id)::int`, n: sql<number>`count(*)::int` })
      .from(products);
    expect(after?.max).toBe((before?.max ?? 0) + 2500);
    const sample = await database.db
      .select()
      .from(products)
      .where(sql`${products.id} > ${before?.max ?? 0}`)
      .limit(50);
    for (const p of sample) {
      expect(p.media[0]).toBe(`/api/v1/media/products/${p.id}/1.jpg`);
      if (p.section === 'gemstones') expect(p.cutKey).not.toBeNull();
    }
  });
});
