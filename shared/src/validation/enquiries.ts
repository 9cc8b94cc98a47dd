/**
 * The three enquiry forms: book an appointment, custom order and sourcing request, leave a message
 * (§appointment.fields, §custom-order.fields, §leave-message.fields, §enquiry.shared-rules,
 * §appointment.rules, §custom-order.rules, §leave-message.rules).
 *
 * Each form is declared once, as one zod rule per field in form order, and used three ways:
 * - `xFormSchema`: the modal's schema (`useForm({ resolver: zodResolver(xFormSchema) })`), errors keyed by field name;
 * - `validateX(values)`: the "map of field to message, or null" of §enquiry.field-map, a thin adapter over
 * `xFormSchema`;
 * - `xSchema`: the server's request body (strict, capped, absent fields defaulted), piped into the same rules, so its
 *   first issue is `firstMessage(validateX(body))`.
 */
import { z } from 'zod';
import { calendarDate } from './bounds';
import {
  type CheckResult,
  type FieldErrors,
  type FormValues,
  blankOr,
  checkForm,
  errorsOf,
  filled,
  formBody,
  formValues,
  lengthBetween,
  simpleEmail,
} from './common';
import {
  APPOINTMENT_INFO_MAX,
  APPOINTMENT_STEP_MINUTES,
  COUNTRY_MAX_LENGTH,
  CUSTOM_ORDER_INFO_MAX,
  CUSTOM_ORDER_INFO_MIN,
  ENQUIRY_NAME_MAX,
  ENQUIRY_NAME_MIN,
  MESSAGE_MAX,
  MESSAGE_MIN,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  appointmentDefaults,
  appointmentFieldLabels,
  customOrderDefaults,
  customOrderFieldLabels,
  customOrderPurposes,
  howCanWeHelpValues,
  leaveMessageDefaults,
  leaveMessageFieldLabels,
  meetingTypes,
  preferredLocations,
  purposesOfMeeting,
  singaporeDate,
  type AppointmentField,
  type CustomOrderField,
  type LeaveMessageField,
} from './enquiry-fields';
// ---------------------------------------------------------------------------------------------------------------
// Shared field rules (§enquiry.shared-rules). Every rule sees trimmed text (see `formValues` and `formBody`).

const INVALID_EMAIL = 'Invalid email address';
const INVALID_PHONE = 'Invalid phone number';

function pleaseFillIn(label: string): string {
  return `Please fill in the ${label}`;
}

/**
 * §custom-order.rules: 'Please select a {lowercased field}', applied literally, so How can we help? gives
 * 'Please select a how can we help?'.
 */
function pleaseSelect(label: string): string {
  return `Please select a ${label.toLowerCase()}`;
}

function nameLength(label: string) {
  return lengthBetween(
    ENQUIRY_NAME_MIN,
    ENQUIRY_NAME_MAX,
    `${label} must be between ${ENQUIRY_NAME_MIN} and ${ENQUIRY_NAME_MAX} characters`,
  );
}

/** First Name is required, Last Name may be left blank; either is 2 to 20 characters once given. */
function nameFields(labels: { readonly firstName: string; readonly lastName: string }) {
  return {
    firstName: filled(pleaseFillIn(labels.firstName)).pipe(nameLength(labels.firstName)),
    lastName: blankOr(nameLength(labels.lastName)),
  };
}

/**
 * Phone or contact number, as sent (code + digits): 8 to 15 characters when given. Also '+' and digits only, which
 * The rules do not say but the phone input guarantees (§enquiry.phone-input); the server should not take
 * letters in a phone number.
 */
const phoneNumber = blankOr(
  lengthBetween(PHONE_MIN_LENGTH, PHONE_MAX_LENGTH, INVALID_PHONE).regex(/^\+?\d+$/, INVALID_PHONE),
);

/**
 * The contact block of the custom order and message forms: names, contact number, and an email that must be given
 * ('Please fill in the Email') before its pattern is checked. Booking orders these differently and checks the
 * email's pattern even on '' (§appointment.rules: in effect required).
 */
function contactFields(labels: {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}) {
  return {
    ...nameFields(labels),
    contactNumber: phoneNumber,
    email: filled(pleaseFillIn(labels.email)).pipe(simpleEmail(INVALID_EMAIL)),
  };
}

