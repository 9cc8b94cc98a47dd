/**
 * Booking the same slot at once, on Postgres only (PGlite has one connection and would serialise the requests into
 * proving nothing): exactly as many succeed as the slot holds, the others hear 409 with free times, and exactly that
 * many bookings, enquiries and mails are stored.
 */
import { and, eq } from 'drizzle-orm';
import { appointmentBookings, enquiries, mailOutbox } from '../src/db/schema';
import { Shopper, startShop, type TestShop } from './support/app';

// Wednesday 15 January 2031, 09:00 in Singapore.
const now = new Date('2031-01-15T01:00:00Z');
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ clock: () => now });
});
afterAll(() => shop.close());

let people = 0;
function booking(date: string, time: string, extra: Record<string, string>) {
  people += 1;
  return {
    firstName: 'Mei',
    lastName: 'Lim',
    email: `race${people}@example.com`,
    phoneNumber: '+6591234567',
    country: 'Singapore',
    date,
    time,
    purposeOfMeeting: 'inventory',
    additionalInformation: '',
    ...extra,
  };
}

/** `count` shoppers, each from their own address, post their booking at the same moment. */
function together(count: number, date: string, times: (i: number) => string, extra: Record<string, string>) {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      new Shopper(shop.app, `192.0.2.${100 + people}`).post(
        '/api/v1/form/appointment',
        booking(date, times(i), extra),
      ),
    ),
  );
}

async function bookingsAt(meetingType: 'online' | 'in-person', location: string) {
  return shop.db
    .select()
    .from(appointmentBookings)
    .where(and(eq(appointmentBookings.meetingType, meetingType), eq(appointmentBookings.location, location)));
}

it('5 shoppers book the same café slot at once: exactly one succeeds, four hear 409 with free times', async () => {
  const answers = await together(5, '2031-01-16', () => '14:00', {
    meetingType: 'in-person',
    preferredLocation: 'cafe1',
  });
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  for (const refused of answers.filter((a) => a.statusCode === 409)) {
    expect(refused.data.message).toBe('That time was just taken. Please choose another time.');
    expect(refused.data.freeTimes).toEqual([
      '2031-01-16T13:00',
      '2031-01-16T15:00',
      '2031-01-16T12:45',
      '2031-01-16T15:15',
      '2031-01-16T12:30',
      '2031-01-16T15:30',
    ]);
  }
  expect(await bookingsAt('in-person', 'cafe1')).toHaveLength(1);
  const stored = await shop.db.select().from(enquiries).where(eq(enquiries.kind, 'appointment'));
  expect(stored).toHaveLength(1);
  const mails = await shop.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.enquiryId, stored[0]?.id ?? ''));
  expect(mails).toHaveLength(2);
});

it('5 shoppers book overlapping hours at one café at once: exactly one succeeds', async () => {
  // Every two of these starts are less than an hour apart.
  const starts = ['14:00', '14:15', '14:30', '14:45', '14:30'];
  const answers = await together(5, '2031-01-17', (i) => starts[i] ?? '14:00', {
    meetingType: 'in-person',
    preferredLocation: 'cafe2',
  });
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  expect(await bookingsAt('in-person', 'cafe2')).toHaveLength(1);
});

it('5 shoppers book the same online slot at once: exactly ONLINE_APPOINTMENT_SLOTS (2) succeed', async () => {
  const answers = await together(5, '2031-01-16', () => '10:00', {
    meetingType: 'online',
    preferredLocation: 'cafe1',
  });
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
  expect(await bookingsAt('online', '')).toHaveLength(2);
});

it('5 shoppers book the same hour at different cafés and online at once: none waits on another’s slot', async () => {
  const answers = await Promise.all(
    [
      { meetingType: 'in-person', preferredLocation: 'cafe1' },
      { meetingType: 'in-person', preferredLocation: 'cafe2' },
      { meetingType: 'in-person', preferredLocation: 'cafe3' },
      { meetingType: 'online', preferredLocation: '' },
      { meetingType: 'online', preferredLocation: '' },
    ].map((extra) =>
      new Shopper(shop.app, `192.0.2.${150 + people}`).post(
        '/api/v1/form/appointment',
        booking('2031-01-18', '11:00', extra),
      ),
    ),
  );
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
});
