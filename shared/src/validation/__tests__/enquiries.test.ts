import {
  appointmentDefaults,
  appointmentFieldLabels,
  appointmentSchema,
  createAppointmentSchema,
  customOrderDefaults,
  customOrderFieldLabels,
  customOrderPurposeOptions,
  customOrderSchema,
  firstMessage,
  howCanWeHelpOptions,
  joinPhoneNumber,
  leaveMessageFieldLabels,
  leaveMessageSchema,
  meetingTypeOptions,
  nextAppointmentSlot,
  phoneDigits,
  preferredLocationOptions,
  purposeOfMeetingOptions,
  singaporeDate,
  validateAppointment,
  validateCustomOrder,
  validateLeaveMessage,
} from '../index';
import {
  appointmentNow as now,
  chars,
  firstIssue,
  parsed,
  validAppointment as appointment,
} from '../test-helpers';

const customOrder = {
  firstName: 'Anna',
  lastName: 'Tan',
  contactNumber: '+6591234567',
  email: 'anna@example.com',
  country: 'Singapore',
  howCanWeHelp: 'looking_for_gemstone',
  purpose: 'engagement',
  additionalInformation: 'A pink sapphire ring, please.',
};
const leaveMessage = {
  firstName: 'Anna',
  lastName: 'Tan',
  contactNumber: '',
  email: 'anna@example.com',
  message: 'Do you have padparadscha?',
};

describe('labels and options', () => {
  it('match §appointment.fields, §custom-order.fields, §leave-message.fields', () => {
    expect(Object.values(appointmentFieldLabels)).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Phone Number',
      'Country',
      'Date',
      'Time',
      'Meeting Type',
      'Preferred Location',
      'Purpose of Meeting',
      'Additional Information',
    ]);
    expect(customOrderFieldLabels.contactNumber).toBe('Contact Number');
    expect(customOrderFieldLabels.howCanWeHelp).toBe('How can we help?');
    expect(customOrderFieldLabels.purpose).toBe('Purpose');
    expect(leaveMessageFieldLabels.message).toBe('How may we help you?');
    expect(purposeOfMeetingOptions).toEqual([
      { value: 'prior_request', label: 'Discussion of prior request' },
      { value: 'inventory', label: 'Peruse inventory' },
      { value: 'other', label: 'Other' },
    ]);
    expect(meetingTypeOptions.map((o) => o.value)).toEqual(['online', 'in-person']);
    expect(preferredLocationOptions.map((o) => o.value)).toEqual(['cafe1', 'cafe2', 'cafe3']);
    expect(howCanWeHelpOptions.map((o) => o.value)).toEqual([
      'looking_for_gemstone',
      'looking_to_make_jewellery',
      'looking_for_gemstone_and_make_jewellery',
    ]);
    expect(customOrderPurposeOptions.map((o) => o.value)).toEqual([
      'engagement',
      'milestone',
      'gift',
      'personal',
      'other',
    ]);
    expect(appointmentDefaults).toMatchObject({
      country: 'Singapore',
      meetingType: 'online',
      preferredLocation: 'cafe1',
      purposeOfMeeting: 'prior_request',
    });
    expect(customOrderDefaults).toMatchObject({
      howCanWeHelp: 'looking_for_gemstone',
      purpose: 'engagement',
    });
  });
});

describe('phone helpers', () => {
  it('keep at most 10 digits and join the code, or send empty', () => {
    expect(phoneDigits('9123-4567 890123')).toBe('9123456789');
    expect(joinPhoneNumber('+65', '9123 4567')).toBe('+6591234567');
    expect(joinPhoneNumber('+65', '  ')).toBe('');
  });
});

describe('Singapore dates', () => {
  it('today is Singapore today', () => {
    expect(singaporeDate(now)).toBe('2025-03-11');
    expect(singaporeDate(new Date('2025-03-11T15:59:59Z'))).toBe('2025-03-11');
    expect(singaporeDate(new Date('2025-03-11T16:00:00Z'))).toBe('2025-03-12');
  });

  it('the next slot is on a 15-minute step, crossing midnight', () => {
    expect(nextAppointmentSlot(now)).toEqual({ date: '2025-03-11', time: '07:30' });
    expect(nextAppointmentSlot(new Date('2025-03-10T23:31:00Z'))).toEqual({
      date: '2025-03-11',
      time: '07:45',
    });
    expect(nextAppointmentSlot(new Date('2025-03-11T15:50:00Z'))).toEqual({
      date: '2025-03-12',
      time: '00:00',
    });
  });
});

