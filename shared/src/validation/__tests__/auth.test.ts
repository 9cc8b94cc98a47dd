import {
  forgotPasswordSchema,
  loginSchema,
  missingResetPasswordRequirements,
  otpSchema,
  registerFormSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordPageSchema,
  resetPasswordRequestSchema,
  resetPasswordStrengthMessage,
  setNewPasswordSchema,
  verifyOtpSchema,
} from '../index';
import { chars, firstIssue, parsed } from '../test-helpers';

const userId = '3f2b8c1e-9a4d-4e6b-8f1a-2c3d4e5f6a7b';
const validRegister = {
  firstName: 'Anna',
  lastName: 'Tan',
  email: 'anna@example.com',
  password: 'secret123',
};

describe('loginSchema', () => {
  it('§login.validation: applies its order and messages', () => {
    expect(firstIssue(loginSchema, {})).toBe('Email is required');
    expect(firstIssue(loginSchema, { email: '', password: '' })).toBe('Email is required');
    expect(firstIssue(loginSchema, { email: '   ', password: 'x' })).toBe('Email is required');
    expect(firstIssue(loginSchema, { email: 'nope', password: '' })).toBe('Invalid email address');
    expect(firstIssue(loginSchema, { email: 'a@b.co', password: '' })).toBe('Password is required');
    expect(firstIssue(loginSchema, { email: 'a@b.co' })).toBe('Password is required');
    expect(firstIssue(loginSchema, { email: 'a@b.co', password: '1234567' })).toBe(
      'Password must be at least 8 characters',
    );
    expect(firstIssue(loginSchema, { email: 'a@b.co', password: chars(129) })).toBe(
      'Password must be at most 128 characters',
    );
  });

  it('trims and lowercases the email, keeps the password as typed, defaults trustDevice to true', () => {
    expect(parsed(loginSchema, { email: '  Anna@Example.COM ', password: ' pass word ' })).toEqual({
      email: 'anna@example.com',
      password: ' pass word ',
      trustDevice: true,
    });
    expect(parsed(loginSchema, { email: 'a@b.co', password: chars(8), trustDevice: false }).trustDevice).toBe(
      false,
    );
    expect(parsed(loginSchema, { email: 'a@b.co', password: chars(128) }).password).toHaveLength(128);
  });

  it('caps the email at 254 characters', () => {
    const long = `${chars(250)}@b.co`;
    expect(firstIssue(loginSchema, { email: long, password: chars(8) })).toBe(
      'Email must be at most 254 characters',
    );
  });

  it('rejects unknown keys and a non-boolean trustDevice', () => {
    expect(firstIssue(loginSchema, { email: 'a@b.co', password: chars(8), role: 'admin' })).toBe(
      'Unknown field: role',
    );
    expect(firstIssue(loginSchema, { email: 'a@b.co', password: chars(8), trustDevice: 'yes' })).toBe(
      'trustDevice must be true or false',
    );
  });
});

describe('registerSchema (server) and registerFormSchema (UI)', () => {
  it.each([
    [{}, 'First name is required'],
    [{ ...validRegister, firstName: '' }, 'First name is required'],
    [{ ...validRegister, firstName: '   ' }, 'First name is required'],
    [{ ...validRegister, firstName: 'Al', lastName: '' }, 'First name must be between 3 and 20 characters'],
    [
      { ...validRegister, firstName: chars(21), lastName: '' },
      'First name must be between 3 and 20 characters',
    ],
    [{ ...validRegister, lastName: '', email: '' }, 'Last name is required'],
    [{ ...validRegister, lastName: 'Ng', email: '' }, 'Last name must be between 3 and 20 characters'],
    [{ ...validRegister, lastName: chars(21) }, 'Last name must be between 3 and 20 characters'],
    [{ ...validRegister, email: '', password: '' }, 'Email is required'],
    [{ ...validRegister, email: 'anna@', password: '' }, 'Invalid email address'],
    [{ ...validRegister, password: '' }, 'Password is required'],
    [{ ...validRegister, password: 'short' }, 'Password must be at least 8 characters'],
    [{ ...validRegister, password: chars(129) }, 'Password must be at most 128 characters'],
  ])('%j → %s', (input, message) => {
    expect(firstIssue(registerSchema, input)).toBe(message);
    expect(firstIssue(registerFormSchema, { confirmPassword: 'whatever', ...input })).toBe(message);
  });

  it('accepts names of 3 and 20 characters after trimming', () => {
    expect(
      parsed(registerSchema, { ...validRegister, firstName: '  Ann  ', lastName: chars(20) }),
    ).toMatchObject({
      firstName: 'Ann',
      lastName: chars(20),
    });
  });

  it('outputs trimmed names, a lowercased email and trustDevice true by default', () => {
    expect(parsed(registerSchema, { ...validRegister, email: ' Anna@Example.com ' })).toEqual({
      ...validRegister,
      trustDevice: true,
    });
  });

  it('server schema needs no confirmPassword but checks one that is sent', () => {
    expect(firstIssue(registerSchema, validRegister)).toBeUndefined();
    expect(firstIssue(registerSchema, { ...validRegister, confirmPassword: 'secret123' })).toBeUndefined();
    expect(firstIssue(registerSchema, { ...validRegister, confirmPassword: 'other' })).toBe(
      'Passwords must match',
    );
  });

  it('form schema requires confirm, last in order', () => {
    expect(firstIssue(registerFormSchema, validRegister)).toBe('Confirm password is required');
    expect(firstIssue(registerFormSchema, { ...validRegister, confirmPassword: '' })).toBe(
      'Confirm password is required',
    );
    expect(firstIssue(registerFormSchema, { ...validRegister, confirmPassword: 'secret124' })).toBe(
      'Passwords must match',
    );
    expect(
      firstIssue(registerFormSchema, { ...validRegister, confirmPassword: 'secret123' }),
    ).toBeUndefined();
    // a password problem is reported before the mismatch
    expect(
      firstIssue(registerFormSchema, { ...validRegister, password: 'short', confirmPassword: 'x' }),
    ).toBe('Password must be at least 8 characters');
  });

  it('refuses a role', () => {
    expect(firstIssue(registerSchema, { ...validRegister, role: 'admin' })).toBe('Unknown field: role');
  });
});

