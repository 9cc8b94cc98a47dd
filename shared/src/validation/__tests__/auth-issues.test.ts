/**
 * Every issue the account schemas report, not just the first: the path, the code and the message of each. A form
 * shows one message per field and the server the first one, so an extra issue (a rule that should have stopped the
 * field) or a missing path changes what a person reads. The limits written out (§register.validation,
 * §reset.password-rules): names 3 to 20, passwords 8 to 128, e-mail 254.
 */
import type { z } from 'zod';
import {
  firstNameSchema,
  accountEmailSchema,
  passwordSchema,
  registerSchema,
  registerFormSchema,
  resendOtpSchema,
  resetPasswordPageSchema,
  resetPasswordRequestSchema,
  setNewPasswordSchema,
  verifyOtpSchema,
} from '../auth';

type Issue = { path: string; code: string; message: string };

function issuesOf(schema: z.ZodType, value: unknown): Issue[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code, message: i.message }));
}

const userId = '123e4567-e89b-12d3-a456-426614174000';
const strong = 'Sapphire#2025';
const longEmail = `${'a'.repeat(245)}@example.com`; // 257 characters

describe('one issue for an empty required field', () => {
  it('a blank first name is only "required", not also too short', () => {
    expect(issuesOf(firstNameSchema, '   ')).toEqual([
      { path: '', code: 'too_small', message: 'First name is required' },
    ]);
  });

  it('an empty e-mail is only "required"; a 257-character one only "at most 254"', () => {
    expect(issuesOf(accountEmailSchema, '')).toEqual([
      { path: '', code: 'too_small', message: 'Email is required' },
    ]);
    expect(issuesOf(accountEmailSchema, longEmail)).toEqual([
      { path: '', code: 'too_big', message: 'Email must be at most 254 characters' },
    ]);
  });

  it('an empty password is only "required", not also too short', () => {
    expect(issuesOf(passwordSchema, '')).toEqual([
      { path: '', code: 'too_small', message: 'Password is required' },
    ]);
  });
});

describe('register', () => {
  const body = { firstName: 'Aiko', lastName: 'Tan', email: 'aiko@example.com', password: strong };

  it('a confirmation that differs is one custom issue on confirmPassword', () => {
    expect(issuesOf(registerSchema, { ...body, confirmPassword: 'Sapphire#2026' })).toEqual([
      { path: 'confirmPassword', code: 'custom', message: 'Passwords must match' },
    ]);
    expect(issuesOf(registerSchema, { ...body, confirmPassword: strong })).toEqual([]);
  });

  it('a confirmation that is not text is "Confirm password is required"', () => {
    expect(issuesOf(registerSchema, { ...body, confirmPassword: 5 })).toEqual([
      { path: 'confirmPassword', code: 'invalid_type', message: 'Confirm password is required' },
    ]);
  });

  it('the form: an empty confirmation is only "required", a different one only "must match"', () => {
    expect(issuesOf(registerFormSchema, { ...body, confirmPassword: '' })).toEqual([
      { path: 'confirmPassword', code: 'too_small', message: 'Confirm password is required' },
    ]);
    expect(issuesOf(registerFormSchema, { ...body, confirmPassword: 'Sapphire#2026' })).toEqual([
      { path: 'confirmPassword', code: 'custom', message: 'Passwords must match' },
    ]);
  });
});

describe('codes and resend', () => {
  it('trustDevice that is not a boolean says so', () => {
    expect(issuesOf(verifyOtpSchema, { otp: '123456', userId, trustDevice: 'yes' })).toEqual([
      { path: 'trustDevice', code: 'invalid_type', message: 'trustDevice must be true or false' },
    ]);
  });

  it('resend: an e-mail that is not text, or longer than 254 characters', () => {
    expect(issuesOf(resendOtpSchema, { userId, email: 5 })).toEqual([
      { path: 'email', code: 'invalid_type', message: 'Invalid email address' },
    ]);
    expect(issuesOf(resendOtpSchema, { userId, email: longEmail })).toEqual([
      { path: 'email', code: 'too_big', message: 'Email must be at most 254 characters' },
    ]);
  });
});

describe('reset password', () => {
  it('a weak password is one custom issue on password, listing what it lacks', () => {
    expect(issuesOf(resetPasswordRequestSchema, { password: 'sapphire' })).toEqual([
      {
        path: 'password',
        code: 'custom',
        message: 'Password must contain: one uppercase letter, one number, one special character',
      },
    ]);
  });

  it('a password that is not text is "Password is required"', () => {
    expect(issuesOf(resetPasswordRequestSchema, { password: 5 })).toEqual([
      { path: 'password', code: 'invalid_type', message: 'Password is required' },
    ]);
  });

  it('a megabyte password stops at the cap: one issue, no strength scan', () => {
    expect(issuesOf(resetPasswordRequestSchema, { password: 'a'.repeat(1025) })).toEqual([
      { path: 'password', code: 'too_big', message: 'Password must be at most 128 characters' },
    ]);
  });

  it('the page: a confirmation that is not text or differs is "Passwords do not match" on confirmPassword', () => {
    expect(issuesOf(resetPasswordPageSchema, { password: strong, confirmPassword: 5 })).toEqual([
      { path: 'confirmPassword', code: 'invalid_type', message: 'Passwords do not match' },
    ]);
    expect(issuesOf(resetPasswordPageSchema, { password: strong, confirmPassword: 'Sapphire#2026' })).toEqual(
      [{ path: 'confirmPassword', code: 'custom', message: 'Passwords do not match' }],
    );
  });
});

describe('set new password', () => {
  it('values that are not text', () => {
    expect(issuesOf(setNewPasswordSchema, { password: 5, confirmPassword: 'x' })).toEqual([
      { path: 'password', code: 'invalid_type', message: 'Password is required' },
    ]);
    expect(issuesOf(setNewPasswordSchema, { password: 'x', confirmPassword: 5 })).toEqual([
      { path: 'confirmPassword', code: 'invalid_type', message: 'Passwords do not match' },
    ]);
  });

  it('a mismatch first, on confirmPassword', () => {
    expect(issuesOf(setNewPasswordSchema, { password: 'short', confirmPassword: 'shorter' })).toEqual([
      { path: 'confirmPassword', code: 'custom', message: 'Passwords do not match' },
    ]);
  });

  it('7 characters are too short, 8 are enough', () => {
    expect(
      issuesOf(setNewPasswordSchema, { password: 'a'.repeat(7), confirmPassword: 'a'.repeat(7) }),
    ).toEqual([{ path: 'password', code: 'custom', message: 'Password must be at least 8 characters long' }]);
    expect(
      issuesOf(setNewPasswordSchema, { password: 'a'.repeat(8), confirmPassword: 'a'.repeat(8) }),
    ).toEqual([]);
  });

  it('128 characters are allowed, 129 are too long', () => {
    const max = 'a'.repeat(128);
    const over = 'a'.repeat(129);
    expect(issuesOf(setNewPasswordSchema, { password: max, confirmPassword: max })).toEqual([]);
    expect(issuesOf(setNewPasswordSchema, { password: over, confirmPassword: over })).toEqual([
      { path: 'password', code: 'custom', message: 'Password must be at most 128 characters' },
    ]);
  });
});
