/**
 * Builds the real app on a fresh test database with a real SMTP capture, plus a cookie-keeping shopper
 * client for `inject`.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import { products } from '../../src/db/schema';
import type { RateLimits } from '../../src/lib/rate-limit';
import { memoryMediaStore, type MediaStore } from '../../src/modules/media';
import { toFilterKey } from '@gemstore/shared/taxonomy';
import { openTestDatabase } from './database';
import { codeIn, startMailCapture, type MailCapture } from './mail-capture';

export type TestShop = {
  app: App;
  db: Db;
  /** The shop's media store (in memory): a test stores a product's pictures with storeProductMedia. */
  mediaStore: MediaStore;
  mail: MailCapture;
  config: Config;
  close: () => Promise<void>;
};

export async function startShop(
  options: {
    limits?: Partial<RateLimits>;
    env?: Record<string, string>;
    createPayments?: AppOptions['createPayments'];
    /** The app's time now (appointments depend on the day and hour in Singapore); the real clock by default. */
    clock?: () => Date;
    /** The housekeeping sweeper's period; off (0) by default, tests call the sweeps themselves. */
    sweepIntervalMs?: number;
    /** Where the app's log goes (off by default), at info level, with the shop's redaction rules. */
    logTo?: NodeJS.WritableStream;
  } = {},
): Promise<TestShop> {
  const database = await openTestDatabase();
  const mail = await startMailCapture();
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    SMTP_URL: mail.url,
    LOG_LEVEL: 'silent',
    SHOP_INBOX: 'inbox@gemstore.test',
    // On Postgres, the app is wired as a shop that may run several processes: it listens for the others' catalogue
    // writes and takes turns at housekeeping (ADR 060).
    ...(database.url && { DATABASE_URL: database.url }),
    ...options.env,
  });
  const mediaStore = memoryMediaStore();
  const app = await buildApp({
    config,
    db: database.db,
    mediaStore,
    logger: options.logTo ? { level: 'info', stream: options.logTo } : false,
    sweepIntervalMs: options.sweepIntervalMs ?? 0,
    ...(options.limits && { limits: options.limits }),
    ...(options.createPayments && { createPayments: options.createPayments }),
    ...(options.clock && { clock: options.clock }),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    mediaStore,
    mail,
    config,
    close: async () => {
      await app.close();
      await mail.close();
      await database.close();
    },
  };
}

type Json = Record<string, unknown>;
export type Response = LightMyRequestResponse & { data: Json };

/** A browser-like client: keeps cookies between calls, sends the shop's Origin on writes, fetch metadata on reads. */
export class Shopper {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: App,
    readonly ip = '203.0.113.10',
  ) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const res: LightMyRequestResponse = await this.app.inject({
      method,
      url,
      headers: {
        'x-forwarded-for': this.ip,
        ...(this.cookies.size && { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }),
        ...(method !== 'GET' && { origin: 'http://localhost:3000' }),
        // What a browser says of the shop's own page's fetches; logout (a GET) needs it (ADR 037).
        ...(method === 'GET' && { 'sec-fetch-site': 'same-origin' }),
        ...headers,
      },
      ...(payload !== undefined && { payload: payload as NonNullable<InjectOptions['payload']> }),
    });
    for (const cookie of res.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let data: Json = {};
    try {
      data = res.json<Json>();
    } catch {
      data = {};
    }
    return Object.assign(res, { data });
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body ?? {}, headers);
  put = (url: string, body?: unknown) => this.request('PUT', url, body ?? {});
  delete = (url: string, body?: unknown) => this.request('DELETE', url, body);
}

export const strongPassword = 'Sapphire#2025';

let counter = 0;
/** Registers, reads the code from the captured mail and verifies: a signed-in shopper on a trusted device. */
export async function signedInShopper(
  shop: TestShop,
  details: { email?: string; firstName?: string; trustDevice?: boolean; ip?: string } = {},
) {
  counter += 1;
  const email = details.email ?? `shopper${counter}.${Date.now()}@example.com`;
  const shopper = new Shopper(shop.app, details.ip ?? `198.51.100.${counter % 250}`);
  const registered = await shopper.post('/api/v1/user/register', {
    firstName: details.firstName ?? 'Aiko',
    lastName: 'Tan',
    email,
    password: strongPassword,
  });
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  const code = codeIn(await shop.mail.latest(email, /verification code/));
  const verified = await shopper.post('/api/v1/user/verify-otp', {
    otp: code,
    userId: registered.data.userId,
    trustDevice: details.trustDevice ?? true,
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return { shopper, email, userId: String(registered.data.userId) };
}

export async function saveAddress(shopper: Shopper, country = 'Singapore') {
  const res = await shopper.put('/api/v1/user/update-user', {
    address: {
      line1: '1 Orchard Road',
      line2: '#10-01',
      city: 'Singapore',
      state: 'Singapore',
      postal_code: '238823',
      country,
    },
  });
  if (res.statusCode !== 200) throw new Error(`address failed: ${res.body}`);
}

type NewProduct = Partial<typeof products.$inferInsert>;
let productCounter = 0;

/** Inserts a product straight into the database (tests own their fixtures, independent of the seed). */
export async function insertProduct(db: Db, overrides: NewProduct = {}) {
  productCounter += 1;
  const cut = overrides.cut === undefined ? 'Oval' : overrides.cut;
  const colour = overrides.colour === undefined ? 'Red' : overrides.colour;
  const clarity = overrides.clarity === undefined ? 'Eye-Clean' : overrides.clarity;
  const [row] = await db
    .insert(products)
    .values({
      section: 'gemstones',
      category: 'Ruby',
      name: `Test Ruby ${productCounter}`,
      description: 'A vivid red ruby for tests, with a certificate from an independent laboratory.',
      priceCents: 250_000,
      weight: 1.5,
      countInStock: 5,
      media: ['/api/v1/media/products/1/1.jpg'],
      ...overrides,
      cut,
      colour,
      clarity,
      cutKey: cut ? toFilterKey(cut) : null,
      colourKey: colour ? toFilterKey(colour) : null,
      clarityKey: clarity ? toFilterKey(clarity) : null,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}
