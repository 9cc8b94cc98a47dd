/**
 * Turns a stored enquiry into label/value rows for the shop's inbox and the shopper's acknowledgement, in words:
 * option labels instead of codes, an appointment's date and time spelt out and its café by name and address.
 */
import {
  appointmentFieldLabels,
  customOrderFieldLabels,
  customOrderPurposeOptions,
  howCanWeHelpOptions,
  leaveMessageFieldLabels,
  meetingTypeOptions,
  preferredLocationOptions,
  purposeOfMeetingOptions,
} from '@gemstore/shared/validation';
import type { EnquiryKind } from '../../db/schema';
import { cafeOf, cafeText } from './locations';
import { APPOINTMENT_MINUTES, dateInWords, minutesOf, timeOf } from './opening-hours';

/** Each kind of enquiry in words: the shop's mail subject, and what an acknowledgement says was received. */
export const enquiryTitles: Record<EnquiryKind, string> = {
  appointment: 'Appointment',
  'custom-order': 'Custom order & sourcing request',
  'leave-message': 'Message',
};

const labelsByKind: Record<EnquiryKind, Record<string, string>> = {
  appointment: appointmentFieldLabels,
  'custom-order': customOrderFieldLabels,
  'leave-message': leaveMessageFieldLabels,
};

const optionLabels: Record<string, readonly { value: string; label: string }[]> = {
  meetingType: meetingTypeOptions,
  preferredLocation: preferredLocationOptions,
  purposeOfMeeting: purposeOfMeetingOptions,
  howCanWeHelp: howCanWeHelpOptions,
  purpose: customOrderPurposeOptions,
};

export function enquiryFields(kind: EnquiryKind, payload: Record<string, string>): [string, string][] {
  const labels = labelsByKind[kind];
  return Object.entries(labels).flatMap(([field, label]): [string, string][] => {
    const value = payload[field] ?? '';
    if (kind === 'appointment') {
      const words = appointmentValue(field, value, payload);
      if (words === null) return [];
      if (words !== undefined) return [[label, words]];
    }
    const option = optionLabels[field]?.find((o) => o.value === value);
    return [[label, option?.label ?? value]];
  });
}

/**
 * An appointment field in words: the date spelt out, the time as its hour in Singapore, the café by name and
 * address. Null leaves the row out (the location of an online meeting, which the form does not show); undefined
 * leaves the value to the general rule.
 */
function appointmentValue(
  field: string,
  value: string,
  payload: Record<string, string>,
): string | null | undefined {
  switch (field) {
    case 'date':
      return value && dateInWords(value);
    case 'time':
      return value && `${value} to ${timeOf(minutesOf(value) + APPOINTMENT_MINUTES)} (Singapore time)`;
    case 'preferredLocation': {
      if (payload.meetingType !== 'in-person') return null;
      const cafe = cafeOf(value);
      return cafe ? cafeText(cafe) : value;
    }
    default:
      return undefined;
  }
}
