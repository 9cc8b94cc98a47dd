/**
 * The three enquiry forms: book an appointment, custom order and sourcing request, leave a message
 * (SPEC §3 Enquiry forms, §4 Enquiry modals, §5 Enquiry form validators, §9).
 *
 * Each form is declared once, as one zod rule per field in form order, and used three ways:
 * - `xFormSchema`: the modal's schema (`useForm({ resolver: zodResolver(xFormSchema) })`), errors keyed by field name;
 * - `validateX(values)`: SPEC's "map of field to message, or null", a thin adapter over `xFormSchema`;
 * - `xSchema`: the server's request body (strict, capped, absent fields defaulted), piped into the same rules, so its
 *   first issue is `firstMessage(validateX(body))`.
 */
import { z } from 'zod';
import { HOME_COUNTRY } from '../taxonomy';
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
// ---------------------------------------------------------------------------------------------------------------
// Options, labels and defaults

export interface Option<T extends string> {
  readonly value: T;
  readonly label: string;
}

function values<T extends string>(options: readonly Option<T>[]): readonly T[] {
  return options.map((option) => option.value);
}

export const meetingTypeOptions = [
  { value: 'online', label: 'Online' },
  { value: 'in-person', label: 'In person' },
] as const satisfies readonly Option<string>[];
export type MeetingType = (typeof meetingTypeOptions)[number]['value'];
export const meetingTypes: readonly MeetingType[] = values(meetingTypeOptions);

/** SPEC names the locations only by id; the labels are placeholders until the shop names its cafés. */
export const preferredLocationOptions = [
  { value: 'cafe1', label: 'Cafe 1' },
  { value: 'cafe2', label: 'Cafe 2' },
  { value: 'cafe3', label: 'Cafe 3' },
] as const satisfies readonly Option<string>[];
/** '' is allowed: the location only shows (and matters) for in-person meetings. */
export type PreferredLocation = '' | (typeof preferredLocationOptions)[number]['value'];
export const preferredLocations: readonly PreferredLocation[] = ['', ...values(preferredLocationOptions)];

export const purposeOfMeetingOptions = [
  { value: 'prior_request', label: 'Discussion of prior request' },
  { value: 'inventory', label: 'Peruse inventory' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option<string>[];
export type PurposeOfMeeting = (typeof purposeOfMeetingOptions)[number]['value'];
export const purposesOfMeeting: readonly PurposeOfMeeting[] = values(purposeOfMeetingOptions);

export const howCanWeHelpOptions = [
  { value: 'looking_for_gemstone', label: 'I am looking for a gemstone' },
  { value: 'looking_to_make_jewellery', label: 'I would like to make a piece of jewellery' },
  {
    value: 'looking_for_gemstone_and_make_jewellery',
    label: 'I am looking for a gemstone and to make jewellery with it',
  },
] as const satisfies readonly Option<string>[];
export type HowCanWeHelp = (typeof howCanWeHelpOptions)[number]['value'];
export const howCanWeHelpValues: readonly HowCanWeHelp[] = values(howCanWeHelpOptions);

export const customOrderPurposeOptions = [
  { value: 'engagement', label: 'Engagement' },
  { value: 'milestone', label: 'Milestone' },
  { value: 'gift', label: 'Gift' },
  { value: 'personal', label: 'Personal' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option<string>[];
export type CustomOrderPurpose = (typeof customOrderPurposeOptions)[number]['value'];
export const customOrderPurposes: readonly CustomOrderPurpose[] = values(customOrderPurposeOptions);

export const appointmentFields = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'country',
  'date',
  'time',
  'meetingType',
  'preferredLocation',
  'purposeOfMeeting',
  'additionalInformation',
] as const;
export type AppointmentField = (typeof appointmentFields)[number];

export const customOrderFields = [
  'firstName',
  'lastName',
  'contactNumber',
  'email',
  'country',
  'howCanWeHelp',
  'purpose',
  'additionalInformation',
] as const;
export type CustomOrderField = (typeof customOrderFields)[number];

export const leaveMessageFields = ['firstName', 'lastName', 'contactNumber', 'email', 'message'] as const;
export type LeaveMessageField = (typeof leaveMessageFields)[number];

/** Labels as shown on the forms and used inside messages ('Please fill in the First Name'). */
export const appointmentFieldLabels: Record<AppointmentField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phoneNumber: 'Phone Number',
  country: 'Country',
  date: 'Date',
  time: 'Time',
  meetingType: 'Meeting Type',
  preferredLocation: 'Preferred Location',
  purposeOfMeeting: 'Purpose of Meeting',
  additionalInformation: 'Additional Information',
};

export const customOrderFieldLabels: Record<CustomOrderField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  contactNumber: 'Contact Number',
  email: 'Email',
  country: 'Country',
  howCanWeHelp: 'How can we help?',
  purpose: 'Purpose',
  additionalInformation: 'Additional Information',
};

export const leaveMessageFieldLabels: Record<LeaveMessageField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  contactNumber: 'Contact Number',
  email: 'Email',
  message: 'How may we help you?',
};

