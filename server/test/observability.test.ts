/**
 * What the people running the shop see of it (issue 32, ADR 059): /metrics counts requests under their route's
 * pattern, checkouts where the checkout module starts, pays or fails them, reads the mail outbox and the database
 * pool when scraped, and answers only the shop's own monitoring; readiness answers 503 once the shop begins to close,
 * while liveness and every other route still answer; and each request leaves one log line, with its duration and
 * without its cookie or an e-mail address.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';
import { mailOutbox } from '../src/db/schema';
import { closeGracefully } from '../src/lib/observability';
import { createLocalProvider, type LocalPaymentProvider } from '../src/payments';
import type { ProviderEvent } from '../src/payments/provider';
import { payOnLocalPage } from './support/checkout';
import { testBackend } from './support/database';
import {
  Shopper,
  insertProduct,
  saveAddress,
  signedInShopper,
  startShop,
  type TestShop,
} from './support/app';

/** The value of one sample of a scrape, by its name and its exact set of labels (in any order); undefined if absent. */
function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const found = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]] as const),
    );
    const same =
      found.size === Object.keys(labels).length &&
      Object.entries(labels).every(([label, value]) => found.get(label) === value);
    if (same) return Number(match[3]);
  }
  return undefined;
}

/** /metrics as a scraper on this machine reads it: a direct loopback connection (inject's own address). */
async function scrape(app: App): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

const logLines: string[] = [];
const logged = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
type LogEntry = Record<string, unknown> & { msg?: string; req?: { url?: string } };
const entries = () => logLines.map((line) => JSON.parse(line) as LogEntry);

// The built-in test provider, which the test may make refuse to start a checkout, and the app's own channel for the
// provider's notices (Stripe's webhook, in-process here), to deliver a failed payment as Stripe would.
let providerRefuses = false;
let local: LocalPaymentProvider | undefined;
let notify: ((event: ProviderEvent) => Promise<void>) | undefined;

// The app's clock stands still: the outbox's waiting time is counted by it.
const now = new Date();

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({
    logTo: logged,
    clock: () => now,
    createPayments: (onEvent, db) => {
      const provider = createLocalProvider({ db, publicUrl: 'http://localhost:3000', onEvent });
      local = provider;
      notify = onEvent;
      return {
        ...provider,
        createCheckoutSession: (input) =>
          providerRefuses
            ? Promise.reject(new Error('connect ECONNREFUSED'))
            : provider.createCheckoutSession(input),
      };
    },
  });
});
afterAll(() => shop.close());

