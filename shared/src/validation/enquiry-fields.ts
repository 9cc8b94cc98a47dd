/**
 * The enquiry forms' words and numbers without zod (§appointment.fields, §custom-order.fields,
 * §leave-message.fields, §enquiry.defaults, §enquiry.shared-rules): options, labels, defaults, limits, the
 * phone helpers and Singapore's date and time. A remote draws its forms from these
 * (`@gemstore/shared/validation/fields`) and fetches the rules themselves (`./enquiries`) only when a form is used.
 */
import { HOME_COUNTRY } from '../taxonomy';

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

/** §appointment.cafes: the locations' ids, with the shop's names for them. */
/**
 * Where in-person appointments happen (§appointment.cafes): ids cafe1, cafe2, cafe3; these names and
 * addresses are the shop's (ADR 029: cafe1 is in the showroom's building), one list for the form and the
 * e-mails.
 */
export const cafes = {
  cafe1: { name: 'Gemstore Atelier Café', address: '14 Scotts Road, #01-05, Singapore 228213' },
  cafe2: { name: 'Gemstore Duxton Café', address: '72 Duxton Road, Singapore 089531' },
  cafe3: { name: 'Gemstore Joo Chiat Café', address: '282 Joo Chiat Road, Singapore 427536' },
} as const;

export const preferredLocationOptions = [
  { value: 'cafe1', label: `${cafes.cafe1.name}, Scotts Road` },
  { value: 'cafe2', label: `${cafes.cafe2.name}, Duxton Road` },
  { value: 'cafe3', label: `${cafes.cafe3.name}, Joo Chiat Road` },
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

/**
 * §enquiry.defaults: what a form resets to after a send. Date and time are set when the modal opens (see
 * `nextAppointmentSlot`).
 */
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
// Limits (§enquiry.shared-rules, §appointment.rules, §custom-order.rules, §leave-message.rules) and phone
// helpers

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

/**
 * The value sent for a phone or contact number: code joined to digits, or '' when no digits were entered
 * (§enquiry.phone-input).
 */
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
 * date and time "now" (§appointment.opens-at-next-time), but a raw now is rarely on a step, so it should
 * start from this instead.
 */
export function nextAppointmentSlot(now: Date): { date: string; time: string } {
  const stepMs = APPOINTMENT_STEP_MINUTES * 60 * 1000;
  const local = now.getTime() + SGT_OFFSET_MS;
  const iso = new Date(Math.ceil(local / stepMs) * stepMs).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
