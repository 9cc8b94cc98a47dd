/**
 * The form schemas the modals and the checkout page give react-hook-form, and the limits the older suites do not
 * reach. Boundaries are stated at the limit and one past.
 */
import type { z } from 'zod';
import {
  CHECKOUT_EMAIL_MESSAGE,
  appointmentDefaults,
  appointmentFormSchema,
  checkCustomOrder,
  checkoutAddressFields,
  checkoutAddressFormSchema,
  checkoutAddressLabels,
  checkoutAddressSchema,
  checkoutFieldMaxLength,
  createAppointmentFormSchema,
  createAppointmentSchema,
  customOrderDefaults,
  customOrderFormSchema,
  customOrderSchema,
  leaveMessageFormSchema,
  validateAppointment,
  validateCheckoutAddress,
  validateCustomOrder,
  validateLeaveMessage,
} from '../index';
import { chars, firstIssue } from '../test-helpers';

const now = new Date('2025-03-10T23:30:00Z');
const appointment = {
  ...appointmentDefaults,
  firstName: 'Anna',
  email: 'anna@example.com',
  date: '2025-03-11',
  time: '10:15',
};
const customOrder = {
  ...customOrderDefaults,
  firstName: 'Anna',
  email: 'anna@example.com',
  additionalInformation: 'A pink sapphire ring, please.',
};
/** A complete checkout form: every field 'Singapore' but the email. */
const checkout = {
  ...Object.fromEntries(checkoutAddressFields.map((field) => [field, 'Singapore'])),
  email: 'anna@example.com',
};

/** What `zodResolver` from @hookform/resolvers/zod hands react-hook-form: the first message per issue path. */
function resolverErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('form schemas for react-hook-form', () => {
  it('key every error by its field name, the same messages as the validators (§enquiry.field-map)', () => {
    const schema = createAppointmentFormSchema(() => now);
    const booking = { ...appointment, firstName: 'A', email: 'x', time: '10:10', meetingType: 'phone' };
    expect(resolverErrors(schema, booking)).toEqual(validateAppointment(booking, now));
    expect(Object.keys(resolverErrors(schema, booking))).toEqual([
      'firstName',
      'email',
      'time',
      'meetingType',
    ]);
    expect(resolverErrors(schema, { ...appointment, date: '' })).toEqual({ date: 'Please select a date' });

    const order = { ...customOrder, firstName: '', purpose: 'x', additionalInformation: 'short' };
    expect(resolverErrors(customOrderFormSchema, order)).toEqual(validateCustomOrder(order));
    const message = { firstName: 'Jo', email: 'a@b', message: '' };
    expect(resolverErrors(leaveMessageFormSchema, message)).toEqual(validateLeaveMessage(message));
    expect(resolverErrors(checkoutAddressFormSchema, {})).toEqual(validateCheckoutAddress({}));
  });

  it('hand the submit handler trimmed, typed values', () => {
    const result = checkCustomOrder({ ...customOrder, firstName: ' Anna ', purpose: ' gift ' });
    expect(result).toEqual({ ok: true, value: { ...customOrder, purpose: 'gift' } });
    expect(appointmentFormSchema.safeParse({ ...appointment, date: '2099-01-01' }).data).toEqual({
      ...appointment,
      date: '2099-01-01',
    });
  });

  it('take no request defaults: a field the form left out is empty', () => {
    const { country: _c, ...noCountry } = customOrder;
    expect(validateCustomOrder(noCountry)).toEqual({ country: 'Please select a country' });
    expect(firstIssue(customOrderSchema, noCountry)).toBeUndefined();
  });

  it('§appointment.rules for a long paste, where the request body is refused on its 1000-character cap (§bounds.text)', () => {
    const pasted = { ...appointment, additionalInformation: chars(1001) };
    expect(validateAppointment(pasted, now)).toEqual({
      additionalInformation: 'Additional information must be less than 200 characters',
    });
    expect(
      firstIssue(
        createAppointmentSchema(() => now),
        pasted,
      ),
    ).toBe('Additional Information must be at most 1000 characters');
  });
});

describe('limits the suites of the form rules do not reach (§bounds.text)', () => {
  it('enquiry country: at most 100 characters', () => {
    expect(validateCustomOrder({ ...customOrder, country: chars(100) })).toBeNull();
    expect(validateCustomOrder({ ...customOrder, country: chars(101) })).toEqual({
      country: 'Country must be at most 100 characters',
    });
    expect(validateAppointment({ ...appointment, country: chars(101) }, now)).toEqual({
      country: 'Country must be at most 100 characters',
    });
  });

  it('enquiry email: at most 254 characters', () => {
    const at254 = `${chars(248)}@b.com`;
    expect(at254).toHaveLength(254);
    expect(validateCustomOrder({ ...customOrder, email: at254 })).toBeNull();
    expect(validateCustomOrder({ ...customOrder, email: `a${at254}` })).toEqual({
      email: 'Invalid email address',
    });
  });

  it.each(checkoutAddressFields.filter((field) => field !== 'email'))('checkout %s: capped', (field) => {
    const max = checkoutFieldMaxLength[field];
    const tooLong = `${checkoutAddressLabels[field]} must be at most ${max} characters`;
    expect(validateCheckoutAddress({ ...checkout, [field]: chars(max) })).toBeNull();
    expect(validateCheckoutAddress({ ...checkout, [field]: chars(max + 1) })).toEqual({ [field]: tooLong });
    expect(firstIssue(checkoutAddressSchema, { ...checkout, [field]: chars(max + 1) })).toBe(tooLong);
  });

  it('checkout email: at most 254 characters', () => {
    const at254 = `${chars(248)}@b.com`;
    expect(validateCheckoutAddress({ ...checkout, email: at254 })).toBeNull();
    expect(validateCheckoutAddress({ ...checkout, email: `a${at254}` })).toEqual({
      email: CHECKOUT_EMAIL_MESSAGE,
    });
  });
});
