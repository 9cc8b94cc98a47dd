/**
 * Login, register, OTP and password-reset forms and request bodies (§login.validation, §register.validation,
 * §otp.format, §reset.password-rules).
 *
 * Order is a contract: only the first failure shows (§forms.first-failure), so each object's keys are
 * declared in the rule's order, every "required" check aborts its field, and cross-field checks (confirm
 * password) run last. zod reports issues in key
 * order, so `error.issues[0]` is the failure the page shows.
 */
import { z } from 'zod';
import { strictObject } from './common';
import {
  MAX_EMAIL_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  OTP_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './fields';

/** A required string: absent, not a string and '' (after trim for names and email) all read as "missing". */
function required(message: string) {
  return z.string({ error: message });
}

/** Register and profile names: 3 to 20 characters after trimming (§register.validation). */
function personName(label: 'First name' | 'Last name') {
  const lengthMessage = `${label} must be between ${NAME_MIN_LENGTH} and ${NAME_MAX_LENGTH} characters`;
  return required(`${label} is required`)
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .min(NAME_MIN_LENGTH, lengthMessage)
    .max(NAME_MAX_LENGTH, lengthMessage);
}

export const firstNameSchema = personName('First name');
export const lastNameSchema = personName('Last name');

/**
 * Account email: trimmed and lowercased so 'Ann@X.com ' and 'ann@x.com' are one account. zod's email pattern
 * (stricter than the enquiry forms' one) because this address receives the OTP and reset link.
 */
export const accountEmailSchema = required('Email is required')
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  // The cap aborts before the pattern so a huge input never reaches a backtracking regex.
  .max(MAX_EMAIL_LENGTH, { error: `Email must be at most ${MAX_EMAIL_LENGTH} characters`, abort: true })
  .regex(z.regexes.email, 'Invalid email address')
  .toLowerCase();

/** Login/register password. Never trimmed: spaces are legitimate password characters. */
export const passwordSchema = required('Password is required')
  .min(1, { error: 'Password is required', abort: true })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** §login.form: the trust checkbox is checked by default. */
const trustDevice = z.boolean({ error: 'trustDevice must be true or false' }).default(true);

export const loginSchema = strictObject({
  email: accountEmailSchema,
  password: passwordSchema,
  trustDevice,
});

const confirmRequired = required('Confirm password is required').min(1, {
  error: 'Confirm password is required',
  abort: true,
});

/**
 * The server's register body (§register.validation: no confirmPassword). A client that does send one still
 * gets it checked, so a UI posting the whole form cannot register a mistyped password.
 */
export const registerSchema = strictObject({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: accountEmailSchema,
  password: passwordSchema,
  confirmPassword: z.string({ error: 'Confirm password is required' }).optional(),
  trustDevice,
}).superRefine((values, ctx) => {
  if (values.confirmPassword !== undefined && values.confirmPassword !== values.password) {
    ctx.addIssue({ code: 'custom', message: 'Passwords must match', path: ['confirmPassword'] });
  }
});

/** The register screen: confirm is required and must match (§register.validation, last in order). */
export const registerFormSchema = strictObject({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: accountEmailSchema,
  password: passwordSchema,
  confirmPassword: confirmRequired,
  trustDevice,
}).superRefine((values, ctx) => {
  if (values.confirmPassword !== values.password) {
    ctx.addIssue({ code: 'custom', message: 'Passwords must match', path: ['confirmPassword'] });
  }
});

export const forgotPasswordSchema = strictObject({ email: accountEmailSchema });

/** User ids are Postgres uuids; `guid` accepts any 8-4-4-4-12 hex string, as Postgres does. */
export const userIdSchema = z.guid({ error: 'Invalid user id' });

export const otpCodeSchema = z.string({ error: OTP_MESSAGE }).regex(/^\d{6}$/, OTP_MESSAGE);

/** POST /api/v1/user/verify-otp. */
export const verifyOtpSchema = strictObject({
  otp: otpCodeSchema,
  userId: userIdSchema,
  trustDevice: z.boolean({ error: 'trustDevice must be true or false' }).optional(),
});
/** Same as `verifyOtpSchema`; both names are in use. */
export const otpSchema = verifyOtpSchema;

/**
 * POST /api/v1/user/resend-otp. The email is informational (the server resends to the account's own address), so
 * it is only capped, never trusted.
 */
export const resendOtpSchema = strictObject({
  userId: userIdSchema,
  email: z
    .string({ error: 'Invalid email address' })
    .trim()
    .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)
    .optional(),
});

