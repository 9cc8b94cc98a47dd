/**
 * Every issue the profile and checkout schemas report (path, code, message), and the edges of their rules: a new
 * password of 8 to 128 characters (one past each refused), a 2 MB image as base64, names up to 100 and the address
 * parts' own caps. Also the building blocks' fallbacks. Numbers written out, not imported.
 */
import { z } from 'zod';
import { shippingAddressSchema, addressSchema, updateCustomerSchema } from '../checkout';
import {
  cappedText,
  fieldErrorsFromZod,
  firstIssueMessage,
  formValues,
  isSimpleEmail,
  simpleEmail,
} from '../common';
import { changePasswordSchema, profileImageProblem } from '../profile';

type Issue = { path: string; code: string; message: string };

function issuesOf(schema: z.ZodType, value: unknown): Issue[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code, message: i.message }));
}

function errorOf(schema: z.ZodType, value: unknown): z.ZodError {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error;
}

describe('change password', () => {
  const change = (newPassword: string, confirmPassword = newPassword, currentPassword = 'Old#pass1') => ({
    currentPassword,
    newPassword,
    confirmPassword,
  });

  it('takes a strong new password of 8 and of 128 characters; refuses 7 and 129', () => {
    expect(issuesOf(changePasswordSchema, change('Abcdef1!'))).toEqual([]);
    expect(issuesOf(changePasswordSchema, change(`Ab1!${'x'.repeat(124)}`))).toEqual([]);
    expect(issuesOf(changePasswordSchema, change('Abcde1!'))).toEqual([
      { path: 'newPassword', code: 'custom', message: 'Password must be at least 8 characters' },
    ]);
    expect(issuesOf(changePasswordSchema, change(`Ab1!${'x'.repeat(125)}`))).toEqual([
      { path: 'newPassword', code: 'custom', message: 'Password must be at most 128 characters' },
    ]);
  });

  it('a blank current password is the only issue: the object rules wait', () => {
    expect(issuesOf(changePasswordSchema, change('Abcdef1!', 'other', ''))).toEqual([
      { path: 'currentPassword', code: 'too_small', message: 'Current password is required' },
    ]);
  });

  it('a megabyte new password stops at the cap: one issue', () => {
    const huge = 'a'.repeat(1025);
    expect(issuesOf(changePasswordSchema, change(huge, 'other'))).toEqual([
      { path: 'newPassword', code: 'too_big', message: 'Password must be at most 128 characters' },
    ]);
  });

  it('a mismatch is on confirmPassword; weakness on newPassword, before its length', () => {
    expect(issuesOf(changePasswordSchema, change('Abcdef1!', 'Abcdef1?'))).toEqual([
      { path: 'confirmPassword', code: 'custom', message: 'New password and confirm password do not match' },
    ]);
    const weak = errorOf(changePasswordSchema, change('abc'));
    expect(weak.issues.map((i) => i.path.join('.'))).toEqual(['newPassword', 'newPassword']);
    expect(fieldErrorsFromZod(weak)).toEqual({ newPassword: weak.issues[0]?.message });
    expect(weak.issues[1]?.message).toBe('Password must be at least 8 characters');
  });
});

describe('profile image', () => {
  it('a base64 body whose length is not a multiple of 4 is not an image', () => {
    expect(profileImageProblem('data:image/png;base64,abc')).toBe('Please choose an image file');
    expect(profileImageProblem('data:image/png;base64,abcd')).toBeNull();
  });

  it('a body longer than 2 MB of base64 is "too large" before its characters are looked at', () => {
    expect(profileImageProblem(`data:image/png;base64,${'!'.repeat(2_796_205)}`)).toBe(
      'Image must be smaller than 2 MB',
    );
  });
});

describe('checkout customer and address', () => {
  const address = { line1: '1 Orchard Road', city: 'Singapore', postal_code: '238823', country: 'SG' };

  it('an address part of 1001 spaces is only too long, not also missing', () => {
    expect(issuesOf(shippingAddressSchema, { ...address, line1: ' '.repeat(1001) })).toEqual([
      { path: 'line1', code: 'too_big', message: 'Street Address must be at most 200 characters' },
    ]);
  });

  it('a blank required part says it is required', () => {
    expect(issuesOf(shippingAddressSchema, { ...address, line1: '' })).toEqual([
      { path: 'line1', code: 'too_small', message: 'Street Address is required' },
    ]);
  });

  it('an address that is not an object says so', () => {
    expect(issuesOf(addressSchema, 'x')).toEqual([
      { path: '', code: 'invalid_type', message: 'Address must be an object' },
    ]);
  });

  const customer = (over: Record<string, unknown>) => ({
    customerData: {
      email: 'mei@example.com',
      name: 'Mei Lim',
      shipping: { name: 'Mei Lim', address },
      ...over,
    },
  });

  it('the e-mail is trimmed; not text or blank is "Email is required"', () => {
    expect(updateCustomerSchema.parse(customer({ email: ' mei@example.com ' })).customerData.email).toBe(
      'mei@example.com',
    );
    expect(issuesOf(updateCustomerSchema, customer({ email: 5 }))).toEqual([
      { path: 'customerData.email', code: 'invalid_type', message: 'Email is required' },
    ]);
    expect(issuesOf(updateCustomerSchema, customer({ email: ' ' }))).toEqual([
      { path: 'customerData.email', code: 'too_small', message: 'Email is required' },
    ]);
  });

  it('names: not text or blank is required; 100 characters pass, 101 and 1001 are one "at most 100"', () => {
    expect(issuesOf(updateCustomerSchema, customer({ name: 5 }))).toEqual([
      { path: 'customerData.name', code: 'invalid_type', message: 'Name is required' },
    ]);
    expect(issuesOf(updateCustomerSchema, customer({ name: ' ' }))).toEqual([
      { path: 'customerData.name', code: 'too_small', message: 'Name is required' },
    ]);
    expect(issuesOf(updateCustomerSchema, customer({ name: 'a'.repeat(100) }))).toEqual([]);
    for (const length of [101, 1001]) {
      expect(issuesOf(updateCustomerSchema, customer({ name: 'a'.repeat(length) }))).toEqual([
        { path: 'customerData.name', code: 'too_big', message: 'Name must be at most 100 characters' },
      ]);
    }
  });
});

describe('building blocks', () => {
  it('firstIssueMessage of an error without issues is "Invalid request"', () => {
    expect(firstIssueMessage(new z.ZodError([]))).toBe('Invalid request');
  });

  it('cappedText fills an absent value with an empty string by default', () => {
    expect(cappedText('Name').parse(undefined)).toBe('');
  });

  it('formValues says which field is not text', () => {
    expect(issuesOf(formValues({ name: 'Name' }), { name: 5 })).toEqual([
      { path: 'name', code: 'invalid_type', message: 'Name must be text' },
    ]);
  });

  it('a simple e-mail ends after its top-level part: nothing may follow', () => {
    expect(isSimpleEmail('mei@example.com')).toBe(true);
    expect(isSimpleEmail('mei@example.com x')).toBe(false);
  });

  it('simpleEmail over 254 characters stops at the cap: one issue', () => {
    expect(issuesOf(simpleEmail('Bad e-mail'), 'a'.repeat(255))).toEqual([
      { path: '', code: 'too_big', message: 'Bad e-mail' },
    ]);
  });
});
