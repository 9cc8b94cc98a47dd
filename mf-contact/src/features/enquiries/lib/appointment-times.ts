/**
 * When an appointment can start, as the contact page offers it: the shop's opening hours are the shared rule the server
 * books by (ADR 029, `@gemstore/shared/validation/opening-hours`); this adds what the calendar needs. Dates are Singapore
 * dates 'YYYY-MM-DD', times 'HH:mm' in SGT; nothing here reads the browser's own zone.
 */
import { addDays, isOpenDay, sgtToday, startsStillToCome } from '@gemstore/shared/validation/opening-hours';

/** The last date an appointment may be booked for (ADR 039): the calendar stops there, as the server does. */
export { lastBookableDate } from '@gemstore/shared/validation/opening-hours';

/** Every start time the shop offers on `date`, past ones left out today; none on a Sunday or a past date. */
export const openingTimes = startsStillToCome;

/** Whether the shop is closed all day on `date` (the calendar greys it). */
export const closedOn = (date: string): boolean => !isOpenDay(date);

/** The first Singapore date from today with a time left to book. */
export function firstOpenDate(now: Date): string {
  let date = sgtToday(now);
  while (openingTimes(date, now).length === 0) date = addDays(date, 1);
  return date;
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
