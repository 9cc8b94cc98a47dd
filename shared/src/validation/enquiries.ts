/**
 * The three enquiry forms: book an appointment, custom order and sourcing request, leave a message
 * (SPEC §3 Enquiry forms, §4 Enquiry modals, §5 Enquiry form validators, §9).
 *
 * `validateX(values)` is what the modals call: a map of field to message in form order, or null. `xSchema` is what
 * the server parses bodies with; it runs the very same check, so its first issue is `firstMessage(validateX(body))`.
 */
import type { z } from 'zod';
import { HOME_COUNTRY } from '../taxonomy';
import {
  type CheckResult,
  type FieldErrors,
  type FormValues,
  ErrorCollector,
  cappedText,
  isSimpleEmail,
  issuesFrom,
  oneOf,
  strictObject,
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

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

function isCalendarDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.toISOString().slice(0, 10) === value;
}

// ---------------------------------------------------------------------------------------------------------------
// Shared field rules (SPEC §5 "Shared")

function pleaseFillIn(label: string): string {
  return `Please fill in the ${label}`;
}

/** First/Last Name: required or not, 2 to 20 characters once non-empty. */
function nameProblem(value: string, label: string, isRequired: boolean): string | undefined {
  if (value === '') return isRequired ? pleaseFillIn(label) : undefined;
  if (value.length < ENQUIRY_NAME_MIN || value.length > ENQUIRY_NAME_MAX) {
    return `${label} must be between ${ENQUIRY_NAME_MIN} and ${ENQUIRY_NAME_MAX} characters`;
  }
  return undefined;
}

/**
 * Phone or contact number, as sent (code + digits): 8 to 15 characters when non-empty. Also '+' and digits only,
 * which SPEC does not say but its phone input guarantees; the server should not take letters in a phone number.
 */
function phoneProblem(value: string): string | undefined {
  if (value === '') return undefined;
  const valid =
    value.length >= PHONE_MIN_LENGTH && value.length <= PHONE_MAX_LENGTH && /^\+?\d+$/.test(value);
  return valid ? undefined : 'Invalid phone number';
}

/** Booking checks the pattern even on '' (SPEC: "effectively required"); the other forms say "Please fill in" first. */
function emailProblem(value: string, requiredMessage: string | undefined): string | undefined {
  if (value === '' && requiredMessage !== undefined) return requiredMessage;
  return isSimpleEmail(value) ? undefined : 'Invalid email address';
}

function countryTooLong(value: string): string | undefined {
  return value.length > COUNTRY_MAX_LENGTH
    ? `Country must be at most ${COUNTRY_MAX_LENGTH} characters`
    : undefined;
}

function trimmed<F extends string>(values: FormValues<F>): (field: F) => string {
  return (field) => (values[field] ?? '').trim();
}

// ---------------------------------------------------------------------------------------------------------------
// Appointment

export type AppointmentValues = FormValues<AppointmentField>;
export interface AppointmentPayload {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  country: string;
  date: string;
  time: string;
  meetingType: MeetingType;
  preferredLocation: PreferredLocation;
  purposeOfMeeting: PurposeOfMeeting;
  additionalInformation: string;
}
export type AppointmentErrors = FieldErrors<AppointmentField>;

/**
 * SPEC: "An empty Date or Time returns a single message 'Please select a date' or 'Please select a time' instead of
 * the map." Decision: it is still a map, with that one entry under its field (`{ date: 'Please select a date' }`),
 * so callers have one return type, the modal shows it under the Date field, and `firstMessage` gives the string.
 * Other fields are not checked in that case, as SPEC says. (SPEC's "'{field} is required to book an appointment'"
 * can then never be produced, so it is not used.)
 */
