/**
 * When an appointment can start (SPEC §5: 15-minute steps, from today; §9: in SGT whatever the browser's zone; the
 * shop's hours, ADR 029): Monday to Saturday, first start 10:00, last 17:00 (an hour before closing). Dates are
 * Singapore dates 'YYYY-MM-DD', times 'HH:mm' in SGT; nothing here reads the browser's own zone.
 */
import { APPOINTMENT_STEP_MINUTES, singaporeDate } from '@gemstore/shared/validation/enquiry-fields';

export const FIRST_START = '10:00';
export const LAST_START = '17:00';

const SGT_OFFSET_MS = 8 * 60 * 60 * 1000;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The weekday of a Singapore date, 0 = Sunday (a calendar date's weekday is the same in every zone). */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Every start time the shop offers on `date`, past ones left out today; none on a Sunday or a past date. */
export function openingTimes(date: string, now: Date): string[] {
  const today = singaporeDate(now);
  if (date < today || weekdayOf(date) === 0) return [];
  const sgtNow = new Date(now.getTime() + SGT_OFFSET_MS);
  const nowMinutes = date === today ? sgtNow.getUTCHours() * 60 + sgtNow.getUTCMinutes() : -1;
  const times: string[] = [];
  for (let at = minutesOf(FIRST_START); at <= minutesOf(LAST_START); at += APPOINTMENT_STEP_MINUTES) {
    if (at > nowMinutes) times.push(timeOf(at));
  }
  return times;
}

/** The first Singapore date from today with a time left to book. */
export function firstOpenDate(now: Date): string {
  let date = singaporeDate(now);
  while (openingTimes(date, now).length === 0) date = nextDate(date);
  return date;
}

export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A Singapore date as the calendar shows it: that day at midnight in the browser's zone (its digits, not an instant). */
export function calendarDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** The calendar's chosen day back as a Singapore date. */
export function dateOfCalendarDay(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
