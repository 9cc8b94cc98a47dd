/**
 * Turns a stored enquiry into label/value rows for the shop's inbox, with option values in words.
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
  return Object.entries(labels).map(([field, label]) => {
    const value = payload[field] ?? '';
    const option = optionLabels[field]?.find((o) => o.value === value);
    return [label, option?.label ?? value];
  });
}
