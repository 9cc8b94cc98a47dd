/**
 * Enquiry forms (§enquiry.calls; /api/v1/form/*): each answers `{ success, message }` (common `okMessage`).
 * Appointments book real slots (ADR 029): the free start times of a date, and the 409 of a slot taken meanwhile.
 */
import { z } from 'zod';
// The shop's identity only: the rest of ../shop formats money for pages, which the contract need not reach.
import { shop } from '../shop/identity';
import { okAnswer } from './common';

export const enquiryKinds = ['appointment', 'custom-order', 'leave-message'] as const;
/** 'closed' and 'cancelled' free an appointment's slot (ADR 039); a shopper's cancel link sets 'cancelled'. */
export const enquiryStatuses = ['new', 'in-progress', 'closed', 'cancelled'] as const;

/**
 * GET /api/v1/form/appointment/slots?date=YYYY-MM-DD&meetingType=online|in-person&location=cafe1: the free start
 * times of that Singapore date, 'HH:mm' in Singapore time, earliest first; [] on a Sunday or a past date, and today
 * only those still to come. `location` is needed for in-person meetings and ignored for online ones.
 */
export const appointmentSlotsAnswer = okAnswer({
  date: z.string(),
  times: z.array(z.string().regex(/^\d{2}:\d{2}$/)),
});

export const APPOINTMENT_TAKEN_MESSAGE = 'That time was just taken. Please choose another time.';

/**
 * POST /api/v1/form/appointment answers 409 with this when someone else booked the slot first. `freeTimes`: up to 6
 * free start times of the same meeting type and location nearest to the one asked for, nearest first, from now on,
 * as Singapore wall-clock 'YYYY-MM-DDTHH:mm' (no offset; split at 'T' for the form's date and time).
 */
export const appointmentTakenAnswer = z.object({
  success: z.literal(false),
  message: z.string(),
  freeTimes: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)),
});

/**
 * GET /api/v1/form/appointment/cancel/:token (ADR 039): the booking a cancel link is for, in words for its page. Only
 * what the shop chose is shown (kind, date, time, place), never what was typed: whoever holds the link sees it.
 */
export const appointmentToCancelAnswer = okAnswer({
  appointment: z.object({
    /** What kind of appointment: the purpose's label ('Viewing of inventory', …). */
    purpose: z.string(),
    meetingType: z.enum(['online', 'in-person']),
    /** 'YYYY-MM-DD' and 'HH:mm', Singapore time; `endTime` is when the hour ends. */
    date: z.string(),
    time: z.string(),
    endTime: z.string(),
    /** The café's name and address in person; the video-call note online. */
    place: z.string(),
  }),
});

/** POST /api/v1/form/appointment/cancel/:token: the booking is cancelled and its slot free again. */
export const APPOINTMENT_CANCELLED_MESSAGE = 'Your appointment is cancelled. Thank you for letting us know.';
export const CANCEL_LINK_UNKNOWN_MESSAGE = `This cancel link is not valid. Please open the link from your confirmation e-mail, or call us on ${shop.phone}.`;
export const CANCEL_LINK_USED_MESSAGE = 'This cancel link was already used: the appointment is cancelled.';
export const CANCELLED_BY_SHOP_MESSAGE = `This appointment was already cancelled by the shop. Please call us on ${shop.phone} if you have a question.`;
export const CANCEL_LINK_EXPIRED_MESSAGE = `This appointment has already started, so it can no longer be cancelled online. Please call us on ${shop.phone}.`;

export type AppointmentToCancelAnswer = z.infer<typeof appointmentToCancelAnswer>;
export type AppointmentSlotsAnswer = z.infer<typeof appointmentSlotsAnswer>;
export type AppointmentTakenAnswer = z.infer<typeof appointmentTakenAnswer>;
