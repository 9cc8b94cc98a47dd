/**
 * What the people running the shop see of it (issue 32, ADR 059): metrics in Prometheus's text format at /metrics,
 * liveness and readiness for a load balancer, and one log line per request, written when it is answered, with its
 * route and duration.
 *
 * Each app has its own metrics registry, so several apps in one process (the test suites) never count into one
 * another's. What the database holds (the mail outbox, the connection pool) is read when /metrics is scraped, never
 * kept up to date between scrapes.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { okAnswer } from '@gemstore/shared/contract';
import type { GatheredMetrics } from '../api-processes';
import type { Config } from '../config';
import { migrationsFolder, queryRows, type Db } from '../db/client';
import { outboxDepth, type OutboxDepth } from '../mail/outbox';
import type { CheckoutCounts } from '../modules/checkout/checkout-sessions';
import { sameHash, sha256 } from './crypto';
import { failures } from './responses';

export const METRICS_PATH = '/metrics';
export const LIVENESS_PATH = '/api/v1/health/live';
export const READINESS_PATH = '/api/v1/health/ready';

/** The route label of a request no route took (a 404, an address the router refused): one value, never the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Asked every few seconds by machines: their successful answers are logged at debug, not info. */
const PROBES = new Set([METRICS_PATH, LIVENESS_PATH, READINESS_PATH]);

export const livenessAnswer = okAnswer({ status: z.literal('live') });
export const readinessAnswer = okAnswer({ status: z.literal('ready') });

/** The shop's way of saying it is about to stop. */
export type Readiness = {
  /** From now on the readiness check answers 503; every other route, liveness included, still answers. */
  beginClosing: () => void;
};

export type ObservabilityOptions = {
  config: Pick<Config, 'METRICS_TOKEN'>;
  db: Db;
  /** The app's clock: the age of the oldest waiting mail is counted by it, as the outbox writes by it. */
  clock: () => Date;
  /**
   * In one of several API processes on one port (API_PROCESSES, ADR 061): every process's metrics gathered into one
   * answer by the first process, which /metrics then sends, whichever process the scraper reached.
   */
  gathered?: GatheredMetrics | undefined;
};

export type Observability = {
  /** Given to the checkout module, which counts its own moments (CheckoutDeps.counts). */
  checkoutCounts: CheckoutCounts;
  readiness: Readiness;
  /** The hooks on every request, and the three routes; registered once, on the app itself. */
  plugin: FastifyPluginAsync;
};

/**
 * Fastify's request log lines, the shop's way (app.ts gives it to Fastify): none when a request arrives, one when it
 * is answered, with its route pattern and its duration in ms (`responseTime`, Fastify's own name for it), at debug
 * for a probe that succeeded. `req` goes through the shop's serialiser (log-redaction.ts): its URL without secrets or
 * e-mail addresses, and no headers, so no cookie. Fastify's other lines (an answer that failed to be written) stay.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // One line per request, written when it is answered: the arrival says nothing the answer's line does not.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const route = request.routeOptions.url;
    const line = {
      req: request,
      route,
      res: reply,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    const quiet = route !== undefined && PROBES.has(route) && reply.statusCode < 400;
    reply.log[quiet ? 'debug' : 'info'](line, 'request completed');
  }
}

/** drizzle keeps the client it was given: a pg Pool on Postgres, the PGlite instance otherwise. */
function poolOf(db: Db): pg.Pool | undefined {
  const client: unknown = '$client' in db ? db.$client : undefined;
  return client instanceof pg.Pool ? client : undefined;
}

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Who may read /metrics (ADR 059): with METRICS_TOKEN, whoever sends it as a bearer token; without, a client on this
 * machine connecting directly. A request a proxy forwarded may come from anywhere, whatever address it arrives from.
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token !== undefined) {
    const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    return sameHash(sha256(sent), sha256(token));
  }
  const { headers } = request;
  const forwarded = ['forwarded', 'x-forwarded-for', 'x-real-ip'].some((name) => headers[name] !== undefined);
  return !forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