export function checkAppointment(
  values: AppointmentValues,
  now: Date = new Date(),
): CheckResult<AppointmentPayload, AppointmentField> {
  const read = trimmed(values);
  const date = read('date');
  const time = read('time');
  if (date === '') return { ok: false, errors: { date: 'Please select a date' } };
  if (time === '') return { ok: false, errors: { time: 'Please select a time' } };

  const labels = appointmentFieldLabels;
  const errors = new ErrorCollector<AppointmentField>();
  const firstName = read('firstName');
  const lastName = read('lastName');
  const email = read('email');
  const phoneNumber = read('phoneNumber');
  const country = read('country');
  const additionalInformation = read('additionalInformation');

  errors.add('firstName', nameProblem(firstName, labels.firstName, true));
  errors.add('lastName', nameProblem(lastName, labels.lastName, false));
  errors.add('email', emailProblem(email, undefined));
  errors.add('phoneNumber', phoneProblem(phoneNumber));
  errors.add('country', country === '' ? pleaseFillIn(labels.country) : countryTooLong(country));

  if (!isCalendarDate(date)) errors.add('date', 'Please select a valid date');
  else if (date < singaporeDate(now)) errors.add('date', 'Date cannot be in the past');

  const timeMatch = timePattern.exec(time);
  if (!timeMatch) errors.add('time', 'Please select a valid time');
  else if (Number(timeMatch[2]) % APPOINTMENT_STEP_MINUTES !== 0) {
    errors.add('time', 'Please choose a time in 15-minute steps');
  }

  const meetingType = oneOf(meetingTypes, read('meetingType'));
  if (meetingType === undefined) errors.add('meetingType', 'Please select a valid meeting type');
  const preferredLocation = oneOf(preferredLocations, read('preferredLocation'));
  if (preferredLocation === undefined) errors.add('preferredLocation', 'Please select a valid location');
  const purposeOfMeeting = oneOf(purposesOfMeeting, read('purposeOfMeeting'));
  if (purposeOfMeeting === undefined) errors.add('purposeOfMeeting', 'Please select a valid purpose');
  if (additionalInformation.length > APPOINTMENT_INFO_MAX) {
    errors.add('additionalInformation', 'Additional information must be less than 200 characters');
  }

  if (
    !errors.empty ||
    meetingType === undefined ||
    preferredLocation === undefined ||
    purposeOfMeeting === undefined
  ) {
    return { ok: false, errors: errors.errors };
  }
  return {
    ok: true,
    value: {
      firstName,
      lastName,
      email,
      phoneNumber,
      country,
      date,
      time,
      meetingType,
      preferredLocation,
      purposeOfMeeting,
      additionalInformation,
    },
  };
}

/** `now` decides what "today" is in Singapore; pass it in tests. */
export function validateAppointment(
  values: AppointmentValues,
  now: Date = new Date(),
): AppointmentErrors | null {
  const result = checkAppointment(values, now);
  return result.ok ? null : result.errors;
}

// ---------------------------------------------------------------------------------------------------------------
// Custom order

export type CustomOrderValues = FormValues<CustomOrderField>;
export interface CustomOrderPayload {
  firstName: string;
  lastName: string;
  contactNumber: string;
  email: string;
  country: string;
  howCanWeHelp: HowCanWeHelp;
  purpose: CustomOrderPurpose;
  additionalInformation: string;
}
export type CustomOrderErrors = FieldErrors<CustomOrderField>;

/** SPEC: 'Please select a {lowercased field}', applied literally, so How can we help? gives 'Please select a how can we help?'. */
function pleaseSelect(label: string): string {
  return `Please select a ${label.toLowerCase()}`;
}

/**
 * A value outside the option list gets the same 'Please select a …' message as an empty one: from the form it can
 * only happen to a hand-made request, and the fix is the same — pick one of the options.
 */
export function checkCustomOrder(
  values: CustomOrderValues,
): CheckResult<CustomOrderPayload, CustomOrderField> {
  const read = trimmed(values);
  const labels = customOrderFieldLabels;
  const errors = new ErrorCollector<CustomOrderField>();
  const firstName = read('firstName');
  const lastName = read('lastName');
  const contactNumber = read('contactNumber');
  const email = read('email');
  const country = read('country');
  const additionalInformation = read('additionalInformation');

  errors.add('firstName', nameProblem(firstName, labels.firstName, true));
  errors.add('lastName', nameProblem(lastName, labels.lastName, false));
  errors.add('contactNumber', phoneProblem(contactNumber));
  errors.add('email', emailProblem(email, pleaseFillIn(labels.email)));
  errors.add('country', country === '' ? pleaseSelect(labels.country) : countryTooLong(country));
  const howCanWeHelp = oneOf(howCanWeHelpValues, read('howCanWeHelp'));
  if (howCanWeHelp === undefined) errors.add('howCanWeHelp', pleaseSelect(labels.howCanWeHelp));
  const purpose = oneOf(customOrderPurposes, read('purpose'));
  if (purpose === undefined) errors.add('purpose', pleaseSelect(labels.purpose));
  if (additionalInformation === '')
    errors.add('additionalInformation', pleaseFillIn(labels.additionalInformation));
  else if (
    additionalInformation.length < CUSTOM_ORDER_INFO_MIN ||
    additionalInformation.length > CUSTOM_ORDER_INFO_MAX
  ) {
    errors.add('additionalInformation', 'Additional information must be between 10 and 500 characters');
  }

  if (!errors.empty || howCanWeHelp === undefined || purpose === undefined)
    return { ok: false, errors: errors.errors };
  return {
    ok: true,
    value: {
      firstName,
      lastName,
      contactNumber,
      email,
      country,
      howCanWeHelp,
      purpose,
      additionalInformation,
    },
  };
}

export function validateCustomOrder(values: CustomOrderValues): CustomOrderErrors | null {
  const result = checkCustomOrder(values);
  return result.ok ? null : result.errors;
}

