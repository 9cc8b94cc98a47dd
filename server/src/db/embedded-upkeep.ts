/**
 * The embedded database's upkeep (PGlite runs Postgres in one process, without the autovacuum worker a Postgres
 * server has): at most once an hour, the products table is vacuumed and analysed, so that a listing's count reads
 * its index alone again after the sales and edits since (an index-only scan needs the pages marked all-visible,
 * ADR 063) and the planner's statistics follow the catalogue's size. On Postgres autovacuum does this.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export const EMBEDDED_UPKEEP_EVERY_MS = 60 * 60 * 1000;

/** A step for the housekeeping round: does the upkeep when an hour (by `clock`) has passed since the last one. */
export function embeddedUpkeep(db: Db, clock: () => Date): () => Promise<void> {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    const now = clock().getTime();
    if (now - last < EMBEDDED_UPKEEP_EVERY_MS) return;
    last = now;
    // Not in a transaction (VACUUM refuses one): the round on the embedded database holds none.
    await db.execute(sql`VACUUM (ANALYZE) products`);
  };
}
