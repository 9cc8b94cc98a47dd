/**
 * The real bounds of every id, count, amount and date a request may carry (issue 30, item 7; ADR 040). One rule
 * each, used by every request schema, so a value the database or the calendar cannot hold is a 400 with a clear
 * message at the edge, never an error deep in a query (`2147483648` is past Postgres' integer) or in date arithmetic
 * (`9999-12-31` plus a day is no date at all).
 */
import { z } from 'zod';

/** Postgres `integer` (int4): every serial id and every whole-number column of the shop. */
export const DATABASE_INTEGER_MAX = 2_147_483_647;

/** The most a price, a price filter or any other amount in Singapore dollars may be: S$10 million. */
export const AMOUNT_MAX = 10_000_000;

/**
 * The dates a request may name: the years 2000 to 2099. Wide enough for any order, enquiry or appointment the shop
 * will see; narrow enough that the day after and the week after are still dates.
 */
export const FIRST_DATE = '2000-01-01';
export const LAST_DATE = '2099-12-31';

/** What a bounded number's refusals say: `invalid` for the wrong shape, and for a bound without its own message. */
export type BoundMessages = { invalid: string; tooSmall?: string; tooBig?: string };

/**
 * A whole number from `min` to `max`, given as a number or as a string of digits (query strings); floats, '1e3',
 * exponents, booleans and '' are refused.
 */
export function boundedWhole(min: number, max: number, messages: BoundMessages | string) {
  const {
    invalid,
    tooSmall = invalid,
    tooBig = invalid,
  } = typeof messages === 'string' ? { invalid: messages } : messages;
  const inRange = z.number({ error: invalid }).int({ error: invalid }).min(min, tooSmall).max(max, tooBig);
  // Two members rather than a transform over both, so the document shows the bounds of the number a client sends.
  return z.union(
    [
      inRange,
      z
        .string({ error: invalid })
        .trim()
        .regex(/^\d{1,12}$/, invalid)
        .transform(Number)
        .pipe(inRange),
    ],
    { error: invalid },
  );
}

/** A row id: a whole number from 1 to Postgres' integer maximum. */
export function databaseId(message: string) {
  return boundedWhole(1, DATABASE_INTEGER_MAX, message);
}

/**
 * An amount (a price, a weight in carats, a filter bound): a finite number from 0 to `max`. A JSON number only; zod
 * already refuses NaN and ±Infinity (`1e309` parses to Infinity).
 */
export function boundedAmount(messages: BoundMessages | string, max: number = AMOUNT_MAX) {
  const {
    invalid,
    tooSmall = invalid,
    tooBig = invalid,
  } = typeof messages === 'string' ? { invalid: messages } : messages;
  return z.number({ error: invalid }).min(0, tooSmall).max(max, tooBig);
}

/** Whether 'YYYY-MM-DD' names a day that exists (not 2026-02-30). */
function isCalendarDay(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === date;
}

/**
 * A day as 'YYYY-MM-DD': a real day of the calendar from FIRST_DATE to LAST_DATE. `invalid` words a malformed or
 * impossible date, `missing` an absent one; a real day outside the years gets its own message, so a person who typed
 * 2300 knows why.
 */
export function calendarDate(invalid: string, missing: string = invalid) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : invalid) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: invalid, abort: true })
    .refine(isCalendarDay, { error: invalid, abort: true })
    .refine((date) => date >= FIRST_DATE && date <= LAST_DATE, {
      error: `Please choose a date from ${FIRST_DATE.slice(0, 4)} to ${LAST_DATE.slice(0, 4)}`,
    });
}
