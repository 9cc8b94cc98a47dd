/**
 * Appointments book real slots (ADR 029): Monday to Saturday, starts every 15 minutes from 10:00 to 17:00 Singapore
 * time, an hour each; one meeting at a time per café, ONLINE_APPOINTMENT_SLOTS online calls at a time. A taken slot
 * is a 409 with the nearest free times; the free times of a date are at GET /appointment/slots. The shopper's
 * acknowledgement carries a calendar invitation that a real iCalendar parser reads.
 */
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { appointmentBookings, enquiries } from '../src/db/schema';
import { Shopper, startShop, type TestShop } from './support/app';
import { bookingsFrom } from './support/appointments';

// Wednesday 15 January 2031, 09:00 in Singapore (01:00 UTC). Tests move it within a day to check "past".
let now = new Date('2031-01-15T01:00:00Z');
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ clock: () => now, env: { ENQUIRIES_PER_HOUR: '1000' } });
});
afterAll(() => shop.close());
afterEach(() => {
  now = new Date('2031-01-15T01:00:00Z');
});

const booking = bookingsFrom('mei');

let networks = 0;
/** Each booking from a network of its own: the per-network cap on future bookings (ADR 039) is tested apart. */
const book = (body: Record<string, string>) =>
  new Shopper(shop.app, `192.0.2.${++networks % 250}`).post('/api/v1/form/appointment', body);
const slots = (query: string) => new Shopper(shop.app).get(`/api/v1/form/appointment/slots?${query}`);

async function bookingsOf(email: string) {
  const [enquiry] = await shop.db.select().from(enquiries).where(eq(enquiries.email, email));
  if (!enquiry) return [];
  return shop.db.select().from(appointmentBookings).where(eq(appointmentBookings.enquiryId, enquiry.id));
}

