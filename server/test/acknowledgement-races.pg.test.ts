/**
 * The acknowledgement cap under concurrency, on Postgres only (PGlite has one connection and would serialise the
 * requests into proving nothing): ten enquiries at the same moment to one mailbox, spelt ten ways (+tags, capitals),
 * each from its own network, get at most 3 acknowledgements between them (ADR 038). The count and the send are
 * decided in one transaction under the mailbox's lock; with the count read unlocked, all ten pass it.
 *
 * The same for future bookings: ten bookings at once from one mailbox, at different cafés and times (so no slot lock
 * serialises them), leave at most 2 appointments (ADR 039).
 */
import { sql } from 'drizzle-orm';
import { appointmentBookings, enquiries, mailOutbox } from '../src/db/schema';
import { Shopper, startShop, type TestShop } from './support/app';

// Wednesday 15 January 2031, 09:00 in Singapore.
const now = new Date('2031-01-15T01:00:00Z');
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ clock: () => now, env: { ENQUIRIES_PER_HOUR: '1000' } });
});
afterAll(() => shop.close());

const spellings = (name: string) =>
  Array.from({ length: 10 }, (_, i) =>
    i % 2 === 0 ? `${name}+${i}@example.com` : `${name.toUpperCase()}+${i}@EXAMPLE.COM`,
  );

it('10 enquiries at once to one mailbox (+tags, capitals): at most 3 acknowledgements; the shop gets all 10', async () => {
  const answers = await Promise.all(
    spellings('race.target').map((email, i) =>
      new Shopper(shop.app, `192.0.2.${10 + i}`).post('/api/v1/form/leave-message', {
        firstName: 'Ana',
        email,
        message: 'Do you resize rings bought elsewhere?',
      }),
    ),
  );
  expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
  const mails = await shop.db
    .select({ to: mailOutbox.toAddress })
    .from(mailOutbox)
    .innerJoin(enquiries, sql`${enquiries.id} = ${mailOutbox.enquiryId}`)
    .where(sql`${enquiries.mailbox} = 'race.target@example.com'`);
  const toShopper = mails.filter((m) => m.to !== 'inbox@gemstore.test');
  expect(toShopper).toHaveLength(3);
  expect(mails.filter((m) => m.to === 'inbox@gemstore.test')).toHaveLength(10);
});

it('10 bookings at once from one mailbox (+tags, capitals), each at its own café and time: at most 2 are held', async () => {
  const places = ['cafe1', 'cafe2', 'cafe3'];
  const answers = await Promise.all(
    spellings('race.booker').map((email, i) =>
      new Shopper(shop.app, `192.0.2.${40 + i}`).post('/api/v1/form/appointment', {
        firstName: 'Mei',
        lastName: 'Lim',
        email,
        phoneNumber: '+6591234567',
        country: 'Singapore',
        date: '2031-01-16',
        time: `${10 + (i % 8)}:00`.padStart(5, '0'),
        meetingType: 'in-person',
        preferredLocation: places[i % 3] ?? 'cafe1',
        purposeOfMeeting: 'inventory',
        additionalInformation: '',
      }),
    ),
  );
  expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
  expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(8);
  const held = await shop.db
    .select({ id: appointmentBookings.id })
    .from(appointmentBookings)
    .innerJoin(enquiries, sql`${enquiries.id} = ${appointmentBookings.enquiryId}`)
    .where(sql`${enquiries.mailbox} = 'race.booker@example.com'`);
  expect(held).toHaveLength(2);
});
