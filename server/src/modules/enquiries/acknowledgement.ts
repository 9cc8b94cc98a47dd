/**
 * The e-mail a shopper gets for every enquiry: that it arrived, what happens next, and — only to an address we know
 * is theirs — what they sent, in words. An appointment's also says when and where, carries the calendar invitation
 * and the cancel link.
 *
 * The form takes any address, so the acknowledgement can land in a stranger's inbox. To such an address it repeats
 * nothing the sender wrote (no name, no message, no link they typed): only what was received — the kind of enquiry,
 * the date and time — and, for an appointment, the shop's own words for when and where (ADR 038). A shopper signed in
 * with that address (verified when the account was made) gets the full echo.
 */
import { shop } from '@gemstore/shared/shop';
import { purposeOfMeetingOptions } from '@gemstore/shared/validation';
import type { EnquiryKind } from '../../db/schema';
import { enquiryAcknowledgementMessage, type Message } from '../../mail/templates';
import { appointmentInvite } from './calendar';
import { enquiryFields, enquiryTitles } from './labels';
import { cafeOf, cafeText } from './locations';
import { dateInWords, sgtDateTime } from './opening-hours';

export type BookedAppointment = { uid: string; startsAt: Date; endsAt: Date; cancelLink: string };

export type Acknowledgement = {
  /** The address is the signed-in shopper's own: what they typed may be repeated to it. */
  verified: boolean;
  receivedAt: Date;
  appointment?: BookedAppointment;
};

/** 'Wednesday 15 January 2031 at 09:00 (Singapore time)'. */
function momentInWords(instant: Date): string {
  const [date = '', time = ''] = sgtDateTime(instant).split('T');
  return `${dateInWords(date)} at ${time} (Singapore time)`;
}

export function acknowledgementOf(
  kind: EnquiryKind,
  payload: Record<string, string>,
  { verified, receivedAt, appointment }: Acknowledgement,
): Message {
  const firstName = verified ? (payload.firstName ?? '') : undefined;
  const echo = verified
    ? { fields: enquiryFields(kind, payload), fieldsHeading: 'What you sent us' as const }
    : {
        fields: [
          ['Enquiry', enquiryTitles[kind]],
          ['Received', momentInWords(receivedAt)],
        ] satisfies [string, string][],
        fieldsHeading: 'What we received' as const,
      };
  const reachUs = `If anything changes, reply to this e-mail or call us on ${shop.phone}.`;
  const notYou = verified
    ? []
    : [
        `For your privacy, this e-mail does not repeat what was written in the form. If you did not send it, you can ignore this e-mail${kind === 'appointment' ? ' or cancel the appointment with the link below' : ''}.`,
      ];
  if (kind === 'appointment' && appointment) {
    const cafe = payload.meetingType === 'in-person' ? cafeOf(payload.preferredLocation ?? '') : undefined;
    const [date = '', start = ''] = sgtDateTime(appointment.startsAt).split('T');
    const end = sgtDateTime(appointment.endsAt).slice(11);
    const when = `${dateInWords(date)}, ${start} to ${end} (Singapore time)`;
    const purpose =
      purposeOfMeetingOptions.find((o) => o.value === payload.purposeOfMeeting)?.label ?? 'Appointment';
    return enquiryAcknowledgementMessage({
      firstName,
      subject: `Your ${shop.name} appointment on ${dateInWords(date)} at ${start}`,
      heading: 'Your appointment is booked',
      paragraphs: [
        `Thank you for booking an appointment with us (${purpose}). We look forward to seeing you on ${when}.`,
        cafe
          ? `We will meet you at ${cafeText(cafe)}.`
          : 'This is an online meeting: we will e-mail you the video-call link before the appointment.',
        `The attached calendar invitation adds the appointment to your calendar. ${reachUs}`,
        ...notYou,
      ],
      action: {
        lead: 'Cannot come? Cancel with this link and the time is offered to others at once. The link works once.',
        label: 'Cancel the appointment',
        link: appointment.cancelLink,
      },
      ...echo,
      attachments: [appointmentInvite({ ...appointment, cafe, purpose })],
    });
  }
  if (kind === 'custom-order') {
    return enquiryAcknowledgementMessage({
      firstName,
      subject: `We have received your ${shop.name} custom order request`,
      heading: 'Thank you for your request',
      paragraphs: [
        'Thank you for telling us about the piece you have in mind. One of our gemmologists will contact you to talk it through and, when you are ready, to show you stones and designs.',
        `A custom piece usually takes 4 to 8 weeks once the design is agreed. ${reachUs}`,
        ...notYou,
      ],
      ...echo,
    });
  }
  return enquiryAcknowledgementMessage({
    firstName,
    subject: `We have received your message to ${shop.name}`,
    heading: 'Thank you for your message',
    paragraphs: [`Thank you for writing to us. We will reply as soon as we can. ${reachUs}`, ...notYou],
    ...echo,
  });
}
