/**
 * The shop's opening hours (ADR 029) are shared with the contact page (`@gemstore/shared/validation/opening-hours`);
 * what only the e-mails need is here.
 */
export * from '@gemstore/shared/validation/opening-hours';

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
 * 'Wednesday 15 January 2031': a date in words for e-mails. Spelt out here rather than by Intl, whose punctuation
 * ('Wednesday, 15 …') changes with the ICU data Node ships.
 */
export function dateInWords(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
