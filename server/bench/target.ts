/**
 * The process under load: the real app (buildApp, every plugin) and a bare Fastify route, both listening on
 * 127.0.0.1 on random ports. Forked by run.ts; answers its commands over IPC. PGlite lives in this process, so
 * seeding at scale and EXPLAIN happen here too.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { asc, count, eq, sql } from 'drizzle-orm';
import { seedDemoCatalogue } from '../demo/seed';
import { seedScale } from '../demo/scale';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { products, sessions, users } from '../src/db/schema';
import { randomToken, sha256 } from '../src/lib/crypto';
import { SESSION_COOKIE } from '../src/modules/users/sessions';
import { explainListing } from './explain';
import { TARGET_BACKEND_ENV, TARGET_URL_ENV, isCommand, type Backend, type ToRunner } from './protocol';

function send(message: ToRunner): void {
  if (!process.send) throw new Error('bench/target.ts must be started by bench/run.ts (it talks over IPC)');
  process.send(message);
}

/** The baseline: Fastify with no plugins, no schema compilers, no hooks; the same small JSON every time. */
async function startBare(): Promise<FastifyInstance> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ success: true, hello: 'world' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return bare;
}

/** A verified customer and a live session, written straight to the tables (the OTP mail flow is not measured). */
async function signedInCookie(database: Database): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({
      firstName: 'Bench',
      lastName: 'Shopper',
      email: `bench.${Date.now()}@example.com`,
      // Never used to log in: the session below is what signs the requests in.
      passwordHash: 'not-a-real-hash',
      verified: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('could not create the bench user');
  const token = randomToken();
  await database.db.insert(sessions).values({
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return `${SESSION_COOKIE}=${token}`;
}

function backendFromEnv(): { backend: Backend; url: string | undefined } {
  const backend = process.env[TARGET_BACKEND_ENV] === 'postgres' ? 'postgres' : 'pglite';
  const url = process.env[TARGET_URL_ENV];
  if (backend === 'postgres' && !url) throw new Error(`${TARGET_URL_ENV} is needed for the postgres target`);
  return { backend, url };
}

async function main(): Promise<void> {
  const { backend, url } = backendFromEnv();
  let started = performance.now();
  // In-memory PGlite: nothing left on disk, and the seed + scale writes are the only data.
  const database = await openDatabase(
    backend === 'postgres' && url ? { kind: 'postgres', url } : { kind: 'pglite' },
  );
  const openMs = performance.now() - started;
  const openRssMb = process.memoryUsage.rss() / 1024 ** 2;
  started = performance.now();
  // Products only: the bench asks for no picture (ADR 051).
  const seededProducts = (await seedDemoCatalogue(database.db)).products;
  const seedMs = performance.now() - started;

  // Any SMTP URL will do: the measured routes send no mail and nodemailer connects only when sending.
  const config = loadConfig({
    SMTP_URL: 'smtp://127.0.0.1:1',
    LOG_LEVEL: 'silent',
    // On Postgres the app is wired as one of several processes, as a real shop on Postgres is (ADR 060, 062).
    ...(backend === 'postgres' && url && { DATABASE_URL: url }),
  });
  const app: App = await buildApp({ config, db: database.db, logger: false, sweepIntervalMs: 0 });
  // Diagnostic only, added by the bench and not part of the shop: the bare answer served through the full app
  // (every global hook and plugin, no schema, no database) separates the app's fixed cost per request from the
  // listing's own work.
  app.get('/__bench/floor', async () => ({ success: true, hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const bare = await startBare();

  const ids = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id))
    .limit(20);
  const portOf = (server: FastifyInstance) => {
    const address = server.server.address();
    if (address === null || typeof address === 'string') throw new Error('server is not listening on TCP');
    return address.port;
  };

  send({
    type: 'ready',
    backend,
    appUrl: `http://127.0.0.1:${portOf(app)}`,
    bareUrl: `http://127.0.0.1:${portOf(bare)}`,
    productIds: ids.map((r) => r.id),
    sessionCookie: await signedInCookie(database),
    seededProducts,
    openMs,
    openRssMb,
    seedMs,
  });

  const stop = async () => {
    await app.close();
    await bare.close();
    await database.close();
    process.disconnect?.();
  };

  process.on('message', (message: unknown) => {
    void handle(message).catch((error: unknown) => {
      send({
        type: 'failed',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    });
  });

  async function handle(message: unknown): Promise<void> {
    if (isCommand(message, 'scale')) {
      const t0 = performance.now();
      const added = await seedScale(database.db, message.count);
      const seeded = performance.now() - t0;
      // Fresh statistics and visibility map, as autovacuum would give a table after a bulk load; without them
      // the planner guesses row counts from a table it last saw with a few hundred rows.
      const t1 = performance.now();
      await database.db.execute(sql`VACUUM ANALYZE products`);
      const analyzeMs = performance.now() - t1;
      // The listing cache may hold pre-scale answers for up to its TTL; clear it so the next case starts clean.
      app.services.catalogueCache.clear();
      const [row] = await database.db.select({ n: count() }).from(products);
      send({ type: 'scaled', added, seedMs: seeded, analyzeMs, totalProducts: row?.n ?? 0 });
    } else if (isCommand(message, 'explain')) {
      send({ type: 'explained', plans: await explainListing(database.db) });
    } else if (isCommand(message, 'stop')) {
      await stop();
    }
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  if (process.send) send({ type: 'failed', message });
  else console.error(message);
  process.exitCode = 1;
  process.disconnect?.();
});