/** SPEC §3/§4: what a form resets to after a send. Date and time are set when the modal opens (see `nextAppointmentSlot`). */
export const appointmentDefaults = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  country: HOME_COUNTRY.name,
  date: '',
  time: '',
  meetingType: 'online',
  preferredLocation: 'cafe1',
  purposeOfMeeting: 'prior_request',
  additionalInformation: '',
} as const satisfies Record<AppointmentField, string>;

export const customOrderDefaults = {
  firstName: '',
  lastName: '',
  contactNumber: '',
  email: '',
  country: HOME_COUNTRY.name,
  howCanWeHelp: 'looking_for_gemstone',
  purpose: 'engagement',
  additionalInformation: '',
} as const satisfies Record<CustomOrderField, string>;

export const leaveMessageDefaults = {
  firstName: '',
  lastName: '',
  contactNumber: '',
  email: '',
  message: '',
} as const satisfies Record<LeaveMessageField, string>;

// ---------------------------------------------------------------------------------------------------------------
// Limits (SPEC §9) and phone helpers

export const ENQUIRY_NAME_MIN = 2;
export const ENQUIRY_NAME_MAX = 20;
export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 15;
/** Phone inputs keep digits only, at most 10; the country code comes from a dropdown. */
export const PHONE_DIGITS_MAX = 10;
export const DEFAULT_DIAL_CODE = HOME_COUNTRY.dialCode;
export const APPOINTMENT_INFO_MAX = 200;
export const CUSTOM_ORDER_INFO_MIN = 10;
export const CUSTOM_ORDER_INFO_MAX = 500;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 500;
export const COUNTRY_MAX_LENGTH = 100;
export const APPOINTMENT_STEP_MINUTES = 15;

/** What a phone input keeps of what was typed or pasted. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_DIGITS_MAX);
}

/** The value sent for a phone or contact number: code joined to digits, or '' when no digits were entered (SPEC §5). */
export function joinPhoneNumber(dialCode: string, digits: string): string {
  const kept = phoneDigits(digits);
  return kept === '' ? '' : `${dialCode.trim()}${kept}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Singapore dates

/** Singapore has been UTC+8 without daylight saving since 1982, so a fixed offset needs no time-zone database. */
const SGT_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Today's date in Singapore as 'YYYY-MM-DD'. */
export function singaporeDate(now: Date): string {
  return new Date(now.getTime() + SGT_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The first bookable slot from `now` in Singapore: the next 15-minute step (or now, if on one). The modal opens with
 * date and time "now" (SPEC §4), but a raw now is rarely on a step, so it should start from this instead.
 */
export function nextAppointmentSlot(now: Date): { date: string; time: string } {
  const stepMs = APPOINTMENT_STEP_MINUTES * 60 * 1000;
  const local = now.getTime() + SGT_OFFSET_MS;
  const iso = new Date(Math.ceil(local / stepMs) * stepMs).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

// ---------------------------------------------------------------------------------------------------------------
// Shared field rules (SPEC §5 "Shared"). Every rule sees trimmed text (see `formValues` and `formBody`).

const INVALID_EMAIL = 'Invalid email address';
const INVALID_PHONE = 'Invalid phone number';

function pleaseFillIn(label: string): string {
  return `Please fill in the ${label}`;
}

/** SPEC: 'Please select a {lowercased field}', applied literally, so How can we help? gives 'Please select a how can we help?'. */
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
 * SPEC does not say but its phone input guarantees; the server should not take letters in a phone number.
 */
const phoneNumber = blankOr(
  lengthBetween(PHONE_MIN_LENGTH, PHONE_MAX_LENGTH, INVALID_PHONE).regex(/^\+?\d+$/, INVALID_PHONE),
);

/**
 * The contact block of the custom order and message forms: names, contact number, and an email that must be given
 * ('Please fill in the Email') before its pattern is checked. Booking orders these differently and checks the
 * email's pattern even on '' (SPEC: "effectively required").
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
 * SPEC: "An empty Date or Time returns a single message 'Please select a date' or 'Please select a time' instead of
 * the map." Decision: it is still a map, with that one entry under its field (`{ date: 'Please select a date' }`),
 * so callers have one return type, the modal shows it under the Date field, and `firstMessage` gives the string.
 * Hence these two checks run before every field rule, each aborting the parse. SPEC's "'{field} is required to book
 * an appointment'" can then never be produced, so it is not used.
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
    date: z
      .string()
      .regex(z.regexes.date, { error: 'Please select a valid date', abort: true })
      .refine((date) => date >= singaporeDate(clock()), 'Date cannot be in the past'),
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
