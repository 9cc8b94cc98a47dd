/**
 * The e-mail a shopper gets for every enquiry: that it arrived, what happens next, and what they sent, in words. An
 * appointment's also says when and where, and carries the calendar invitation.
 */
import { shop } from '@gemstore/shared/shop';
import { purposeOfMeetingOptions } from '@gemstore/shared/validation';
import type { EnquiryKind } from '../../db/schema';
import { enquiryAcknowledgementMessage, type Message } from '../../mail/templates';
import { appointmentInvite } from './calendar';
import { enquiryFields } from './labels';
import { cafeOf, cafeText } from './locations';
import { dateInWords, sgtDateTime } from './opening-hours';

export type BookedAppointment = { uid: string; startsAt: Date; endsAt: Date };

export function acknowledgementOf(
  kind: EnquiryKind,
  payload: Record<string, string>,
  appointment?: BookedAppointment,
): Message {
  const firstName = payload.firstName ?? '';
  const fields = enquiryFields(kind, payload);
  const reachUs = `If anything changes, reply to this e-mail or call us on ${shop.phone}.`;
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
        `Thank you for booking an appointment with us. We look forward to seeing you on ${when}.`,
        cafe
          ? `We will meet you at ${cafeText(cafe)}.`
          : 'This is an online meeting: we will e-mail you the video-call link before the appointment.',
        `The attached calendar invitation adds the appointment to your calendar. ${reachUs}`,
      ],
      fields,
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
      ],
      fields,
    });
  }
  return enquiryAcknowledgementMessage({
    firstName,
    subject: `We have received your message to ${shop.name}`,
    heading: 'Thank you for your message',
    paragraphs: [`Thank you for writing to us. We will reply as soon as we can. ${reachUs}`],
    fields,
  });
}
