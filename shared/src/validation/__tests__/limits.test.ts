/**
 * The form rules' limits, each at the limit and one past it (on both sides where there are two), with their
 * numbers written out here rather than read from the constants they check: a limit that moves either way
 * fails a test.
 */
import {
  cartQuantitySchema,
  isSimpleEmail,
  joinPhoneNumber,
  loginSchema,
  phoneDigits,
  productListBodySchema,
  productListQuerySchema,
  registerFormSchema,
  registerSchema,
  resetPasswordPageSchema,
  setNewPasswordSchema,
  updateUserSchema,
  validateAppointment,
  validateCustomOrder,
  validateLeaveMessage,
  verifyOtpSchema,
} from '../index';
import { chars, firstIssue } from '../test-helpers';

const userId = '3f2b8c1e-9a4d-4e6b-8f1a-2c3d4e5f6a7b';
/** An e-mail address of exactly `length` characters, valid for both patterns. */
const emailOfLength = (length: number) => `${chars(length - '@b.com'.length)}@b.com`;

describe('registration names: 3 to 20 characters (§register.validation)', () => {
  const register = {
    firstName: 'Anna',
    lastName: 'Tan',
    email: 'anna@example.com',
    password: 'secret123',
    confirmPassword: 'secret123',
  };

  it.each([
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
  ] as const)('%s: 2 refused, 3 and 20 taken, 21 refused', (field, label) => {
    const message = `${label} must be between 3 and 20 characters`;
    for (const schema of [registerFormSchema, updateUserSchema]) {
      const values = schema === updateUserSchema ? {} : register;
      expect(firstIssue(schema, { ...values, [field]: chars(2) })).toBe(message);
      expect(firstIssue(schema, { ...values, [field]: chars(3) })).toBeUndefined();
      expect(firstIssue(schema, { ...values, [field]: chars(20) })).toBeUndefined();
      expect(firstIssue(schema, { ...values, [field]: chars(21) })).toBe(message);
    }
    const { confirmPassword: _confirm, ...serverBody } = register;
    expect(firstIssue(registerSchema, { ...serverBody, [field]: chars(3) })).toBeUndefined();
    expect(firstIssue(registerSchema, { ...serverBody, [field]: chars(21) })).toBe(message);
  });
});

describe('passwords (§login.validation, §reset.password-rules: 8 or more at login and register; 8 to 128 on reset)', () => {
  it('login: 7 refused, 8 taken', () => {
    const login = { email: 'anna@example.com' };
    expect(firstIssue(loginSchema, { ...login, password: chars(7) })).toBe(
      'Password must be at least 8 characters',
    );
    expect(firstIssue(loginSchema, { ...login, password: chars(8) })).toBeUndefined();
  });

  it('register: 7 refused, 8 taken', () => {
    const register = { firstName: 'Anna', lastName: 'Tan', email: 'anna@example.com' };
    expect(
      firstIssue(registerFormSchema, { ...register, password: chars(7), confirmPassword: chars(7) }),
    ).toBe('Password must be at least 8 characters');
    expect(
      firstIssue(registerFormSchema, { ...register, password: chars(8), confirmPassword: chars(8) }),
    ).toBeUndefined();
  });

  it('reset page: 7 refused, 8 and 128 taken, 129 refused', () => {
    // Upper, lower, digit and special are there; only the length varies.
    const ofLength = (length: number) => `Ab1!${chars(length - 4)}`;
    const reset = (password: string) =>
      firstIssue(resetPasswordPageSchema, { password, confirmPassword: password });
    expect(reset(ofLength(7))).toBe('Password must contain: at least 8 characters');
    expect(reset(ofLength(8))).toBeUndefined();
    expect(reset(ofLength(128))).toBeUndefined();
    expect(reset(ofLength(129))).toBe('Password must contain: at most 128 characters');
  });

  it('final set-new-password step: 7 refused, 8 taken', () => {
    const set = (password: string) =>
      firstIssue(setNewPasswordSchema, { password, confirmPassword: password });
    expect(set(chars(7))).toBe('Password must be at least 8 characters long');
    expect(set(chars(8))).toBeUndefined();
  });
});

describe('OTP: exactly 6 digits (§otp.format)', () => {
  it('5 and 7 refused, 6 taken', () => {
    const otp = (code: string) => firstIssue(verifyOtpSchema, { otp: code, userId });
    expect(otp('12345')).toBe('Please enter a valid 6-digit OTP.');
    expect(otp('123456')).toBeUndefined();
    expect(otp('1234567')).toBe('Please enter a valid 6-digit OTP.');
  });
});

describe('e-mail addresses: at most 254 characters', () => {
  it('account e-mail: 254 taken, 255 refused', () => {
    expect(firstIssue(loginSchema, { email: emailOfLength(254), password: chars(8) })).toBeUndefined();
    expect(firstIssue(loginSchema, { email: emailOfLength(255), password: chars(8) })).toBe(
      'Email must be at most 254 characters',
    );
  });

  it('enquiry and checkout e-mail: 254 taken, 255 refused', () => {
    expect(isSimpleEmail(emailOfLength(254))).toBe(true);
    expect(isSimpleEmail(emailOfLength(255))).toBe(false);
    const message = { firstName: 'Anna', message: chars(10) };
    expect(validateLeaveMessage({ ...message, email: emailOfLength(254) })).toBeNull();
    expect(validateLeaveMessage({ ...message, email: emailOfLength(255) })).toEqual({
      email: 'Invalid email address',
    });
  });
});

