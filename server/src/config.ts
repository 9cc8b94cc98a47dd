/**
 * Configuration from the environment. A bad value stops start-up with a message naming the variable.
 */
import path from 'node:path';
import { z } from 'zod';

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

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default(path.resolve(__dirname, '../../.data/db')),
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
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  STRIPE_SECRET_KEY: optionalText.refine((v) => v === undefined || /^sk_(test|live)_/.test(v), {
    message: 'must start with sk_test_ or sk_live_',
  }),
  STRIPE_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || v.startsWith('whsec_'), {
    message: 'must start with whsec_',
  }),
  /** Where the Stripe client sends requests; only for tests against a local stand-in. */
  STRIPE_API_BASE: optionalUrl(['http', 'https']),
  /** `production` turns off what only people building the shop need (the API docs, localhost origins). */
  NODE_ENV: z.string().trim().default('development'),
  /** The OpenAPI page at /api/docs and its JSON (ADR 032): on by default except when NODE_ENV=production. */
  API_DOCS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where backups go (ADR 031); by default `backups` beside DATA_DIR's folder (.data/backups). */
  BACKUP_DIR: optionalText,
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
   * Forgot-password requests one address may make in an hour (each e-mail address is also limited to 10 an hour on
   * its own, whatever this says). Raised for the same reasons as SIGN_UPS_PER_HOUR, and by QA.
   */
  PASSWORD_RESETS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Enquiries (the three contact forms together) one address may send in an hour; raised like the others. */
  ENQUIRIES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
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

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** The remotes' own dev servers (standalone), allowed by default outside production only. */
const DEVELOPMENT_REMOTES =
  'http://localhost:3001,http://localhost:3002,http://localhost:3003,http://localhost:3004';

export type Config = z.output<typeof envSchema>;

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
  const config = parsed.data;
  if (production && env.PUBLIC_URL === undefined) {
    // Its default, http://localhost:3000, would put the shopper's own machine in every e-mailed link, payment return
    // and allowed Origin of a real shop.
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: required when NODE_ENV=production (the address shoppers reach the ' +
        'shop at, e.g. https://gemstore.sg)',
    );
  }
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    );
  }
  if (Boolean(config.GOOGLE_CLIENT_ID) !== Boolean(config.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both for Google sign-in, or neither',
    );
  }
  return config;
}
