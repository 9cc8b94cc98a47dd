/**
 * Accounts (§session.user-fields; /api/v1/user/*).
 */
import { z } from 'zod';
import { okAnswer, okMessageAnswer } from './common';

/** The address kept on an account: every part a string, '' when not given yet. */
export const addressSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
});

export const roles = ['user', 'admin'] as const;

/** The user as the UI sees it: never the password hash or other internal fields. */
export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(roles),
  image: z.string().nullable(),
  address: addressSchema,
  verified: z.boolean(),
});

/** POST /register: the account waits for the e-mailed code. */
export const registerAnswer = okMessageAnswer({ userId: z.string(), cooldownExpiry: z.number() });

/** Signed in: POST /verify-otp, and POST /login from a trusted device. */
export const signedInAnswer = okMessageAnswer({ user: userSchema, userId: z.string() });

/**
 * POST /login: signed in, or (success false, §login.needs-code) a code was e-mailed and the UI goes to
 * verify-otp.
 */
export const loginAnswer = z.discriminatedUnion('success', [
  signedInAnswer,
  z.object({
    success: z.literal(false),
    message: z.string(),
    userId: z.string(),
    cooldownExpiry: z.number(),
  }),
]);

/** POST /resend-otp (§otp.resend-cooldown: message, cooldownExpiry). */
export const resendOtpAnswer = okMessageAnswer({ cooldownExpiry: z.number() });

/** GET /me: the user, or null for a guest (not an error: the UI asks on every route change). */
export const currentUserAnswer = okAnswer({ user: userSchema.nullable() });

/** PUT /update-user. */
export const updateUserAnswer = okMessageAnswer({ user: userSchema });