describe('enquiry forms (§enquiry.shared-rules, §appointment.rules, §custom-order.rules, §leave-message.rules)', () => {
  const now = new Date('2025-03-10T23:30:00Z');
  const appointment = {
    firstName: 'Anna',
    email: 'anna@example.com',
    country: 'Singapore',
    date: '2025-03-11',
    time: '10:15',
    meetingType: 'online',
    preferredLocation: 'cafe1',
    purposeOfMeeting: 'other',
  };
  const customOrder = {
    firstName: 'Anna',
    email: 'anna@example.com',
    country: 'Singapore',
    howCanWeHelp: 'looking_for_gemstone',
    purpose: 'engagement',
    additionalInformation: 'A pink sapphire ring, please.',
  };
  const leaveMessage = { firstName: 'Anna', email: 'anna@example.com', message: 'Do you have spinel?' };

  /** Each form's validator, given one field's value over its valid values. */
  const forms = {
    appointment: (patch: Record<string, string>) => validateAppointment({ ...appointment, ...patch }, now),
    customOrder: (patch: Record<string, string>) => validateCustomOrder({ ...customOrder, ...patch }),
    leaveMessage: (patch: Record<string, string>) => validateLeaveMessage({ ...leaveMessage, ...patch }),
  };

  describe.each(Object.entries(forms))('%s', (_form, check) => {
    it.each([
      ['firstName', 'First Name'],
      ['lastName', 'Last Name'],
    ])('%s: 1 refused, 2 and 20 taken, 21 refused', (field, label) => {
      const refused = { [field]: `${label} must be between 2 and 20 characters` };
      expect(check({ [field]: chars(1) })).toEqual(refused);
      expect(check({ [field]: chars(2) })).toBeNull();
      expect(check({ [field]: chars(20) })).toBeNull();
      expect(check({ [field]: chars(21) })).toEqual(refused);
    });

    it('phone: 7 characters refused, 8 and 15 taken, 16 refused', () => {
      const field = check === forms.appointment ? 'phoneNumber' : 'contactNumber';
      const refused = { [field]: 'Invalid phone number' };
      expect(check({ [field]: `+65${chars(4, '9')}` })).toEqual(refused);
      expect(check({ [field]: `+65${chars(5, '9')}` })).toBeNull();
      expect(check({ [field]: `+65${chars(12, '9')}` })).toBeNull();
      expect(check({ [field]: `+65${chars(13, '9')}` })).toEqual(refused);
    });
  });

  it('phone entry keeps 10 digits and drops the 11th', () => {
    expect(phoneDigits(chars(10, '9'))).toBe('9999999999');
    expect(phoneDigits(`${chars(10, '9')}8`)).toBe('9999999999');
    expect(phoneDigits('91 23-45 67 89')).toBe('9123456789');
    expect(joinPhoneNumber('+65', `${chars(10, '9')}8`)).toBe('+659999999999');
  });

  it('booking additional information: 200 taken, 201 refused', () => {
    expect(forms.appointment({ additionalInformation: chars(200) })).toBeNull();
    expect(forms.appointment({ additionalInformation: chars(201) })).toEqual({
      additionalInformation: 'Additional information must be less than 200 characters',
    });
  });

  it('custom order additional information: 9 refused, 10 and 500 taken, 501 refused', () => {
    const refused = { additionalInformation: 'Additional information must be between 10 and 500 characters' };
    expect(forms.customOrder({ additionalInformation: chars(9) })).toEqual(refused);
    expect(forms.customOrder({ additionalInformation: chars(10) })).toBeNull();
    expect(forms.customOrder({ additionalInformation: chars(500) })).toBeNull();
    expect(forms.customOrder({ additionalInformation: chars(501) })).toEqual(refused);
  });

  it('message: 9 refused, 10 and 500 taken, 501 refused', () => {
    const refused = { message: 'Your message must be between 10 and 500 characters' };
    expect(forms.leaveMessage({ message: chars(9) })).toEqual(refused);
    expect(forms.leaveMessage({ message: chars(10) })).toBeNull();
    expect(forms.leaveMessage({ message: chars(500) })).toBeNull();
    expect(forms.leaveMessage({ message: chars(501) })).toEqual(refused);
  });
});

describe('cart and product list limits', () => {
  it('cart quantity: 0 refused, 1 and 99 taken, 100 refused', () => {
    const quantity = (n: number) => firstIssue(cartQuantitySchema, { productId: 7, quantity: n });
    expect(quantity(0)).toBe('Quantity must be at least 1');
    expect(quantity(1)).toBeUndefined();
    expect(quantity(99)).toBeUndefined();
    expect(quantity(100)).toBe('Quantity must be at most 99');
  });

  it.each(['cut', 'colour', 'clarity'])('a %s filter list: 20 values taken, 21 refused', (list) => {
    expect(firstIssue(productListBodySchema, { [list]: Array<string>(20).fill('x') })).toBeUndefined();
    expect(firstIssue(productListBodySchema, { [list]: Array<string>(21).fill('x') })).toBe(
      `At most 20 ${list} filters`,
    );
  });

  it('a page of products: limit 0 refused, 1 and 200 taken, 201 refused; 100 when not asked', () => {
    const query = { section: 'gemstones', category: 'Ruby' };
    const limit = (n: string) => firstIssue(productListQuerySchema, { ...query, limit: n });
    expect(limit('0')).toBe('Limit must be between 1 and 200');
    expect(limit('1')).toBeUndefined();
    expect(limit('200')).toBeUndefined();
    expect(limit('201')).toBe('Limit must be between 1 and 200');
    expect(productListQuerySchema.parse(query).limit).toBe(100);
  });

  it('page numbers start at 1', () => {
    const query = { section: 'gemstones', category: 'Ruby' };
    expect(firstIssue(productListQuerySchema, { ...query, page: '0' })).toBe(
      'Page must be a whole number of at least 1',
    );
    expect(firstIssue(productListQuerySchema, { ...query, page: '1' })).toBeUndefined();
  });
});