describe('validateAppointment', () => {
  const check = (patch: Partial<typeof appointment>) =>
    validateAppointment({ ...appointment, ...patch }, now);

  it('accepts a complete booking', () => {
    expect(check({})).toBeNull();
    expect(
      check({ lastName: '', phoneNumber: '', preferredLocation: '', additionalInformation: chars(200) }),
    ).toBeNull();
  });

  it('an empty date or time is a single message', () => {
    expect(check({ date: '', firstName: '', email: '' })).toEqual({ date: 'Please select a date' });
    expect(check({ date: '  ', time: '' })).toEqual({ date: 'Please select a date' });
    expect(check({ time: '', firstName: '' })).toEqual({ time: 'Please select a time' });
    expect(validateAppointment({}, now)).toEqual({ date: 'Please select a date' });
  });

  it('names: required first name, 2 to 20 characters after trimming', () => {
    expect(check({ firstName: '  ' })).toEqual({ firstName: 'Please fill in the First Name' });
    expect(check({ firstName: 'A' })).toEqual({
      firstName: 'First Name must be between 2 and 20 characters',
    });
    expect(check({ firstName: ' Al ' })).toBeNull();
    expect(check({ firstName: chars(20) })).toBeNull();
    expect(check({ firstName: chars(21) })).toEqual({
      firstName: 'First Name must be between 2 and 20 characters',
    });
    expect(check({ lastName: 'T' })).toEqual({ lastName: 'Last Name must be between 2 and 20 characters' });
    expect(check({ lastName: chars(21) })).toEqual({
      lastName: 'Last Name must be between 2 and 20 characters',
    });
  });

  it('email is checked even when empty', () => {
    expect(check({ email: '' })).toEqual({ email: 'Invalid email address' });
    expect(check({ email: 'anna@example' })).toEqual({ email: 'Invalid email address' });
    expect(check({ email: 'a b@c.d' })).toEqual({ email: 'Invalid email address' });
    expect(check({ email: ' a@b.c ' })).toBeNull();
  });

  it('phone: 8 to 15 characters when given', () => {
    expect(check({ phoneNumber: '+651234' })).toEqual({ phoneNumber: 'Invalid phone number' });
    expect(check({ phoneNumber: '+6512345' })).toBeNull();
    expect(check({ phoneNumber: '+6512345678901' })).toBeNull();
    expect(check({ phoneNumber: '123456789012345' })).toBeNull();
    expect(check({ phoneNumber: '1234567890123456' })).toEqual({ phoneNumber: 'Invalid phone number' });
    expect(check({ phoneNumber: '+65abcdefgh' })).toEqual({ phoneNumber: 'Invalid phone number' });
  });

  it('country is required', () => {
    expect(check({ country: '' })).toEqual({ country: 'Please fill in the Country' });
  });

  it('date from today in Singapore, time on 15-minute steps', () => {
    expect(check({ date: '2025-03-10' })).toEqual({ date: 'Date cannot be in the past' });
    expect(check({ date: '2025-03-11' })).toBeNull();
    expect(check({ date: '2025-02-30' })).toEqual({ date: 'Please select a valid date' });
    expect(check({ date: '11/03/2025' })).toEqual({ date: 'Please select a valid date' });
    expect(check({ time: '10:10' })).toEqual({ time: 'Please choose a time in 15-minute steps' });
    expect(check({ time: '00:00' })).toBeNull();
    expect(check({ time: '23:45' })).toBeNull();
    expect(check({ time: '24:00' })).toEqual({ time: 'Please select a valid time' });
    expect(check({ time: '9:15' })).toEqual({ time: 'Please select a valid time' });
  });

  it('meeting type, location, purpose and additional information', () => {
    expect(check({ meetingType: 'phone' })).toEqual({ meetingType: 'Please select a valid meeting type' });
    expect(check({ meetingType: 'in-person', preferredLocation: 'cafe3' })).toBeNull();
    expect(check({ preferredLocation: 'cafe4' })).toEqual({
      preferredLocation: 'Please select a valid location',
    });
    expect(check({ purposeOfMeeting: 'gossip' })).toEqual({
      purposeOfMeeting: 'Please select a valid purpose',
    });
    expect(check({ purposeOfMeeting: 'other', additionalInformation: chars(201) })).toEqual({
      additionalInformation: 'Additional information must be less than 200 characters',
    });
  });

  it('returns every failing field in form order', () => {
    const errors = check({ firstName: '', email: 'x', meetingType: '', additionalInformation: chars(201) });
    expect(errors).toEqual({
      firstName: 'Please fill in the First Name',
      email: 'Invalid email address',
      meetingType: 'Please select a valid meeting type',
      additionalInformation: 'Additional information must be less than 200 characters',
    });
    expect(firstMessage(errors)).toBe('Please fill in the First Name');
    expect(firstMessage(null)).toBeUndefined();
  });
});

