/**
 * Passwords too common to accept: the ~49,000 most common ones of public breach lists, shipped offline with
 * @zxcvbn-ts/language-common (MIT). Compared lowercased, because 'Password123' is guessed as early as 'password123'.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../lib/errors';

export const TOO_COMMON_MESSAGE = 'This password is too common. Please choose a different one.';

// Built on first use: the list is decompressed when the package loads, the set costs a few MB.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Throws a 400 naming the form field, so a form can show it beside the field as well as in the toast. */
export function rejectCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password))
    throw badRequest(TOO_COMMON_MESSAGE, { errors: { [field]: TOO_COMMON_MESSAGE } });
}
