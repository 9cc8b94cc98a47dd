/**
 * E-mailed one-time codes: 6 digits from the CSPRNG, stored hashed, valid 10 minutes, single use, at most 5 wrong
 * tries, a new code at most once a minute.
 *
 * A sign-in code (login from a new device, resend) replaces the previous sign-in code. A registration's code carries
 * that registration's names and password hash and replaces nothing: each of up to 3 registrations waiting on one
 * unverified account takes effect only with its own code (ADR 024). Every guess takes a try from all of an account's
 * live codes at once, so more codes do not mean more guesses.
 */
import { and, count, desc, eq, gt, isNull, lt, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes, userIdentities, users } from '../../db/schema';
import { sameHash, sha256, sixDigitCode } from '../../lib/crypto';
import type { Mailer } from '../../mail/mailer';
import { verificationCodeMessage } from '../../mail/templates';
import type { UserRow } from './sessions';

export const OTP_LIFETIME_MS = 10 * 60 * 1000;
export const OTP_COOLDOWN_MS = 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** Registrations of one unverified account that may wait for their code at once. */
export const MAX_PENDING_REGISTRATIONS = 3;

export type CodeRow = typeof otpCodes.$inferSelect;
export type Registration = { firstName: string; lastName: string; passwordHash: string };
type Delivery = { mailer: Mailer; log: (e: unknown) => void };

async function latestCode(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.userId, userId))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return rows[0];
}

async function mailCode(
  { mailer, log }: Delivery,
  to: string,
  firstName: string,
  code: string,
  purpose?: string,
) {
  try {
    await mailer.send(to, verificationCodeMessage(firstName, code, purpose));
  } catch (error) {
    // The code is stored; the shopper can ask for it again once the mail server answers.
    log(error);
  }
}

export type IssueResult = { sent: boolean; cooldownExpiry: number; codeId?: string };

/**
 * Sends a new sign-in code unless a code was sent less than a minute ago (then the caller reports the cooldown).
 * `renewRegistration`: the id of this browser's own registration code (resend after registering); that registration
 * gets a new code with the same details instead, so a resend never swaps one person's registration for another's.
 */
export async function issueCode(
  db: Db,
  delivery: Delivery,
  user: UserRow,
  options: { renewRegistration?: string | undefined } = {},
): Promise<IssueResult> {
  const last = await latestCode(db, user.id);
  // The cooldown guards a code still waiting to be used; once used, the next sign-in needs a fresh one.
  if (last && !last.consumedAt && Date.now() - last.createdAt.getTime() < OTP_COOLDOWN_MS) {
    return { sent: false, cooldownExpiry: last.createdAt.getTime() + OTP_COOLDOWN_MS };
  }
  const renewed = options.renewRegistration
    ? (
        await db
          .select()
          .from(otpCodes)
          .where(
            and(
              eq(otpCodes.id, options.renewRegistration),
              eq(otpCodes.userId, user.id),
              eq(otpCodes.purpose, 'registration'),
              isNull(otpCodes.consumedAt),
            ),
          )
      )[0]
    : undefined;
  const code = sixDigitCode();
  const now = Date.now();
  const inserted = await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date(now) })
      .where(
        renewed
          ? eq(otpCodes.id, renewed.id)
          : and(eq(otpCodes.userId, user.id), eq(otpCodes.purpose, 'sign-in'), isNull(otpCodes.consumedAt)),
      );
    const [row] = await tx
      .insert(otpCodes)
      .values({
        userId: user.id,
        codeHash: sha256(code),
        createdAt: new Date(now),
        expiresAt: new Date(now + OTP_LIFETIME_MS),
        ...(renewed && {
          purpose: 'registration' as const,
          firstName: renewed.firstName,
          lastName: renewed.lastName,
          passwordHash: renewed.passwordHash,
        }),
      })
      .returning({ id: otpCodes.id });
    return row;
  });
  await mailCode(delivery, user.email, renewed?.firstName ?? user.firstName, code);
  return { sent: true, cooldownExpiry: now + OTP_COOLDOWN_MS, ...(inserted && { codeId: inserted.id }) };
}

export type RegistrationIssue =
  { refused: false; codeId: string; cooldownExpiry: number } | { refused: true; retryAfterSeconds: number };

/**
 * Mails a registration its own code. Refused while MAX_PENDING_REGISTRATIONS codes of the account are live. A new
 * registration's code starts with the tries the live ones have already used: registering again brings no fresh
 * guesses.
 */
