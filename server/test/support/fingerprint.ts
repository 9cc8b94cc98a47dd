/**
 * A fingerprint of everything the shop keeps: each table's row count and a hash of its rows, in a fixed order. Two
 * equal fingerprints mean no request in between changed anything. Rate-limit counters are left out: counting a
 * refused attempt is their job.
 */
import { createHash } from 'node:crypto';
import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/client';
import * as schema from '../../src/db/schema';

const MOVING = new Set(['rate_limits']);

export const shopTables: string[] = Object.values(schema)
  .filter(
    (v): v is typeof schema.users => typeof v === 'object' && v !== null && Symbol.for('drizzle:Name') in v,
  )
  .map((t) => getTableName(t))
  .filter((name) => !MOVING.has(name))
  .sort();

export async function databaseFingerprint(db: Db): Promise<string> {
  const parts: string[] = [];
  for (const table of shopTables) {
    const rows = await queryRows(db, sql.raw(`SELECT * FROM "${table}" ORDER BY 1`));
    const hash = createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
    parts.push(`${table}: ${rows.length} rows, ${hash}`);
  }
  return parts.join('\n');
}
