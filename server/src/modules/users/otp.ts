/**
 * E-mailed one-time codes: 6 digits from the CSPRNG, stored hashed, valid 10 minutes, single use,
 * at most 5 wrong tries per code, a new code at most once a minute.
 */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { sameHash, sha256, sixDigitCode } from '../../lib/crypto';
import type { Mailer } from '../../mail/mailer';
import { verificationCodeMessage } from '../../mail/templates';
import type { UserRow } from './sessions';

export const OTP_LIFETIME_MS = 10 * 60 * 1000;
export const OTP_COOLDOWN_MS = 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

async function latestCode(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.userId, userId))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return rows[0];
}

export type IssueResult = { sent: boolean; cooldownExpiry: number };

/**
 * Sends a new code unless one was sent less than a minute ago (then the caller reports the cooldown).
 * A new code replaces the previous one.
 */
export async function issueCode(
  db: Db,
  mailer: Mailer,
  user: UserRow,
  log: (e: unknown) => void,
): Promise<IssueResult> {
  const last = await latestCode(db, user.id);
  // The cooldown guards a code still waiting to be used; once used, the next sign-in needs a fresh one.
  if (last && !last.consumedAt && Date.now() - last.createdAt.getTime() < OTP_COOLDOWN_MS) {
    return { sent: false, cooldownExpiry: last.createdAt.getTime() + OTP_COOLDOWN_MS };
  }
  const code = sixDigitCode();
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(otpCodes.userId, user.id), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      userId: user.id,
      codeHash: sha256(code),
      createdAt: new Date(now),
      expiresAt: new Date(now + OTP_LIFETIME_MS),
    });
  });
  try {
    await mailer.send(user.email, verificationCodeMessage(user.firstName, code));
  } catch (error) {
    // The code is stored; the shopper can ask for it again once the mail server answers.
    log(error);
  }
  return { sent: true, cooldownExpiry: now + OTP_COOLDOWN_MS };
}

export type CheckResult = 'ok' | 'wrong' | 'expired' | 'locked' | 'missing';

/**
 * Checks a code. The try is taken before comparing, in one conditional update (`attempts < 5`), so parallel
 * guesses cannot all read "4 tries so far" and each get a fifth; a right code is then consumed once, even under
 * concurrent calls.
 */
export async function checkCode(db: Db, userId: string, code: string): Promise<CheckResult> {
  const now = new Date();
  const tried = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.userId, userId),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });
  const guess = sha256(code);
  const match = tried.find((row) => sameHash(row.codeHash, guess));
  if (match) {
    const consumed = await db
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.id, match.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    return consumed.length === 1 ? 'ok' : 'missing';
  }
  if (tried.length > 0) return 'wrong';
  // No code took the try: say why, from the newest one.
  const current = await latestCode(db, userId);
  if (!current || current.consumedAt) return 'missing';
  if (current.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'locked';
}