// ---------------------------------------------------------------------------------------------------------------
// Leave a message

export type LeaveMessageValues = FormValues<LeaveMessageField>;
export type LeaveMessagePayload = Record<LeaveMessageField, string>;
export type LeaveMessageErrors = FieldErrors<LeaveMessageField>;

export function checkLeaveMessage(
  values: LeaveMessageValues,
): CheckResult<LeaveMessagePayload, LeaveMessageField> {
  const read = trimmed(values);
  const labels = leaveMessageFieldLabels;
  const errors = new ErrorCollector<LeaveMessageField>();
  const value: LeaveMessagePayload = {
    firstName: read('firstName'),
    lastName: read('lastName'),
    contactNumber: read('contactNumber'),
    email: read('email'),
    message: read('message'),
  };

  errors.add('firstName', nameProblem(value.firstName, labels.firstName, true));
  errors.add('lastName', nameProblem(value.lastName, labels.lastName, false));
  errors.add('contactNumber', phoneProblem(value.contactNumber));
  errors.add('email', emailProblem(value.email, pleaseFillIn(labels.email)));
  if (value.message === '') errors.add('message', pleaseFillIn(labels.message));
  else if (value.message.length < MESSAGE_MIN || value.message.length > MESSAGE_MAX) {
    errors.add('message', 'Your message must be between 10 and 500 characters');
  }

  return errors.empty ? { ok: true, value } : { ok: false, errors: errors.errors };
}

export function validateLeaveMessage(values: LeaveMessageValues): LeaveMessageErrors | null {
  const result = checkLeaveMessage(values);
  return result.ok ? null : result.errors;
}

// ---------------------------------------------------------------------------------------------------------------
// Server schemas: strict bodies, every string capped (aborting, so an oversize body is refused on the cap alone),
// absent keys filled with the form defaults, then the validator above decides and types the output.

/** `clock` decides "today"; the default reads the real time at each parse. */
export function createAppointmentSchema(clock: () => Date = () => new Date()) {
  const label = appointmentFieldLabels;
  return strictObject({
    firstName: cappedText(label.firstName),
    lastName: cappedText(label.lastName),
    email: cappedText(label.email),
    phoneNumber: cappedText(label.phoneNumber),
    country: cappedText(label.country, undefined, appointmentDefaults.country),
    date: cappedText(label.date),
    time: cappedText(label.time),
    meetingType: cappedText(label.meetingType, undefined, appointmentDefaults.meetingType),
    preferredLocation: cappedText(label.preferredLocation, undefined, appointmentDefaults.preferredLocation),
    purposeOfMeeting: cappedText(label.purposeOfMeeting, undefined, appointmentDefaults.purposeOfMeeting),
    additionalInformation: cappedText(label.additionalInformation),
  }).transform((body, ctx) => {
    const result = checkAppointment(body, clock());
    return result.ok ? result.value : issuesFrom(ctx, result.errors);
  });
}

/** POST /api/v1/form/appointment. */
export const appointmentSchema = createAppointmentSchema();

/** POST /api/v1/form/custom-order. */
export const customOrderSchema = strictObject({
  firstName: cappedText(customOrderFieldLabels.firstName),
  lastName: cappedText(customOrderFieldLabels.lastName),
  contactNumber: cappedText(customOrderFieldLabels.contactNumber),
  email: cappedText(customOrderFieldLabels.email),
  country: cappedText(customOrderFieldLabels.country, undefined, customOrderDefaults.country),
  howCanWeHelp: cappedText(customOrderFieldLabels.howCanWeHelp, undefined, customOrderDefaults.howCanWeHelp),
  purpose: cappedText(customOrderFieldLabels.purpose, undefined, customOrderDefaults.purpose),
  additionalInformation: cappedText(customOrderFieldLabels.additionalInformation),
}).transform((body, ctx) => {
  const result = checkCustomOrder(body);
  return result.ok ? result.value : issuesFrom(ctx, result.errors);
});

/** POST /api/v1/form/leave-message. */
export const leaveMessageSchema = strictObject({
  firstName: cappedText(leaveMessageFieldLabels.firstName),
  lastName: cappedText(leaveMessageFieldLabels.lastName),
  contactNumber: cappedText(leaveMessageFieldLabels.contactNumber),
  email: cappedText(leaveMessageFieldLabels.email),
  message: cappedText(leaveMessageFieldLabels.message),
}).transform((body, ctx) => {
  const result = checkLeaveMessage(body);
  return result.ok ? result.value : issuesFrom(ctx, result.errors);
});

export type AppointmentBody = z.output<typeof appointmentSchema>;
export type CustomOrderBody = z.output<typeof customOrderSchema>;
export type LeaveMessageBody = z.output<typeof leaveMessageSchema>;
