/**
 * Configuration from the environment. A bad value stops start-up with a message naming the variable.
 */
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { registeredRemotes } from '@gemstore/shared/remotes';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** A list in one variable, comma-separated; blanks around and between the commas are dropped. */
const commaSeparated = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

/** Where the embedded database lives unless DATA_DIR says otherwise: `.data/db` in the repository. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '../../.data/db');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  /**
   * A missing or empty DATA_DIR is a new shop only on a first start (the default folder, no backup, never a shop
   * there before) or when this says so, for one start (ADR 036): never the silent answer to a volume not mounted.
   */
  GEMSTORE_CREATE_DATABASE: z.enum(['1'], { error: 'must be 1, or unset' }).optional(),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().default('Gemstore <hello@gemstore.sg>'),
  SHOP_INBOX: z.email().default('enquiries@gemstore.sg'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:3000')
    .transform((v) => v.replace(/\/+$/, '')),
  /**
   * Extra origins allowed to call the API from a browser (remotes running standalone), comma-separated. Outside
   * production the remotes' dev servers on localhost by default; in production none unless set (loadConfig).
   */
  CORS_ORIGINS: commaSeparated('').pipe(z.array(z.url({ protocol: /^https?$/ }))),
  STRIPE_SECRET_KEY: optionalText.refine((v) => v === undefined || /^sk_(test|live)_/.test(v), {
    message: 'must start with sk_test_ or sk_live_',
  }),
  STRIPE_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || v.startsWith('whsec_'), {
    message: 'must start with whsec_',
  }),
  /**
   * A production shop without STRIPE_SECRET_KEY refuses to start: the built-in test provider would "sell" real
   * stock for card 4242…. A staging shop that wants it anyway says so with exactly TEST_SHOP_VALUE; every page and
   * every e-mail then says it is a test shop (ADR 036).
   */
  PAYMENTS_TEST_MODE_IN_PRODUCTION: optionalText,
  /** Where the Stripe client sends requests; only for tests against a local stand-in. */
  STRIPE_API_BASE: optionalUrl(['http', 'https']),
  /** `production` turns off what only people building the shop need (the API docs, localhost origins). */
  NODE_ENV: z.string().trim().default('development'),
  /** The OpenAPI page at /api/docs and its JSON (ADR 032): on by default except when NODE_ENV=production. */
  API_DOCS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Who may read /metrics (ADR 059): with this set, only a scraper sending `Authorization: Bearer <it>`, from
   * anywhere; unset, only a client on this machine connecting directly (loopback, no forwarding proxy between).
   * Everyone else is answered 404, as for an address that does not exist.
   */
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters (e.g. the output of `openssl rand -hex 32`)',
  }),
  /**
   * On SIGTERM or SIGINT the readiness check (GET /api/v1/health/ready) answers 503 at once, and the API goes on
   * answering everything else this many seconds before it closes (ADR 059): time for a load balancer to see it and
   * stop sending requests. Set it above the balancer's check interval times its unhealthy threshold; 0 closes at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  /**
   * Who may tell the API the shopper's address (X-Forwarded-For), comma-separated: addresses, CIDR ranges, or
   * `loopback`, `linklocal`, `uniquelocal`. Only the load balancers in front of the API, never the open internet:
   * whoever is trusted can pose as every other shopper to the rate limits (docs/deploy.md). By default this machine only.
   */
  TRUST_PROXY: commaSeparated('loopback').refine((list) => list.length > 0 && list.every(isProxyAddress), {
    message:
      'must be addresses, CIDR ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal, comma-separated',
  }),
  /**
   * API processes on this machine sharing PORT (Node's cluster, ADR 061): each a whole API on its own CPU, the first
   * process only starting them, restarting one that dies and gathering their /metrics. Above 1 only with
   * DATABASE_URL: the embedded database is one process's.
   */
  API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /** Where backups go (ADR 031); by default `backups` beside DATA_DIR's folder (.data/backups). */
  BACKUP_DIR: optionalText,
  /**
   * Where the shop's media files are stored (ADR 051); by default `media` beside DATA_DIR's folder (.data/media). Every
   * API process of one shop reads the same folder: on several machines, a folder they share.
   */
  MEDIA_DIR: optionalText,
  /** The running shop backs up its embedded database this often (0 = never; Postgres is backed up outside). */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  /** Scheduled backups kept; older scheduled ones are deleted (backups taken by hand are never deleted). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /**
   * Accounts one address may create in an hour. A shop behind one corporate or carrier address may need more; the
   * e2e journeys, which all come from one machine, raise it.
   */
  SIGN_UPS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Login attempts one address may make in 15 minutes, and as many e-mailed-code checks (a sign-in is one of each).
   * Raised for the same reasons as SIGN_UPS_PER_HOUR.
   */
  SIGN_INS_PER_15_MINUTES: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * Forgot-password requests one address may make in an hour (and 5 for any one e-mail address, whatever this says;
   * an e-mail address receives at most 3 reset mails in 30 minutes, whoever asks: ADR 037). Raised for the same
   * reasons as SIGN_UPS_PER_HOUR, and by QA.
   */
  PASSWORD_RESETS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Enquiries (the three contact forms together) one address may send in an hour; raised like the others. */
  ENQUIRIES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Appointments still to come that one network (address) may hold at once (ADR 039); each e-mail address may hold 2
   * whatever this says. Raised for a test machine that books everything from one address.
   */
  APPOINTMENTS_PER_NETWORK: z.coerce.number().int().min(1).max(100_000).default(4),
  /**
   * Checkouts (each holds its pieces for 31 minutes) one address may start in 10 minutes, whoever is signed in; each
   * shopper is also limited to 10 on their own, whatever this says. Raised like the others.
   */
  CHECKOUTS_PER_10_MINUTES: z.coerce.number().int().min(1).max(100_000).default(30),
  /**
   * Online appointments the shop can hold at the same time (one member of staff per video call). In-person ones are
   * one at a time per café whatever this says (ADR 029).
   */
  /**
   * How long a mail the mail server did not take waits before it is tried again; each later try waits twice as
   * long, up to an hour (ADR 008), and the housekeeping sweep looks at least this often. A shop whose mail relay is
   * often down for moments may lower it; the e2e journey that stops the mail server does.
   */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  ONLINE_APPOINTMENT_SLOTS: z.coerce.number().int().min(1).max(100).default(2),
  /**
   * 'Login with Google' (OpenID Connect, authorization code with PKCE): the OAuth client of the shop. Both or
   * neither; without them the shop says Google sign-in is not set up. The redirect URI to register with the
   * provider is PUBLIC_URL + /api/v1/user/oauth/google/callback.
   */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /**
   * The OpenID provider, found through its discovery document: Google by default, any other provider (or a local
   * test issuer) by its issuer URL. Plain http only on this machine (tests, development).
   */
  OIDC_ISSUER_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://accounts.google.com')
    .refine((v) => v.startsWith('https://') || isLoopback(new URL(v).hostname), {
      message: 'must use https (http only for localhost or 127.0.0.1)',
    }),
});