describe('opening hours', () => {
  it.each([
    ['10:00', 'the first start, at opening', '2031-01-20T02:00:00.000Z'],
    ['17:00', 'the last start, ending at closing (18:00)', '2031-01-20T09:00:00.000Z'],
  ])('books %s on a weekday (%s)', async (time, _why, instant) => {
    const body = booking('2031-01-20', time, { preferredLocation: 'cafe3' });
    const res = await book(body);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ success: true, message: 'Appointment booked successfully!' });
    const [row] = await bookingsOf(body.email);
    // Monday 20 January 2031 in Singapore, which is UTC+8.
    expect(row?.startsAt.toISOString()).toBe(instant);
    expect(row?.endsAt.getTime()).toBe((row?.startsAt.getTime() ?? 0) + 60 * 60_000);
    expect(row?.location).toBe('cafe3');
  });

  it.each([
    ['09:45', 'one step before opening'],
    ['17:15', 'one step after the last start (it would end after 18:00)'],
    ['18:00', 'closing time'],
    ['00:00', 'midnight'],
  ])('refuses %s (%s), naming the hours, and stores nothing', async (time) => {
    const body = booking('2031-01-20', time);
    const res = await book(body);
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({
      success: false,
      message:
        'Please choose a time from 10:00 to 17:00: we are open Monday to Saturday, 10:00 to 18:00 Singapore time, and an appointment lasts an hour.',
      errors: {
        time: 'Please choose a time from 10:00 to 17:00: we are open Monday to Saturday, 10:00 to 18:00 Singapore time, and an appointment lasts an hour.',
      },
    });
    expect(await bookingsOf(body.email)).toEqual([]);
  });

  it('refuses a time off the 15-minute steps (10:10) with the form rule’s message', async () => {
    const res = await book(booking('2031-01-20', '10:10'));
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe('Please choose a time in 15-minute steps');
  });

  it('refuses a Sunday with a message naming the days and hours; books the Saturday before and the Monday after', async () => {
    const sunday = await book(booking('2031-01-19', '11:00'));
    expect(sunday.statusCode).toBe(400);
    expect(sunday.data.message).toBe(
      'We are closed on Sundays. Please choose a day from Monday to Saturday; we are open 10:00 to 18:00 Singapore time.',
    );
    expect(sunday.data.errors).toEqual({ date: sunday.data.message });
    expect((await book(booking('2031-01-18', '11:00'))).statusCode).toBe(200);
    expect((await book(booking('2031-01-20', '11:00'))).statusCode).toBe(200);
  });

  it('refuses a start already past in Singapore today: 14:00 at 14:00 is past, at 13:59:59.999 it is not', async () => {
    now = new Date('2031-01-15T06:00:00.000Z'); // 14:00 SGT
    const atStart = await book(booking('2031-01-15', '14:00', { preferredLocation: 'cafe2' }));
    expect(atStart.statusCode).toBe(400);
    expect(atStart.data.message).toBe('That time has already passed. Please choose a later time.');
    const earlier = await book(booking('2031-01-15', '10:00', { preferredLocation: 'cafe2' }));
    expect(earlier.statusCode).toBe(400);
    expect(earlier.data.message).toBe('That time has already passed. Please choose a later time.');

    now = new Date('2031-01-15T05:59:59.999Z'); // 13:59:59.999 SGT
    expect((await book(booking('2031-01-15', '14:00', { preferredLocation: 'cafe2' }))).statusCode).toBe(200);
  });

  it('refuses yesterday with the form rule’s message', async () => {
    const res = await book(booking('2031-01-14', '11:00'));
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe('Date cannot be in the past');
  });

  it('refuses an in-person meeting without a café', async () => {
    const res = await book(booking('2031-01-20', '12:00', { preferredLocation: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe('Please select a location for an in-person appointment');
  });
});

describe('one meeting at a time per café', () => {
  // Tuesday 21 January 2031, cafe2 booked 14:00–15:00.
  beforeAll(async () => {
    expect((await book(booking('2031-01-21', '14:00', { preferredLocation: 'cafe2' }))).statusCode).toBe(200);
  });

  it.each([
    ['14:00', 'the same start'],
    ['13:15', 'ending 15 minutes into it'],
    ['14:45', 'starting 15 minutes before it ends'],
  ])('refuses %s (%s) with 409, the nearest free times, and stores nothing', async (time) => {
    const body = booking('2031-01-21', time, { preferredLocation: 'cafe2' });
    const res = await book(body);
    expect(res.statusCode).toBe(409);
    expect(res.data.success).toBe(false);
    expect(res.data.message).toBe('That time was just taken. Please choose another time.');
    expect(res.data.freeTimes).toHaveLength(6);
    expect(await bookingsOf(body.email)).toEqual([]);
  });

  it('offers the 6 free start times nearest the one asked for, nearest first, the earlier of two as near', async () => {
    const res = await book(booking('2031-01-21', '14:00', { preferredLocation: 'cafe2' }));
    expect(res.statusCode).toBe(409);
    expect(res.data).toEqual({
      success: false,
      message: 'That time was just taken. Please choose another time.',
      freeTimes: [
        '2031-01-21T13:00',
        '2031-01-21T15:00',
        '2031-01-21T12:45',
        '2031-01-21T15:15',
        '2031-01-21T12:30',
        '2031-01-21T15:30',
      ],
    });
  });

  it.each([
    ['13:00', 'ending as it starts'],
    ['15:00', 'starting as it ends'],
  ])('books %s (%s)', async (time) => {
    expect((await book(booking('2031-01-21', time, { preferredLocation: 'cafe2' }))).statusCode).toBe(200);
  });

  it('books the same hour at another café', async () => {
    expect((await book(booking('2031-01-21', '14:00', { preferredLocation: 'cafe3' }))).statusCode).toBe(200);
  });

  it('offers only times still to come today', async () => {
    now = new Date('2031-01-15T06:10:00Z'); // 14:10 SGT
    expect((await book(booking('2031-01-15', '14:30', { preferredLocation: 'cafe3' }))).statusCode).toBe(200);
    const res = await book(booking('2031-01-15', '14:30', { preferredLocation: 'cafe3' }));
    expect(res.statusCode).toBe(409);
    expect(res.data.freeTimes).toEqual([
      '2031-01-15T15:30',
      '2031-01-15T15:45',
      '2031-01-15T16:00',
      '2031-01-15T16:15',
      '2031-01-15T16:30',
      '2031-01-15T16:45',
    ]);
  });
});

describe('online meetings', () => {
  it('holds ONLINE_APPOINTMENT_SLOTS (default 2) calls at a time: the 2nd is booked, the 3rd is refused', async () => {
    expect(shop.config.ONLINE_APPOINTMENT_SLOTS).toBe(2);
    const online = { meetingType: 'online', preferredLocation: 'cafe1' };
    expect((await book(booking('2031-01-22', '11:00', online))).statusCode).toBe(200);
    expect((await book(booking('2031-01-22', '11:30', online))).statusCode).toBe(200);
    const third = await book(booking('2031-01-22', '11:15', online));
    expect(third.statusCode).toBe(409);
    expect(third.data.freeTimes).toEqual([
      '2031-01-22T10:30',
      '2031-01-22T12:00',
      '2031-01-22T10:15',
      '2031-01-22T12:15',
      '2031-01-22T10:00',
      '2031-01-22T12:30',
    ]);
    // In person is another pool: the café is free at that hour.
    expect((await book(booking('2031-01-22', '11:15'))).statusCode).toBe(200);
  });

  it('stores an online booking without a location, whatever café the hidden field still sends', async () => {
    const body = booking('2031-01-22', '16:00', { meetingType: 'online', preferredLocation: 'cafe2' });
    expect((await book(body)).statusCode).toBe(200);
    const [row] = await bookingsOf(body.email);
    expect(row).toMatchObject({ meetingType: 'online', location: '' });
    const [enquiry] = await shop.db.select().from(enquiries).where(eq(enquiries.email, body.email));
    expect(enquiry?.payload.preferredLocation).toBe('');
  });

  it('counts calls under way at each moment, not bookings that touch the hour', async () => {
    const online = { meetingType: 'online' };
    expect((await book(booking('2031-01-23', '10:00', online))).statusCode).toBe(200);
    expect((await book(booking('2031-01-23', '12:00', online))).statusCode).toBe(200);
    expect((await book(booking('2031-01-23', '11:00', online))).statusCode).toBe(200);
    // 10:30 too: it meets 10:00 until 11:00 and 11:00 from then, never both at once.
    expect((await book(booking('2031-01-23', '10:30', online))).statusCode).toBe(200);
    // Now 10:30–11:00 and 11:00–11:30 hold two calls each, so 10:45 would make three.
    expect((await book(booking('2031-01-23', '10:45', online))).statusCode).toBe(409);
  });

  it('takes ONLINE_APPOINTMENT_SLOTS=3: three calls at once, not four', async () => {
    const wider = await startShop({ clock: () => now, env: { ONLINE_APPOINTMENT_SLOTS: '3' } });
    try {
      const post = (body: Record<string, string>) =>
        new Shopper(wider.app, `192.0.2.${++networks % 250}`).post('/api/v1/form/appointment', body);
      for (let i = 1; i <= 3; i++) {
        expect((await post(booking('2031-01-22', '11:00', { meetingType: 'online' }))).statusCode).toBe(200);
      }
      expect((await post(booking('2031-01-22', '11:00', { meetingType: 'online' }))).statusCode).toBe(409);
    } finally {
      await wider.close();
    }
  });

  it('refuses an ONLINE_APPOINTMENT_SLOTS that is not a whole number from 1 to 100', () => {
    expect(() => loadConfig({ ONLINE_APPOINTMENT_SLOTS: '0' })).toThrow(/ONLINE_APPOINTMENT_SLOTS/);
    expect(loadConfig({ ONLINE_APPOINTMENT_SLOTS: '1' }).ONLINE_APPOINTMENT_SLOTS).toBe(1);
    expect(loadConfig({ ONLINE_APPOINTMENT_SLOTS: '100' }).ONLINE_APPOINTMENT_SLOTS).toBe(100);
    expect(() => loadConfig({ ONLINE_APPOINTMENT_SLOTS: '101' })).toThrow(/ONLINE_APPOINTMENT_SLOTS/);
    expect(() => loadConfig({ ONLINE_APPOINTMENT_SLOTS: '1.5' })).toThrow(/ONLINE_APPOINTMENT_SLOTS/);
  });
});

describe('GET /api/v1/form/appointment/slots', () => {
  const everyStart = Array.from({ length: 29 }, (_, i) => {
    const minutes = 600 + i * 15;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });

  it('lists the 29 start times of a free day, 10:00 to 17:00 every 15 minutes', async () => {
    const res = await slots('date=2031-02-04&meetingType=in-person&location=cafe1');
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ success: true, date: '2031-02-04', times: everyStart });
    expect(everyStart[0]).toBe('10:00');
    expect(everyStart.at(-1)).toBe('17:00');
  });

  it('leaves out the starts a café booking blocks, and only there', async () => {
    expect((await book(booking('2031-02-05', '12:00', { preferredLocation: 'cafe2' }))).statusCode).toBe(200);
    const cafe2 = await slots('date=2031-02-05&meetingType=in-person&location=cafe2');
    expect(cafe2.data.times).toEqual(
      everyStart.filter((t) => !['11:15', '11:30', '11:45', '12:00', '12:15', '12:30', '12:45'].includes(t)),
    );
    const cafe1 = await slots('date=2031-02-05&meetingType=in-person&location=cafe1');
    expect(cafe1.data.times).toEqual(everyStart);
    const online = await slots('date=2031-02-05&meetingType=online');
    expect(online.data.times).toEqual(everyStart);
  });

  it('online: a start is gone once 2 calls would be under way, and the café given is ignored', async () => {
    for (const time of ['15:00', '15:00']) {
      expect((await book(booking('2031-02-06', time, { meetingType: 'online' }))).statusCode).toBe(200);
    }
    const res = await slots('date=2031-02-06&meetingType=online&location=cafe3');
    expect(res.data.times).toEqual(
      everyStart.filter((t) => !['14:15', '14:30', '14:45', '15:00', '15:15', '15:30', '15:45'].includes(t)),
    );
  });

  it('today lists only the starts still to come: at 13:59:59.999 14:00 is one, at 14:00 it is not', async () => {
    now = new Date('2031-01-15T05:59:59.999Z');
    const before = await slots('date=2031-01-15&meetingType=in-person&location=cafe1');
    expect(before.data.times).toEqual(everyStart.filter((t) => t >= '14:00'));
    now = new Date('2031-01-15T06:00:00.000Z');
    const at = await slots('date=2031-01-15&meetingType=in-person&location=cafe1');
    expect(at.data.times).toEqual(everyStart.filter((t) => t > '14:00'));
  });

  it.each([
    ['2031-01-19', 'a Sunday'],
    ['2031-01-14', 'yesterday'],
  ])('answers no times for %s (%s)', async (date) => {
    const res = await slots(`date=${date}&meetingType=in-person&location=cafe1`);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ success: true, date, times: [] });
  });

  it.each([
    ['meetingType=online', 'Please give a date'],
    ['date=15-01-2031&meetingType=online', 'Please give a date as YYYY-MM-DD'],
    ['date=2031-02-29&meetingType=online', 'Please give a date as YYYY-MM-DD'],
    ['date=2031-01-20&meetingType=phone', 'Please select a valid meeting type'],
    ['date=2031-01-20', 'Please select a valid meeting type'],
    ['date=2031-01-20&meetingType=in-person', 'Please select a location for an in-person appointment'],
    ['date=2031-01-20&meetingType=in-person&location=cafe9', 'Please select a valid location'],
  ])('refuses %s with 400: %s', async (query, message) => {
    const res = await slots(query);
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ success: false, message });
  });
});

