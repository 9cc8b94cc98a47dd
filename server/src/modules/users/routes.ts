/**
 * Accounts (SPEC §7 /api/v1/user/*): register, e-mailed codes, login with trusted devices, logout,
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
import { passwordResets, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../../lib/errors';
import { countHit, currentCount, hitLimit, resetLimit } from '../../lib/rate-limit';
import { failures } from '../../lib/responses';
import { accountExistsMessage, passwordResetMessage } from '../../mail/templates';
import { normaliseAddress } from '../countries/countries';
import { requireUser, signedInUser } from './auth';
import {
  applyCode,
  checkCode,
  issueCode,
  issueRegistrationCode,
  OTP_COOLDOWN_MS,
  type IssueResult,
} from './otp';
import { rejectCommonPassword } from './common-passwords';
import { replacePassword } from './credentials';
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

/** Failed passwords at an account, from any address (RateLimits.loginFailures). */
const failedLoginsKey = (email: string) => `login:failures:${email}`;

export async function userRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, mailer, limits, config } = app.services;
  const logError = (error: unknown) => app.log.error({ err: error }, 'sending mail failed');
  const delivery = { mailer, log: logError };

  /** The cooldown of an id that is no account (a decoy from register, or a guess), kept like a real one's. */
  const unknownIdCooldown = async (userId: string): Promise<IssueResult> => {
    const { count, windowStart } = await countHit(db, unknownResendKey(userId), resendCooldown);
    return { sent: count === 1, cooldownExpiry: windowStart.getTime() + OTP_COOLDOWN_MS };
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
      rejectCommonPassword(password, 'password');
      const existing = await findByEmail(email);
      // Hashed either way, so an address with an account answers as slowly as one without.
      const passwordHash = await hashPassword(password);
      const registered = (userId: string, cooldownExpiry: number) => ({
        success: true as const,
        message: `Registration successful. We have sent a verification code to ${email}.`,
        userId,
        cooldownExpiry,
      });
      if (existing?.verified) {
        // Answered like a new registration (a 409 would tell a stranger the address has an account); the owner
        // hears of it by mail. The id leads nowhere: verify finds no code, resend answers as for any account.
        const decoyId = randomUUID();
        const { windowStart } = await countHit(db, unknownResendKey(decoyId), resendCooldown);
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
        // The same cookie as a real registration sets (pointing at nothing), so the headers do not tell either.
        rememberRegistration(request, reply, randomUUID());
        return registered(decoyId, windowStart.getTime() + OTP_COOLDOWN_MS);
      }
      // The first registration creates the (unverified) account; a later one changes nothing on it: its details
      // wait with its own code and apply only when that code is entered (ADR 024).
      const user =
        existing ??
        (
          await db
            .insert(users)
            .values({ firstName, lastName, email, passwordHash })
            .onConflictDoNothing({ target: users.email })
            .returning()
        )[0] ??
        (await findByEmail(email));
      if (!user) throw new Error('user row missing after insert');
      const issued = await issueRegistrationCode(db, delivery, user, { firstName, lastName, passwordHash });
      if (issued.refused) {
        const minutes = Math.ceil(issued.retryAfterSeconds / 60);
        throw tooManyRequests(
          `Too many sign-ups for this email are waiting for their code. Please use a code we sent, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          issued.retryAfterSeconds,
        );
      }
      rememberRegistration(request, reply, issued.codeId);
      return registered(user.id, issued.cooldownExpiry);
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
      const { cooldownExpiry } = await issueCode(db, delivery, user);
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
      const checked = user ? await checkCode(db, user.id, otp) : { result: 'missing' as const };
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
      const { sent, cooldownExpiry, codeId } = user
        ? await issueCode(db, delivery, user, { renewRegistration })
        : await unknownIdCooldown(userId);
      // The renewed registration's new code is the one this browser's next resend renews.
      if (codeId && renewRegistration) rememberRegistration(request, reply, codeId);
      if (!sent) {
        const seconds = Math.ceil((cooldownExpiry - Date.now()) / 1000);
        return reply.code(429).send({
          success: false as const,
          message: `Please wait ${seconds} seconds before requesting a new code.`,
          cooldownExpiry,
        });
      }
      return { success: true as const, message: 'A new code has been sent to your email.', cooldownExpiry };
    },
  );

  app.get(
    '/logout',
    // SPEC's logout is a GET: another site's link may not end the shopper's session (lib/origins.ts).
    { config: { changesOnGet: true }, schema: { tags: ['account'], response: { 200: okMessage } } },
    async (request, reply) => {
      await endSession(db, request, reply);
      return { success: true as const, message: 'Logged out successfully' };
    },
  );

  app.get('/me', { schema: { tags: ['account'], response: { 200: currentUserAnswer } } }, async (request) => {
    // A guest is not an error: the UI asks on every route change (SPEC §4).
    return { success: true as const, user: request.user ? publicUser(request.user) : null };
  });

  app.put(
    '/update-user',
    // A profile picture arrives as a data URL: up to 2 MB of image is about 2.8 MB of JSON.
    {
      preHandler: requireUser,
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
      preHandler: requireUser,
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
      rejectCommonPassword(newPassword, 'newPassword');
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
      await hitLimit(db, `forgot:account:${email}`, limits.forgotAccount, 'password reset requests');
      const user = await findByEmail(email);
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
      rejectCommonPassword(request.body.password, 'password');
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
