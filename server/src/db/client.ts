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
  /**
   * This start made the database: an embedded folder that did not exist or was empty, or a Postgres database whose
   * migrations ran from nothing. Only then is it filled by `onCreate` (npm start's demo catalogue, ADR 051).
   */
  created: boolean;
  /**
   * Embedded only: the whole data directory as a gzipped tarball, taken between two transactions after a checkpoint,
   * so it opens without replaying anything. The running shop takes its backups with it (see db/backups.ts).
   */
  dumpDataDir?: () => Promise<Uint8Array>;
  close: () => Promise<void>;
};

/** Connections the API opens to Postgres carry this name, so a restore can see a running shop (ADR 031). */
export const shopApplicationName = 'gemstore-api';

export const migrationsFolder = path.join(__dirname, 'migrations');

/** Fills a brand-new database (npm start: the demo catalogue); never called for a database that already existed. */
export type OnCreate = (db: Db) => Promise<unknown>;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onCreate?: OnCreate }
  /**
   * dataDir undefined = in memory (tests), started from `template` when given (migratedTemplate()), which opens in a
   * fraction of the time a new database takes to be made.
   */
  | { kind: 'pglite'; dataDir?: string | undefined; onCreate?: OnCreate; template?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize, options.onCreate)
    : openPglite(options.dataDir, options.onCreate, options.template);
}

async function openPostgres(url: string, poolSize = 10, onCreate?: OnCreate): Promise<Database> {
  // Migrate on one connection holding an advisory lock, so several API processes starting at once don't race.
  const client = new pg.Client({ connectionString: url, application_name: shopApplicationName });
  await client.connect();
  let created = false;
  try {
    await client.query('SELECT pg_advisory_lock(724011)');
    // "New" on Postgres means no migration was ever recorded: an emptied table is the shop's business, not a
    // reason to seed. Seeding runs under the same lock, so of several processes starting together only one seeds.
    const table = await client.query<{ found: boolean }>(
      `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`,
    );
    const recorded = table.rows[0]?.found
      ? await client.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')
      : undefined;
    created = (recorded?.rows[0]?.n ?? 0) === 0;
    const migrating = drizzlePg({ client, schema });
    await migratePg(migrating, { migrationsFolder });
    if (created && onCreate) await onCreate(migrating);
  } finally {
    await client.query('SELECT pg_advisory_unlock(724011)').catch(() => undefined);
    await client.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: shopApplicationName });
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
    created,
    close: async () => {
      closed = true;
      await pool.end();
    },
  };
}

async function openPglite(
  dataDir: string | undefined,
  onCreate?: OnCreate,
  template?: Blob,
): Promise<Database> {
  if (!dataDir) {
    const client = await PGlite.create(template ? { loadDataDir: template } : undefined);
    const db = drizzlePglite({ client, schema });
    // From a template too: a template made before a newer migration gets it here.
    await migratePglite(db, { migrationsFolder });
    if (onCreate) await onCreate(db);
    return { db, kind: 'pglite', created: true, close: () => client.close() };
  }
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const releaseLock = lockDataDir(dataDir);
  try {
    const state = dataDirState(dataDir);
    if (state === 'damaged') {
      throw new DatabaseDamagedError(
        dataDir,
        'it holds files but no PG_VERSION, so it is not a database any more',
      );
    }
    if (state === 'new') await createDataDir(dataDir, onCreate);
    let client: PGlite;
    try {
      client = await PGlite.create(dataDir);
    } catch (error) {
      throw new DatabaseDamagedError(dataDir, `it does not open (${String(error)})`);
    }
    const db = drizzlePglite({ client, schema });
    try {
      await migratePglite(db, { migrationsFolder });
    } catch (error) {
      await client.close().catch(() => undefined);
      throw error;
    }
    return {
      db,
      kind: 'pglite',
      created: state === 'new',
      dumpDataDir: () => dumpPgliteDataDir(client),
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

/** An in-memory database made and migrated, as a dump to start others from (`template`): for the tests. */
export async function migratedTemplate(): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * What a data directory holds. A folder that does not exist or is empty is a brand-new shop; one with PG_VERSION is
 * a database; anything else held data once (PGlite would build an empty database over it, and every account and
 * order would be gone without a word), so it is damaged and the start stops.
 */
export function dataDirState(dataDir: string): 'new' | 'database' | 'damaged' {
  if (!fs.existsSync(dataDir)) return 'new';
  const entries = fs.readdirSync(dataDir).filter((name) => !ignoredFiles.has(name));
  if (entries.length === 0) return 'new';
  return entries.includes('PG_VERSION') ? 'database' : 'damaged';
}

/** Files a desktop leaves in any folder it shows; they don't make a folder a database. */
const ignoredFiles = new Set(['.DS_Store', 'Thumbs.db', 'desktop.ini']);

/**
 * A new database is made beside DATA_DIR and renamed into place only once migrated and filled, so DATA_DIR never
 * holds half a database: a first start killed midway leaves only `<DATA_DIR>.creating`, which never held a shopper's
 * data and is made again.
 */
async function createDataDir(dataDir: string, onCreate?: OnCreate): Promise<void> {
  const creating = `${dataDir}.creating`;
  fs.rmSync(creating, { recursive: true, force: true });
  const client = await PGlite.create(creating);
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    if (onCreate) await onCreate(db);
  } finally {
    await client.close();
  }
  if (fs.existsSync(dataDir)) fs.rmSync(dataDir, { recursive: true }); // empty (dataDirState said so)
  fs.renameSync(creating, dataDir);
}

/**
 * Holding PGlite's transaction lock (a transaction of its own), no other write is half done; the checkpoint puts
 * every committed write into the data files, so the tarball opens as it was at that moment.
 */
export async function dumpPgliteDataDir(client: PGlite): Promise<Uint8Array> {
  return client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    const tarball = await client.dumpDataDir('gzip');
    return new Uint8Array(await tarball.arrayBuffer());
  });
}

/** The embedded database cannot be opened as it is; the message says how to restore. Nothing was changed. */
export class DatabaseDamagedError extends Error {
  constructor(
    readonly dataDir: string,
    reason: string,
  ) {
    super(
      `The shop's database in ${dataDir} is damaged: ${reason}.\n` +
        'The shop did not start and changed nothing there. Restore the latest backup with\n' +
        '  npm run restore <backup file>\n' +
        'which keeps the damaged folder aside. (To start an empty shop instead, move that folder away yourself.)',
    );
  }
}

export class DataDirInUseError extends Error {
  constructor(
    message: string,
    /** The process holding the directory, when one does: the running shop. */
    readonly owner?: number,
  ) {
    super(message);
  }
}

/**
 * PGlite lets two processes open one data directory and silently loses one's writes, so the directory is
 * locked with a pid file. A lock left by a process that no longer runs (killed) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
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
          owner,
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