describe('the calendar invitation', () => {
  function eventOf(ics: string) {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT in the invitation');
    return new ICAL.Event(vevent);
  }

  it('an in-person booking’s acknowledgement carries a text/calendar file that starts at the booked instant', async () => {
    const body = booking('2031-01-24', '14:30', { preferredLocation: 'cafe1' });
    expect((await book(body)).statusCode).toBe(200);
    const mail = await shop.mail.latest(body.email, /appointment/);
    expect(mail.subject).toBe('Your Gemstore appointment on Friday 24 January 2031 at 14:30');
    expect(mail.text).toContain('Friday 24 January 2031, 14:30 to 15:30 (Singapore time)');
    expect(mail.text).toContain('Gemstore Atelier Café, 14 Scotts Road, #01-05, Singapore 228213');
    const [invite] = mail.attachments;
    expect(mail.attachments).toHaveLength(1);
    expect(invite?.filename).toBe('appointment.ics');
    expect(invite?.contentType).toBe('text/calendar');
    const event = eventOf(invite?.content ?? '');
    // A fixed instant, not a floating time that each reader's calendar would put in its own zone.
    expect(event.startDate.zone.tzid).not.toBe('floating');
    expect(event.endDate.zone.tzid).not.toBe('floating');
    // 14:30 in Singapore is 06:30 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2031-01-24T06:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2031-01-24T07:30:00.000Z');
    expect(event.location).toBe('Gemstore Atelier Café, 14 Scotts Road, #01-05, Singapore 228213');
    expect(event.summary).toBe('Appointment at Gemstore');
    const [enquiry] = await shop.db.select().from(enquiries).where(eq(enquiries.email, body.email));
    expect(event.uid).toBe(`${enquiry?.id}@gemstore.sg`);
  });

  it('an online booking’s says it is a video call', async () => {
    const body = booking('2031-01-24', '10:00', { meetingType: 'online' });
    expect((await book(body)).statusCode).toBe(200);
    const mail = await shop.mail.latest(body.email, /appointment/);
    expect(mail.text).toContain(
      'This is an online meeting: we will e-mail you the video-call link before the appointment.',
    );
    expect(mail.text).not.toContain('Preferred Location');
    const event = eventOf(mail.attachments[0]?.content ?? '');
    expect(event.startDate.toJSDate().toISOString()).toBe('2031-01-24T02:00:00.000Z');
    expect(event.location).toBe('Online video call (we e-mail you the link before the appointment)');
    expect(event.summary).toBe('Online appointment with Gemstore');
  });
});
