/**
 * 'Login with Google' (ADR 024): OpenID Connect authorization code flow with PKCE, state and nonce, through
 * openid-client, against the issuer in OIDC_ISSUER_URL (Google by default; any provider found by discovery).
 *
 * start → the provider → callback → the shop: a known Google subject signs in; a new verified e-mail gets a new
 * account (no password) and signs in; the e-mail of an existing account gets that account's e-mailed code, and the
 * link is made only when the code is entered (verify-otp), so a provider's word alone never opens an account here.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import {
  GOOGLE_SIGN_IN_NOT_SET_UP,
  googleSignInStatusAnswer,
  type GoogleSignInFailure,
} from '@gemstore/shared/contract';
import { accountEmailSchema } from '@gemstore/shared/validation';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { oauthLogins, userIdentities, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { HttpError } from '../../lib/errors';
import { hitLimit } from '../../lib/rate-limit';
import { failures } from '../../lib/responses';
import { issueLinkCode } from './otp';
import { startSession } from './sessions';

export const GOOGLE = 'google';
const STATE_COOKIE = 'gs_oauth';
const COOKIE_PATH = '/api/v1/user/oauth/google';
const ATTEMPT_MINUTES = 10;
const NAME_MAX = 20;

type Intent = 'login' | 'register';

/** Sign-ins started and never finished (the shopper closed the tab at the provider). */
export async function deleteExpiredOauthLogins(db: Db) {
  await db.delete(oauthLogins).where(lt(oauthLogins.expiresAt, new Date()));
}

/** The OAuth client of the shop, or null when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set. */
export function googleClientSettings(config: Config) {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    issuer: new URL(config.OIDC_ISSUER_URL),
    redirectUri: `${config.PUBLIC_URL}${COOKIE_PATH}/callback`,
  };
}

/**
 * Where to go after signing in: a path on this shop only (an open redirect would let a link to the shop send
 * shoppers anywhere). Answers the path with its query and fragment, or null.
 */
