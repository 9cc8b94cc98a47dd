/**
 * The contact page's three enquiries (§contact.page, §contact.bar, §enquiry.calls, §enquiry.messages): where
 * each lives on the page, what its buttons say, where it is sent and what the shopper is told.
 */
import { CUSTOM_ORDER_SECTION_ID } from '@gemstore/shared';

export type EnquiryKind = 'appointment' | 'customOrder' | 'leaveMessage';

export const enquiryKinds: readonly EnquiryKind[] = ['appointment', 'customOrder', 'leaveMessage'];

type EnquiryText = {
  /** The section's id (§contact.bar), the target of the contact bar and of /contact#{id}. */
  sectionId: string;
  /** The section's heading, and the dialog's title. */
  title: string;
  /** The contact bar's button. */
  barLabel: string;
  /** The section's button that opens the form. */
  openLabel: string;
  /** POST /api/v1/form/{path}. */
  path: string;
  success: string;
  failure: string;
  /** The submit button, and what it says while sending. */
  send: string;
};

export const enquiryText: Record<EnquiryKind, EnquiryText> = {
  appointment: {
    sectionId: 'appointmentSection',
    title: 'Book an Appointment',
    barLabel: 'Book an Appointment',
    openLabel: 'Get in Touch',
    path: '/form/appointment',
    success: 'Appointment booked successfully!',
    failure: 'Failed to book appointment. Please try again.',
    send: 'Book Appointment',
  },
  customOrder: {
    sectionId: CUSTOM_ORDER_SECTION_ID,
    title: 'Custom Order & Sourcing Request',
    barLabel: 'Custom Order & Sourcing Request',
    openLabel: 'Get Started Today',
    path: '/form/custom-order',
    success: 'Custom order request submitted successfully!',
    failure: 'Failed to book custom order request. Please try again.',
    send: 'Submit Request',
  },
  leaveMessage: {
    sectionId: 'leaveMessageSection',
    title: 'Leave a Message',
    barLabel: 'Leave a Message',
    openLabel: 'Message Now',
    path: '/form/leave-message',
    success: 'Message sent successfully!',
    failure: 'Failed to send message. Please try again.',
    send: 'Send Message',
  },
};

/** The enquiry a page address names (/contact#customOrderSection), if any. */
export function enquiryOfHash(hash: string): EnquiryKind | null {
  const id = hash.replace(/^#/, '');
  return enquiryKinds.find((kind) => enquiryText[kind].sectionId === id) ?? null;
}