const resetSpecialPattern = /[!@#$%^&*(),.?":{}|<>]/;

/**
 * What a reset-page password still lacks, in the order of §reset.password-rules, worded to follow 'Password
 * must contain: '. The list: 'at least 8 characters', 'at most 128 characters', 'one lowercase letter', 'one
 * uppercase letter', 'one number', 'one special character'. The special set is not spelled out in the message
 * (it would double its length); the UI shows `RESET_PASSWORD_SPECIALS` as a hint. An empty password lacks
 * everything but the maximum.
 */
export function missingResetPasswordRequirements(password: string): string[] {
  const missing: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) missing.push(`at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH) missing.push(`at most ${PASSWORD_MAX_LENGTH} characters`);
  if (!/[a-z]/.test(password)) missing.push('one lowercase letter');
  if (!/[A-Z]/.test(password)) missing.push('one uppercase letter');
  if (!/\d/.test(password)) missing.push('one number');
  if (!resetSpecialPattern.test(password)) missing.push('one special character');
  return missing;
}

/** 'Password must contain: at least 8 characters, one number', or null when the password is strong enough. */
export function resetPasswordStrengthMessage(password: string): string | null {
  const missing = missingResetPasswordRequirements(password);
  return missing.length === 0 ? null : `Password must contain: ${missing.join(', ')}`;
}

function checkResetStrength(password: string, ctx: z.core.$RefinementCtx): void {
  const message = resetPasswordStrengthMessage(password);
  if (message !== null) ctx.addIssue({ code: 'custom', message, path: ['password'] });
}

/** Hard cap before the strength check, so a megabyte "password" is refused without scanning it five times. */
const resetPasswordField = z.string({ error: 'Password is required' }).max(PASSWORD_MAX_LENGTH * 8, {
  error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  abort: true,
});

/** The reset page (/reset-password/{token}): strength first, then the match (§reset.password-rules order). */
export const resetPasswordPageSchema = strictObject({
  password: resetPasswordField,
  confirmPassword: z.string({ error: 'Passwords do not match' }),
}).superRefine((values, ctx) => {
  checkResetStrength(values.password, ctx);
  if (values.confirmPassword !== values.password) {
    ctx.addIssue({ code: 'custom', message: 'Passwords do not match', path: ['confirmPassword'] });
  }
});

/** POST /api/v1/user/password/reset/{token}: the new password only, same strength rules. */
export const resetPasswordRequestSchema = strictObject({ password: resetPasswordField }).superRefine(
  (values, ctx) => checkResetStrength(values.password, ctx),
);

/**
 * The set-new-password step (§reset.set-new-password): the match check comes first here, then 8 characters,
 * with its own wording ('... long').
 */
export const setNewPasswordSchema = strictObject({
  password: z.string({ error: 'Password is required' }),
  confirmPassword: z.string({ error: 'Passwords do not match' }),
}).superRefine((values, ctx) => {
  if (values.password !== values.confirmPassword) {
    ctx.addIssue({ code: 'custom', message: 'Passwords do not match', path: ['confirmPassword'] });
  } else if (values.password.length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({
      code: 'custom',
      message: 'Password must be at least 8 characters long',
      path: ['password'],
    });
  } else if (values.password.length > PASSWORD_MAX_LENGTH) {
    ctx.addIssue({
      code: 'custom',
      message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
      path: ['password'],
    });
  }
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginBody = z.output<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterBody = z.output<typeof registerSchema>;
export type RegisterFormValues = z.input<typeof registerFormSchema>;
export type ForgotPasswordBody = z.output<typeof forgotPasswordSchema>;
export type VerifyOtpBody = z.output<typeof verifyOtpSchema>;
export type ResendOtpBody = z.output<typeof resendOtpSchema>;
export type ResetPasswordPageValues = z.input<typeof resetPasswordPageSchema>;
export type ResetPasswordRequestBody = z.output<typeof resetPasswordRequestSchema>;
export type SetNewPasswordValues = z.input<typeof setNewPasswordSchema>;
