/**
 * 'Login with Google' (§login.google; server ADR 024). The buttons navigate the browser to GET
 * /api/v1/user/oauth/google/start?returnTo=/path&intent=login|register; the provider comes back to
 * the API, which redirects the browser to the shop: `returnTo` when signed in, or /login (/register for
 * intent=register) with `?oauth=failed&reason=…` or `?oauth=verify&userId=…&email=…&cooldownExpiry=…`.
 */
import { z } from 'zod';
import { okMessageAnswer } from './common';

export * from './google-sign-in-messages';

/** GET /api/v1/user/oauth/google/status: whether the buttons can work; `message` is what they say when not. */
export const googleSignInStatusAnswer = okMessageAnswer({ configured: z.boolean() });
