/**
 * The fixed-window counter under every rate limit, on its own functions against a real (PGlite) database: counts
 * per key, refuses the hit past the limit with the wait in whole minutes, restarts once the window has passed, and
 * forgets a key on reset. Windows are the database's clock, so a test moves a window's stored start instead of time.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { HttpError } from '../src/lib/errors';
import {
  countHit,
  currentCount,
  defaultRateLimits,
  hitLimit,
  resetLimit,
  usedUpFor,
} from '../src/lib/rate-limit';
import { openTestDatabase } from './support/database';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.db;
  close = database.close;
});
afterAll(() => close());

let keys = 0;
const newKey = () => `rule-test:${++keys}`;

/** Puts the window of `key` as if it started `seconds` ago by the database's clock. */
async function startedAgo(key: string, seconds: number) {
  await db.execute(
    sql`UPDATE rate_limits SET window_start = now() - make_interval(secs => ${seconds}) WHERE key = ${key}`,
  );
}

async function refusal(run: () => Promise<void>): Promise<HttpError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('countHit', () => {
  it('counts 1, 2, 3 on one key and starts each key at 1', async () => {
    const key = newKey();
    const limit = { max: 5, windowSeconds: 600 };
    expect((await countHit(db, key, limit)).count).toBe(1);
    expect((await countHit(db, key, limit)).count).toBe(2);
    expect((await countHit(db, key, limit)).count).toBe(3);
    expect((await countHit(db, newKey(), limit)).count).toBe(1);
  });

  it('keeps the window start while the window lasts, and answers it', async () => {
    const key = newKey();
    const limit = { max: 5, windowSeconds: 600 };
    const first = await countHit(db, key, limit);
    expect(Math.abs(first.windowStart.getTime() - Date.now())).toBeLessThan(60_000);
    await startedAgo(key, 590);
    const later = await countHit(db, key, limit);
    expect(later.count).toBe(2);
    expect(Date.now() - later.windowStart.getTime()).toBeGreaterThanOrEqual(589_000);
  });

  it('restarts at 1 with a new window start once the window has passed', async () => {
    const key = newKey();
    const limit = { max: 5, windowSeconds: 600 };
    await countHit(db, key, limit);
    await countHit(db, key, limit);
    await startedAgo(key, 600);
    const restarted = await countHit(db, key, limit);
    expect(restarted.count).toBe(1);
    expect(Date.now() - restarted.windowStart.getTime()).toBeLessThan(60_000);
  });
});

describe('currentCount', () => {
  it('answers the count in the window without counting, 0 for an unknown key', async () => {
    const key = newKey();
    const limit = { max: 5, windowSeconds: 600 };
    expect(await currentCount(db, key, limit)).toBe(0);
    await countHit(db, key, limit);
    await countHit(db, key, limit);
    expect(await currentCount(db, key, limit)).toBe(2);
    expect(await currentCount(db, key, limit)).toBe(2);
  });

  it('answers 0 once the window has passed, and the count 10 s before', async () => {
    const key = newKey();
    const limit = { max: 5, windowSeconds: 600 };
    await countHit(db, key, limit);
    await startedAgo(key, 590);
    expect(await currentCount(db, key, limit)).toBe(1);
    await startedAgo(key, 600);
    expect(await currentCount(db, key, limit)).toBe(0);
  });
});

describe('usedUpFor', () => {
  it('answers null while hits are left and the seconds left once max hits are in, without counting', async () => {
    const key = newKey();
    const limit = { max: 2, windowSeconds: 600 };
    expect(await usedUpFor(db, key, limit)).toBeNull();
    await countHit(db, key, limit);
    expect(await usedUpFor(db, key, limit)).toBeNull();
    await countHit(db, key, limit);
    await startedAgo(key, 100);
    const left = await usedUpFor(db, key, limit);
    expect(left).toBeGreaterThan(490);
    expect(left).toBeLessThanOrEqual(500);
    expect(await currentCount(db, key, limit)).toBe(2);
  });

  it('answers null again once the window has passed', async () => {
    const key = newKey();
    const limit = { max: 1, windowSeconds: 600 };
    await countHit(db, key, limit);
    await startedAgo(key, 599);
    expect(await usedUpFor(db, key, limit)).toBe(1);
    await startedAgo(key, 600);
    expect(await usedUpFor(db, key, limit)).toBeNull();
  });
});

