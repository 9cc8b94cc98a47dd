/**
 * Opens the shop's database: embedded PGlite in a data directory by default, Postgres when a URL is given.
 * Either way the same migrations run before the first request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(__dirname, 'migrations');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined = in memory (tests). */
  | { kind: 'pglite'; dataDir?: string | undefined };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dataDir);
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // Migrate on one connection holding an advisory lock, so several API processes starting at once don't race.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(724011)');
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(724011)').catch(() => undefined);
    await client.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  let closed = false;
  // An idle connection the server drops (restart, failover, an administrator) must not crash the API: without a
  // listener the pool's 'error' event is thrown. The pool opens a new connection on the next query.
  pool.on('error', (error) => {
    if (!closed) console.error(`Postgres connection lost; the pool will reconnect: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    close: async () => {
      closed = true;
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let releaseLock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
  }
  try {
    const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export class DataDirInUseError extends Error {}

/**
 * PGlite lets two processes open one data directory and silently loses one's writes, so the directory is
 * locked with a pid file. A lock left by a process that no longer runs (killed) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new DataDirInUseError(
          `The data directory ${dataDir} is in use by another process (pid ${owner}). Stop it first, or set DATA_DIR or DATABASE_URL.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs raw SQL on either driver and returns its rows (both drivers answer with `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
