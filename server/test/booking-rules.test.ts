/**
 * Appointment slots on their own functions (server/src/modules/enquiries/bookings.ts, ADR 029 and 039) against a real
 * (PGlite) database, no shop: a start fits beside capacity − 1 meetings under way and not beside capacity, a meeting
 * ending as another starts does not overlap it (to the millisecond), the online pool holds its configured number of
 * calls and a café one; which bookings a pool's dates hold (cancelled ones hold nothing); the free times offered after
 * a refusal (at most 6, nearest first, within 7 days either side, from now on); the advisory locks taken; and the
 * future bookings the caps count. Times are Singapore's (UTC+8), written out; the numbers are ADR 029's. `now` is
 * an argument here, so no clock is faked. `npm run bench:mutation -- bookings` runs it.
 */
import type { Db } from '../src/db/client';
import { appointmentBookings, enquiries } from '../src/db/schema';
import {
  type Busy,
  bookingsBetween,
  capacityOf,
  fits,
  freeTimesOn,
  futureBookingsOf,
  lockNetwork,
  lockPoolDate,
  nearestFreeTimes,
  type Pool,
  poolOf,
} from '../src/modules/enquiries/bookings';
import { openTestDatabase } from './support/database';
import { hashtext, locksHeld } from './support/advisory-locks';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.db;
  close = database.close;
});
afterAll(() => close());

/** An instant on the shop's clock: '2031-01-22 11:00' (or with seconds and milliseconds) in Singapore. */
const sgt = (when: string) => new Date(`${when.replace(' ', 'T')}+08:00`);

/** A meeting of an hour from `start` (Singapore time), as `fits` is given them. */
const hour = (start: string): Busy => {
  const startsAt = sgt(start);
  return { startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) };
};

const cafe1: Pool = { meetingType: 'in-person', location: 'cafe1' };
const cafe2: Pool = { meetingType: 'in-person', location: 'cafe2' };
const cafe3: Pool = { meetingType: 'in-person', location: 'cafe3' };
const online: Pool = { meetingType: 'online', location: '' };

type Stored = {
  pool: Pool;
  /** Singapore time; the booking lasts an hour unless `until` says otherwise. */
  at: string;
  until?: string;
  cancelled?: boolean;
  mailbox?: string;
  network?: string;
};

let enquiriesMade = 0;
/** Stores bookings as the appointment route does: each with its own enquiry. */
async function store(bookings: readonly Stored[]): Promise<void> {
  const made = await db
    .insert(enquiries)
    .values(
      bookings.map(({ mailbox }) => {
        enquiriesMade += 1;
        const email = mailbox ?? `booking-rules-${enquiriesMade}@example.com`;
        return { kind: 'appointment' as const, email, mailbox: email, payload: {} };
      }),
    )
    .returning({ id: enquiries.id });
  await db.insert(appointmentBookings).values(
    bookings.map((b, i) => {
      const { startsAt, endsAt } = b.until ? { startsAt: sgt(b.at), endsAt: sgt(b.until) } : hour(b.at);
      return {
        enquiryId: made[i]?.id ?? '',
        ...b.pool,
        startsAt,
        endsAt,
        requestedFrom: b.network ?? '',
        cancelledAt: b.cancelled ? sgt('2031-01-01 09:00') : null,
        cancelledBy: b.cancelled ? ('shopper' as const) : null,
      };
    }),
  );
}