describe('hitLimit', () => {
  it('lets max hits through and refuses the next with a 429', async () => {
    const key = newKey();
    const limit = { max: 3, windowSeconds: 600 };
    for (let i = 0; i < 3; i++) await hitLimit(db, key, limit, 'tries');
    const refused = await refusal(() => hitLimit(db, key, limit, 'tries'));
    expect(refused.statusCode).toBe(429);
  });

  it('says how many minutes are left, rounded up, and the seconds to wait', async () => {
    const key = newKey();
    const limit = { max: 1, windowSeconds: 600 };
    await hitLimit(db, key, limit, 'sign-in attempts');
    const fresh = await refusal(() => hitLimit(db, key, limit, 'sign-in attempts'));
    expect(fresh.message).toBe('Too many sign-in attempts. Please try again in 10 minutes.');
    expect(fresh.extra.retryAfter).toBeGreaterThan(590);
    expect(fresh.extra.retryAfter).toBeLessThanOrEqual(600);

    await startedAgo(key, 530);
    const later = await refusal(() => hitLimit(db, key, limit, 'sign-in attempts'));
    expect(later.message).toBe('Too many sign-in attempts. Please try again in 2 minutes.');
    expect(later.extra.retryAfter).toBeGreaterThan(60);
    expect(later.extra.retryAfter).toBeLessThanOrEqual(70);
  });

  it('says "1 minute" (not "1 minutes") in the last minute', async () => {
    const key = newKey();
    const limit = { max: 1, windowSeconds: 600 };
    await hitLimit(db, key, limit, 'codes');
    await startedAgo(key, 570);
    const refused = await refusal(() => hitLimit(db, key, limit, 'codes'));
    expect(refused.message).toBe('Too many codes. Please try again in 1 minute.');
    expect(refused.extra.retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.extra.retryAfter).toBeLessThanOrEqual(30);
  });
});

describe('resetLimit', () => {
  it('forgets the key: the next hit counts 1 again', async () => {
    const key = newKey();
    const other = newKey();
    const limit = { max: 5, windowSeconds: 600 };
    await countHit(db, key, limit);
    await countHit(db, key, limit);
    await countHit(db, other, limit);
    await resetLimit(db, key);
    expect(await currentCount(db, key, limit)).toBe(0);
    expect(await currentCount(db, other, limit)).toBe(1);
    expect((await countHit(db, key, limit)).count).toBe(1);
  });
});

describe('the default limits', () => {
  // The table is the subject here; the expected numbers are the accounts and checkout designs', written out. The
  // maxima marked in config.ts are replaced by its settings (limits.test.ts checks those through the routes), the
  // windows are not.
  it('are the designed counts per window', () => {
    const minutes = 60;
    const hours = 60 * minutes;
    expect(defaultRateLimits).toEqual({
      login: { max: 30, windowSeconds: 15 * minutes },
      loginAccount: { max: 10, windowSeconds: 15 * minutes },
      loginFailures: { max: 10, windowSeconds: 24 * hours },
      register: { max: 10, windowSeconds: 1 * hours },
      otp: { max: 30, windowSeconds: 15 * minutes },
      otpAccount: { max: 15, windowSeconds: 15 * minutes },
      forgot: { max: 10, windowSeconds: 1 * hours },
      forgotAccount: { max: 5, windowSeconds: 1 * hours },
      resetMails: { max: 3, windowSeconds: 30 * minutes },
      accountExistsMails: { max: 3, windowSeconds: 24 * hours },
      unprovenCodeMails: { max: 10, windowSeconds: 24 * hours },
      signInCodeResends: { max: 10, windowSeconds: 24 * hours },
      googleStart: { max: 30, windowSeconds: 15 * minutes },
      enquiry: { max: 10, windowSeconds: 1 * hours },
      checkout: { max: 30, windowSeconds: 10 * minutes },
      checkoutAccount: { max: 10, windowSeconds: 10 * minutes },
    });
  });
});
