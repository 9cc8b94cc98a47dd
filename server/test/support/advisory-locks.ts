/** What a transaction's advisory locks look like from inside it, for the suites that check a lock is taken. */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../src/db/client';

/** This connection's advisory locks: two-key locks show their keys as classid and objid (an unsigned oid). */
export async function locksHeld(tx: Tx | Db) {
  const rows = await queryRows<{ classid: number; objid: number | string | bigint; objsubid: number }>(
    tx,
    sql`SELECT classid::int AS classid, objid::bigint AS objid, objsubid::int AS objsubid
        FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid() ORDER BY classid`,
  );
  return rows.map((r) => ({ classid: r.classid, objid: Number(r.objid), objsubid: r.objsubid }));
}

/** Postgres's hashtext of `key` as pg_locks shows it (an oid: the int4 read unsigned). */
export async function hashtext(tx: Tx, key: string): Promise<number> {
  const [row] = await queryRows<{ h: number }>(tx, sql`SELECT hashtext(${key}) AS h`);
  return (row?.h ?? 0) >>> 0;
}
