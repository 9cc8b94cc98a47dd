/**
 * Stored before sent (ADR 008): an enquiry's mails (the shop's copy and the shopper's acknowledgement) are written to
 * the outbox with the enquiry. With the mail server down the shopper still hears success and nothing is lost; once it
 * is back, the sweeper delivers, later each time it fails (1 minute, then 2, 4 … up to hourly), and never twice.
 */
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { enquiries, mailOutbox } from '../src/db/schema';
import { housekeepingIntervalMs } from '../src/app';
import { loadConfig } from '../src/config';
import { retryDelayMs } from '../src/mail/outbox';
import { Shopper, startShop, type TestShop } from './support/app';
import { startMailCapture, type MailCapture } from './support/mail-capture';

/** A local port nothing listens on (yet): the shop's mail server, down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// Wednesday 15 January 2031, 09:00 in Singapore; tests move it on to let the retries fall due.
const start = new Date('2031-01-15T01:00:00Z');
let now = start;
const later = (ms: number) => {
  now = new Date(start.getTime() + ms);
};

const appointment = {
  firstName: 'Priya',
  lastName: 'Nair',
  email: 'priya.outage@example.com',
  phoneNumber: '+6591234567',
  country: 'Singapore',
  date: '2031-01-16',
  time: '11:00',
  meetingType: 'in-person',
  preferredLocation: 'cafe1',
  purposeOfMeeting: 'prior_request',
  additionalInformation: '',
};

async function mailsOf(email: string, db = shop.db) {
  const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.email, email));
  if (!enquiry) throw new Error(`no enquiry from ${email}`);
  return db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, enquiry.id));
}

let shop: TestShop;
let port: number;
let smtp: MailCapture | undefined;
beforeAll(async () => {
  port = await closedPort();
  shop = await startShop({ clock: () => now, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await shop.close();
  await smtp?.close();
});

it('retries after 1, 2, 4 … minutes, and hourly from the 7th failure on', () => {
  expect(retryDelayMs(1)).toBe(60_000);
  expect(retryDelayMs(2)).toBe(120_000);
  expect(retryDelayMs(3)).toBe(240_000);
  expect(retryDelayMs(6)).toBe(1_920_000);
  expect(retryDelayMs(7)).toBe(3_600_000);
  expect(retryDelayMs(8)).toBe(3_600_000);
  expect(retryDelayMs(1000)).toBe(3_600_000);
});

it('MAIL_RETRY_SECONDS sets the first wait, the later ones double from it up to an hour', () => {
  expect(retryDelayMs(1, 1_000)).toBe(1_000);
  expect(retryDelayMs(2, 1_000)).toBe(2_000);
  expect(retryDelayMs(12, 1_000)).toBe(2_048_000);
  expect(retryDelayMs(13, 1_000)).toBe(3_600_000);
  expect(() => loadConfig({ MAIL_RETRY_SECONDS: '0' })).toThrow(/MAIL_RETRY_SECONDS/);
  expect(loadConfig({ MAIL_RETRY_SECONDS: '1' }).MAIL_RETRY_SECONDS).toBe(1);
  expect(loadConfig({}).MAIL_RETRY_SECONDS).toBe(60);
  expect(loadConfig({ MAIL_RETRY_SECONDS: '3600' }).MAIL_RETRY_SECONDS).toBe(3600);
  expect(() => loadConfig({ MAIL_RETRY_SECONDS: '3601' })).toThrow(/MAIL_RETRY_SECONDS/);
  expect(() => loadConfig({ MAIL_RETRY_SECONDS: 'soon' })).toThrow(/MAIL_RETRY_SECONDS/);
});

it('mail server down: the booking succeeds, the enquiry and both mails are stored and wait', async () => {
  const res = await new Shopper(shop.app).post('/api/v1/form/appointment', appointment);
  expect(res.statusCode).toBe(200);
  expect(res.data).toEqual({ success: true, message: 'Appointment booked successfully!' });
  await shop.app.services.outbox.settled();

  const mails = await mailsOf(appointment.email);
  expect(mails.map((m) => m.toAddress).sort()).toEqual(['inbox@gemstore.test', 'priya.outage@example.com']);
  for (const mail of mails) {
    expect(mail).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(mail.lastError).toMatch(/ECONNREFUSED/);
    expect(mail.nextAttemptAt.getTime()).toBe(start.getTime() + 60_000);
  }
});

it('the sweeper leaves them until their retry is due, then tries again and waits twice as long', async () => {
  later(59_999);
  expect(await shop.app.services.outbox.sweep()).toEqual({ sent: 0, failed: 0 });
  later(60_000);
  expect(await shop.app.services.outbox.sweep()).toEqual({ sent: 0, failed: 2 });
  for (const mail of await mailsOf(appointment.email)) {
    expect(mail).toMatchObject({ status: 'pending', attempts: 2 });
    expect(mail.nextAttemptAt.getTime()).toBe(start.getTime() + 60_000 + 120_000);
  }
});

it('mail server back: the sweeper delivers to the shop’s inbox and the shopper, invitation included, once', async () => {
  smtp = await startMailCapture(port);
  later(60_000 + 119_999);
  expect(await shop.app.services.outbox.sweep()).toEqual({ sent: 0, failed: 0 });
  later(60_000 + 120_000);
  expect(await shop.app.services.outbox.sweep()).toEqual({ sent: 2, failed: 0 });

  const inbox = await smtp.latest('inbox@gemstore.test', /New enquiry: Appointment/);
  expect(inbox.text).toContain('First Name: Priya');
  expect(inbox.replyTo).toBe('priya.outage@example.com');
  const ack = await smtp.latest('priya.outage@example.com', /Your Gemstore appointment/);
  expect(ack.attachments.map((a) => a.filename)).toEqual(['appointment.ics']);

  for (const mail of await mailsOf(appointment.email)) {
    expect(mail).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(mail.sentAt?.getTime()).toBe(now.getTime());
  }
  later(24 * 3600_000);
  expect(await shop.app.services.outbox.sweep()).toEqual({ sent: 0, failed: 0 });
  expect(smtp.messages).toHaveLength(2);
});

it('the scheduled sweeper (the checkout sweeper’s timer) sends what waited, without anyone calling it', async () => {
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const downPort = await closedPort();
  const scheduled = await startShop({
    clock,
    sweepIntervalMs: 50,
    env: { SMTP_URL: `smtp://127.0.0.1:${downPort}` },
  });
  let back: MailCapture | undefined;
  try {
    const res = await new Shopper(scheduled.app).post('/api/v1/form/leave-message', {
      firstName: 'Ana',
      email: 'ana.scheduled@example.com',
      message: 'Do you resize rings bought elsewhere?',
    });
    expect(res.statusCode).toBe(200);
    await scheduled.app.services.outbox.settled();
    back = await startMailCapture(downPort);
    // A minute on, the first retry is due; the timer finds it.
    offset = 61_000;
    const ack = await back.latest('ana.scheduled@example.com', /We have received your message/);
    // To an address nobody verified, only what arrived is repeated (ADR 038), not the message itself.
    expect(ack.text).toContain('Enquiry: Message');
    await back.latest('inbox@gemstore.test', /New enquiry: Message/);
  } finally {
    await scheduled.close();
    await back?.close();
  }
});

it('the sweeper looks every minute, or every MAIL_RETRY_SECONDS when that is shorter', () => {
  expect(housekeepingIntervalMs(loadConfig({}))).toBe(60_000);
  expect(housekeepingIntervalMs(loadConfig({ MAIL_RETRY_SECONDS: '59' }))).toBe(59_000);
  expect(housekeepingIntervalMs(loadConfig({ MAIL_RETRY_SECONDS: '61' }))).toBe(60_000);
  expect(housekeepingIntervalMs(loadConfig({ MAIL_RETRY_SECONDS: '1' }))).toBe(1_000);
});

it('with MAIL_RETRY_SECONDS=1 the first retry is due a second after the failure', async () => {
  // Port 1, which nothing here listens on, rather than a free port of the moment: a mail server another suite starts
  // meanwhile may be given that one, and take the mail (seen once on a loaded machine).
  const quick = await startShop({
    clock: () => now,
    sweepIntervalMs: 0,
    env: { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_RETRY_SECONDS: '1' },
  });
  try {
    const failedAt = now;
    const res = await new Shopper(quick.app).post('/api/v1/form/leave-message', {
      firstName: 'Mei',
      email: 'mei.quick@example.com',
      message: 'Can you set a stone I already own?',
    });
    expect(res.statusCode).toBe(200);
    await quick.app.services.outbox.settled();
    const mails = await mailsOf('mei.quick@example.com', quick.db);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail).toMatchObject({ status: 'pending', attempts: 1 });
      expect(mail.nextAttemptAt.getTime()).toBe(failedAt.getTime() + 1_000);
    }
  } finally {
    await quick.close();
  }
});
