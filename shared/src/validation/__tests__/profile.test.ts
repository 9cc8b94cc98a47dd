import {
  PROFILE_IMAGE_MAX_BYTES,
  addressSchema,
  changePasswordSchema,
  profileImageProblem,
  updateUserSchema,
} from '../index';
import { chars, firstIssue, parsed } from '../test-helpers';

describe('changePasswordSchema', () => {
  const ok = { currentPassword: 'old-pass', newPassword: 'NewPass1!', confirmPassword: 'NewPass1!' };

  it('§password-change.rules: follows its order and messages', () => {
    expect(firstIssue(changePasswordSchema, {})).toBe('Current password is required');
    expect(firstIssue(changePasswordSchema, { ...ok, currentPassword: '', newPassword: '' })).toBe(
      'Current password is required',
    );
    expect(firstIssue(changePasswordSchema, { ...ok, newPassword: '', confirmPassword: '' })).toBe(
      'New password is required',
    );
    expect(firstIssue(changePasswordSchema, { ...ok, confirmPassword: '' })).toBe(
      'Confirm password is required',
    );
    expect(firstIssue(changePasswordSchema, { ...ok, newPassword: 'weak', confirmPassword: 'weaker' })).toBe(
      'New password and confirm password do not match',
    );
    expect(firstIssue(changePasswordSchema, ok)).toBeUndefined();
  });

  it('needs upper, lower, digit and a special from !@#$%^&*', () => {
    const message =
      'New password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';
    for (const weak of ['newpass1!', 'NEWPASS1!', 'NewPass!!', 'NewPass12', 'NewPass1(']) {
      expect(firstIssue(changePasswordSchema, { ...ok, newPassword: weak, confirmPassword: weak })).toBe(
        message,
      );
    }
    for (const special of '!@#$%^&*') {
      const strong = `NewPass1${special}`;
      expect(
        firstIssue(changePasswordSchema, { ...ok, newPassword: strong, confirmPassword: strong }),
      ).toBeUndefined();
    }
  });

  it('also bounds the length, after the other rules (§password-change.rules)', () => {
    expect(firstIssue(changePasswordSchema, { ...ok, newPassword: 'Ab1!', confirmPassword: 'Ab1!' })).toBe(
      'Password must be at least 8 characters',
    );
    const long = `Ab1!${chars(125)}`;
    expect(firstIssue(changePasswordSchema, { ...ok, newPassword: long, confirmPassword: long })).toBe(
      'Password must be at most 128 characters',
    );
  });
});

describe('profile image', () => {
  const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

  it('accepts png, jpeg, webp and gif data URLs up to 2 MB', () => {
    for (const type of ['png', 'jpeg', 'webp', 'gif']) {
      expect(profileImageProblem(`data:image/${type};base64,iVBORw0KGgo=`)).toBeNull();
    }
    expect(profileImageProblem(png(PROFILE_IMAGE_MAX_BYTES))).toBeNull();
    expect(profileImageProblem(png(PROFILE_IMAGE_MAX_BYTES - 1))).toBeNull();
  });

  it('refuses anything else', () => {
    expect(profileImageProblem(png(PROFILE_IMAGE_MAX_BYTES + 1))).toBe('Image must be smaller than 2 MB');
    for (const bad of [
      'https://example.com/me.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PGI+',
      'data:image/png;base64,',
      'data:image/png;base64,not base64!',
      'data:image/png,rawbytes',
    ]) {
      expect(profileImageProblem(bad)).toBe('Please choose an image file');
    }
  });
});

describe('updateUserSchema', () => {
  const address = {
    line1: '1 Orchard Rd',
    line2: '#01-01',
    city: 'Singapore',
    state: '',
    postal_code: '238823',
    country: 'Singapore',
  };

  it('every key is optional; names follow the register rules', () => {
    expect(parsed(updateUserSchema, {})).toEqual({});
    expect(parsed(updateUserSchema, { firstName: ' Anna ', lastName: 'Tan' })).toEqual({
      firstName: 'Anna',
      lastName: 'Tan',
    });
    expect(firstIssue(updateUserSchema, { firstName: '' })).toBe('First name is required');
    expect(firstIssue(updateUserSchema, { firstName: 'Al' })).toBe(
      'First name must be between 3 and 20 characters',
    );
    expect(firstIssue(updateUserSchema, { lastName: chars(21) })).toBe(
      'Last name must be between 3 and 20 characters',
    );
    expect(firstIssue(updateUserSchema, { lastName: chars(20) })).toBeUndefined();
  });

  it('takes an address alone (checkout) and an image or null', () => {
    expect(parsed(updateUserSchema, { address })).toEqual({ address });
    expect(parsed(updateUserSchema, { image: null })).toEqual({ image: null });
    expect(firstIssue(updateUserSchema, { image: 'https://x/y.png' })).toBe('Please choose an image file');
    expect(firstIssue(updateUserSchema, { image: 5 })).toBe('Please choose an image file');
  });

  it('refuses role, email and other unknown keys by name', () => {
    expect(firstIssue(updateUserSchema, { firstName: 'Anna', role: 'admin' })).toBe('Unknown field: role');
    expect(firstIssue(updateUserSchema, { email: 'x@y.com' })).toBe('Unknown field: email');
    expect(firstIssue(updateUserSchema, { role: 'admin', email: 'x@y.com' })).toBe(
      'Unknown fields: role, email',
    );
    expect(firstIssue(updateUserSchema, { address: { ...address, phone: '1' } })).toBe(
      'Unknown field: phone',
    );
  });
});

describe('addressSchema', () => {
  it('trims, defaults line2, allows empty parts, caps lengths', () => {
    expect(
      parsed(addressSchema, {
        line1: ' 1 Orchard Rd ',
        city: 'Singapore',
        state: '',
        postal_code: '238823',
        country: 'Singapore',
      }),
    ).toEqual({
      line1: '1 Orchard Rd',
      line2: '',
      city: 'Singapore',
      state: '',
      postal_code: '238823',
      country: 'Singapore',
    });
    expect(
      firstIssue(addressSchema, { line1: '', city: '', state: '', postal_code: '', country: '' }),
    ).toBeUndefined();
    expect(firstIssue(addressSchema, { city: '', state: '', postal_code: '', country: '' })).toBe(
      'Street Address is required',
    );
    expect(
      firstIssue(addressSchema, { line1: '', city: '', state: '', postal_code: chars(21), country: '' }),
    ).toBe('Postal code must be at most 20 characters');
    expect(firstIssue(addressSchema, 'Orchard')).toBe('Address must be an object');
  });
});
