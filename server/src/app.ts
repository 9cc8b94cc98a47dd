/**
 * Builds the API: plugins, security, documentation and every route under /api/v1.
 * Everything stateful lives in the database, so several processes can serve one shop.
 */
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthAnswer } from '@gemstore/shared/contract';
import type { Config } from './config';
import type { Services } from './context';
import type { Db } from './db/client';
import { embeddedUpkeep } from './db/embedded-upkeep';
import { turnsAcrossProcesses, turnsInThisProcess } from './db/turns';
import type { GatheredMetrics } from './api-processes';
import { apiDocument, documentRoute } from './lib/api-document';
import { answerFrameworkError, registerErrorHandling } from './lib/errors';
import { refuseUnstorableText } from './lib/hostile-text';
import { shopLogger } from './lib/log-redaction';
import { sendSecurityHeaders } from './lib/security-headers';
import { createObservability, RequestLog, type Readiness } from './lib/observability';
import { refuseForeignStateChanges } from './lib/origins';
import { defaultRateLimits, type RateLimits } from './lib/rate-limit';
import type { Mailer } from './mail/mailer';
import { createMailer, testShopMailer } from './mail/mailer';
import { createOutbox } from './mail/outbox';
import { adminRoutes } from './modules/admin/routes';
import { cartRoutes } from './modules/cart/routes';
import { ListingCache } from './modules/catalogue/cache';
import { catalogueChangesAcrossProcesses, catalogueChangesInProcess } from './modules/catalogue/changes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { type CheckoutDeps, sweepExpiredCheckouts } from './modules/checkout/checkout-sessions';
import { handleProviderEvent } from './modules/checkout/provider-events';
import { checkoutRoutes } from './modules/checkout/routes';
import { countryRoutes } from './modules/countries/routes';
import { enquiryRoutes } from './modules/enquiries/routes';
import { mediaRoutes, memoryMediaStore, type MediaStore } from './modules/media';
import { orderRoutes } from './modules/orders/routes';
import { authentication } from './modules/users/auth';
import { deleteExpiredOauthLogins, googleRoutes } from './modules/users/google';
import { userRoutes } from './modules/users/routes';
import { deleteExpiredSessions, SessionCache } from './modules/users/sessions';
import { wishlistRoutes } from './modules/wishlist/routes';
import { createPaymentProvider, localCheckoutRoutes, stripeWebhookRoutes } from './payments';
import type { PaymentProvider, ProviderEvent } from './payments/provider';

export type AppOptions = {
  config: Config;
  db: Db;
  mailer?: Mailer;
  /** Replaces the provider chosen from the configuration (tests). */
  createPayments?: (onEvent: (event: ProviderEvent) => Promise<void>, db: Db) => PaymentProvider;
  limits?: Partial<RateLimits>;
  logger?: FastifyServerOptions['logger'];
  /**
   * How often expired checkouts give back their stock and the mail outbox retries what it could not send: every
   * minute, or every MAIL_RETRY_SECONDS when that is shorter; 0 turns the sweeper off (tests call it).
   */
  sweepIntervalMs?: number;
  /** The time now (tests fix it); the real clock by default. */
  clock?: () => Date;
  /** Where media files are stored (ADR 051); in memory when not given (tests, the in-memory database). */
  mediaStore?: MediaStore;
  /** Where smaller copies of stored media are kept; in memory when not given. */
  mediaCacheDir?: string;
  /** In one of several API processes on one port (ADR 061): what /metrics answers, every process's metrics. */
  gatheredMetrics?: GatheredMetrics | undefined;
};

/** Methods that change nothing, as the shop's routes use them. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type App = FastifyInstance & { checkout: CheckoutDeps; readiness: Readiness };

/** Every minute, or every MAIL_RETRY_SECONDS when that is shorter, so a retry falls due no later than a sweep. */
export function housekeepingIntervalMs(config: Pick<Config, 'MAIL_RETRY_SECONDS'>): number {
  return Math.min(60_000, config.MAIL_RETRY_SECONDS * 1000);
}

