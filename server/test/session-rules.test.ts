/**
 * Login sessions and trusted devices on their own functions (server/src/modules/users/sessions.ts) against a real
 * (PGlite) database, behind a bare Fastify with @fastify/cookie and nothing else (no shop, no sign-in): a new session
 * replaces the browser's last one, a session lasts 14 days and a trusted device 30 (to the millisecond), a revoked or
 * another account's device trusts nobody, revoking keeps only the session given, expired sessions are swept, and the
 * cookies are httpOnly, SameSite=Lax, Secure only behind https. The numbers are ADR 003's, written out. Only Date is
 * faked where a test needs a time exactly. `npm run bench:mutation -- sessions` runs it.
 */
import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import type { Services } from '../src/context';
import type { Db } from '../src/db/client';
import { sessions, trustedDevices, users } from '../src/db/schema';
import {
  deleteExpiredSessions,
  endSession,
  isTrustedDevice,
  revokeAccess,
  sessionUser,
  startSession,
  trustDevice,
  type UserRow,
} from '../src/modules/users/sessions';
import { openTestDatabase } from './support/database';
import { fixDateAt } from './support/fixed-date';

const FOURTEEN_DAYS_MS = 1_209_600_000;
const THIRTY_DAYS_MS = 2_592_000_000;

let db: Db;
let close: () => Promise<void>;
/** The shop at a plain-http address (development) and behind https (production). */
let httpShop: FastifyInstance;
let httpsShop: FastifyInstance;

/** Only what sessions.ts reads of the app's services: the configuration's PUBLIC_URL. */
async function cookieShop(publicUrl: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(cookie);
  app.decorate('services', { config: loadConfig({ PUBLIC_URL: publicUrl }) } as Services);
  app.post<{ Params: { userId: string } }>('/start/:userId', async (request, reply) => {
    await startSession(db, request, reply, request.params.userId);
    return {};
  });
  app.post('/end', async (request, reply) => {
    await endSession(db, request, reply);
    return {};
  });
  app.post<{ Params: { userId: string } }>('/trust/:userId', async (request, reply) => {
    await trustDevice(db, request, reply, request.params.userId);
    return {};
  });
  app.get<{ Params: { userId: string } }>('/trusted/:userId', async (request) => ({
    trusted: await isTrustedDevice(db, request, request.params.userId),
  }));
  await app.ready();
  return app;
}

beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.db;
  close = database.close;
  httpShop = await cookieShop('http://localhost:3000');
  httpsShop = await cookieShop('https://shop.example.com');
});
afterAll(async () => {
  await httpShop.close();
  await httpsShop.close();
  await close();
});
afterEach(() => {
  jest.useRealTimers();
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * A base for faked times 60 days in the past, so that even 30 days on it is still behind the real clock, which PGlite
 * reads too.
 */
const pastBase = () => Date.now() - 60 * 86_400_000;

let people = 0;
async function newUser(): Promise<UserRow> {
  people += 1;
  const [row] = await db
    .insert(users)
    .values({ firstName: 'Mei', lastName: 'Lim', email: `session-rules-${people}@example.com` })
    .returning();
  if (!row) throw new Error('user insert failed');
  return row;
}

type Browser = { sid?: string | undefined; tdid?: string | undefined };

const cookiesOf = (browser: Browser) => ({
  ...(browser.sid === undefined ? {} : { gs_sid: browser.sid }),
  ...(browser.tdid === undefined ? {} : { gs_tdid: browser.tdid }),
});

/** startSession from `browser` (its cookies sent as they are); answers the Set-Cookie it got, parsed. */
async function start(userId: string, browser: Browser = {}, shop = httpShop) {
  const res = await shop.inject({ method: 'POST', url: `/start/${userId}`, cookies: cookiesOf(browser) });
  expect(res.statusCode).toBe(200);
  return res.cookies;
}

/** A new browser signed in as `userId`: its session token. */
async function signIn(userId: string): Promise<string> {
  const [set] = await start(userId);
  if (!set) throw new Error('no session cookie');
  return set.value;
}

async function trust(userId: string, shop = httpShop) {
  const res = await shop.inject({ method: 'POST', url: `/trust/${userId}` });
  expect(res.statusCode).toBe(200);
  return res.cookies;
}

async function trusted(userId: string, tdid?: string): Promise<boolean> {
  const res = await httpShop.inject({
    method: 'GET',
    url: `/trusted/${userId}`,
    cookies: cookiesOf({ tdid }),
  });
  return res.json<{ trusted: boolean }>().trusted;
}

const whoIs = async (token: string | undefined) => (await sessionUser(db, token))?.id ?? null;

const sessionRows = (userId: string) => db.select().from(sessions).where(eq(sessions.userId, userId));
const deviceRows = (userId: string) =>
  db.select().from(trustedDevices).where(eq(trustedDevices.userId, userId));

describe('startSession', () => {
  it('sets gs_sid for 14 days (httpOnly, SameSite=Lax, path /, not Secure on http) and stores only its SHA-256', async () => {
    const user = await newUser();
    const t0 = pastBase();
    fixDateAt(t0);
    const set = await start(user.id);
    expect(set).toEqual([
      {
        name: 'gs_sid',
        value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        path: '/',
        maxAge: 1_209_600,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
    const token = set[0]?.value ?? '';
    expect(await sessionRows(user.id)).toEqual([
      {
        tokenHash: sha256(token),
        userId: user.id,
        createdAt: expect.any(Date),
        expiresAt: new Date(t0 + FOURTEEN_DAYS_MS),
      },
    ]);
  });

  it('sets a Secure cookie when the shop is reached over https', async () => {
    const user = await newUser();
    const set = await start(user.id, {}, httpsShop);
    expect(set).toEqual([
      {
        name: 'gs_sid',
        value: expect.any(String),
        path: '/',
        maxAge: 1_209_600,
        httpOnly: true,
        sameSite: 'Lax',
        secure: true,
      },
    ]);
  });

  it('replaces the session this browser had: the old token signs nobody in, the new one does', async () => {
    const user = await newUser();
    const old = await signIn(user.id);
    const [renewed] = await start(user.id, { sid: old });
    expect(renewed?.value).not.toBe(old);
    expect(await whoIs(old)).toBeNull();
    expect(await whoIs(renewed?.value)).toBe(user.id);
    expect(await sessionRows(user.id)).toHaveLength(1);
  });

  it('leaves the sessions of other browsers alone, the same account’s and another’s', async () => {
    const user = await newUser();
    const other = await newUser();
    const phone = await signIn(user.id);
    const theirs = await signIn(other.id);
    const laptop = await signIn(user.id);
    expect(await whoIs(phone)).toBe(user.id);
    expect(await whoIs(laptop)).toBe(user.id);
    expect(await whoIs(theirs)).toBe(other.id);
    // A browser whose cookie names a session it no longer has (ended elsewhere): a new one, nothing else touched.
    const [fresh] = await start(user.id, { sid: 'ended-elsewhere' });
    expect(await whoIs(fresh?.value)).toBe(user.id);
    expect(await sessionRows(user.id)).toHaveLength(3);
  });
});

describe('sessionUser', () => {
  it('answers the account until 14 days less 1 ms after the start, and nobody at 14 days', async () => {
    const user = await newUser();
    const t0 = pastBase();
    fixDateAt(t0);
    const token = await signIn(user.id);
    expect(await sessionUser(db, token)).toEqual(user);
    fixDateAt(t0 + 1_209_599_999);
    expect(await whoIs(token)).toBe(user.id);
    fixDateAt(t0 + 1_209_600_000);
    expect(await whoIs(token)).toBeNull();
  });

  it('answers nobody for a missing, empty or unknown token, or for the token’s hash', async () => {
    const user = await newUser();
    const token = await signIn(user.id);
    expect(await sessionUser(db, undefined)).toBeNull();
    expect(await sessionUser(db, '')).toBeNull();
    expect(await sessionUser(db, 'not-a-session')).toBeNull();
    expect(await sessionUser(db, sha256(token))).toBeNull();
  });
});

describe('endSession', () => {
  /** The cookie as @fastify/cookie clears it: empty, expired, at the path it was set on. */
  const cleared = { name: 'gs_sid', value: '', path: '/', maxAge: 0, expires: new Date(0), sameSite: 'Lax' };

  it('deletes this browser’s session and clears its cookie at path /; other sessions stay', async () => {
    const user = await newUser();
    const here = await signIn(user.id);
    const elsewhere = await signIn(user.id);
    const res = await httpShop.inject({ method: 'POST', url: '/end', cookies: { gs_sid: here } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies).toEqual([cleared]);
    expect(await whoIs(here)).toBeNull();
    expect(await whoIs(elsewhere)).toBe(user.id);
  });

  it('without a session cookie only clears the cookie', async () => {
    const user = await newUser();
    const token = await signIn(user.id);
    const res = await httpShop.inject({ method: 'POST', url: '/end' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies).toEqual([cleared]);
    expect(await whoIs(token)).toBe(user.id);
  });
});

describe('trusted devices', () => {
  it('trustDevice sets gs_tdid for 30 days (httpOnly, SameSite=Lax, path /; Secure on https), stored hashed', async () => {
    const user = await newUser();
    const t0 = pastBase();
    fixDateAt(t0);
    const set = await trust(user.id);
    expect(set).toEqual([
      {
        name: 'gs_tdid',
        value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        path: '/',
        maxAge: 2_592_000,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
    expect(await deviceRows(user.id)).toEqual([
      {
        tokenHash: sha256(set[0]?.value ?? ''),
        userId: user.id,
        createdAt: expect.any(Date),
        expiresAt: new Date(t0 + THIRTY_DAYS_MS),
        revokedAt: null,
      },
    ]);
    expect(await trust(user.id, httpsShop)).toEqual([
      {
        name: 'gs_tdid',
        value: expect.any(String),
        path: '/',
        maxAge: 2_592_000,
        httpOnly: true,
        sameSite: 'Lax',
        secure: true,
      },
    ]);
  });

  it('trusts the device for its account until 30 days less 1 ms, and not at 30 days', async () => {
    const user = await newUser();
    const t0 = pastBase();
    fixDateAt(t0);
    const [device] = await trust(user.id);
    fixDateAt(t0 + 2_591_999_999);
    expect(await trusted(user.id, device?.value)).toBe(true);
    fixDateAt(t0 + 2_592_000_000);
    expect(await trusted(user.id, device?.value)).toBe(false);
  });

  it('trusts nobody without the cookie, with an unknown token, or for another account', async () => {
    const user = await newUser();
    const other = await newUser();
    const [device] = await trust(user.id);
    const token = device?.value ?? '';
    expect(await trusted(user.id, token)).toBe(true);
    expect(await trusted(user.id)).toBe(false);
    expect(await trusted(user.id, 'not-a-device')).toBe(false);
    expect(await trusted(user.id, sha256(token))).toBe(false);
    expect(await trusted(other.id, token)).toBe(false);
  });
});

describe('revokeAccess (after a password change or reset)', () => {
  it('ends every session of the account but the one kept, and revokes all its devices; other accounts keep theirs', async () => {
    const user = await newUser();
    const other = await newUser();
    const kept = await signIn(user.id);
    const phone = await signIn(user.id);
    const tablet = await signIn(user.id);
    const theirs = await signIn(other.id);
    const [device] = await trust(user.id);
    const [theirDevice] = await trust(other.id);

    const t0 = pastBase();
    fixDateAt(t0);
    await revokeAccess(db, user.id, kept);
    jest.useRealTimers();

    expect(await whoIs(kept)).toBe(user.id);
    expect(await whoIs(phone)).toBeNull();
    expect(await whoIs(tablet)).toBeNull();
    expect(await whoIs(theirs)).toBe(other.id);
    expect(await trusted(user.id, device?.value)).toBe(false);
    expect(await trusted(other.id, theirDevice?.value)).toBe(true);
    expect((await deviceRows(user.id)).map((d) => d.revokedAt)).toEqual([new Date(t0)]);

    // A second revocation keeps the time of the first.
    await revokeAccess(db, user.id, kept);
    expect((await deviceRows(user.id)).map((d) => d.revokedAt)).toEqual([new Date(t0)]);
  });

  it('with no session to keep (a reset by e-mailed link), ends them all', async () => {
    const user = await newUser();
    const first = await signIn(user.id);
    const second = await signIn(user.id);
    await revokeAccess(db, user.id);
    expect(await whoIs(first)).toBeNull();
    expect(await whoIs(second)).toBeNull();
    expect(await sessionRows(user.id)).toEqual([]);
  });
});

describe('deleteExpiredSessions', () => {
  it('deletes the sessions whose end has passed, and keeps one ending this very millisecond and later ones', async () => {
    const user = await newUser();
    const now = pastBase();
    const endingAt = (ms: number, hash: string) => ({
      tokenHash: hash,
      userId: user.id,
      expiresAt: new Date(ms),
    });
    await db
      .insert(sessions)
      .values([
        endingAt(now - 86_400_000, 'ended-a-day-ago'),
        endingAt(now - 1, 'ended-a-millisecond-ago'),
        endingAt(now, 'ending-now'),
        endingAt(now + 1, 'ending-in-a-millisecond'),
      ]);
    fixDateAt(now);
    await deleteExpiredSessions(db);
    expect((await sessionRows(user.id)).map((s) => s.tokenHash).sort()).toEqual([
      'ending-in-a-millisecond',
      'ending-now',
    ]);
  });
});
