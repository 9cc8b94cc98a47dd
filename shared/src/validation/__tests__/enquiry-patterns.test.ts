/**
 * The enquiry forms' patterns at both ends: a phone number is '+' and digits only, from its first character to its
 * last; a time is HH:MM from 00:00 to 23:59 with nothing before or after; a dial code is trimmed when joined to the
 * digits; and the leave-a-message form's label for the number.
 */
import {
  appointmentFormSchema,
  joinPhoneNumber,
  leaveMessageFieldLabels,
  validateAppointment,
} from '../index';
import { appointmentNow as now, validAppointment as appointment } from '../test-helpers';

beforeEach(() => {
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('phone number pattern', () => {
  it('takes "+" and digits; refuses a letter before them', () => {
    expect(validateAppointment(appointment)).toBeNull();
    expect(validateAppointment({ ...appointment, phoneNumber: 'a+6591234567' })?.phoneNumber).toBeDefined();
  });
});

describe('time pattern', () => {
  it('refuses anything before or after HH:MM', () => {
    expect(validateAppointment({ ...appointment, time: 'x10:15' })?.time).toBe('Please select a valid time');
    expect(validateAppointment({ ...appointment, time: '10:15x' })?.time).toBe('Please select a valid time');
  });

  it('an invalid time is one issue, not also off the 15-minute steps', () => {
    const result = appointmentFormSchema.safeParse({ ...appointment, time: '10:1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.filter((i) => i.path[0] === 'time').map((i) => i.message)).toEqual([
      'Please select a valid time',
    ]);
  });
});

describe('phone parts', () => {
  it('the dial code is trimmed when joined to the digits', () => {
    expect(joinPhoneNumber(' +65 ', '9123 4567')).toBe('+6591234567');
  });

  it('the leave-a-message form calls it "Contact Number"', () => {
    expect(leaveMessageFieldLabels.contactNumber).toBe('Contact Number');
  });
});