function loggerOptions(
  logger: AppOptions['logger'],
  config: Config,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return typeof logger === 'object' ? logger : { level: config.LOG_LEVEL };
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { config, db } = options;
  const app = Fastify({
    // Options (not an instance) get the shop's redaction rules (ADR 032); `false` stays off.
    logger: options.logger === false ? false : shopLogger(loggerOptions(options.logger, config)),
    // The HTML server's proxy on this machine, and the load balancers TRUST_PROXY names (docs/deploy.md).
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // One line per request, with its route and duration, instead of Fastify's two (ADR 059).
    logController: new RequestLog(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const transport = options.mailer ?? createMailer(config.SMTP_URL, config.MAIL_FROM);
  // A test shop in production marks every e-mail it sends, whichever module sends it (ADR 036).
  const mailer = config.testShop ? testShopMailer(transport) : transport;
  const clock = options.clock ?? (() => new Date());
  const firstRetryMs = config.MAIL_RETRY_SECONDS * 1000;
  const outbox = createOutbox({ db, mailer, clock, log: app.log, firstRetryMs });
  const catalogueCache = new ListingCache();
  // With DATABASE_URL several API processes may serve one shop: each hears the others' catalogue writes (ADR 060).
  // The embedded database has one process, whose own cache is all there is.
  const catalogueChanges = config.DATABASE_URL
    ? catalogueChangesAcrossProcesses({ url: config.DATABASE_URL, cache: catalogueCache, log: app.log })
    : catalogueChangesInProcess(catalogueCache);
  app.addHook('onReady', () => catalogueChanges.listen());
  app.addHook('onClose', () => catalogueChanges.close());
  const observability = createObservability({ config, db, clock, gathered: options.gatheredMetrics });
  // The provider reports payments through this; the checkout services exist once the provider does.
  const late: { checkout?: CheckoutDeps } = {};
  const onEvent = async (event: ProviderEvent) => {
    if (!late.checkout) throw new Error('payment event before the app was ready');
    await handleProviderEvent(late.checkout, event);
  };
  const payments = options.createPayments?.(onEvent, db) ?? createPaymentProvider(config, { db, onEvent });
  const checkout: CheckoutDeps = {
    db,
    payments,
    mailer,
    catalogue: catalogueChanges,
    publicUrl: config.PUBLIC_URL,
    staffInbox: config.SHOP_INBOX,
    log: app.log,
    counts: observability.checkoutCounts,
  };
  late.checkout = checkout;

  const services: Services = {
    config,
    db,
    mailer,
    outbox,
    clock,
    payments,
    limits: {
      ...defaultRateLimits,
      register: { ...defaultRateLimits.register, max: config.SIGN_UPS_PER_HOUR },
      login: { ...defaultRateLimits.login, max: config.SIGN_INS_PER_15_MINUTES },
      otp: { ...defaultRateLimits.otp, max: config.SIGN_INS_PER_15_MINUTES },
      googleStart: { ...defaultRateLimits.googleStart, max: config.SIGN_INS_PER_15_MINUTES },
      forgot: { ...defaultRateLimits.forgot, max: config.PASSWORD_RESETS_PER_HOUR },
      enquiry: { ...defaultRateLimits.enquiry, max: config.ENQUIRIES_PER_HOUR },
      checkout: { ...defaultRateLimits.checkout, max: config.CHECKOUTS_PER_10_MINUTES },
      ...options.limits,
    },
    resetLinkMinutes: 30,
    catalogueCache,
    catalogueChanges,
    // The embedded database has one process, through which every change passes (ADR 062).
    sessions: config.DATABASE_URL ? undefined : new SessionCache(),
  };
  app.decorate('services', services);

  const allowedOrigins = new Set([
    new URL(config.PUBLIC_URL).origin,
    ...config.CORS_ORIGINS.map((o) => new URL(o).origin),
  ]);
  await app.register(cookie);
  sendSecurityHeaders(app);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || allowedOrigins.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
  });
  refuseForeignStateChanges(app, allowedOrigins);
  refuseUnstorableText(app);

  // Operation ids, summaries, the session cookie and the failures every route shares: filled in centrally (ADR 041).
  await app.register(swagger, { openapi: apiDocument, transform: documentRoute });
  // The API's page and its JSON are for the people building the shop; off in production unless API_DOCS=on.
  if (config.API_DOCS === 'on') await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(authentication);
  const keptSessions = services.sessions;
  if (keptSessions) {
    // A request that may change data (an account, a password, a role, a session) empties the sessions kept, before
    // its answer goes: no later request can be served from what it changed (ADR 062).
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!READS.has(request.method) && !request.routeOptions.config.changesNothing) keptSessions.clear();
      return payload;
    });
  }
  app.get('/api/v1/health', { schema: { tags: ['health'], response: { 200: healthAnswer } } }, async () => {
    await db.execute(sql`select 1`);
    // Which provider runs is nobody's business outside; that this is a test shop, everybody's (ADR 036).
    return { success: true as const, status: 'ok' as const, testShop: config.testShop };
  });
  // Liveness and readiness beside it, /metrics, and the metrics and log line of every request (ADR 059).
  await app.register(observability.plugin);
  await app.register(userRoutes, { prefix: '/api/v1/user' });
  await app.register(googleRoutes, { prefix: '/api/v1/user/oauth/google' });
  await app.register(catalogueRoutes, { prefix: '/api/v1/products' });
  await app.register(wishlistRoutes, { prefix: '/api/v1/wishlist' });
  await app.register(cartRoutes, { prefix: '/api/v1/cart' });
  await app.register(checkoutRoutes, { prefix: '/api/v1', ...checkout });
  await app.register(orderRoutes, { prefix: '/api/v1/orders' });
  await app.register(enquiryRoutes, { prefix: '/api/v1/form' });
  await app.register(countryRoutes, { prefix: '/api/v1/countries' });
  await app.register(adminRoutes, { prefix: '/api/v1/admin' });
  await app.register(mediaRoutes, {
    prefix: '/api/v1/media',
    db,
    store: options.mediaStore ?? memoryMediaStore(),
    cacheDir: options.mediaCacheDir,
  });
  await app.register(stripeWebhookRoutes, { prefix: '/api/v1/stripe', provider: payments, onEvent });
  if (payments.name === 'local') {
    await app.register(localCheckoutRoutes, { prefix: '/api/v1/payments/local', provider: payments });
  }

  const sweepEvery = options.sweepIntervalMs ?? housekeepingIntervalMs(config);
  if (sweepEvery > 0) {
    const deps = checkout;
    // Every process keeps the timer; on Postgres each round is done by whichever takes the turn (ADR 060).
    const turns = config.DATABASE_URL ? turnsAcrossProcesses(db) : turnsInThisProcess();
    const upkeep = config.DATABASE_URL ? undefined : embeddedUpkeep(db, clock);
    const round = async () => {
      // Settled, not all: the turn is held until every part has finished, a failed one's neighbours included.
      const parts = await Promise.allSettled([
        sweepExpiredCheckouts(deps),
        deleteExpiredSessions(db),
        deleteExpiredOauthLogins(db),
        outbox.sweep(),
      ]);
      for (const part of parts) {
        if (part.status === 'rejected') app.log.error({ err: part.reason }, 'housekeeping failed');
      }
      // After the round's own writes, so that the vacuum finds their pages too.
      await upkeep?.().catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
    };
    const underWay = new Set<Promise<unknown>>();
    const timer = setInterval(() => {
      const tick = turns
        .take(round)
        .then((ran) => {
          if (!ran) app.log.debug('housekeeping: skipped, a round is under way here or in another process');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'))
        .finally(() => underWay.delete(tick));
      underWay.add(tick);
    }, sweepEvery);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      // A round under way finishes before the database is closed.
      await Promise.allSettled([...underWay]);
    });
  }
  app.addHook('onClose', async () => {
    // Sends started for the last requests finish (or fail into the outbox) before the connection goes.
    await outbox.settled();
    if (!options.mailer) mailer.close();
  });

  return Object.assign(app, { checkout, readiness: observability.readiness }) as unknown as App;
}
