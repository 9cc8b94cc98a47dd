/**
 * The last edges the mutation bench found unguarded: a profile image's data URL and base64 body anchored at both
 * ends, and each cheap check stopping the rest (one issue, not two); an over-long e-mail that is not an address is
 * only too long; a malformed appointment date is only malformed; the shipping address's own wording when it is not
 * an object; the special characters each password rule shows, as §reset.password-rules and
 * §password-change.rules list them.
 */
import type { z } from 'zod';
import {
  CHANGE_PASSWORD_SPECIALS,
  RESET_PASSWORD_SPECIALS,
  accountEmailSchema,
  appointmentFormSchema,
  profileImageSchema,
  shippingAddressSchema,
} from '../index';

type Issue = { path: string; message: string };

function issuesOf(schema: z.ZodType, value: unknown): Issue[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const notAnImage = { path: '', message: 'Please choose an image file' };
const tooLarge = { path: '', message: 'Image must be smaller than 2 MB' };

describe('profile image data URL', () => {
  it('must start with the data URL prefix', () => {
    expect(issuesOf(profileImageSchema, 'data:image/png;base64,abcd')).toEqual([]);
    expect(issuesOf(profileImageSchema, 'xdata:image/png;base64,abcd')).toEqual([notAnImage]);
  });

  it('the base64 body is checked from its first character to its last', () => {
    expect(issuesOf(profileImageSchema, 'data:image/png;base64,!abc')).toEqual([notAnImage]);
    expect(issuesOf(profileImageSchema, 'data:image/png;base64,abc!')).toEqual([notAnImage]);
  });

  it('each failed check is the only issue', () => {
    expect(issuesOf(profileImageSchema, 'hello')).toEqual([notAnImage]);
    // 2,796,204 characters is the longest body allowed; without padding they would decode to 1 byte over 2 MB.
    expect(issuesOf(profileImageSchema, `data:image/png;base64,${'!'.repeat(2_796_204)}`)).toEqual([
      notAnImage,
    ]);
    // 2,796,208 valid characters: too long, so the size refusal alone.
    expect(issuesOf(profileImageSchema, `data:image/png;base64,${'A'.repeat(2_796_208)}`)).toEqual([
      tooLarge,
    ]);
  });
});

describe('one issue where one check stops the rest', () => {
  it('an e-mail of 255 characters with no @ is only too long', () => {
    expect(issuesOf(accountEmailSchema, 'a'.repeat(255))).toEqual([
      { path: '', message: 'Email must be at most 254 characters' },
    ]);
  });

  it('a malformed appointment date is only malformed, not also in the past', () => {
    const values = {
      firstName: 'Anna',
      lastName: 'Tan',
      email: 'anna@example.com',
      phoneNumber: '',
      country: 'Singapore',
      date: '1/1/2025',
      time: '10:15',
      meetingType: 'online',
      preferredLocation: 'cafe1',
      purposeOfMeeting: 'prior_request',
      additionalInformation: '',
    };
    expect(issuesOf(appointmentFormSchema, values).filter((i) => i.path === 'date')).toEqual([
      { path: 'date', message: 'Please select a valid date' },
    ]);
  });

  it('a shipping address that is not an object says so', () => {
    expect(issuesOf(shippingAddressSchema, 'x')).toEqual([
      { path: '', message: 'Address must be an object' },
    ]);
  });
});

describe('the special characters each password rule shows (§reset.password-rules, §password-change.rules)', () => {
  it('reset page and profile change', () => {
    expect(RESET_PASSWORD_SPECIALS).toBe('!@#$%^&*(),.?":{}|<>');
    expect(CHANGE_PASSWORD_SPECIALS).toBe('!@#$%^&*');
  });
});
