/**
 * Enquiry forms (SPEC §3 Enquiry forms, §7 /api/v1/form/*): each answers `{ success, message }` (common `okMessage`).
 * Appointments book real slots (ADR 029): the free start times of a date, and the 409 of a slot taken meanwhile.
 */
import { z } from 'zod';
import { okAnswer } from './common';

export const enquiryKinds = ['appointment', 'custom-order', 'leave-message'] as const;
export const enquiryStatuses = ['new', 'in-progress', 'closed'] as const;

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

export type AppointmentSlotsAnswer = z.infer<typeof appointmentSlotsAnswer>;
export type AppointmentTakenAnswer = z.infer<typeof appointmentTakenAnswer>;
