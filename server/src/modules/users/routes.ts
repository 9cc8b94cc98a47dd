/**
 * Accounts (§api.calls; /api/v1/user/*): register, e-mailed codes, login with trusted devices, logout,
 * current user, profile, change password, forgot/reset password.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentUserAnswer,
  loginAnswer,
  okMessage,
  registerAnswer,
  resendOtpAnswer,
  signedInAnswer,
  updateUserAnswer,
} from '@gemstore/shared/contract';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordRequestSchema,
  updateUserSchema,
  verifyOtpSchema,
} from '@gemstore/shared/validation';
import { passwordResets, registerDecoys, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../../lib/errors';
import { mailboxOf } from '../../lib/mailbox';
import { countHit, currentCount, hitLimit, resetLimit } from '../../lib/rate-limit';
import { failures } from '../../lib/responses';
import { accountExistsMessage, passwordResetMessage } from '../../mail/templates';
import { normaliseAddress } from '../countries/countries';
import { signedInUser } from './auth';
import {
  applyCode,
  checkCode,
  countCodeMail,
  issueCode,
  issueRegistrationCode,
  lockCodeMails,
  MAX_PENDING_REGISTRATIONS,
  OTP_COOLDOWN_MS,
  OTP_LIFETIME_MS,
  OTP_MAX_ATTEMPTS,
  type CheckResult,
  type CodeMailCap,
  type IssueResult,
  type RegistrationIssue,
} from './otp';
import { replacePassword } from './credentials';
import { rejectWeakPassword } from './password-strength';
import { hashPassword, verifyPassword } from './passwords';
import { publicUser } from './public-user';
import { endSession, isTrustedDevice, SESSION_COOKIE, startSession, trustDevice } from './sessions';

/**
 * Which registration this browser made (the id of its code), so a resend renews that one and not another person's
 * registration of the same unverified address. Not a secret: renewing only mails a new code to the address.
 */
const REGISTRATION_COOKIE = 'gs_reg';

function rememberRegistration(request: FastifyRequest, reply: FastifyReply, codeId: string) {
  void reply.setCookie(REGISTRATION_COOKIE, codeId, {
    path: '/api/v1/user',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.services.config.PUBLIC_URL.startsWith('https://'),
    maxAge: 60 * 60,
  });
}

function registrationOf(request: FastifyRequest): string | undefined {
  const id = request.cookies[REGISTRATION_COOKIE];
  return id && z.uuid().safeParse(id).success ? id : undefined;
}

const unknownResendKey = (userId: string) => `resend:unknown:${userId}`;
const resendCooldown = { max: 1, windowSeconds: OTP_COOLDOWN_MS / 1000 };

/**
 * What a registration's code is to a decoy (the id register answers for an address that already has an account),
 * kept so that register, resend and verify-otp answer for it exactly as for a new address's registration (ADR 037):
 * tries of its "code", its lifetime, and the registrations waiting on it.
 */
const decoyCodeKey = (userId: string) => `decoy:code:${userId}`;
const decoyTriesKey = (userId: string) => `decoy:tries:${userId}`;
const decoyRegistrationsKey = (userId: string) => `decoy:registrations:${userId}`;
const codeLifetime = { max: MAX_PENDING_REGISTRATIONS, windowSeconds: OTP_LIFETIME_MS / 1000 };

/**
 * The id register answers for an address that already has a verified account: the same for every registration of
 * that address (as a new address's account id is), shaped like the database's random ids (UUID v4), and derived from
 * the account's own id, which nobody but its owner knows, so nobody can tell it from a real one (ADR 037).
 */