function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/**
 * The remotes' own dev servers (standalone), on their registry ports (build/remote-registry.json), allowed by default
 * outside production only.
 */
const DEVELOPMENT_REMOTES = registeredRemotes.map(({ port }) => `http://localhost:${port}`).join(',');

/** The one value of PAYMENTS_TEST_MODE_IN_PRODUCTION that turns the test provider on in production. */
export const TEST_SHOP_VALUE = 'yes-this-is-a-test-shop';

export type Config = z.output<typeof envSchema> & {
  /**
   * A production shop running the built-in test provider on purpose: every page shows a banner and every e-mail a
   * line saying nothing bought here is real. False everywhere else (development and tests need no banner).
   */
  testShop: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV?.trim() === 'production';
  const parsed = envSchema.safeParse({
    ...env,
    CORS_ORIGINS: env.CORS_ORIGINS ?? (production ? '' : DEVELOPMENT_REMOTES),
    API_DOCS: env.API_DOCS || (production ? 'off' : 'on'),
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const config = { ...parsed.data, testShop: false };
  // What a production shop lacks, all said at once.
  const missing: string[] = [];
  if (production && env.PUBLIC_URL === undefined) {
    // Its default, http://localhost:3000, would put the shopper's own machine in every e-mailed link, payment return
    // and allowed Origin of a real shop.
    missing.push(
      'PUBLIC_URL: required when NODE_ENV=production (the address shoppers reach the shop at, e.g. https://gemstore.sg)',
    );
  }
  // Stripe's test mode takes only test cards too: a production shop on an sk_test_ key hands over real pieces for test
  // payments, so it is a test shop as much as one on the built-in provider.
  const livePayments = config.STRIPE_SECRET_KEY?.startsWith('sk_live_') ?? false;
  if (production && !livePayments) {
    if (config.PAYMENTS_TEST_MODE_IN_PRODUCTION === TEST_SHOP_VALUE) {
      config.testShop = true;
    } else if (config.STRIPE_SECRET_KEY) {
      missing.push(
        'STRIPE_SECRET_KEY: a test key (sk_test_) takes only test cards; a production shop needs a live key ' +
          `(sk_live_).\n  For a test shop (staging) on Stripe's test mode, set PAYMENTS_TEST_MODE_IN_PRODUCTION=` +
          `${TEST_SHOP_VALUE} as well; every page and e-mail will then say it is a test shop.`,
      );
    } else {
      // The built-in test provider takes any 4242… card: a real shop would hand over real pieces for nothing.
      missing.push(
        'STRIPE_SECRET_KEY: required when NODE_ENV=production (with STRIPE_WEBHOOK_SECRET), so that payments are ' +
          'real.\n  For a test shop (staging) that takes only test cards, set ' +
          `PAYMENTS_TEST_MODE_IN_PRODUCTION=${TEST_SHOP_VALUE} instead; every page and e-mail will then say it is ` +
          'a test shop.',
      );
    }
  } else if (config.PAYMENTS_TEST_MODE_IN_PRODUCTION !== undefined && livePayments) {
    missing.push(
      'PAYMENTS_TEST_MODE_IN_PRODUCTION: set only without a live STRIPE_SECRET_KEY (it asks for test payments); ' +
        'remove one of them',
    );
  }
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n  ${missing.join('\n  ')}`);
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    );
  }
  if (config.API_PROCESSES > 1 && !config.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  API_PROCESSES: above 1 only with DATABASE_URL (Postgres); the embedded database ' +
        'serves one process',
    );
  }
  if (Boolean(config.GOOGLE_CLIENT_ID) !== Boolean(config.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both for Google sign-in, or neither',
    );
  }
  return config;
}

/** The media store's folder: MEDIA_DIR, or `media` beside DATA_DIR's folder (`.data/media`). */
export function mediaDirOf(config: Pick<Config, 'MEDIA_DIR' | 'DATA_DIR'>): string {
  return path.resolve(config.MEDIA_DIR ?? path.join(path.dirname(path.resolve(config.DATA_DIR)), 'media'));
}

/** Smaller copies of stored media, made once and kept: `media-cache` beside the store (safe to delete). */
export function mediaCacheDirOf(config: Pick<Config, 'MEDIA_DIR' | 'DATA_DIR'>): string {
  return path.join(path.dirname(mediaDirOf(config)), 'media-cache');
}
