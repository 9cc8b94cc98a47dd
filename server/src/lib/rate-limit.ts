/**
 * Fixed-window rate limits kept in the database, so they hold across several API processes.
 * One upsert per hit; the window restarts when it has passed.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { tooManyRequests } from './errors';

export type Limit = { max: number; windowSeconds: number };

export type RateLimits = {
  login: Limit;
  /** Login attempts from one address at one account: slows a guesser there without locking the owner out. */
  loginAccount: Limit;
  /**
   * Failed passwords at one account from anywhere. Passing it refuses nobody; the account's next sign-in then needs
   * the e-mailed code even on a trusted device, until a code sign-in clears it.
   */
  loginFailures: Limit;
  register: Limit;
  otp: Limit;
  otpAccount: Limit;
  /** Forgot-password requests per address. */
  forgot: Limit;
  /**
   * Forgot-password requests from one address for one e-mail address. Counted per client, not per account, so a
   * stranger's requests never use up the owner's (ADR 037).
   */
  forgotAccount: Limit;
  /**
   * Reset e-mails one address receives, from anyone. Past it nobody is refused and no more mail is sent; the window
   * is the reset link's lifetime, so the mailbox always holds a link that still works (ADR 037).
   */
  resetMails: Limit;
  /** "This e-mail already has an account" mails one address receives, from anyone (ADR 037). */
  accountExistsMails: Limit;
  /**
   * Verification codes mailed to one mailbox nobody has proven yet (`mailboxOf`: +tags, capitals and Gmail's dots
   * are one mailbox), from anyone: each registration's code, and each resend and login code of an unverified
   * account. Registering an address that has an account, and resending with the id that answers, count here alike,
   * so the cap tells nobody which it is. Past it nothing is mailed and the request is refused (ADR 049). A person
   * signing up needs two or three.
   */
  unprovenCodeMails: Limit;
  /**
   * Sign-in codes resent to one verified account's mailbox, by anyone who has its id (ADR 049). Signing in, which
   * needs the password, mails its code whatever this says.
   */
  signInCodeResends: Limit;
  /** 'Login with Google' sign-ins started from one address (each keeps a row for 10 minutes). */
  googleStart: Limit;
  enquiry: Limit;
  /**
   * Checkouts started from one address. Each one takes stock off the shelf for 31 minutes, so starting them over and
   * over is a way to keep pieces from other shoppers.
   */
  checkout: Limit;
  /** Checkouts started by one shopper, from anywhere (an honest shopper retries a few times, not dozens). */
  checkoutAccount: Limit;
};

export const defaultRateLimits: RateLimits = {
  login: { max: 30, windowSeconds: 15 * 60 }, // max: SIGN_INS_PER_15_MINUTES (config.ts)
  loginAccount: { max: 10, windowSeconds: 15 * 60 },
  loginFailures: { max: 10, windowSeconds: 24 * 60 * 60 },
  register: { max: 10, windowSeconds: 60 * 60 }, // max: SIGN_UPS_PER_HOUR (config.ts)
  otp: { max: 30, windowSeconds: 15 * 60 }, // max: SIGN_INS_PER_15_MINUTES (config.ts)
  otpAccount: { max: 15, windowSeconds: 15 * 60 },
  forgot: { max: 10, windowSeconds: 60 * 60 }, // max: PASSWORD_RESETS_PER_HOUR (config.ts)
  forgotAccount: { max: 5, windowSeconds: 60 * 60 },
  resetMails: { max: 3, windowSeconds: 30 * 60 }, // the reset link's lifetime (resetLinkMinutes)
  accountExistsMails: { max: 3, windowSeconds: 24 * 60 * 60 },
  unprovenCodeMails: { max: 10, windowSeconds: 24 * 60 * 60 },
  signInCodeResends: { max: 10, windowSeconds: 24 * 60 * 60 },
  googleStart: { max: 30, windowSeconds: 15 * 60 }, // max: SIGN_INS_PER_15_MINUTES (config.ts)
  enquiry: { max: 10, windowSeconds: 60 * 60 }, // max: ENQUIRIES_PER_HOUR (config.ts)
  checkout: { max: 30, windowSeconds: 10 * 60 }, // max: CHECKOUTS_PER_10_MINUTES (config.ts)
  checkoutAccount: { max: 10, windowSeconds: 10 * 60 },
};

/** Whole seconds until a window that started at `windowStart` has passed (at least 1). */
function secondsLeft(windowStart: Date, limit: Limit): number {
  const elapsed = (Date.now() - windowStart.getTime()) / 1000;
  return Math.max(1, Math.ceil(limit.windowSeconds - elapsed));
}

/** Counts one hit on `key` and answers the count in the current window (the window restarts once passed). */
export async function countHit(
  db: Db,
  key: string,
  limit: Limit,
): Promise<{ count: number; windowStart: Date }> {
  const rows = await queryRows<{ count: number; window_start: Date | string }>(
    db,
    sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${limit.windowSeconds})
                   THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${limit.windowSeconds})
                   THEN now() ELSE rate_limits.window_start END
    RETURNING count, window_start`,
  );
  const row = rows[0];
  return { count: Number(row?.count ?? 1), windowStart: new Date(row?.window_start ?? Date.now()) };
}

/** The count on `key` in its current window, without counting a hit (0 once the window has passed). */
export async function currentCount(db: Db, key: string, limit: Limit): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`SELECT count FROM rate_limits
        WHERE key = ${key} AND window_start > now() - make_interval(secs => ${limit.windowSeconds})`,
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Without counting a hit: the seconds until `key`'s window passes when its count has already reached `limit.max`
 * (the next hit would pass the limit), or null while hits are left.
 */
export async function usedUpFor(db: Db, key: string, limit: Limit): Promise<number | null> {
  const rows = await queryRows<{ count: number; window_start: Date | string }>(
    db,
    sql`SELECT count, window_start FROM rate_limits
        WHERE key = ${key} AND window_start > now() - make_interval(secs => ${limit.windowSeconds})`,
  );
  const row = rows[0];
  return row && Number(row.count) >= limit.max ? secondsLeft(new Date(row.window_start), limit) : null;
}

/** Counts one hit on `key`; throws a 429 with a clear message once the limit is passed. */
export async function hitLimit(db: Db, key: string, limit: Limit, what: string): Promise<void> {
  const { count, windowStart } = await countHit(db, key, limit);
  if (count > limit.max) {
    const retryAfter = secondsLeft(windowStart, limit);
    const minutes = Math.ceil(retryAfter / 60);
    throw tooManyRequests(
      `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfter,
    );
  }
}

/** Clears a counter, e.g. failed logins of an account after a successful one. */
export async function resetLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}
