/**
 * The calendar invitation sent with an appointment's acknowledgement: an iCalendar (RFC 5545) event written by the
 * `ics` package. Times are written in UTC ('…Z'): every calendar app reads them and shows them in the reader's own
 * zone, with no VTIMEZONE block to get wrong. METHOD:PUBLISH, since the shopper is told of a booking that is made,
 * not asked to accept an invitation.
 */
import { createEvent } from 'ics';
import { shop } from '@gemstore/shared/shop';
import type { Attachment } from '../../mail/templates';
import { cafeText, type Cafe } from './locations';

export type CalendarAppointment = {
  /** Stable across re-sends, so a calendar that imports the file twice keeps one event. */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  /** Undefined for an online meeting. */
  cafe: Cafe | undefined;
  purpose: string;
};

export function appointmentInvite(appointment: CalendarAppointment): Attachment {
  const where = appointment.cafe
    ? cafeText(appointment.cafe)
    : 'Online video call (we e-mail you the link before the appointment)';
  const { error, value } = createEvent({
    uid: appointment.uid,
    productId: 'gemstore/appointments',
    method: 'PUBLISH',
    start: appointment.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: appointment.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: appointment.cafe ? `Appointment at ${shop.name}` : `Online appointment with ${shop.name}`,
    description: `${appointment.purpose}. To change or cancel, reply to our e-mail or call ${shop.phone}.`,
    location: where,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: shop.name, email: shop.email },
  });
  // `ics` answers an error only for attributes it refuses; ours are fixed in shape, so this is a programming error.
  if (error || !value) throw error ?? new Error('calendar invitation could not be written');
  return {
    filename: 'appointment.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: value,
  };
}
