/**
 * Profile: change password (PUT /api/v1/user/reset-password) and the profile update (PUT /api/v1/user/update-user).
 */
import { z } from 'zod';
import { firstNameSchema, lastNameSchema } from './auth';
import { addressSchema } from './checkout';
import { strictObject } from './common';
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_IMAGE_MAX_BYTES,
} from './fields';

export const CHANGE_PASSWORD_STRENGTH_MESSAGE =
  'New password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

export function isStrongChangePassword(password: string): boolean {
  return (
    /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && /[!@#$%^&*]/.test(password)
  );
}

function requiredSecret(message: string) {
  return z
    .string({ error: message })
    .min(1, { error: message, abort: true })
    .max(PASSWORD_MAX_LENGTH * 8, {
      error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
      abort: true,
    });
}

/**
 * The order of §password-change.rules: the three "required" checks (each aborts, so the rules below only see
 * three non-empty strings), then the match, then strength. Strength and length are rules of the new password
 * alone, but the rule reports them after the match, which spans two fields, so all three are object rules, in
 * that order. Length is not among the first profile rules; the server still needs a floor and a ceiling, so
 * 8..128 (the register rules) come last, after every other message.
 */
export const changePasswordSchema = strictObject({
  currentPassword: requiredSecret('Current password is required'),
  newPassword: requiredSecret('New password is required'),
  confirmPassword: requiredSecret('Confirm password is required'),
})
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: 'New password and confirm password do not match',
    path: ['confirmPassword'],
  })
  .refine((values) => isStrongChangePassword(values.newPassword), {
    error: CHANGE_PASSWORD_STRENGTH_MESSAGE,
    path: ['newPassword'],
  })
  .refine((values) => values.newPassword.length >= PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    path: ['newPassword'],
  })
  .refine((values) => values.newPassword.length <= PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.output<typeof changePasswordSchema>;

const dataUrlPrefix = /^data:image\/(?:png|jpeg|webp|gif);base64,/;
const base64Body = /^[A-Za-z0-9+/]*={0,2}$/;
/** Longest base64 text that can decode to at most PROFILE_IMAGE_MAX_BYTES. */
const maxBase64Length = Math.ceil(PROFILE_IMAGE_MAX_BYTES / 3) * 4;

/** Decoded byte count of a base64 body, without decoding it. */
function base64ByteLength(body: string): number {
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.floor((body.length * 3) / 4) - padding;
}

/** What follows the prefix; only called once `dataUrlPrefix` has matched, so the first comma ends it. */
function dataUrlBody(value: string): string {
  return value.slice(value.indexOf(',') + 1);
}

function isBase64(body: string): boolean {
  return body.length > 0 && body.length % 4 === 0 && base64Body.test(body);
}

/**
 * A data URL of a png, jpeg, webp or gif of at most 2 MB. Cheap checks first, each aborting (prefix, then length), so
 * a huge string is refused before any pattern scans it.
 */
const profileImageDataUrl = z
  .string({ error: IMAGE_TYPE_MESSAGE })
  .regex(dataUrlPrefix, { error: IMAGE_TYPE_MESSAGE, abort: true })
  .refine((value) => dataUrlBody(value).length <= maxBase64Length, { error: IMAGE_SIZE_MESSAGE, abort: true })
  .refine((value) => isBase64(dataUrlBody(value)), { error: IMAGE_TYPE_MESSAGE, abort: true })
  .refine((value) => base64ByteLength(dataUrlBody(value)) <= PROFILE_IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE);

/** Why a profile image value is refused, or null when it is acceptable (the schema's first message). */
export function profileImageProblem(value: string): string | null {
  const result = profileImageDataUrl.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? IMAGE_TYPE_MESSAGE);
}

/** A profile image (see `profileImageDataUrl`), or null to remove the picture. */
export const profileImageSchema = profileImageDataUrl.nullable();

/**
 * PUT /api/v1/user/update-user. Every key optional (the checkout sends address only). Strict: role, email or any
 * other key is refused with 'Unknown field: role', so nobody can promote themselves or change their login address
 * through this route.
 */
export const updateUserSchema = strictObject({
  firstName: firstNameSchema.optional(),
  lastName: lastNameSchema.optional(),
  address: addressSchema.optional(),
  image: profileImageSchema.optional(),
});
export type UpdateUserBody = z.output<typeof updateUserSchema>;
export type UpdateUserInput = z.input<typeof updateUserSchema>;
