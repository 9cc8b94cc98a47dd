/**
 * Appointment slots cannot be squatted (ADR 039): bookings go at most 90 days ahead; one e-mail mailbox may hold 2
 * appointments still to come and one network APPOINTMENTS_PER_NETWORK (4 by default); the acknowledgement carries a
 * single-use cancel link whose page shows the booking and frees its slot at once (and tells the shop); staff closing
 * or cancelling the enquiry frees it too.
 */
import { eq } from 'drizzle-orm';
import { appointmentBookings, enquiries, users } from '../src/db/schema';
import { Shopper, signedInShopper, startShop, type TestShop } from './support/app';
import { bookingsFrom } from './support/appointments';

// Wednesday 15 January 2031, 09:00 in Singapore. Tests move it to reach "started".
const start = new Date('2031-01-15T01:00:00Z');
let now = start;
let shop: TestShop;
let staff: Shopper;
beforeAll(async () => {
  shop = await startShop({ clock: () => now, env: { ENQUIRIES_PER_HOUR: '1000' } });
  const admin = await signedInShopper(shop, { email: 'staff.squat@gemstore.test' });
  await shop.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
  staff = admin.shopper;
});
afterAll(() => shop.close());
afterEach(() => {
  now = start;
});

let networks = 0;
const booking = bookingsFrom('squat');

/** Each booking from a network of its own, unless one is given. */
const book = (body: Record<string, string>, from = new Shopper(shop.app, `192.0.2.${++networks}`)) =>
  from.post('/api/v1/form/appointment', body);
const freeTimes = async (date: string, location = 'cafe1') =>
  (
    await new Shopper(shop.app).get(
      `/api/v1/form/appointment/slots?date=${date}&meetingType=in-person&location=${location}`,
    )
  ).data.times as string[];

/** The token of the cancel link in the acknowledgement to `email`. */
async function cancelTokenFor(email: string): Promise<string> {
  const mail = await shop.mail.latest(email, /appointment/);
  const link = /http:\/\/localhost:3000\/appointments\/cancel\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!link?.[1]) throw new Error(`no cancel link in ${mail.text}`);
  expect(mail.html).toContain(`href="http://localhost:3000/appointments/cancel/${link[1]}"`);
  return link[1];
}

const cancelPage = (token: string) => new Shopper(shop.app).get(`/api/v1/form/appointment/cancel/${token}`);
const cancel = (token: string) => new Shopper(shop.app).post(`/api/v1/form/appointment/cancel/${token}`);

describe('the booking horizon: 90 days ahead', () => {
  it('books the 90th day ahead (Tuesday 15 April 2031)', async () => {
    const res = await book(booking('2031-04-15', '10:00'));
    expect(res.statusCode).toBe(200);
    expect(await freeTimes('2031-04-15')).not.toContain('10:00');
  });

  it.each([
    ['2031-04-16', 'the 91st day'],
    ['2032-01-15', 'a year ahead'],
  ])('refuses %s (%s) with a clear message on the date, stores nothing, offers no times', async (date) => {
    const body = booking(date, '10:00');
    const res = await book(body);
    expect(res.statusCode).toBe(400);
    const message = 'We book appointments up to 90 days ahead. Please choose an earlier date.';
    expect(res.data).toEqual({ success: false, message, errors: { date: message } });
    expect(await shop.db.select().from(enquiries).where(eq(enquiries.email, body.email))).toEqual([]);
    expect(await freeTimes(date)).toEqual([]);
  });

  it('the horizon moves with the days: the 91st day is bookable the next day', async () => {
    now = new Date(start.getTime() + 24 * 60 * 60 * 1000);
    expect(await freeTimes('2031-04-16')).toContain('10:00');
    expect((await book(booking('2031-04-16', '10:00'))).statusCode).toBe(200);
  });
});