describe('appointmentSchema', () => {
  const schema = createAppointmentSchema(() => now);

  it('applies defaults and trims', () => {
    expect(
      parsed(schema, { firstName: ' Anna ', email: 'anna@example.com', date: '2025-03-11', time: '10:15' }),
    ).toEqual({
      firstName: 'Anna',
      lastName: '',
      email: 'anna@example.com',
      phoneNumber: '',
      country: 'Singapore',
      date: '2025-03-11',
      time: '10:15',
      meetingType: 'online',
      preferredLocation: 'cafe1',
      purposeOfMeeting: 'prior_request',
      additionalInformation: '',
    });
  });

  it('its first issue is the validator first message', () => {
    const inputs = [
      { ...appointment, firstName: '', meetingType: 'x' },
      { ...appointment, lastName: 'x', email: '' },
      { ...appointment, date: '', firstName: '' },
      { ...appointment, time: '' },
      { ...appointment, date: '2025-03-01', purposeOfMeeting: 'x' },
      { ...appointment, preferredLocation: 'nowhere', additionalInformation: chars(300) },
    ];
    for (const input of inputs) {
      expect(firstIssue(schema, input)).toBe(firstMessage(validateAppointment(input, now)));
    }
    expect(firstIssue(schema, { ...appointment, firstName: '', meetingType: 'x' })).toBe(
      'Please fill in the First Name',
    );
  });

  it('rejects unknown keys, non-strings and oversize strings', () => {
    expect(firstIssue(schema, { ...appointment, role: 'admin' })).toBe('Unknown field: role');
    expect(firstIssue(schema, { ...appointment, firstName: 42 })).toBe('First Name must be text');
    expect(firstIssue(schema, { ...appointment, additionalInformation: chars(1001) })).toBe(
      'Additional Information must be at most 1000 characters',
    );
    expect(firstIssue(schema, null)).toBe('Invalid request body');
  });

  it('the exported schema uses the real clock', () => {
    expect(firstIssue(appointmentSchema, { ...appointment, date: '2000-01-01' })).toBe(
      'Date cannot be in the past',
    );
    expect(firstIssue(appointmentSchema, { ...appointment, date: '2099-01-01' })).toBeUndefined();
  });
});

