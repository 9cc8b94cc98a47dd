/**
 * Fills an empty catalogue with the starter products. Runs at start-up; a catalogue that already has products
 * (seeded before, or managed by staff) is left alone.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { generateSeedCatalogue } from './catalogue';

export { generateSeedCatalogue, type SeedProduct } from './catalogue';

export async function seedCatalogueIfEmpty(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // Serialise concurrent starters on Postgres (several API processes); PGlite has one connection anyway.
    await tx.execute(sql`LOCK TABLE ${products} IN SHARE ROW EXCLUSIVE MODE`);
    const existing = await tx.select({ id: products.id }).from(products).limit(1);
    if (existing.length > 0) return 0;
    const rows = generateSeedCatalogue();
    for (let i = 0; i < rows.length; i += 500) await tx.insert(products).values(rows.slice(i, i + 500));
    // Rows were inserted with explicit ids (stable URLs); move the identity on so the next product gets max + 1.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`,
    );
    return rows.length;
  });
}
