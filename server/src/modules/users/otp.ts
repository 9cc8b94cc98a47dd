/**
 * E-mailed one-time codes: 6 digits from the CSPRNG, stored hashed, valid 10 minutes, single use, at most 5 wrong
 * tries, a new code at most once a minute, and a daily cap per mailbox on codes a stranger can ask for (ADR 049).
 *
 * A sign-in code (login from a new device, resend) replaces the previous sign-in code. A registration's code carries
 * that registration's names and password hash and replaces nothing: each of up to 3 registrations waiting on one
 * unverified account takes effect only with its own code (ADR 024). Every guess takes a try from all of an account's
 * live codes at once, so more codes do not mean more guesses.
 */
import { and, count, desc, eq, gt, isNull, lt, max, min, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { otpCodes, userIdentities, users } from '../../db/schema';
import { sameHash, sha256, sixDigitCode } from '../../lib/crypto';
import { countHit, usedUpFor, type Limit } from '../../lib/rate-limit';
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

/** The space of the two-part advisory lock on the codes mailed to one mailbox (ADR 049). */
const CODE_MAIL_LOCK_SPACE = 49;

/**
 * A daily cap on codes mailed to one mailbox (ADR 049): the mailbox (`mailboxOf`, or another name for what stands in
 * for one), the counter's key and its limit. A code is counted when it is sent, under the mailbox's lock.
 */
export type CodeMailCap = { mailbox: string; key: string; limit: Limit };

/**
 * Takes the mailbox's lock for the rest of the transaction, so of two requests for one mailbox the second reads what
 * the first counted; then the seconds to wait when the mailbox's codes for the day are used up, or null.
 */
export async function lockCodeMails(tx: Tx, cap: CodeMailCap): Promise<number | null> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CODE_MAIL_LOCK_SPACE}, hashtext(${cap.mailbox}))`);
  return usedUpFor(tx, cap.key, cap.limit);
}

/** Counts a code mailed to the cap's mailbox (under its lock, after `lockCodeMails` found codes left). */
export async function countCodeMail(tx: Tx, cap: CodeMailCap): Promise<void> {
  await countHit(tx, cap.key, cap.limit);
}

/**
 * `sent`: a new code was mailed; `cooldown`: a code was sent less than a minute ago; `capped`: the mailbox's codes
 * for the day are used up (nothing was stored or mailed).
 */
export type IssueResult =
  | { outcome: 'sent'; cooldownExpiry: number; codeId?: string }
  | { outcome: 'cooldown'; cooldownExpiry: number }
  | { outcome: 'capped'; retryAfterSeconds: number };

/**
 * Sends a new sign-in code unless a code was sent less than a minute ago (then the caller reports the cooldown), or
 * `cap` is given and its mailbox's codes for the day are used up (checked first: past the cap, waiting a minute
 * would not help). `renewRegistration`: the id of this browser's own registration code (resend after registering);
 * that registration gets a new code with the same details instead, so a resend never swaps one person's registration
 * for another's.
 */
export async function issueCode(
  db: Db,
  delivery: Delivery,
  user: UserRow,
  options: { renewRegistration?: string | undefined; cap?: CodeMailCap | undefined } = {},
): Promise<IssueResult> {
  const { cap } = options;
  const code = sixDigitCode();
  let mailName = user.firstName;
  const outcome = await db.transaction(async (tx): Promise<IssueResult> => {
    const wait = cap ? await lockCodeMails(tx, cap) : null;
    if (wait !== null) return { outcome: 'capped', retryAfterSeconds: wait };
    const last = await latestCode(tx, user.id);
    // The cooldown guards a code still waiting to be used; once used, the next sign-in needs a fresh one.
    if (last && !last.consumedAt && Date.now() - last.createdAt.getTime() < OTP_COOLDOWN_MS) {
      return { outcome: 'cooldown', cooldownExpiry: last.createdAt.getTime() + OTP_COOLDOWN_MS };
    }
    const renewed = options.renewRegistration
      ? (
          await tx
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
    if (cap) await countCodeMail(tx, cap);
    const now = Date.now();
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
    if (renewed) mailName = renewed.firstName ?? mailName;
    return { outcome: 'sent', cooldownExpiry: now + OTP_COOLDOWN_MS, ...(row && { codeId: row.id }) };
  });
  if (outcome.outcome === 'sent') await mailCode(delivery, user.email, mailName, code);
  return outcome;
}

export type RegistrationIssue =
  | { refused: false; userId: string; codeId: string; cooldownExpiry: number }
  /** `pending`: MAX_PENDING_REGISTRATIONS wait for their code; `capped`: the mailbox's codes for the day are used up. */
  | { refused: 'pending' | 'capped'; retryAfterSeconds: number };

/**
 * Registers the address and mails the registration its own code, in one transaction under the mailbox's lock: the
 * first registration creates the (unverified) account, a later one changes nothing on it (its details wait with its
 * code, ADR 024). Refused, with nothing stored or mailed, when the mailbox's codes for the day are used up (ADR 049)
 * or while MAX_PENDING_REGISTRATIONS codes of the account are live. A new registration's code starts with the tries
 * the live ones have already used: registering again brings no fresh guesses.
 */
export async function issueRegistrationCode(
  db: Db,
  delivery: Delivery,
  account: { email: string },
  registration: Registration,
  cap?: CodeMailCap,
): Promise<RegistrationIssue> {
  const { email } = account;
  const code = sixDigitCode();
  const now = Date.now();
  const outcome = await db.transaction(async (tx): Promise<RegistrationIssue> => {
    const wait = cap ? await lockCodeMails(tx, cap) : null;
    if (wait !== null) return { refused: 'capped', retryAfterSeconds: wait };
    const [created] = await tx
      .insert(users)
      .values({ ...registration, email })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // One registration at a time per account, so parallel sign-ups cannot all pass the cap.
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).for('update');
    const userId = created?.id ?? user?.id;
    if (!userId) throw new Error('user row missing after insert');
    const [live] = await tx
      .select({ live: count(), tries: max(otpCodes.attempts), firstExpiry: min(otpCodes.expiresAt) })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.userId, userId),
          eq(otpCodes.purpose, 'registration'),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, new Date(now)),
        ),
      );
    if (live && live.live >= MAX_PENDING_REGISTRATIONS) {
      const until = live.firstExpiry ? new Date(live.firstExpiry).getTime() : now + OTP_LIFETIME_MS;
      return { refused: 'pending', retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
    }
    if (cap) await countCodeMail(tx, cap);
    const [row] = await tx
      .insert(otpCodes)
      .values({
        userId,
        purpose: 'registration',
        ...registration,
        codeHash: sha256(code),
        attempts: live?.tries ?? 0,
        createdAt: new Date(now),
        expiresAt: new Date(now + OTP_LIFETIME_MS),
      })
      .returning({ id: otpCodes.id });
    if (!row) throw new Error('code row missing after insert');
    return { refused: false, userId, codeId: row.id, cooldownExpiry: now + OTP_COOLDOWN_MS };
  });
  if (!outcome.refused) await mailCode(delivery, email, registration.firstName, code);
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
