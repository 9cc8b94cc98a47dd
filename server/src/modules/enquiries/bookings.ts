/**
 * Appointment slots (ADR 029). A pool is what one booking uses up: a café for an in-person meeting (one meeting at a
 * time there) or the shop's online line (ONLINE_APPOINTMENT_SLOTS calls at a time). A start time is free when, over
 * the hour it would take, fewer than the pool's capacity of bookings are under way at every moment.
 *
 * Booking is atomic: the transaction takes a Postgres advisory lock on the pool's date before it reads that date's
 * bookings, so a second booking for the same pool and date waits, then sees the first. (An exclusion constraint
 * would need btree_gist, which PGlite lacks, and cannot say "two at a time" for online calls.)
 */
import { and, asc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { MeetingType } from '@gemstore/shared/validation';
import type { Db, Tx } from '../../db/client';
import { appointmentBookings, enquiries } from '../../db/schema';
import {
  addDays,
  APPOINTMENT_MS,
  sgtDateTime,
  sgtInstant,
  sgtToday,
  startsStillToCome,
} from './opening-hours';

export type Pool = { meetingType: MeetingType; location: string };

export type Busy = { startsAt: Date; endsAt: Date };

/** Free start times offered after a slot was taken: at most this many, nearest first. */
export const FREE_TIMES_OFFERED = 6;
/** How many days either side of the wanted date the offer looks (a week: the same weekday is still in reach). */
export const FREE_TIMES_DAYS_AROUND = 7;

/** First key of the two-part advisory lock: this module's own space, apart from the migrator's single-key lock. */
const BOOKING_LOCK_SPACE = 29;
/** The space of the lock on one network's future bookings (ADR 039). */
const NETWORK_LOCK_SPACE = 39;

/** `location` is '' for online meetings; the caller has checked an in-person meeting names a café. */
export function poolOf(meetingType: MeetingType, location: string): Pool {
  return { meetingType, location: meetingType === 'online' ? '' : location };
}

export function capacityOf(pool: Pool, onlineSlots: number): number {
  return pool.meetingType === 'online' ? onlineSlots : 1;
}

/**
 * Whether a booking from `startsAt` fits beside `busy`. The number of meetings under way only rises where one
 * starts, so checking the new start and every booked start inside the new hour covers every moment of it.
 */
export function fits(startsAt: Date, busy: readonly Busy[], capacity: number): boolean {
  const start = startsAt.getTime();
  const end = start + APPOINTMENT_MS;
  const moments = [start, ...busy.map((b) => b.startsAt.getTime()).filter((t) => t > start && t < end)];
  return moments.every(
    (t) => busy.filter((b) => b.startsAt.getTime() <= t && t < b.endsAt.getTime()).length < capacity,
  );
}

/**
 * The pool's bookings starting on the Singapore dates `from` to `to` (a meeting never crosses midnight). A cancelled
 * booking holds nothing: its slot is free again at once (ADR 039).
 */
export async function bookingsBetween(tx: Tx | Db, pool: Pool, from: string, to: string): Promise<Busy[]> {
  return tx
    .select({ startsAt: appointmentBookings.startsAt, endsAt: appointmentBookings.endsAt })
    .from(appointmentBookings)
    .where(
      and(
        eq(appointmentBookings.meetingType, pool.meetingType),
        eq(appointmentBookings.location, pool.location),
        isNull(appointmentBookings.cancelledAt),
        gte(appointmentBookings.startsAt, sgtInstant(from, '00:00')),
        lt(appointmentBookings.startsAt, sgtInstant(addDays(to, 1), '00:00')),
      ),
    )
    .orderBy(asc(appointmentBookings.startsAt));
}

/** Holds the pool's date until the transaction ends; a booking for the same pool and date waits here. */
export async function lockPoolDate(tx: Tx, pool: Pool, date: string): Promise<void> {
  const key = `${date}|${pool.meetingType}|${pool.location}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOKING_LOCK_SPACE}, hashtext(${key}))`);
}

/** Free start times ('HH:mm') of one date, later than `now`; none on a closed day or a past date. */
export function freeTimesOn(date: string, busy: readonly Busy[], capacity: number, now: Date): string[] {
  return startsStillToCome(date, now).filter((time) => fits(sgtInstant(date, time), busy, capacity));
}

/**
 * Up to FREE_TIMES_OFFERED free start times nearest to the wanted one ('YYYY-MM-DDTHH:mm', Singapore time), from
 * today on, within FREE_TIMES_DAYS_AROUND days of the wanted date; the earlier first when two are as near.
 */
export async function nearestFreeTimes(
  tx: Tx,
  pool: Pool,
  capacity: number,
  wanted: { date: string; time: string },
  now: Date,
): Promise<string[]> {
  const today = sgtToday(now);
  const earliest = addDays(wanted.date, -FREE_TIMES_DAYS_AROUND);
  const from = earliest < today ? today : earliest;
  const to = addDays(wanted.date, FREE_TIMES_DAYS_AROUND);
  const busy = await bookingsBetween(tx, pool, from, to);
  const target = sgtInstant(wanted.date, wanted.time).getTime();
  const candidates: Date[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const time of freeTimesOn(date, busy, capacity, now)) candidates.push(sgtInstant(date, time));
  }
  return candidates
    .sort(
      (a, b) => Math.abs(a.getTime() - target) - Math.abs(b.getTime() - target) || a.getTime() - b.getTime(),
    )
    .slice(0, FREE_TIMES_OFFERED)
    .map(sgtDateTime);
}

/**
 * Holds one network's bookings until the transaction ends, so two bookings from it at once cannot both pass its cap.
 * Taken after the mailbox's lock and before the pool's (one order everywhere, so two bookings never wait on each
 * other in a circle).
 */
export async function lockNetwork(tx: Tx, network: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${NETWORK_LOCK_SPACE}, hashtext(${network}))`);
}

/**
 * The start times of the appointments still to come (not cancelled, not yet started) booked by one mailbox or from
 * one network, earliest first: what the caps count (ADR 039).
 */
export async function futureBookingsOf(
  tx: Tx,
  by: { mailbox: string } | { network: string },
  now: Date,
): Promise<Date[]> {
  const rows = await tx
    .select({ startsAt: appointmentBookings.startsAt })
    .from(appointmentBookings)
    .innerJoin(enquiries, eq(enquiries.id, appointmentBookings.enquiryId))
    .where(
      and(
        'mailbox' in by
          ? eq(enquiries.mailbox, by.mailbox)
          : eq(appointmentBookings.requestedFrom, by.network),
        isNull(appointmentBookings.cancelledAt),
        gt(appointmentBookings.startsAt, now),
      ),
    )
    .orderBy(asc(appointmentBookings.startsAt));
  return rows.map((row) => row.startsAt);
}