describe('caps on appointments still to come', () => {
  it('one mailbox holds 2; the 3rd is refused however the address is spelt (+tag, capitals), naming the way out', async () => {
    const first = booking('2031-01-20', '10:00', { email: 'collector@example.com' });
    expect((await book(first)).statusCode).toBe(200);
    expect(
      (await book(booking('2031-01-20', '12:00', { email: 'Collector+second@Example.com' }))).statusCode,
    ).toBe(200);
    const third = await book(booking('2031-01-20', '14:00', { email: 'COLLECTOR+3@example.com' }));
    expect(third.statusCode).toBe(429);
    expect(third.data.message).toBe(
      'This e-mail address already has 2 appointments booked with us. To book another, cancel one with the link in its confirmation e-mail, or call us on +65 6100 4367.',
    );
    // Retry-After: when the earliest of the two has started (Monday 20 January, 10:00 in Singapore).
    expect(third.headers['retry-after']).toBe(
      String((Date.parse('2031-01-20T02:00:00Z') - start.getTime()) / 1000),
    );
    expect(await freeTimes('2031-01-20')).toContain('14:00');

    // Cancelling one makes room for another.
    expect((await cancel(await cancelTokenFor('collector@example.com'))).statusCode).toBe(200);
    expect(
      (await book(booking('2031-01-20', '14:00', { email: 'collector+3@example.com' }))).statusCode,
    ).toBe(200);
  });

  it('an appointment that has started no longer counts against its mailbox', async () => {
    const email = 'regular@example.com';
    expect(
      (await book(booking('2031-01-15', '10:00', { email, preferredLocation: 'cafe3' }))).statusCode,
    ).toBe(200);
    expect(
      (await book(booking('2031-01-21', '10:00', { email, preferredLocation: 'cafe3' }))).statusCode,
    ).toBe(200);
    expect((await book(booking('2031-01-22', '10:00', { email }))).statusCode).toBe(429);
    now = new Date('2031-01-15T02:00:00Z'); // 10:00 in Singapore: the first has started
    expect((await book(booking('2031-01-22', '10:00', { email }))).statusCode).toBe(200);
  });

  it('one network holds 4 (APPOINTMENTS_PER_NETWORK); the 5th is refused whatever the mailbox', async () => {
    const office = new Shopper(shop.app, '198.51.100.77');
    for (const time of ['10:00', '11:00', '12:00', '13:00']) {
      expect((await book(booking('2031-01-23', time), office)).statusCode).toBe(200);
    }
    const fifth = await book(booking('2031-01-23', '14:00'), office);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.data.message).toBe(
      'Too many appointments are already booked from your network. Please call us on +65 6100 4367 to book another.',
    );
    expect(await freeTimes('2031-01-23')).toEqual(
      expect.arrayContaining(['14:00', '15:00', '16:00', '17:00']),
    );
    // Another network is not held up by it.
    expect((await book(booking('2031-01-23', '14:00'))).statusCode).toBe(200);
  });
});