/** Country is required; `emptyMessage` is the form's wording for an empty one. */
function country(emptyMessage: string) {
  return filled(emptyMessage).pipe(
    z.string().max(COUNTRY_MAX_LENGTH, `Country must be at most ${COUNTRY_MAX_LENGTH} characters`),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Appointment

/**
 * The first rules said: "An empty Date or Time returns a single message 'Please select a date' or 'Please
 * select a time' instead of the map." Decision (§appointment.rules): it is still a map, with that one entry
 * under its field (`{ date: 'Please select a date' }`), so callers have one return type, the modal shows it
 * under the Date field, and `firstMessage` gives the string. Hence these two checks run before every field
 * rule, each aborting the parse. Their "'{field} is required to book an appointment'" can then never be
 * produced, so it is not used.
 */
const dateChosen = z.refine<{ date: string }>((values) => values.date !== '', {
  error: 'Please select a date',
  path: ['date'],
  abort: true,
});
const timeChosen = z.refine<{ time: string }>((values) => values.time !== '', {
  error: 'Please select a time',
  path: ['time'],
  abort: true,
});

/** 'HH:MM', 00:00 to 23:59. */
const timePattern = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

function appointmentRules(clock: () => Date) {
  const label = appointmentFieldLabels;
  return z.object({
    ...nameFields(label),
    email: simpleEmail(INVALID_EMAIL),
    phoneNumber,
    country: country(pleaseFillIn(label.country)),
    date: calendarDate('Please select a valid date').refine(
      (date) => date >= singaporeDate(clock()),
      'Date cannot be in the past',
    ),
    time: z
      .string()
      .regex(timePattern, { error: 'Please select a valid time', abort: true })
      .refine(
        (time) => Number(time.slice(3)) % APPOINTMENT_STEP_MINUTES === 0,
        'Please choose a time in 15-minute steps',
      ),
    meetingType: z.enum(meetingTypes, { error: 'Please select a valid meeting type' }),
    preferredLocation: z.enum(preferredLocations, { error: 'Please select a valid location' }),
    purposeOfMeeting: z.enum(purposesOfMeeting, { error: 'Please select a valid purpose' }),
    additionalInformation: z
      .string()
      .max(APPOINTMENT_INFO_MAX, 'Additional information must be less than 200 characters'),
  });
}

/** The booking modal's schema; `clock` decides what "today" is in Singapore (the default reads it at each parse). */
export function createAppointmentFormSchema(clock: () => Date = () => new Date()) {
  return formValues(appointmentFieldLabels).check(dateChosen, timeChosen).pipe(appointmentRules(clock));
}
export const appointmentFormSchema = createAppointmentFormSchema();

/** POST /api/v1/form/appointment, with the same rules; `clock` as above. */
export function createAppointmentSchema(clock: () => Date = () => new Date()) {
  return formBody(appointmentFieldLabels, appointmentDefaults)
    .check(dateChosen, timeChosen)
    .pipe(appointmentRules(clock));
}
export const appointmentSchema = createAppointmentSchema();

export type AppointmentValues = FormValues<AppointmentField>;
export type AppointmentPayload = z.output<typeof appointmentFormSchema>;
export type AppointmentErrors = FieldErrors<AppointmentField>;

export function checkAppointment(
  values: AppointmentValues,
  now: Date = new Date(),
): CheckResult<AppointmentPayload, AppointmentField> {
  return checkForm(
    createAppointmentFormSchema(() => now),
    values,
  );
}

/** `now` decides what "today" is in Singapore; pass it in tests. */
export function validateAppointment(
  values: AppointmentValues,
  now: Date = new Date(),
): AppointmentErrors | null {
  return errorsOf(checkAppointment(values, now));
}

// ---------------------------------------------------------------------------------------------------------------
// Custom order

/**
 * A value outside the option list gets the same 'Please select a …' message as an empty one: from the form it can
 * only happen to a hand-made request, and the fix is the same — pick one of the options.
 */
const customOrderRules = z.object({
  ...contactFields(customOrderFieldLabels),
  country: country(pleaseSelect(customOrderFieldLabels.country)),
  howCanWeHelp: z.enum(howCanWeHelpValues, { error: pleaseSelect(customOrderFieldLabels.howCanWeHelp) }),
  purpose: z.enum(customOrderPurposes, { error: pleaseSelect(customOrderFieldLabels.purpose) }),
  additionalInformation: filled(pleaseFillIn(customOrderFieldLabels.additionalInformation)).pipe(
    lengthBetween(
      CUSTOM_ORDER_INFO_MIN,
      CUSTOM_ORDER_INFO_MAX,
      'Additional information must be between 10 and 500 characters',
    ),
  ),
});

export const customOrderFormSchema = formValues(customOrderFieldLabels).pipe(customOrderRules);
/** POST /api/v1/form/custom-order. */
export const customOrderSchema = formBody(customOrderFieldLabels, customOrderDefaults).pipe(customOrderRules);

export type CustomOrderValues = FormValues<CustomOrderField>;
export type CustomOrderPayload = z.output<typeof customOrderFormSchema>;
export type CustomOrderErrors = FieldErrors<CustomOrderField>;

export function checkCustomOrder(
  values: CustomOrderValues,
): CheckResult<CustomOrderPayload, CustomOrderField> {
  return checkForm(customOrderFormSchema, values);
}

export function validateCustomOrder(values: CustomOrderValues): CustomOrderErrors | null {
  return errorsOf(checkCustomOrder(values));
}

// ---------------------------------------------------------------------------------------------------------------
// Leave a message

const leaveMessageRules = z.object({
  ...contactFields(leaveMessageFieldLabels),
  message: filled(pleaseFillIn(leaveMessageFieldLabels.message)).pipe(
    lengthBetween(MESSAGE_MIN, MESSAGE_MAX, 'Your message must be between 10 and 500 characters'),
  ),
});

export const leaveMessageFormSchema = formValues(leaveMessageFieldLabels).pipe(leaveMessageRules);
/** POST /api/v1/form/leave-message. */
export const leaveMessageSchema = formBody(leaveMessageFieldLabels, leaveMessageDefaults).pipe(
  leaveMessageRules,
);

export type LeaveMessageValues = FormValues<LeaveMessageField>;
export type LeaveMessagePayload = z.output<typeof leaveMessageFormSchema>;
export type LeaveMessageErrors = FieldErrors<LeaveMessageField>;

export function checkLeaveMessage(
  values: LeaveMessageValues,
): CheckResult<LeaveMessagePayload, LeaveMessageField> {
  return checkForm(leaveMessageFormSchema, values);
}

export function validateLeaveMessage(values: LeaveMessageValues): LeaveMessageErrors | null {
  return errorsOf(checkLeaveMessage(values));
}

export type AppointmentBody = z.output<typeof appointmentSchema>;
export type CustomOrderBody = z.output<typeof customOrderSchema>;
export type LeaveMessageBody = z.output<typeof leaveMessageSchema>;

export * from './enquiry-fields';