/** The newest migration this server was built with: its `when`, which drizzle records as `created_at`. */
let newestMigration: number | undefined;
const newestMigrationOf = () =>
  (newestMigration ??= Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis)));

export function createObservability(options: ObservabilityOptions): Observability {
  const { config, db, clock, gathered } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // The first process of several asks each worker for this registry when /metrics is scraped (api-processes.ts).
  gathered?.provide(() => fresh(() => registry.getMetricsAsJSON()));
  let log: FastifyBaseLogger | undefined;
  let closing = false;

  const requests = new Counter({
    name: 'gemstore_http_requests_total',
    help: 'Requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'gemstore_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });

  const started = new Counter({
    name: 'gemstore_checkouts_started_total',
    help: 'Checkouts started: their pieces taken off the shelf for the shopper.',
    registers: [registry],
  });
  const paid = new Counter({
    name: 'gemstore_checkouts_paid_total',
    help: 'Checkouts paid, each made into its one order: paid, or needs_attention (staff check it first).',
    labelNames: ['order_status'] as const,
    registers: [registry],
  });
  const failed = new Counter({
    name: 'gemstore_checkouts_failed_total',
    help: 'Checkouts failed: the payment provider refused to start one (provider_refused), or said its payment failed (payment_failed).',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  // Every series there from the first scrape, so a rate over it starts at 0 rather than at the first event.
  for (const order_status of ['paid', 'needs_attention']) paid.inc({ order_status }, 0);
  for (const reason of ['provider_refused', 'payment_failed']) failed.inc({ reason }, 0);

  // One outbox query per scrape, shared by the two gauges that read it.
  let outboxReading: Promise<OutboxDepth | undefined> | undefined;
  const readOutbox = () =>
    (outboxReading ??= outboxDepth(db).catch((error: unknown) => {
      log?.warn({ err: error }, 'metrics: the mail outbox could not be read');
      return undefined;
    }));
  new Gauge({
    name: 'gemstore_mail_outbox_depth',
    help: 'Mails in the outbox not sent: pending (waiting for a try or a retry) and failed (given up).',
    labelNames: ['status'] as const,
    registers: [registry],
    // Every process reads the same database: gathered, one reading stands for all (not their sum).
    aggregator: 'max',
    async collect() {
      const depth = await readOutbox();
      // Left without a value when the database did not answer: a 0 would say all mail went.
      this.reset();
      if (!depth) return;
      this.set({ status: 'pending' }, depth.pending);
      this.set({ status: 'failed' }, depth.failed);
    },
  });
  new Gauge({
    name: 'gemstore_mail_outbox_oldest_pending_seconds',
    help: 'How long the oldest pending mail has waited since it was written; 0 when none waits.',
    registers: [registry],
    aggregator: 'max',
    async collect() {
      const depth = await readOutbox();
      this.reset();
      if (!depth) return;
      const since = depth.oldestPendingAt?.getTime() ?? clock().getTime();
      this.set(Math.max(0, (clock().getTime() - since) / 1000));
    },
  });

  const pool = poolOf(db);
  new Gauge({
    name: 'gemstore_database_info',
    help: 'The database the shop runs on (kind: postgres or pglite); always 1. The pool gauges exist on postgres only: embedded PGlite has one connection and no pool.',
    labelNames: ['kind'] as const,
    registers: [registry],
    aggregator: 'max',
  }).set({ kind: pool ? 'postgres' : 'pglite' }, 1);
  if (pool) {
    const poolGauge = (name: string, help: string, read: (p: pg.Pool) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool));
        },
      });
    poolGauge(
      'gemstore_database_pool_connections',
      'Connections the pool holds, busy or idle.',
      (p) => p.totalCount,
    );
    poolGauge(
      'gemstore_database_pool_idle_connections',
      'Connections the pool holds idle.',
      (p) => p.idleCount,
    );
    poolGauge(
      'gemstore_database_pool_waiting_requests',
      'Queries waiting for a connection because every one is busy.',
      (p) => p.waitingCount,
    );
    poolGauge(
      'gemstore_database_pool_max_connections',
      'The most connections the pool opens.',
      // pg's own default when the pool was made without one.
      (p) => p.options.max ?? 10,
    );
  }

  /** A new reading of everything, as a scrape asks for it: this registry's text, or (asked by the first of several
   * processes) its metrics for the sum. */
  function fresh<T>(read: () => Promise<T>): Promise<T> {
    outboxReading = undefined;
    return read();
  }
  const scrape = () => fresh(() => registry.metrics());

  /** Why this server should get no traffic now; undefined when it is ready. */
  async function notReady(): Promise<string | undefined> {
    if (closing) return 'This server is closing: send requests to another.';
    try {
      const [row] = await queryRows<{ newest: string | number | null }>(
        db,
        sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
      );
      if (Number(row?.newest ?? 0) < newestMigrationOf()) {
        log?.warn('readiness: the database lacks migrations this server was built with');
        return 'The database lacks migrations this server needs.';
      }
      return undefined;
    } catch (error) {
      log?.warn({ err: error }, 'readiness: the database did not answer');
      return 'The database did not answer.';
    }
  }

  const plugin = fp(
    async (appBase: FastifyInstance) => {
      const app = appBase.withTypeProvider<ZodTypeProvider>();
      log = app.log;

      // The route's pattern, never the URL: one series per route, however many products, tokens or typos are asked.
      app.addHook('onResponse', async (request, reply) => {
        const status = reply.statusCode;
        const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE };
        requests.inc({ ...labels, status: String(status) });
        durations.observe(
          { ...labels, status_class: `${Math.floor(status / 100)}xx` },
          reply.elapsedTime / 1000,
        );
      });

      // Not in the API document: it is for the shop's monitoring, not for its pages or clients.
      app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
        if (!mayReadMetrics(request, config.METRICS_TOKEN)) return reply.callNotFound();
        return reply
          .type(registry.contentType)
          .header('cache-control', 'no-store')
          .send(await (gathered?.gather ?? scrape)());
      });

      app.get(
        LIVENESS_PATH,
        { schema: { tags: ['health'], response: { 200: livenessAnswer } } },
        // The process answers: nothing else is asked, so a slow database never gets a live server restarted.
        async () => ({ success: true as const, status: 'live' as const }),
      );

      app.get(
        READINESS_PATH,
        { schema: { tags: ['health'], response: { 200: readinessAnswer, ...failures(503) } } },
        async (_request, reply) => {
          const reason = await notReady();
          if (reason) return reply.code(503).send({ success: false as const, message: reason });
          return { success: true as const, status: 'ready' as const };
        },
      );
    },
    { name: 'gemstore-observability' },
  );

  return {
    checkoutCounts: {
      started: () => started.inc(),
      paid: (status) => paid.inc({ order_status: status === 'Needs attention' ? 'needs_attention' : 'paid' }),
      failed: (reason) => failed.inc({ reason }),
    },
    readiness: {
      beginClosing: () => {
        closing = true;
      },
    },
    plugin,
  };
}

/**
 * How the shop stops (main.ts, on SIGTERM or SIGINT): readiness answers 503 at once, every other route goes on
 * answering for `drainMs` (SHUTDOWN_DRAIN_SECONDS) while a load balancer notices and sends new requests elsewhere, then
 * the app closes, finishing the requests under way. `wait` is the tests' clock.
 */
export async function closeGracefully(
  app: { readiness: Readiness; close: () => PromiseLike<unknown> },
  drainMs: number,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<void> {
  app.readiness.beginClosing();
  if (drainMs > 0) await wait(drainMs);
  await app.close();
}