describe('validateCustomOrder', () => {
  const check = (patch: Partial<typeof customOrder>) => validateCustomOrder({ ...customOrder, ...patch });

  it('accepts a complete request', () => {
    expect(check({})).toBeNull();
    expect(check({ lastName: '', contactNumber: '' })).toBeNull();
  });

  it('messages', () => {
    expect(check({ firstName: '' })).toEqual({ firstName: 'Please fill in the First Name' });
    expect(check({ firstName: 'A' })).toEqual({
      firstName: 'First Name must be between 2 and 20 characters',
    });
    expect(check({ lastName: chars(21) })).toEqual({
      lastName: 'Last Name must be between 2 and 20 characters',
    });
    expect(check({ contactNumber: '1234567' })).toEqual({ contactNumber: 'Invalid phone number' });
    expect(check({ contactNumber: '12345678' })).toBeNull();
    expect(check({ email: ' ' })).toEqual({ email: 'Please fill in the Email' });
    expect(check({ email: 'anna' })).toEqual({ email: 'Invalid email address' });
    expect(check({ country: '' })).toEqual({ country: 'Please select a country' });
    expect(check({ howCanWeHelp: '' })).toEqual({ howCanWeHelp: 'Please select a how can we help?' });
    expect(check({ howCanWeHelp: 'sell_my_ring' })).toEqual({
      howCanWeHelp: 'Please select a how can we help?',
    });
    expect(check({ purpose: '' })).toEqual({ purpose: 'Please select a purpose' });
    expect(check({ purpose: 'wedding' })).toEqual({ purpose: 'Please select a purpose' });
    expect(check({ additionalInformation: '' })).toEqual({
      additionalInformation: 'Please fill in the Additional Information',
    });
  });

  it('additional information is 10 to 500 characters after trimming', () => {
    const message = { additionalInformation: 'Additional information must be between 10 and 500 characters' };
    expect(check({ additionalInformation: ` ${chars(9)} ` })).toEqual(message);
    expect(check({ additionalInformation: chars(10) })).toBeNull();
    expect(check({ additionalInformation: chars(500) })).toBeNull();
    expect(check({ additionalInformation: chars(501) })).toEqual(message);
  });

  it('schema: first issue in form order, defaults, strict', () => {
    expect(
      firstIssue(customOrderSchema, { ...customOrder, purpose: 'x', email: '', contactNumber: '1' }),
    ).toBe('Invalid phone number');
    expect(firstIssue(customOrderSchema, { ...customOrder, additionalInformation: chars(501) })).toBe(
      'Additional information must be between 10 and 500 characters',
    );
    expect(firstIssue(customOrderSchema, { ...customOrder, email: 'x', role: 'admin' })).toBe(
      'Unknown field: role',
    );
    const { howCanWeHelp: _h, purpose: _p, country: _c, ...rest } = customOrder;
    expect(parsed(customOrderSchema, rest)).toEqual({
      ...customOrder,
      country: 'Singapore',
      howCanWeHelp: 'looking_for_gemstone',
      purpose: 'engagement',
    });
  });
});

describe('validateLeaveMessage', () => {
  const check = (patch: Partial<typeof leaveMessage>) => validateLeaveMessage({ ...leaveMessage, ...patch });

  it('messages and boundaries', () => {
    expect(check({})).toBeNull();
    expect(check({ firstName: '' })).toEqual({ firstName: 'Please fill in the First Name' });
    expect(check({ firstName: 'Jo' })).toBeNull();
    expect(check({ contactNumber: chars(16, '1') })).toEqual({ contactNumber: 'Invalid phone number' });
    expect(check({ contactNumber: chars(15, '1') })).toBeNull();
    expect(check({ email: '' })).toEqual({ email: 'Please fill in the Email' });
    expect(check({ email: 'a@b' })).toEqual({ email: 'Invalid email address' });
    expect(check({ message: '   ' })).toEqual({ message: 'Please fill in the How may we help you?' });
    const tooShortOrLong = { message: 'Your message must be between 10 and 500 characters' };
    expect(check({ message: chars(9) })).toEqual(tooShortOrLong);
    expect(check({ message: chars(10) })).toBeNull();
    expect(check({ message: chars(500) })).toBeNull();
    expect(check({ message: chars(501) })).toEqual(tooShortOrLong);
  });

  it('schema', () => {
    expect(firstIssue(leaveMessageSchema, {})).toBe('Please fill in the First Name');
    expect(firstIssue(leaveMessageSchema, { ...leaveMessage, message: 'short', email: '' })).toBe(
      'Please fill in the Email',
    );
    expect(parsed(leaveMessageSchema, { ...leaveMessage, firstName: ' Anna ' })).toEqual(leaveMessage);
    expect(firstIssue(leaveMessageSchema, { ...leaveMessage, extra: 1 })).toBe('Unknown field: extra');
  });
});