export function sameSitePath(returnTo: string, publicUrl: string): string | null {
  // '//host' and '/\host' are read by browsers as another host; control characters are never part of a path here.
  const unsafe = Array.from(returnTo).some((c) => c === '\\' || c.charCodeAt(0) < 0x20);
  if (!returnTo.startsWith('/') || returnTo.startsWith('//') || unsafe) return null;
  const base = new URL(publicUrl);
  const target = new URL(returnTo, base);
  if (target.origin !== base.origin) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

const startQuery = z.object({
  returnTo: z.string().max(2000, 'returnTo is too long').optional(),
  intent: z.enum(['login', 'register'], { error: 'intent must be login or register' }).default('login'),
});

const callbackQuery = z
  .object({
    code: z.string().max(2000).optional(),
    state: z.string().max(200).optional(),
    error: z.string().max(200).optional(),
  })
  .loose();

/** Names from the ID token, cut to what the shop's forms accept; the e-mail's local part when none is given. */
function namesFrom(claims: oidc.IDToken, email: string) {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const [wholeFirst = '', ...rest] = text(claims.name).split(/\s+/);
  const firstName = text(claims.given_name) || wholeFirst || email.split('@')[0] || 'Customer';
  const lastName = text(claims.family_name) || rest.join(' ');
  return { firstName: firstName.slice(0, NAME_MAX), lastName: lastName.slice(0, NAME_MAX) };
}

export async function googleRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, config, mailer, limits } = app.services;
  const settings = googleClientSettings(config);
  const delivery = {
    mailer,
    log: (error: unknown) => app.log.error({ err: error }, 'sending mail failed'),
  };

  // Discovered on first use and kept; a failed discovery is tried again by the next sign-in.
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = (): Promise<oidc.Configuration> => {
    if (!settings) throw new HttpError(503, GOOGLE_SIGN_IN_NOT_SET_UP);
    discovered ??= oidc
      .discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, {
        // Only a loopback issuer may be plain http (config.ts refuses any other).
        ...(settings.issuer.protocol === 'http:' && { execute: [oidc.allowInsecureRequests] }),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  const cookieOptions = (maxAge: number) => ({
    path: COOKIE_PATH,
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
    sameSite: 'lax' as const,
    secure: config.PUBLIC_URL.startsWith('https://'),
    maxAge,
  });

  const page = (intent: Intent) => `${config.PUBLIC_URL}/${intent === 'register' ? 'register' : 'login'}`;
  const fail = (reply: FastifyReply, intent: Intent, reason: GoogleSignInFailure) =>
    reply.redirect(`${page(intent)}?oauth=failed&reason=${reason}`, 302);

  /**
   * A limit shared with the password twin; past it the shopper is sent back to the page they came from with the
   * reason, as for any other failed Google sign-in (a JSON 429 would be a dead end in a browser's navigation).
   */
  const withinLimit = async (key: string, limit: typeof limits.login, what: string) =>
    hitLimit(db, key, limit, what).then(
      () => true,
      (error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 429) return false;
        throw error;
      },
    );

  app.get(
    '/status',
    { schema: { tags: ['account'], response: { 200: googleSignInStatusAnswer } } },
    async () => ({
      success: true as const,
      configured: settings !== null,
      message: settings ? 'Google sign-in is available.' : GOOGLE_SIGN_IN_NOT_SET_UP,
    }),
  );

  app.get(
    '/start',
    {
      schema: {
        tags: ['account'],
        querystring: startQuery,
        // A redirect to the provider; JSON only when it cannot start.
        response: { 302: z.null().describe('To the provider'), ...failures(400, 503) },
      },
    },
    async (request, reply) => {
      if (!settings) throw new HttpError(503, GOOGLE_SIGN_IN_NOT_SET_UP);
      const { intent } = request.query;
      const returnTo = sameSitePath(request.query.returnTo ?? '/', config.PUBLIC_URL);
      if (returnTo === null)
        throw new HttpError(400, 'returnTo must be a path on this shop, such as /wishlist');
      // Each start keeps a row for 10 minutes: limited per address like password sign-ins (issue 30 item 6).
      if (!(await withinLimit(`google:start:ip:${request.ip}`, limits.googleStart, 'Google sign-ins'))) {
        return fail(reply, intent, 'too-many');
      }
      let provider: oidc.Configuration;
      try {
        provider = await configuration();
      } catch (error) {
        request.log.error({ err: error }, 'OpenID discovery failed');
        return fail(reply, intent, 'failed');
      }
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      // One attempt per browser: starting again replaces this browser's earlier one (its cookie is overwritten below).
      const earlier = request.cookies[STATE_COOKIE];
      if (earlier) await db.delete(oauthLogins).where(eq(oauthLogins.stateHash, sha256(earlier)));
      await db.insert(oauthLogins).values({
        stateHash: sha256(state),
        codeVerifier,
        nonce,
        returnTo,
        intent,
        expiresAt: new Date(Date.now() + ATTEMPT_MINUTES * 60_000),
      });
      const url = oidc.buildAuthorizationUrl(provider, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      // The state is also kept by this browser: a callback in another browser (a link someone was sent) fails.
      void reply.setCookie(STATE_COOKIE, state, cookieOptions(ATTEMPT_MINUTES * 60));
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    '/callback',
    {
      schema: {
        tags: ['account'],
        querystring: callbackQuery,
        response: { 302: z.null().describe('Back to the shop') },
      },
    },
    async (request, reply) => {
      const { state, error } = request.query;
      const cookieState = request.cookies[STATE_COOKIE];
      void reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
      if (!settings) return fail(reply, 'login', 'not-set-up');
      if (!state || !cookieState || state !== cookieState) return fail(reply, 'login', 'state');
      // Single use: the row goes whatever happens next.
      const [attempt] = await db
        .delete(oauthLogins)
        .where(and(eq(oauthLogins.stateHash, sha256(state)), gt(oauthLogins.expiresAt, new Date())))
        .returning();
      if (!attempt) return fail(reply, 'login', 'state');
      if (error) return fail(reply, attempt.intent, error === 'access_denied' ? 'denied' : 'failed');

      let claims: oidc.IDToken | undefined;
      try {
        const provider = await configuration();
        const current = new URL(settings.redirectUri);
        current.search = new URLSearchParams(request.query as Record<string, string>).toString();
        // Checks the state, exchanges the code with the PKCE verifier, and validates the ID token's signature,
        // issuer, audience, expiry and nonce.
        const tokens = await oidc.authorizationCodeGrant(provider, current, {
          pkceCodeVerifier: attempt.codeVerifier,
          expectedState: state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (grantError) {
        request.log.warn({ err: grantError }, 'Google sign-in: code exchange or ID token refused');
      }
      if (!claims) return fail(reply, attempt.intent, 'failed');
      const email = accountEmailSchema.safeParse(claims.email);
      if (claims.email_verified !== true || !email.success) return fail(reply, attempt.intent, 'unverified');

      const done = async (userId: string) => {
        await startSession(db, request, reply, userId);
        return reply.redirect(`${config.PUBLIC_URL}${attempt.returnTo}`, 302);
      };
      const identity = { provider: GOOGLE, subject: claims.sub, email: email.data };

      const [known] = await db
        .select({ userId: userIdentities.userId })
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, GOOGLE), eq(userIdentities.subject, claims.sub)));
      if (known) return done(known.userId);

      // A new account through Google counts against the address's sign-ups, as a password registration does.
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.data));
      if (!taken && !(await withinLimit(`register:ip:${request.ip}`, limits.register, 'sign-up attempts'))) {
        return fail(reply, attempt.intent, 'too-many');
      }
      const [created] = await db
        .insert(users)
        .values({ ...namesFrom(claims, email.data), email: email.data, passwordHash: null, verified: true })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (created) {
        await db
          .insert(userIdentities)
          .values({ ...identity, userId: created.id })
          .onConflictDoNothing();
        return done(created.id);
      }

      // The address has an account here: its mailbox decides, through the account's own code.
      const [existing] = await db.select().from(users).where(eq(users.email, email.data));
      if (!existing) return fail(reply, attempt.intent, 'failed');
      const { cooldownExpiry } = await issueLinkCode(db, delivery, existing, identity);
      const query = new URLSearchParams({
        oauth: 'verify',
        userId: existing.id,
        email: existing.email,
        cooldownExpiry: String(cooldownExpiry),
        // Where the shopper was going: the code page carries it on, so the code ends where a plain sign-in would.
        returnTo: attempt.returnTo,
      });
      return reply.redirect(`${page(attempt.intent)}?${query.toString()}`, 302);
    },
  );
}
