/**
 * On Postgres only: how an API process hears the catalogue writes of the others (ADR 060). The notice goes out with
 * the write's commit and not with a rollback; a listener whose connection Postgres drops keeps nothing while deaf,
 * comes back, and starts empty (what it missed meanwhile is unknown); the app listens once ready and stops when
 * closed. The caches here keep answers for a minute, so nothing below is the TTL's doing.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { queryRows } from '../src/db/client';
import { ListingCache } from '../src/modules/catalogue/cache';
import {
  CATALOGUE_CHANNEL,
  catalogueChangesAcrossProcesses,
  type CatalogueChanges,
} from '../src/modules/catalogue/changes';
import { openTestDatabase, type TestDatabase } from './support/database';
import { eventually } from './support/eventually';

let database: TestDatabase;
let url: string;
beforeAll(async () => {
  database = await openTestDatabase();
  if (!database.url) throw new Error('the Postgres project gives its database a URL');
  url = database.url;
});
afterAll(() => database.close());

/** What a listener logs, kept to be read. */
function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    info: (_details: object, message: string) => void lines.push(`info: ${message}`),
    warn: (_details: object, message: string) => void lines.push(`warn: ${message}`),
  };
}

/** Backends of this database that are listening for catalogue changes (their last statement is the LISTEN). */
async function listeners(): Promise<number[]> {
  const rows = await queryRows<{ pid: number }>(
    database.db,
    sql`SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND query = ${`LISTEN ${CATALOGUE_CHANNEL}`}`,
  );
  return rows.map((row) => row.pid);
}

/** Another process's write: the product row itself does not matter here, only the notice in its transaction. */
async function writeElsewhere(changes: CatalogueChanges, productIds: number[], commit = true) {
  await database.db
    .transaction(async (tx) => {
      await changes.announce(tx, productIds);
      if (!commit) tx.rollback();
    })
    .catch((error: unknown) => {
      if (commit) throw error;
    });
}

const cached = (cache: ListingCache, value: string) => cache.get('rubies', async () => value);

it('a write’s notice reaches the other process when it commits, and never when it rolls back', async () => {
  const cache = new ListingCache(60_000);
  const here = catalogueChangesAcrossProcesses({ url, cache, log: recordingLog() });
  const elsewhere = catalogueChangesAcrossProcesses({ url, cache: new ListingCache(), log: recordingLog() });
  // A bystander on the channel sees the notices in commit order: had the rolled-back one been sent, it would come
  // first.
  const observer = new pg.Client({ connectionString: url });
  const heard: string[] = [];
  observer.on('notification', (notice) => heard.push(notice.payload ?? ''));
  await observer.connect();
  await observer.query(`LISTEN ${CATALOGUE_CHANNEL}`);
  await here.listen();
  try {
    expect(await cached(cache, '[ruby, 1 in stock]')).toBe('[ruby, 1 in stock]');
    expect(await cached(cache, '[ruby, sold]')).toBe('[ruby, 1 in stock]');

    await writeElsewhere(elsewhere, [111], false);
    await writeElsewhere(elsewhere, [222, 222]);
    // Awaited: the notice travels through Postgres to this process's listening connection.
    await eventually(
      async () => (await cached(cache, '[ruby, sold]')) === '[ruby, sold]',
      'the notice heard',
    );
    await eventually(() => heard.length > 0, 'the bystander hears the committed notice');
    expect(heard).toEqual([JSON.stringify({ products: [222] })]);
  } finally {
    await here.close();
    await observer.end();
  }
});

it('a listener Postgres drops keeps nothing while deaf, comes back, and starts empty', async () => {
  const cache = new ListingCache(60_000);
  const log = recordingLog();
  const here = catalogueChangesAcrossProcesses({
    url,
    cache,
    log,
    timings: { firstRetryMs: 20, longestRetryMs: 100 },
  });
  const elsewhere = catalogueChangesAcrossProcesses({ url, cache: new ListingCache(), log: recordingLog() });
  await here.listen();
  const [name] = await queryRows<{ name: string }>(database.db, sql`SELECT current_database() AS name`);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const [before] = await listeners();
    expect(before).toBeDefined();
    expect(await cached(cache, '[ruby, 1 in stock]')).toBe('[ruby, 1 in stock]');

    // Postgres refuses new connections to the shop's database, then drops the listener: it stays deaf until allowed
    // again, however often it tries.
    await admin.query(`ALTER DATABASE ${name?.name} WITH ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend($1)', [before]);
    // Awaited: the drop reaches the listener's socket in its own time.
    await eventually(() => log.lines.some((l) => l.startsWith('warn: not listening')), 'the listener deaf');
    // Deaf, it cannot know what other processes sell: every listing is read afresh.
    expect(await cached(cache, '[ruby, sold elsewhere]')).toBe('[ruby, sold elsewhere]');
    expect(await cached(cache, '[ruby, back in stock]')).toBe('[ruby, back in stock]');

    await admin.query(`ALTER DATABASE ${name?.name} WITH ALLOW_CONNECTIONS true`);
    // Awaited: the listener's next try (backoff) finds the database open again.
    await eventually(
      () => log.lines.includes('info: listening for other processes’ changes again'),
      'the listener back',
    );
    const after = await listeners();
    expect(after).toHaveLength(1);
    expect(after).not.toContain(before);
    // Back, it keeps answers again, from empty: what it read while deaf is not kept either.
    expect(await cached(cache, '[ruby, 2 in stock]')).toBe('[ruby, 2 in stock]');
    expect(await cached(cache, '[ruby, stale]')).toBe('[ruby, 2 in stock]');
    // And hears the others again.
    await writeElsewhere(elsewhere, [333]);
    await eventually(
      async () => (await cached(cache, '[ruby, sold]')) === '[ruby, sold]',
      'the notice heard',
    );
  } finally {
    await admin.query(`ALTER DATABASE ${name?.name} WITH ALLOW_CONNECTIONS true`);
    await admin.end();
    await here.close();
  }
});

it('the app listens once it is ready and stops when it is closed', async () => {
  // Awaited: the listeners closed above leave Postgres's list a moment after their clients close.
  await eventually(async () => (await listeners()).length === 0, 'no listener left from the tests above');
  const config = loadConfig({ DATABASE_URL: url, SMTP_URL: 'smtp://127.0.0.1:1', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db: database.db, logger: false, sweepIntervalMs: 0 });
  try {
    await app.ready();
    expect(await listeners()).toHaveLength(1);
  } finally {
    await app.close();
  }
  // Awaited: the server ends the backend a moment after the client has closed its connection.
  await eventually(async () => (await listeners()).length === 0, 'the listening connection closed');
});