export async function issueRegistrationCode(
  db: Db,
  delivery: Delivery,
  user: UserRow,
  registration: Registration,
): Promise<RegistrationIssue> {
  const code = sixDigitCode();
  const now = Date.now();
  const outcome = await db.transaction(async (tx): Promise<RegistrationIssue> => {
    // One registration at a time per account, so parallel sign-ups cannot all pass the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [live] = await tx
      .select({ live: count(), tries: max(otpCodes.attempts), firstExpiry: min(otpCodes.expiresAt) })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.userId, user.id),
          eq(otpCodes.purpose, 'registration'),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, new Date(now)),
        ),
      );
    if (live && live.live >= MAX_PENDING_REGISTRATIONS) {
      const until = live.firstExpiry ? new Date(live.firstExpiry).getTime() : now + OTP_LIFETIME_MS;
      return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
    }
    const [row] = await tx
      .insert(otpCodes)
      .values({
        userId: user.id,
        purpose: 'registration',
        ...registration,
        codeHash: sha256(code),
        attempts: live?.tries ?? 0,
        createdAt: new Date(now),
        expiresAt: new Date(now + OTP_LIFETIME_MS),
      })
      .returning({ id: otpCodes.id });
    if (!row) throw new Error('code row missing after insert');
    return { refused: false, codeId: row.id, cooldownExpiry: now + OTP_COOLDOWN_MS };
  });
  if (!outcome.refused) await mailCode(delivery, user.email, registration.firstName, code);
  return outcome;
}

export type IdentityLink = { provider: string; subject: string; email: string };

/**
 * Mails the account a code that, when entered, links a sign-in identity (Google) to it: whoever signed in at the
 * provider with this address still has to show they hold the mailbox here. Replaces earlier link codes; not held
 * back by the resend cooldown (each one follows a full round trip to the provider).
 */
export async function issueLinkCode(
  db: Db,
  delivery: Delivery,
  user: UserRow,
  identity: IdentityLink,
): Promise<{ cooldownExpiry: number }> {
  const code = sixDigitCode();
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(otpCodes.userId, user.id), eq(otpCodes.purpose, 'link'), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      userId: user.id,
      purpose: 'link',
      identityProvider: identity.provider,
      identitySubject: identity.subject,
      codeHash: sha256(code),
      createdAt: new Date(now),
      expiresAt: new Date(now + OTP_LIFETIME_MS),
    });
  });
  await mailCode(delivery, user.email, user.firstName, code, 'It links Google sign-in to your account.');
  return { cooldownExpiry: now + OTP_COOLDOWN_MS };
}

export type CheckResult =
  { result: 'ok'; code: CodeRow } | { result: 'wrong' | 'expired' | 'locked' | 'missing' };

/**
 * Checks a code against the account's live codes. The try is taken from each of them before comparing, in one
 * conditional update (`attempts < 5`), so parallel guesses cannot all read "4 tries so far" and each get a fifth;
 * a right code is then consumed once, even under concurrent calls.
 */
export async function checkCode(db: Db, userId: string, guess: string): Promise<CheckResult> {
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
  const guessHash = sha256(guess);
  const match = tried.find((row) => sameHash(row.codeHash, guessHash));
  if (match) {
    const [consumed] = await db
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.id, match.id), isNull(otpCodes.consumedAt)))
      .returning();
    return consumed ? { result: 'ok', code: consumed } : { result: 'missing' };
  }
  if (tried.length > 0) return { result: 'wrong' };
  // No code took the try: live codes left are out of tries; otherwise say why from the newest one.
  const [locked] = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
    .limit(1);
  if (locked) return { result: 'locked' };
  const newest = await latestCode(db, userId);
  return newest && !newest.consumedAt ? { result: 'expired' } : { result: 'missing' };
}

/**
 * What an entered code does to its account: an unverified account becomes verified, with the details of the
 * registration whose code it was (a sign-in code keeps the details the password matched), and its other
 * registrations lapse. A verified account is never changed by a registration's code. A link code attaches its
 * identity; on an unverified account it also drops the password nobody confirmed (the account is the mailbox
 * owner's, who came through Google).
 */
export async function applyCode(db: Db, user: UserRow, code: CodeRow): Promise<UserRow> {
  return db.transaction(async (tx) => {
    if (code.purpose === 'link' && code.identityProvider && code.identitySubject) {
      await tx
        .insert(userIdentities)
        .values({
          provider: code.identityProvider,
          subject: code.identitySubject,
          userId: user.id,
          email: user.email,
        })
        .onConflictDoNothing();
    }
    if (user.verified) return user;
    const details =
      code.purpose === 'registration' && code.firstName && code.lastName && code.passwordHash
        ? { firstName: code.firstName, lastName: code.lastName, passwordHash: code.passwordHash }
        : code.purpose === 'link'
          ? { passwordHash: null }
          : {};
    const [updated] = await tx
      .update(users)
      .set({ ...details, verified: true, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), eq(users.verified, false)))
      .returning();
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(eq(otpCodes.userId, user.id), eq(otpCodes.purpose, 'registration'), isNull(otpCodes.consumedAt)),
      );
    if (updated) return updated;
    // Verified meanwhile by another of its codes: answer the account as it is now.
    const [current] = await tx.select().from(users).where(eq(users.id, user.id));
    return current ?? user;
  });
}