export function decoyIdOf(accountId: string): string {
  const hex = sha256(`register-decoy:${accountId}`).slice(0, 32).split('');
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Failed passwords at an account, from any address (RateLimits.loginFailures). */
const failedLoginsKey = (email: string) => `login:failures:${email}`;

/**
 * Past a mailbox's codes for the day (ADR 049): said the same whichever request met it (register, resend, login) and
 * whether or not the address has an account.
 */
function tooManyCodes(retryAfterSeconds: number) {
  const hours = Math.ceil(retryAfterSeconds / 3600);
  return tooManyRequests(
    `Too many codes have been sent to this email today. Please use one we sent, or try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  );
}

function tooManySignUps(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return tooManyRequests(
    `Too many sign-ups for this email are waiting for their code. Please use a code we sent, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  );
}

export async function userRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, mailer, limits, config } = app.services;
  const logError = (error: unknown) => app.log.error({ err: error }, 'sending mail failed');
  const delivery = { mailer, log: logError };

  /**
   * The daily cap on codes to a mailbox nobody has proven (ADR 049): registrations, and resends and logins of an
   * unverified account, counted per mailbox however the address is spelt.
   */
  const unprovenCap = (email: string): CodeMailCap => {
    const mailbox = mailboxOf(email);
    return { mailbox, key: `mail:codes:${mailbox}`, limit: limits.unprovenCodeMails };
  };
  /** Sign-in codes resent to a verified account, by whoever has its id (ADR 049). */
  const signInResendCap = (email: string): CodeMailCap => {
    const mailbox = mailboxOf(email);
    return { mailbox, key: `mail:sign-in-resends:${mailbox}`, limit: limits.signInCodeResends };
  };
  /**
   * What a resend with an id that is no account counts against: for a decoy, the mailbox of the account behind it,
   * as a new address's resend counts against its own; for an id that is neither (a guess), that id alone.
   */
  const unknownIdCap = async (userId: string): Promise<CodeMailCap> => {
    const [behind] = await db
      .select({ email: users.email })
      .from(registerDecoys)
      .innerJoin(users, eq(users.id, registerDecoys.userId))
      .where(eq(registerDecoys.decoyId, userId))
      .limit(1);
    if (behind) return unprovenCap(behind.email);
    return { mailbox: `id:${userId}`, key: `mail:codes:id:${userId}`, limit: limits.unprovenCodeMails };
  };

  /**
   * The cooldown of an id that is no account (a decoy from register, or a guess), kept like a real one's; a "sent"
   * new code starts a new lifetime with fresh tries, as a real resend's code does.
   */
  const unknownIdCooldown = async (userId: string): Promise<IssueResult> => {
    const cap = await unknownIdCap(userId);
    // In the order and under the lock of a real resend (issueCode): the day's cap, the cooldown, then the count.
    return db.transaction(async (tx): Promise<IssueResult> => {
      const wait = await lockCodeMails(tx, cap);
      if (wait !== null) return { outcome: 'capped', retryAfterSeconds: wait };
      const { count, windowStart } = await countHit(tx, unknownResendKey(userId), resendCooldown);
      const cooldownExpiry = windowStart.getTime() + OTP_COOLDOWN_MS;
      if (count > 1) return { outcome: 'cooldown', cooldownExpiry };
      await countCodeMail(tx, cap);
      await resetLimit(tx, decoyCodeKey(userId));
      await countHit(tx, decoyCodeKey(userId), codeLifetime);
      await resetLimit(tx, decoyTriesKey(userId));
      // A new code has an id, which a resend after registering keeps in the cookie; this one points at nothing.
      return { outcome: 'sent', cooldownExpiry, codeId: randomUUID() };
    });
  };

  /** verify-otp for an id that is no account: what a registration's code whose guess is wrong answers. */
  const unknownIdCheck = async (userId: string): Promise<CheckResult['result']> => {
    if ((await currentCount(db, decoyCodeKey(userId), codeLifetime)) === 0) return 'expired';
    const { count } = await countHit(db, decoyTriesKey(userId), {
      max: OTP_MAX_ATTEMPTS,
      windowSeconds: OTP_LIFETIME_MS / 1000,
    });
    return count > OTP_MAX_ATTEMPTS ? 'locked' : 'wrong';
  };

  const findByEmail = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];
  const findById = async (id: string) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

  app.post(
    '/register',
    {
      schema: {
        tags: ['account'],
        body: registerSchema,
        response: { 200: registerAnswer, ...failures(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await hitLimit(db, `register:ip:${request.ip}`, limits.register, 'sign-up attempts');
      const { firstName, lastName, email, password } = request.body;
      rejectWeakPassword(password, 'password', { firstName, lastName, email });
      const existing = await findByEmail(email);
      // Hashed either way, so an address with an account answers as slowly as one without.
      const passwordHash = await hashPassword(password);
      const registered = (userId: string, cooldownExpiry: number) => ({
        success: true as const,
        message: `Registration successful. We have sent a verification code to ${email}.`,
        userId,
        cooldownExpiry,
      });
      const cap = unprovenCap(email);
      let issued: RegistrationIssue;
      if (existing?.verified) {
        // Answered like a new registration (a 409 would tell a stranger the address has an account), in status,
        // body, id, cookie and work (ADR 037); the owner hears of it by mail, a few times a day at most. The id
        // leads nowhere, but register, resend and verify-otp answer for it as for a new address's registration, and
        // it counts against the mailbox's codes for the day as a new address's code does (ADR 049).
        const decoyId = decoyIdOf(existing.id);
        issued = await db.transaction(async (tx): Promise<RegistrationIssue> => {
          // In the order and under the lock of a real registration (issueRegistrationCode).
          const wait = await lockCodeMails(tx, cap);
          if (wait !== null) return { refused: 'capped', retryAfterSeconds: wait };
          const waiting = await countHit(tx, decoyRegistrationsKey(decoyId), codeLifetime);
          if (waiting.count > MAX_PENDING_REGISTRATIONS) {
            const retryAfterSeconds = Math.max(
              1,
              Math.ceil((waiting.windowStart.getTime() + OTP_LIFETIME_MS - Date.now()) / 1000),
            );
            return { refused: 'pending', retryAfterSeconds };
          }
          await countCodeMail(tx, cap);
          // A new "code": its own lifetime, the resend cooldown from now, and (as a real one's) the tries so far.
          await resetLimit(tx, unknownResendKey(decoyId));
          const { windowStart } = await countHit(tx, unknownResendKey(decoyId), resendCooldown);
          await resetLimit(tx, decoyCodeKey(decoyId));
          await countHit(tx, decoyCodeKey(decoyId), codeLifetime);
          // So that a resend with the decoy id finds the mailbox it counts against.
          await tx.insert(registerDecoys).values({ decoyId, userId: existing.id }).onConflictDoNothing();
          return {
            refused: false,
            userId: decoyId,
            // The same cookie as a real registration sets (pointing at nothing), so the headers do not tell either.
            codeId: randomUUID(),
            cooldownExpiry: windowStart.getTime() + OTP_COOLDOWN_MS,
          };
        });
        if (!issued.refused) {
          const mails = await countHit(
            db,
            `mail:account-exists:${existing.email}`,
            limits.accountExistsMails,
          );
          if (mails.count <= limits.accountExistsMails.max) {
            await mailer
              .send(
                existing.email,
                accountExistsMessage(
                  existing.firstName,
                  `${config.PUBLIC_URL}/login`,
                  `${config.PUBLIC_URL}/forgot-password`,
                ),
              )
              .catch(logError);
          }
        }
      } else {
        // The first registration creates the (unverified) account; a later one changes nothing on it: its details
        // wait with its own code and apply only when that code is entered (ADR 024).
        issued = await issueRegistrationCode(
          db,
          delivery,
          { email },
          { firstName, lastName, passwordHash },
          cap,
        );
      }
      if (issued.refused === 'capped') throw tooManyCodes(issued.retryAfterSeconds);
      if (issued.refused) throw tooManySignUps(issued.retryAfterSeconds);
      rememberRegistration(request, reply, issued.codeId);
      return registered(issued.userId, issued.cooldownExpiry);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['account'],
        body: loginSchema,
        response: { 200: loginAnswer, ...failures(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await hitLimit(db, `login:ip:${request.ip}`, limits.login, 'login attempts');
      // Per address and account, not per account alone: a stranger's guesses must not lock the owner out.
      const fromHere = `login:ip-account:${request.ip}:${email}`;
      await hitLimit(db, fromHere, limits.loginAccount, 'login attempts for this account');
      const user = await findByEmail(email);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        // Counted for unknown e-mails too, so both answers do the same work.
        await countHit(db, failedLoginsKey(email), limits.loginFailures);
        throw unauthorized('Invalid email or password');
      }
      await resetLimit(db, fromHere);
      // Past the account's failure limit a trusted device is not enough: whoever has the password also needs the
      // mailbox. The owner gets in with the code, which clears the count (verify-otp).
      const underAttack =
        (await currentCount(db, failedLoginsKey(email), limits.loginFailures)) > limits.loginFailures.max;
      if (user.verified && !underAttack && (await isTrustedDevice(db, request, user.id))) {
        await startSession(db, request, reply, user.id);
        return {
          success: true as const,
          message: 'User logged in successfully',
          user: publicUser(user),
          userId: user.id,
        };
      }
      // A verified account's code needs its password; an unverified one's, only the password its first registration
      // chose, which may be a stranger's: counted against the mailbox's codes for the day (ADR 049).
      const issued = await issueCode(
        db,
        delivery,
        user,
        user.verified ? {} : { cap: unprovenCap(user.email) },
      );
      if (issued.outcome === 'capped') throw tooManyCodes(issued.retryAfterSeconds);
      const { cooldownExpiry } = issued;
      return {
        success: false as const,
        message: user.verified
          ? `For your security, we have sent a verification code to ${user.email}.`
          : `Your email is not verified yet. We have sent a verification code to ${user.email}.`,
        userId: user.id,
        cooldownExpiry,
      };
    },
  );

  app.post(
    '/verify-otp',
    {
      schema: {
        tags: ['account'],
        body: verifyOtpSchema,
        response: { 200: signedInAnswer, ...failures(400, 429) },
      },
    },
    async (request, reply) => {
      const { otp, userId, trustDevice: trust } = request.body;
      await hitLimit(db, `otp:ip:${request.ip}`, limits.otp, 'verification attempts');
      await hitLimit(
        db,
        `otp:account:${userId}`,
        limits.otpAccount,
        'verification attempts for this account',
      );
      const user = await findById(userId);
      // An id that is no account answers as a new address's registration whose guess is wrong (ADR 037).
      const checked: CheckResult = user
        ? await checkCode(db, user.id, otp)
        : { result: (await unknownIdCheck(userId)) as 'wrong' | 'expired' | 'locked' };
      switch (checked.result) {
        case 'wrong':
          throw badRequest('Invalid verification code. Please check the code and try again.');
        case 'expired':
          throw badRequest('This code has expired. Please request a new one.');
        case 'locked':
          throw badRequest('Too many wrong attempts. Please request a new code.');
        case 'missing':
          throw badRequest('No valid code for this account. Please request a new one.');
        case 'ok':
          break;
      }
      if (!user || checked.result !== 'ok') {
        throw badRequest('No valid code for this account. Please request a new one.');
      }
      const verified = await applyCode(db, user, checked.code);
      await resetLimit(db, failedLoginsKey(user.email));
      await startSession(db, request, reply, user.id);
      if (trust) await trustDevice(db, request, reply, user.id);
      return {
        success: true as const,
        message: 'User verified successfully',
        user: publicUser(verified),
        userId: user.id,
      };
    },
  );

  app.post(
    '/resend-otp',
    {
      schema: {
        tags: ['account'],
        body: resendOtpSchema,
        response: { 200: resendOtpAnswer, ...failures(400, 429) },
      },
    },
    async (request, reply) => {
      await hitLimit(db, `otp:ip:${request.ip}`, limits.otp, 'verification attempts');
      const { userId } = request.body;
      const user = await findById(userId);
      // An unknown id answers as a known one does (sent, then the cooldown), so resend tells nobody whether an id
      // is an account; the answer never names the address either.
      const renewRegistration = registrationOf(request);
      // Whoever has an id may ask: every resend counts against its mailbox's codes for the day (ADR 049).
      const cap = user && (user.verified ? signInResendCap(user.email) : unprovenCap(user.email));
      const issued = user
        ? await issueCode(db, delivery, user, { renewRegistration, cap })
        : await unknownIdCooldown(userId);
      if (issued.outcome === 'capped') throw tooManyCodes(issued.retryAfterSeconds);
      const { cooldownExpiry } = issued;
      if (issued.outcome === 'cooldown') {
        const seconds = Math.ceil((cooldownExpiry - Date.now()) / 1000);
        return reply.code(429).send({
          success: false as const,
          message: `Please wait ${seconds} seconds before requesting a new code.`,
          cooldownExpiry,
        });
      }
      // The renewed registration's new code is the one this browser's next resend renews.
      if (issued.codeId && renewRegistration) rememberRegistration(request, reply, issued.codeId);
      return { success: true as const, message: 'A new code has been sent to your email.', cooldownExpiry };
    },
  );

  app.get(
    '/logout',
    // Logout is a GET (§security.logout-get): another site's link may not end the shopper's session
    // (lib/origins.ts).
    { config: { changesOnGet: true }, schema: { tags: ['account'], response: { 200: okMessage } } },
    async (request, reply) => {
      await endSession(db, request, reply);
      return { success: true as const, message: 'Logged out successfully' };
    },
  );

  app.get('/me', { schema: { tags: ['account'], response: { 200: currentUserAnswer } } }, async (request) => {
    // A guest is not an error: the UI asks on every route change (§session.current-user).
    return { success: true as const, user: request.user ? publicUser(request.user) : null };
  });

  app.put(
    '/update-user',
    // A profile picture arrives as a data URL: up to 2 MB of image is about 2.8 MB of JSON.
    {
      config: { access: 'customer' },
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        tags: ['account'],
        body: updateUserSchema,
        response: { 200: updateUserAnswer, ...failures(400, 401) },
      },
    },
    async (request) => {
      const current = signedInUser(request);
      const { firstName, lastName, address, image } = request.body;
      const [updated] = await db
        .update(users)
        .set({
          ...(firstName !== undefined && { firstName }),
          ...(lastName !== undefined && { lastName }),
          ...(address !== undefined && { address: normaliseAddress({ ...current.address, ...address }) }),
          ...(image !== undefined && { image }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, current.id))
        .returning();
      if (!updated) throw unauthorized();
      return { success: true as const, message: 'Profile updated successfully!', user: publicUser(updated) };
    },
  );

  app.put(
    '/reset-password',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['account'],
        body: changePasswordSchema,
        response: { 200: okMessage, ...failures(400, 401, 429) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { currentPassword, newPassword } = request.body;
      await hitLimit(db, `password-change:${user.id}`, limits.loginAccount, 'password attempts');
      rejectWeakPassword(newPassword, 'newPassword', user);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw badRequest('Current password is incorrect');
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction((tx) =>
        replacePassword(tx, user.id, passwordHash, request.cookies[SESSION_COOKIE]),
      );
      return { success: true as const, message: 'Password updated successfully!' };
    },
  );

  const forgotAnswer = {
    success: true as const,
    message: 'If an account exists for this email, we have sent a link to reset your password.',
  };

  app.post(
    '/password/forgot',
    {
      schema: {
        tags: ['account'],
        body: forgotPasswordSchema,
        response: { 200: okMessage, ...failures(400, 429) },
      },
    },
    async (request) => {
      const { email } = request.body;
      await hitLimit(db, `forgot:ip:${request.ip}`, limits.forgot, 'password reset requests');
      // Per client and address, never per address alone: a stranger's requests must not use up the owner's (ADR 037).
      await hitLimit(
        db,
        `forgot:ip-account:${request.ip}:${email}`,
        limits.forgotAccount,
        'password reset requests',
      );
      // What the mailbox receives, from everyone together: past the cap nobody is refused and no mail goes, and the
      // window is a link's lifetime, so the owner always holds a link that works. Counted for unknown addresses too,
      // so both answers do the same work.
      const mails = await countHit(db, `mail:reset:${email}`, limits.resetMails);
      const user = mails.count <= limits.resetMails.max ? await findByEmail(email) : undefined;
      if (user) {
        const token = randomToken();
        await db.insert(passwordResets).values({
          tokenHash: sha256(token),
          userId: user.id,
          expiresAt: new Date(Date.now() + app.services.resetLinkMinutes * 60_000),
        });
        const link = `${config.PUBLIC_URL}/reset-password/${token}`;
        // Not awaited: the answer must take as long whether or not the e-mail has an account.
        mailer
          .send(user.email, passwordResetMessage(user.firstName, link, app.services.resetLinkMinutes))
          .catch(logError);
      }
      return forgotAnswer;
    },
  );

  const tokenParams = z.object({ token: z.string().min(20).max(100) });
  const invalidLink = () => new HttpError(400, 'Invalid or expired reset link');

  const findReset = async (token: string) =>
    (
      await db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, sha256(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .limit(1)
    )[0];

  app.get(
    '/password/reset/:token',
    {
      schema: { tags: ['account'], params: tokenParams, response: { 200: okMessage, ...failures(400) } },
    },
    async (request) => {
      if (!(await findReset(request.params.token))) throw invalidLink();
      return { success: true as const, message: 'Reset link is valid' };
    },
  );

  app.post(
    '/password/reset/:token',
    {
      schema: {
        tags: ['account'],
        params: tokenParams,
        body: resetPasswordRequestSchema,
        response: { 200: okMessage, ...failures(400) },
      },
    },
    async (request) => {
      // The link first (§reset.link: it is checked before the form shows), then the password, judged against
      // its owner.
      const reset = await findReset(request.params.token);
      if (!reset) throw invalidLink();
      rejectWeakPassword(request.body.password, 'password', await findById(reset.userId));
      const tokenHash = sha256(request.params.token);
      const passwordHash = await hashPassword(request.body.password);
      await db.transaction(async (tx) => {
        // Conditional update: of two concurrent uses of one link, only one gets the row.
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, tokenHash),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!used) throw invalidLink();
        await replacePassword(tx, used.userId, passwordHash);
      });
      return { success: true as const, message: 'Password reset successfully' };
    },
  );
}