/** Every start of an open day, in Singapore time: 10:00 to 17:00 every 15 minutes (29). */
const DAY = Array.from(
  { length: 29 },
  (_, i) => `${String(10 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);
/** Bookings that take every start of a café's day: 10:00, 11:00, … 17:00. */
const wholeDay = (pool: Pool, date: string): Stored[] =>
  ['10', '11', '12', '13', '14', '15', '16', '17'].map((h) => ({ pool, at: `${date} ${h}:00` }));

describe('pools and their capacity', () => {
  it('an online meeting uses the online line, whatever café the form still sends; in person, the café chosen', () => {
    expect(poolOf('online', 'cafe2')).toEqual({ meetingType: 'online', location: '' });
    expect(poolOf('in-person', 'cafe2')).toEqual({ meetingType: 'in-person', location: 'cafe2' });
  });

  it('the online line holds the configured number of calls at once; a café one meeting, whatever that number', () => {
    expect(capacityOf(online, 3)).toBe(3);
    expect(capacityOf(online, 1)).toBe(1);
    expect(capacityOf(cafe1, 3)).toBe(1);
  });
});

describe('fits', () => {
  it('fits at capacity − 1 meetings under way, and not at capacity', () => {
    const start = sgt('2031-01-21 11:00');
    expect(fits(start, [], 1)).toBe(true);
    expect(fits(start, [hour('2031-01-21 11:00')], 1)).toBe(false);
    const two = [hour('2031-01-21 10:30'), hour('2031-01-21 11:00')];
    expect(fits(start, two, 3)).toBe(true);
    expect(fits(start, [...two, hour('2031-01-21 10:15')], 3)).toBe(false);
    expect(fits(start, two, 2)).toBe(false);
  });

  it('fits beside a meeting that ends as it starts and one that starts as it ends', () => {
    const busy = [hour('2031-01-21 10:00'), hour('2031-01-21 12:00')];
    expect(fits(sgt('2031-01-21 11:00'), busy, 1)).toBe(true);
  });

  it('does not fit beside one ending a millisecond into its hour, or starting a millisecond before its end', () => {
    const start = sgt('2031-01-21 11:00');
    const endingLate = { startsAt: sgt('2031-01-21 10:00'), endsAt: sgt('2031-01-21 11:00:00.001') };
    const startingEarly = {
      startsAt: sgt('2031-01-21 11:59:59.999'),
      endsAt: sgt('2031-01-21 12:59:59.999'),
    };
    expect(fits(start, [endingLate], 1)).toBe(false);
    expect(fits(start, [startingEarly], 1)).toBe(false);
  });

  it('does not fit when only a later moment of its hour is full', () => {
    expect(fits(sgt('2031-01-21 11:00'), [hour('2031-01-21 11:30')], 1)).toBe(false);
    expect(fits(sgt('2031-01-21 11:00'), [hour('2031-01-21 11:45'), hour('2031-01-21 11:15')], 2)).toBe(
      false,
    );
  });

  it('counts the meetings under way at each moment, not every booking that touches its hour or the day', () => {
    const start = sgt('2031-01-21 10:30');
    // 10:00–11:00 and 11:00–12:00 never run at once: with the new call, two at most.
    const handOver = [hour('2031-01-21 10:00'), hour('2031-01-21 11:00')];
    expect(fits(start, handOver, 2)).toBe(true);
    // 10:45–11:45 runs beside both: three at 10:45.
    expect(fits(start, [...handOver, hour('2031-01-21 10:45')], 2)).toBe(false);
    // The rest of the day is not its hour.
    expect(fits(start, [hour('2031-01-21 09:00'), hour('2031-01-21 14:00')], 1)).toBe(true);
  });
});

describe('freeTimesOn', () => {
  // Tuesday 21 January 2031, 10:20 in Singapore; one meeting 12:00–13:00.
  const now = sgt('2031-01-21 10:20');
  const busy = [hour('2031-01-21 12:00')];

  it('lists the starts still to come that fit: after now, and none that would overlap the meeting', () => {
    expect(freeTimesOn('2031-01-21', busy, 1, now)).toEqual([
      '10:30',
      '10:45',
      '11:00',
      ...DAY.slice(DAY.indexOf('13:00')),
    ]);
    expect(freeTimesOn('2031-01-21', busy, 2, now)).toEqual(DAY.slice(DAY.indexOf('10:30')));
  });

  it('lists nothing on a Sunday or a past date', () => {
    expect(freeTimesOn('2031-01-26', [], 1, now)).toEqual([]);
    expect(freeTimesOn('2031-01-20', [], 1, now)).toEqual([]);
  });
});

describe('bookingsBetween', () => {
  beforeAll(async () => {
    // Around Monday 3 and Tuesday 4 March 2031, stored out of order.
    await store([
      { pool: cafe1, at: '2031-03-04 23:59:59.999', until: '2031-03-05 00:59:59.999' },
      { pool: cafe1, at: '2031-03-05 00:00' },
      { pool: cafe1, at: '2031-03-03 11:00', cancelled: true },
      { pool: cafe2, at: '2031-03-03 11:00' },
      { pool: online, at: '2031-03-03 12:00' },
      { pool: cafe1, at: '2031-03-03 14:00', until: '2031-03-03 14:30' },
      { pool: cafe1, at: '2031-03-03 00:00' },
      { pool: cafe1, at: '2031-03-02 23:59:59.999', until: '2031-03-03 00:59:59.999' },
    ]);
  });

  it('answers the pool’s bookings starting from the first date’s midnight to the last date’s end, earliest first', async () => {
    expect(await bookingsBetween(db, cafe1, '2031-03-03', '2031-03-04')).toEqual([
      { startsAt: sgt('2031-03-03 00:00'), endsAt: sgt('2031-03-03 01:00') },
      { startsAt: sgt('2031-03-03 14:00'), endsAt: sgt('2031-03-03 14:30') },
      { startsAt: sgt('2031-03-04 23:59:59.999'), endsAt: sgt('2031-03-05 00:59:59.999') },
    ]);
    expect(await bookingsBetween(db, cafe1, '2031-03-05', '2031-03-05')).toEqual([hour('2031-03-05 00:00')]);
  });

  it('leaves out another café, the other meeting type, and cancelled bookings', async () => {
    expect(await bookingsBetween(db, cafe2, '2031-03-03', '2031-03-03')).toEqual([hour('2031-03-03 11:00')]);
    expect(await bookingsBetween(db, online, '2031-03-03', '2031-03-03')).toEqual([hour('2031-03-03 12:00')]);
    expect(await bookingsBetween(db, cafe3, '2031-03-03', '2031-03-04')).toEqual([]);
  });

  it('takes a transaction as well as the database', async () => {
    const busy = await db.transaction((tx) => bookingsBetween(tx, cafe2, '2031-03-03', '2031-03-03'));
    expect(busy).toEqual([hour('2031-03-03 11:00')]);
  });
});

describe('nearestFreeTimes', () => {
  /** Monday 13 January 2031, 09:00 in Singapore: every date below is still to come and within the horizon. */
  const now = sgt('2031-01-13 09:00');
  const offer = (pool: Pool, capacity: number, date: string, time: string, at = now) =>
    db.transaction((tx) => nearestFreeTimes(tx, pool, capacity, { date, time }, at));

  it('looks 7 days either side of the wanted date and no further', async () => {
    // Wanted: Wednesday 22 January, 12:00, at café 3. Every day from the 16th to the 28th is full; the 15th has
    // only 17:00 free and the 29th only 10:00; the 14th and the 30th are free all day.
    const full = ['16', '17', '18', '20', '21', '22', '23', '24', '25', '27', '28'].flatMap((day) =>
      wholeDay(cafe3, `2031-01-${day}`),
    );
    await store([
      ...full,
      ...wholeDay(cafe3, '2031-01-15').filter((b) => b.at !== '2031-01-15 17:00'),
      ...wholeDay(cafe3, '2031-01-29').filter((b) => b.at !== '2031-01-29 10:00'),
    ]);
    // 17:00 on the 15th is 6 days 19 hours before; 10:00 on the 29th is 6 days 22 hours after.
    expect(await offer(cafe3, 1, '2031-01-22', '12:00')).toEqual(['2031-01-15T17:00', '2031-01-29T10:00']);
  });

  it('offers at most 6, nearest first, the earlier of two as near; the online line holds its capacity', async () => {
    // Thursday 23 January: two calls 11:00–12:00; a café meeting and two cancelled calls at 12:00 hold no call.
    await store([
      { pool: online, at: '2031-01-23 11:00' },
      { pool: online, at: '2031-01-23 11:00' },
      { pool: cafe1, at: '2031-01-23 12:00' },
      { pool: online, at: '2031-01-23 12:00', cancelled: true },
      { pool: online, at: '2031-01-23 12:00', cancelled: true },
    ]);
    expect(await offer(online, 2, '2031-01-23', '11:00')).toEqual([
      '2031-01-23T10:00',
      '2031-01-23T12:00',
      '2031-01-23T12:15',
      '2031-01-23T12:30',
      '2031-01-23T12:45',
      '2031-01-23T13:00',
    ]);
    // With room for a third call the wanted time itself comes first.
    expect(await offer(online, 3, '2031-01-23', '11:00')).toEqual([
      '2031-01-23T11:00',
      '2031-01-23T10:45',
      '2031-01-23T11:15',
      '2031-01-23T10:30',
      '2031-01-23T11:30',
      '2031-01-23T10:15',
    ]);
  });

  it('offers nothing before now: today’s starts still to come, then the next open day', async () => {
    // Saturday 8 February, 16:20: 16:30 to 17:00 are left today; Sunday is closed.
    const late = sgt('2031-02-08 16:20');
    expect(await offer(cafe2, 1, '2031-02-08', '16:00', late)).toEqual([
      '2031-02-08T16:30',
      '2031-02-08T16:45',
      '2031-02-08T17:00',
      '2031-02-10T10:00',
      '2031-02-10T10:15',
      '2031-02-10T10:30',
    ]);
  });
});

describe('advisory locks', () => {
  it('a booking holds its pool’s date (space 29) and its network (space 39) until the transaction ends', async () => {
    await db.transaction(async (tx) => {
      await lockNetwork(tx, '192.0.2.7');
      await lockPoolDate(tx, cafe2, '2031-01-21');
      expect(await locksHeld(tx)).toEqual([
        { classid: 29, objid: await hashtext(tx, '2031-01-21|in-person|cafe2'), objsubid: 2 },
        { classid: 39, objid: await hashtext(tx, '192.0.2.7'), objsubid: 2 },
      ]);
    });
    await db.transaction(async (tx) => {
      await lockPoolDate(tx, online, '2031-01-22');
      expect(await locksHeld(tx)).toEqual([
        { classid: 29, objid: await hashtext(tx, '2031-01-22|online|'), objsubid: 2 },
      ]);
    });
    expect(await locksHeld(db)).toEqual([]);
  });
});

describe('futureBookingsOf (what the caps count)', () => {
  // Monday 3 February 2031, 10:00 in Singapore.
  const now = sgt('2031-02-03 10:00');
  const count = (by: { mailbox: string } | { network: string }) =>
    db.transaction((tx) => futureBookingsOf(tx, by, now));

  beforeAll(async () => {
    await store([
      { pool: cafe1, at: '2031-02-05 11:00', mailbox: 'mei@example.com', network: '192.0.2.1' },
      { pool: cafe1, at: '2031-02-03 10:15', mailbox: 'mei@example.com', network: '192.0.2.1' },
      { pool: cafe2, at: '2031-02-03 10:00', mailbox: 'mei@example.com', network: '192.0.2.1' },
      { pool: cafe2, at: '2031-01-31 11:00', mailbox: 'mei@example.com', network: '192.0.2.1' },
      {
        pool: online,
        at: '2031-02-04 11:00',
        mailbox: 'mei@example.com',
        network: '192.0.2.1',
        cancelled: true,
      },
      { pool: online, at: '2031-02-06 15:00', mailbox: 'mei@example.com', network: '198.51.100.9' },
      { pool: cafe3, at: '2031-02-04 12:00', mailbox: 'ann@example.com', network: '192.0.2.1' },
    ]);
  });

  it('counts one mailbox’s bookings not yet started and not cancelled, earliest first, whichever the network', async () => {
    // 10:00 starts at this very moment: under way, no longer to come.
    expect(await count({ mailbox: 'mei@example.com' })).toEqual([
      sgt('2031-02-03 10:15'),
      sgt('2031-02-05 11:00'),
      sgt('2031-02-06 15:00'),
    ]);
    expect(await count({ mailbox: 'nobody@example.com' })).toEqual([]);
  });

  it('counts one network’s the same way, whichever the mailbox', async () => {
    expect(await count({ network: '192.0.2.1' })).toEqual([
      sgt('2031-02-03 10:15'),
      sgt('2031-02-04 12:00'),
      sgt('2031-02-05 11:00'),
    ]);
    expect(await count({ network: '198.51.100.9' })).toEqual([sgt('2031-02-06 15:00')]);
  });
});