describe('the cancel link', () => {
  it('shows the booking, cancels it once, frees the slot at once and tells the shop', async () => {
    const body = booking('2031-01-24', '15:00', {
      preferredLocation: 'cafe2',
      email: 'cancel.me@example.com',
      purposeOfMeeting: 'other',
      additionalInformation: 'Visit https://phish.example/login now',
    });
    expect((await book(body)).statusCode).toBe(200);
    expect(await freeTimes('2031-01-24', 'cafe2')).not.toContain('15:00');
    const token = await cancelTokenFor(body.email);

    const shown = await cancelPage(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.data).toEqual({
      success: true,
      appointment: {
        purpose: 'Other',
        meetingType: 'in-person',
        date: '2031-01-24',
        time: '15:00',
        endTime: '16:00',
        place: 'Gemstore Duxton Café, 72 Duxton Road, Singapore 089531',
      },
    });

    const cancelled = await cancel(token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.data).toEqual({
      success: true,
      message: 'Your appointment is cancelled. Thank you for letting us know.',
    });
    expect(await freeTimes('2031-01-24', 'cafe2')).toContain('15:00');
    const [enquiry] = await shop.db.select().from(enquiries).where(eq(enquiries.email, body.email));
    expect(enquiry?.status).toBe('cancelled');
    const toShop = await shop.mail.find(
      (m) =>
        m.to.includes('inbox@gemstore.test') &&
        m.subject === 'Appointment cancelled by the shopper' &&
        m.text.includes(body.email),
      'the cancellation to the shop',
    );
    expect(toShop.text).toContain('Date: Friday 24 January 2031');
    expect(toShop.text).toContain('Time: 15:00 to 16:00 (Singapore time)');
    expect(toShop.replyTo).toBe(body.email);

    // Used: it says so, on the page and on a second press, and nothing changes.
    const used = 'This cancel link was already used: the appointment is cancelled.';
    for (const again of [await cancelPage(token), await cancel(token)]) {
      expect(again.statusCode).toBe(409);
      expect(again.data).toEqual({ success: false, message: used });
    }
  });

  it('someone else can book the freed time, and the old link does not cancel their booking', async () => {
    const first = booking('2031-01-25', '11:00', { email: 'first.holder@example.com' });
    expect((await book(first)).statusCode).toBe(200);
    const token = await cancelTokenFor(first.email);
    expect((await cancel(token)).statusCode).toBe(200);
    const second = booking('2031-01-25', '11:00', { email: 'second.holder@example.com' });
    expect((await book(second)).statusCode).toBe(200);
    expect((await cancel(token)).statusCode).toBe(409);
    expect(await freeTimes('2031-01-25')).not.toContain('11:00');
  });

  it('an unknown link says so and changes nothing', async () => {
    const message =
      'This cancel link is not valid. Please open the link from your confirmation e-mail, or call us on +65 6100 4367.';
    for (const res of [
      await cancelPage('A'.repeat(43)),
      await cancel('A'.repeat(43)),
      await cancel('not-a-token'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.data).toEqual({ success: false, message });
    }
  });

  it('expires when the appointment starts: at 14:00 for a 14:00 booking, not a minute before', async () => {
    const body = booking('2031-01-15', '14:00', { preferredLocation: 'cafe2' });
    expect((await book(body)).statusCode).toBe(200);
    const token = await cancelTokenFor(body.email);
    now = new Date('2031-01-15T05:59:00Z'); // 13:59 in Singapore
    expect((await cancelPage(token)).statusCode).toBe(200);
    now = new Date('2031-01-15T06:00:00Z'); // 14:00
    const expired =
      'This appointment has already started, so it can no longer be cancelled online. Please call us on +65 6100 4367.';
    for (const res of [await cancelPage(token), await cancel(token)]) {
      expect(res.statusCode).toBe(409);
      expect(res.data).toEqual({ success: false, message: expired });
    }
    const [row] = await shop.db
      .select()
      .from(appointmentBookings)
      .innerJoin(enquiries, eq(enquiries.id, appointmentBookings.enquiryId))
      .where(eq(enquiries.email, body.email));
    expect(row?.appointment_bookings.cancelledAt).toBeNull();
  });

  it('only the hash of the token is stored', async () => {
    const body = booking('2031-01-27', '16:00');
    expect((await book(body)).statusCode).toBe(200);
    const token = await cancelTokenFor(body.email);
    const rows = await shop.db.select().from(appointmentBookings);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('staff closing or cancelling the enquiry frees the slot', () => {
  it.each(['closed', 'cancelled'] as const)(
    '%s: the time is offered again; the link then says the shop cancelled',
    async (status) => {
      const body = booking('2031-01-28', status === 'closed' ? '10:00' : '12:00', {
        preferredLocation: 'cafe3',
      });
      expect((await book(body)).statusCode).toBe(200);
      expect(await freeTimes('2031-01-28', 'cafe3')).not.toContain(body.time);
      const [enquiry] = await shop.db.select().from(enquiries).where(eq(enquiries.email, body.email));
      const updated = await staff.put(`/api/v1/admin/enquiries/${enquiry?.id ?? ''}`, { status });
      expect(updated.statusCode).toBe(200);
      expect(await freeTimes('2031-01-28', 'cafe3')).toContain(body.time);
      const link = await cancelPage(await cancelTokenFor(body.email));
      expect(link.statusCode).toBe(409);
      expect(link.data.message).toBe(
        'This appointment was already cancelled by the shop. Please call us on +65 6100 4367 if you have a question.',
      );
    },
  );

  it('in progress: the slot stays held', async () => {
    const body = booking('2031-01-28', '15:00', { preferredLocation: 'cafe3' });
    expect((await book(body)).statusCode).toBe(200);
    const [enquiry] = await shop.db.select().from(enquiries).where(eq(enquiries.email, body.email));
    expect(
      (await staff.put(`/api/v1/admin/enquiries/${enquiry?.id ?? ''}`, { status: 'in-progress' })).statusCode,
    ).toBe(200);
    expect(await freeTimes('2031-01-28', 'cafe3')).not.toContain('15:00');
  });
});