describe('forgotPasswordSchema', () => {
  it('requires a valid email', () => {
    expect(firstIssue(forgotPasswordSchema, {})).toBe('Email is required');
    expect(firstIssue(forgotPasswordSchema, { email: ' ' })).toBe('Email is required');
    expect(firstIssue(forgotPasswordSchema, { email: 'a@b' })).toBe('Invalid email address');
    expect(parsed(forgotPasswordSchema, { email: 'A@B.co' })).toEqual({ email: 'a@b.co' });
  });
});

describe('OTP', () => {
  it('needs exactly 6 digits', () => {
    for (const otp of ['12345', '1234567', '12a456', '', ' 123456', 123456, undefined]) {
      expect(firstIssue(verifyOtpSchema, { otp, userId })).toBe('Please enter a valid 6-digit OTP.');
    }
    expect(parsed(verifyOtpSchema, { otp: '012345', userId, trustDevice: true })).toEqual({
      otp: '012345',
      userId,
      trustDevice: true,
    });
    expect(otpSchema).toBe(verifyOtpSchema);
  });

  it('needs a uuid user id', () => {
    expect(firstIssue(verifyOtpSchema, { otp: '123456', userId: 'abc' })).toBe('Invalid user id');
    expect(firstIssue(resendOtpSchema, { userId: '42' })).toBe('Invalid user id');
    expect(parsed(resendOtpSchema, { userId, email: ' a@b.co ' })).toEqual({ userId, email: 'a@b.co' });
    expect(parsed(resendOtpSchema, { userId })).toEqual({ userId });
  });
});

describe('reset password page', () => {
  const strong = 'Abcdef1!';

  it('§reset.password-rules: lists what is missing, in order', () => {
    expect(resetPasswordStrengthMessage('')).toBe(
      'Password must contain: at least 8 characters, one lowercase letter, one uppercase letter, one number, one special character',
    );
    expect(resetPasswordStrengthMessage('ABCDEFG')).toBe(
      'Password must contain: at least 8 characters, one lowercase letter, one number, one special character',
    );
    expect(resetPasswordStrengthMessage('abcdefgh')).toBe(
      'Password must contain: one uppercase letter, one number, one special character',
    );
    expect(resetPasswordStrengthMessage(`${chars(126)}A1!`)).toBe(
      'Password must contain: at most 128 characters',
    );
    expect(resetPasswordStrengthMessage(strong)).toBeNull();
    expect(missingResetPasswordRequirements(`${chars(125)}A1!`)).toEqual([]);
  });

  it('accepts every listed special character and nothing else as special', () => {
    for (const special of '!@#$%^&*(),.?":{}|<>')
      expect(resetPasswordStrengthMessage(`Abcdef1${special}`)).toBeNull();
    expect(resetPasswordStrengthMessage('Abcdef1-')).toBe('Password must contain: one special character');
  });

  it('checks strength, then the match', () => {
    expect(firstIssue(resetPasswordPageSchema, { password: 'abc', confirmPassword: 'xyz' })).toBe(
      'Password must contain: at least 8 characters, one uppercase letter, one number, one special character',
    );
    expect(firstIssue(resetPasswordPageSchema, { password: strong, confirmPassword: 'Abcdef1?' })).toBe(
      'Passwords do not match',
    );
    expect(
      firstIssue(resetPasswordPageSchema, { password: strong, confirmPassword: strong }),
    ).toBeUndefined();
  });

  it('server body takes the password only, same rules', () => {
    expect(firstIssue(resetPasswordRequestSchema, { password: 'Abcdefgh' })).toBe(
      'Password must contain: one number, one special character',
    );
    expect(parsed(resetPasswordRequestSchema, { password: strong })).toEqual({ password: strong });
    expect(firstIssue(resetPasswordRequestSchema, { password: strong, confirmPassword: strong })).toBe(
      'Unknown field: confirmPassword',
    );
    expect(firstIssue(resetPasswordRequestSchema, { password: chars(2000) })).toBe(
      'Password must be at most 128 characters',
    );
  });
});

describe('setNewPasswordSchema (final reset step)', () => {
  it('checks the match first, then 8 characters', () => {
    expect(firstIssue(setNewPasswordSchema, { password: 'abc', confirmPassword: 'abd' })).toBe(
      'Passwords do not match',
    );
    expect(firstIssue(setNewPasswordSchema, { password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password must be at least 8 characters long',
    );
    expect(
      firstIssue(setNewPasswordSchema, { password: 'abcdefgh', confirmPassword: 'abcdefgh' }),
    ).toBeUndefined();
  });
});