describe('/metrics', () => {
  const details = '/api/v1/products/getProductDetails/:id';

  it('counts a request and its duration under its route pattern, never under its URL', async () => {
    const before = await scrape(shop.app);
    const counted = { method: 'GET', route: details, status: '404' };
    const timed = { method: 'GET', route: details, status_class: '4xx' };
    const guest = new Shopper(shop.app);
    expect((await guest.get('/api/v1/products/getProductDetails/987651')).statusCode).toBe(404);
    expect((await guest.get('/api/v1/products/getProductDetails/987652?section=gemstones')).statusCode).toBe(
      404,
    );
    expect((await guest.get('/api/v1/no-such-thing/987653')).statusCode).toBe(404);

    const after = await scrape(shop.app);
    expect(sampleOf(after, 'gemstore_http_requests_total', counted)).toBe(
      (sampleOf(before, 'gemstore_http_requests_total', counted) ?? 0) + 2,
    );
    expect(sampleOf(after, 'gemstore_http_request_duration_seconds_count', timed)).toBe(
      (sampleOf(before, 'gemstore_http_request_duration_seconds_count', timed) ?? 0) + 2,
    );
    expect(sampleOf(after, 'gemstore_http_request_duration_seconds_bucket', { ...timed, le: '+Inf' })).toBe(
      sampleOf(after, 'gemstore_http_request_duration_seconds_count', timed),
    );
    // An address no route takes is one series, whatever was asked.
    expect(
      sampleOf(after, 'gemstore_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toMatch(/98765[123]|no-such-thing|section=/);
  });

  it('has the default process metrics', async () => {
    const text = await scrape(shop.app);
    expect(sampleOf(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts checkouts where the checkout module starts, pays and fails them', async () => {
    const counts = async () => {
      const text = await scrape(shop.app);
      return {
        started: sampleOf(text, 'gemstore_checkouts_started_total'),
        paid: sampleOf(text, 'gemstore_checkouts_paid_total', { order_status: 'paid' }),
        needsAttention: sampleOf(text, 'gemstore_checkouts_paid_total', { order_status: 'needs_attention' }),
        refused: sampleOf(text, 'gemstore_checkouts_failed_total', { reason: 'provider_refused' }),
        paymentFailed: sampleOf(text, 'gemstore_checkouts_failed_total', { reason: 'payment_failed' }),
      };
    };
    // Every series is there before the first checkout, at 0.
    expect(await counts()).toEqual({ started: 0, paid: 0, needsAttention: 0, refused: 0, paymentFailed: 0 });
    const { shopper } = await signedInShopper(shop);
    await saveAddress(shopper);
    const stone = await insertProduct(shop.db, { countInStock: 5 });
    const buy = () =>
      shopper.post('/api/v1/stripe/create-checkout-session', { productId: stone.id, quantity: 1 });

    const started = await buy();
    expect(started.statusCode).toBe(200);
    expect(await counts()).toMatchObject({ started: 1, paid: 0 });

    // Paid on the provider's page: its notice makes the order; the shop's own check afterwards finds it made.
    const paid = await payOnLocalPage(shop.app, String(started.data.url));
    expect(paid.status).toBe(303);
    const sessionId = String(started.data.url).split('/').pop() ?? '';
    expect((await shopper.post('/api/v1/stripe/verify-payment', { sessionId })).statusCode).toBe(200);
    expect(await counts()).toEqual({ started: 1, paid: 1, needsAttention: 0, refused: 0, paymentFailed: 0 });

    // The provider refuses to start one: its pieces were held, then given back.
    providerRefuses = true;
    try {
      expect((await buy()).statusCode).toBe(502);
    } finally {
      providerRefuses = false;
    }
    expect(await counts()).toEqual({ started: 2, paid: 1, needsAttention: 0, refused: 1, paymentFailed: 0 });

    // The provider says a payment failed (a bank transfer that never came), twice, as a webhook may.
    const failing = await buy();
    expect(failing.statusCode).toBe(200);
    const failingSession = await local?.retrieveSession(String(failing.data.url).split('/').pop() ?? '');
    if (!failingSession || !notify) throw new Error('the test provider was not made');
    await notify({ type: 'checkout.payment_failed', session: failingSession });
    await notify({ type: 'checkout.payment_failed', session: failingSession });
    expect(await counts()).toEqual({ started: 3, paid: 1, needsAttention: 0, refused: 1, paymentFailed: 1 });
  });

  it('reads the mail outbox when scraped: mails pending and given up, and how long the oldest has waited', async () => {
    await shop.app.services.outbox.settled();
    await shop.db.delete(mailOutbox);
    const text = await scrape(shop.app);
    expect(sampleOf(text, 'gemstore_mail_outbox_depth', { status: 'pending' })).toBe(0);
    expect(sampleOf(text, 'gemstore_mail_outbox_oldest_pending_seconds')).toBe(0);

    const message = {
      subject: 'Your appointment',
      text: 'See you on Monday.',
      html: '<p>See you on Monday.</p>',
    };
    const mail = (status: 'pending' | 'sent' | 'failed', secondsAgo: number) => ({
      toAddress: 'mei@example.com',
      message,
      status,
      // Not due for a while: no send starts meanwhile.
      nextAttemptAt: new Date(now.getTime() + 3_600_000),
      createdAt: new Date(now.getTime() - secondsAgo * 1000),
    });
    await shop.db
      .insert(mailOutbox)
      .values([mail('pending', 90), mail('pending', 30), mail('failed', 600), mail('sent', 900)]);

    const filled = await scrape(shop.app);
    expect(sampleOf(filled, 'gemstore_mail_outbox_depth', { status: 'pending' })).toBe(2);
    expect(sampleOf(filled, 'gemstore_mail_outbox_depth', { status: 'failed' })).toBe(1);
    expect(sampleOf(filled, 'gemstore_mail_outbox_oldest_pending_seconds')).toBe(90);
    await shop.db.delete(mailOutbox);
  });

  it('says which database it runs on, and reads the Postgres pool when scraped', async () => {
    const text = await scrape(shop.app);
    if (testBackend() === 'postgres') {
      expect(sampleOf(text, 'gemstore_database_info', { kind: 'postgres' })).toBe(1);
      expect(sampleOf(text, 'gemstore_database_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sampleOf(text, 'gemstore_database_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sampleOf(text, 'gemstore_database_pool_waiting_requests')).toBe(0);
      expect(sampleOf(text, 'gemstore_database_pool_max_connections')).toBe(30); // the test databases' pool
    } else {
      // Embedded PGlite has one connection and no pool: said, and no pool gauges.
      expect(sampleOf(text, 'gemstore_database_info', { kind: 'pglite' })).toBe(1);
      expect(text).not.toContain('gemstore_database_pool_');
    }
  });

  it('is refused, as an address that does not exist, to anyone not on this machine and to a proxied request', async () => {
    const unknown = await shop.app.inject({ method: 'GET', url: '/no-such-address' });
    const refusals: LightMyRequestResponse[] = [
      await shop.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' }),
      // From the shop's own HTML server or a load balancer on this machine: the caller may be anyone.
      await shop.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      }),
      await shop.app.inject({ method: 'GET', url: '/metrics', headers: { forwarded: 'for=203.0.113.9' } }),
      await new Shopper(shop.app).get('/metrics'),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ success: false, message: 'No such endpoint: GET /metrics' });
      expect(refused.body).not.toContain('gemstore_');
    }
    expect(unknown.statusCode).toBe(404);
  });
});

describe('liveness and readiness', () => {
  it('answers ready while the database answers and holds every migration; live whatever the database does', async () => {
    const guest = new Shopper(shop.app);
    expect((await guest.get('/api/v1/health/ready')).data).toEqual({ success: true, status: 'ready' });
    expect((await guest.get('/api/v1/health/live')).data).toEqual({ success: true, status: 'live' });

    // A database a migration of this server has not reached (an older backup restored, a migration that failed).
    const [newest] = await shop.db
      .execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
      )
      .then((result) => (result as unknown as { rows: { hash: string; created_at: string }[] }).rows);
    if (!newest) throw new Error('no migration recorded');
    try {
      const behind = await guest.get('/api/v1/health/ready');
      expect(behind.statusCode).toBe(503);
      expect(behind.data).toEqual({
        success: false,
        message: 'The database lacks migrations this server needs.',
      });
    } finally {
      await shop.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest.hash}, ${newest.created_at})`,
      );
    }

    // A database that does not answer the question: readiness says so, liveness does not ask.
    await shop.db.execute(sql`alter schema drizzle rename to drizzle_away`);
    try {
      const unanswered = await guest.get('/api/v1/health/ready');
      expect(unanswered.statusCode).toBe(503);
      expect(unanswered.data).toEqual({ success: false, message: 'The database did not answer.' });
      expect((await guest.get('/api/v1/health/live')).statusCode).toBe(200);
    } finally {
      await shop.db.execute(sql`alter schema drizzle_away rename to drizzle`);
    }
    expect((await guest.get('/api/v1/health/ready')).statusCode).toBe(200);
    // What the shop's start scripts and pages read is unchanged.
    expect((await guest.get('/api/v1/health')).data).toEqual({
      success: true,
      status: 'ok',
      testShop: false,
    });
  });
});

describe('the request log', () => {
  it('writes one line per request when it is answered, with its route, status and duration, and no cookie or e-mail address', async () => {
    const email = 'mei.lim@example.com';
    const sessionCookie = 'gs_sid=q3V0dC1yb3VuZC1icmlsbGlhbnQtMTIzNDU2Nzg5MA';
    logLines.length = 0;
    const res = await shop.app.inject({
      method: 'GET',
      url: `/api/v1/products/getProductDetails/987654?email=${encodeURIComponent(email)}&note=write+to+${email}`,
      headers: { cookie: sessionCookie, 'x-forwarded-for': '203.0.113.20' },
    });
    expect(res.statusCode).toBe(404);

    const lines = entries().filter((entry) => entry.req?.url?.includes('987654'));
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      route: '/api/v1/products/getProductDetails/:id',
      res: { statusCode: 404 },
      req: {
        method: 'GET',
        url: '/api/v1/products/getProductDetails/987654?email=[redacted]&note=[redacted]',
        remoteAddress: '203.0.113.20',
      },
    });
    expect(line?.responseTime).toEqual(expect.any(Number));
    expect(Number(line?.responseTime)).toBeGreaterThanOrEqual(0);
    const text = logLines.join('\n');
    expect(text).not.toContain('mei.lim');
    expect(text).not.toContain('gs_sid');
    expect(text).not.toContain('q3V0dC1yb3VuZC1icmlsbGlhbnQtMTIzNDU2Nzg5MA');
    expect(text).not.toContain('incoming request');
  });

  it('keeps the probes’ successful answers out of the info log; a failed one is logged', async () => {
    logLines.length = 0;
    await shop.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    await shop.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    await scrape(shop.app);
    expect(logLines).toEqual([]);
    await shop.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(entries()).toEqual([
      expect.objectContaining({ msg: 'request completed', res: { statusCode: 404 } }),
    ]);
  });
});

describe('a second app in the same process, with METRICS_TOKEN, closing at the end', () => {
  const token = 'a-metrics-token-of-at-least-32-characters';
  let second: TestShop;
  beforeAll(async () => {
    second = await startShop({ env: { METRICS_TOKEN: token } });
  });
  afterAll(() => second.close());
  const metricsFrom = (headers: Record<string, string>, remoteAddress = '198.51.100.7') =>
    second.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('counts in a registry of its own: nothing the first app counted', async () => {
    const own = await metricsFrom({ authorization: `Bearer ${token}` });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('# TYPE gemstore_http_requests_total counter');
    expect(
      sampleOf(own.body, 'gemstore_http_requests_total', {
        method: 'GET',
        route: '/api/v1/products/getProductDetails/:id',
        status: '404',
      }),
    ).toBe(undefined);
  });

  it('with METRICS_TOKEN, answers whoever sends it as a bearer token, and nobody else', async () => {
    expect((await metricsFrom({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    for (const refused of [
      await metricsFrom({}),
      await metricsFrom({ authorization: `Bearer ${token}x` }),
      await metricsFrom({ authorization: `Basic ${token}` }),
      // The machine itself needs the token too, once there is one.
      await metricsFrom({}, '127.0.0.1'),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('gemstore_');
    }
  });

  it('answers not ready from the moment the shop begins to close, and everything else until it closes', async () => {
    const guest = new Shopper(second.app);
    let drained: (() => void) | undefined;
    const waits: number[] = [];
    const closing = closeGracefully(second.app, 15_000, (ms) => {
      waits.push(ms);
      return new Promise<void>((resolve) => (drained = resolve));
    });
    try {
      expect(waits).toEqual([15_000]);
      const notReady = await guest.get('/api/v1/health/ready');
      expect(notReady.statusCode).toBe(503);
      expect(notReady.data).toEqual({
        success: false,
        message: 'This server is closing: send requests to another.',
      });
      // Requests already on their way to it are still answered while a load balancer takes it out.
      expect((await guest.get('/api/v1/health/live')).statusCode).toBe(200);
      expect((await guest.get('/api/v1/health')).statusCode).toBe(200);
      expect((await guest.get('/api/v1/countries')).statusCode).toBe(200);
      drained?.();
      await closing;
      await expect(second.app.inject({ method: 'GET', url: '/api/v1/health/live' })).rejects.toThrow(
        /already been closed/,
      );
    } finally {
      drained?.();
    }
  });
});
