/**
 * When the shop sees people (ADR 029): Monday to Saturday, 10:00 to 18:00 Singapore time; closed on Sundays. An
 * appointment lasts 60 minutes and starts on a 15-minute step from 10:00 to 17:00, so the last one ends at closing.
 *
 * Dates and times are the shop's wall clock in Singapore: a date is 'YYYY-MM-DD', a time 'HH:mm'. Singapore has been
 * UTC+8 without daylight saving since 1982, so a fixed offset converts them to instants exactly, with no time-zone
 * database.
 *
 * Zod-free and shared: the server refuses a booking by these rules, and the contact page offers only the times they
 * allow (`startsStillToCome`).
 */
import { APPOINTMENT_STEP_MINUTES, singaporeDate } from './enquiry-fields';

const MINUTE_MS = 60_000;
const SGT_OFFSET_MS = 8 * 60 * MINUTE_MS;

export const OPENS_AT_MINUTES = 10 * 60;
export const CLOSES_AT_MINUTES = 18 * 60;
export const APPOINTMENT_MINUTES = 60;
/**
 * The form's time picker steps by 15 minutes (§appointment.times); a booking must start on one of its steps.
 */
export const STEP_MINUTES = APPOINTMENT_STEP_MINUTES;
export const FIRST_START_MINUTES = OPENS_AT_MINUTES;
/** The last start that still ends by closing time: 17:00. */
export const LAST_START_MINUTES = CLOSES_AT_MINUTES - APPOINTMENT_MINUTES;
/** Days of the week as `Date#getUTCDay` numbers them (0 is Sunday). */
const CLOSED_WEEKDAYS: readonly number[] = [0];

export const APPOINTMENT_MS = APPOINTMENT_MINUTES * MINUTE_MS;

export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 'HH:mm' as minutes after midnight. The caller has checked the pattern (the shared form rules do). */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export const FIRST_START = timeOf(FIRST_START_MINUTES);
export const LAST_START = timeOf(LAST_START_MINUTES);
const OPENS_AT = timeOf(OPENS_AT_MINUTES);
const CLOSES_AT = timeOf(CLOSES_AT_MINUTES);

/** Every start time of an open day, in order: '10:00', '10:15', … '17:00'. */
export const DAY_START_TIMES: readonly string[] = Array.from(
  { length: (LAST_START_MINUTES - FIRST_START_MINUTES) / STEP_MINUTES + 1 },
  (_, i) => timeOf(FIRST_START_MINUTES + i * STEP_MINUTES),
);

/** The instant a Singapore date and time of day name. */
export function sgtInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + minutesOf(time) * MINUTE_MS - SGT_OFFSET_MS);
}

/** An instant as the shop's clock shows it: 'YYYY-MM-DDTHH:mm' (what the 409's free times are written as). */
export function sgtDateTime(instant: Date): string {
  return new Date(instant.getTime() + SGT_OFFSET_MS).toISOString().slice(0, 16);
}

/** Today's date in Singapore. */
export const sgtToday = singaporeDate;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * 60 * MINUTE_MS).toISOString().slice(0, 10);
}

export function isOpenDay(date: string): boolean {
  return !CLOSED_WEEKDAYS.includes(new Date(`${date}T00:00:00Z`).getUTCDay());
}

/**
 * How far ahead an appointment may be booked (ADR 039): a jeweller plans weeks ahead, not years, and a far date is
 * a slot nobody means to keep. The last bookable date is today in Singapore plus this many days.
 */
export const BOOKING_HORIZON_DAYS = 90;

/** The last date an appointment may be booked for, seen at `now`. */
export function lastBookableDate(now: Date): string {
  return addDays(sgtToday(now), BOOKING_HORIZON_DAYS);
}

export const BEYOND_HORIZON_MESSAGE = `We book appointments up to ${BOOKING_HORIZON_DAYS} days ahead. Please choose an earlier date.`;

export const CLOSED_DAY_MESSAGE = `We are closed on Sundays. Please choose a day from Monday to Saturday; we are open ${OPENS_AT} to ${CLOSES_AT} Singapore time.`;
export const OUTSIDE_HOURS_MESSAGE = `Please choose a time from ${FIRST_START} to ${LAST_START}: we are open Monday to Saturday, ${OPENS_AT} to ${CLOSES_AT} Singapore time, and an appointment lasts an hour.`;
export const OFF_STEP_MESSAGE = `Please choose a time in ${STEP_MINUTES}-minute steps from ${FIRST_START} to ${LAST_START} (Singapore time).`;
export const PAST_TIME_MESSAGE = 'That time has already passed. Please choose a later time.';

export type SlotProblem = { field: 'date' | 'time'; message: string };

/**
 * Why this date and time cannot be booked by anyone, whatever is already booked: a closed day, a time off the
 * 15-minute grid or outside the hours, a start that has passed, or a date past the booking horizon. Null when it is
 * a start time the shop offers.
 */
export function slotProblem(date: string, time: string, now: Date): SlotProblem | null {
  // First: a date far ahead is refused for that, whatever its weekday (and before any arithmetic on it).
  if (date > lastBookableDate(now)) return { field: 'date', message: BEYOND_HORIZON_MESSAGE };
  if (!isOpenDay(date)) return { field: 'date', message: CLOSED_DAY_MESSAGE };
  const minutes = minutesOf(time);
  if (minutes % STEP_MINUTES !== 0) return { field: 'time', message: OFF_STEP_MESSAGE };
  if (minutes < FIRST_START_MINUTES || minutes > LAST_START_MINUTES) {
    return { field: 'time', message: OUTSIDE_HOURS_MESSAGE };
  }
  // A start at this very minute has passed too: nobody can be at the shop for it.
  if (sgtInstant(date, time).getTime() <= now.getTime()) return { field: 'time', message: PAST_TIME_MESSAGE };
  return null;
}

/** The start times of `date` still to come at `now`: none on a closed day, a past date or past the horizon. */
export function startsStillToCome(date: string, now: Date): string[] {
  if (date > lastBookableDate(now) || !isOpenDay(date) || date < sgtToday(now)) return [];
  return DAY_START_TIMES.filter((time) => sgtInstant(date, time).getTime() > now.getTime());
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * 'Wednesday 15 January 2031': a date in words for e-mails and pages. Spelt out here rather than by Intl, whose
 * punctuation ('Wednesday, 15 …') changes with the ICU data a runtime ships.
 */
export function dateInWords(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
