/**
 * The outbox gives up, and forgets, as a real shop's should (ADR 008): a mail the receiving server refuses for good
 * (550 to its recipient) is not tried again; a mail still not sent 3 days after it was written is given up; both are
 * marked 'failed' with the enquiry kept. Mail that went is deleted 30 days later (its words stay with the enquiry).
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { enquiries, mailOutbox } from '../src/db/schema';
import { Shopper, startShop, type TestShop } from './support/app';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2031-01-15T01:00:00Z');
let now = start;
const at = (ms: number) => {
  now = new Date(start.getTime() + ms);
};

let networks = 0;
async function message(shop: TestShop, email: string) {
  const res = await new Shopper(shop.app, `192.0.2.${++networks}`).post('/api/v1/form/leave-message', {
    firstName: 'Ana',
    email,
    message: 'Do you resize rings bought elsewhere?',
  });
  expect(res.statusCode).toBe(200);
  await shop.app.services.outbox.settled();
}

async function mailsOf(shop: TestShop, email: string) {
  const [enquiry] = await shop.db.select().from(enquiries).where(eq(enquiries.email, email));
  if (!enquiry) throw new Error(`no enquiry from ${email}`);
  return shop.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, enquiry.id));
}

const toShopper = async (shop: TestShop, email: string) =>
  (await mailsOf(shop, email)).find((mail) => mail.toAddress === email);

describe('a recipient the receiving server refuses for good', () => {
  let shop: TestShop;
  let smtp: SMTPServer;
  beforeAll(async () => {
    // Takes every mail but one to nobody@example.com, which it refuses as a real server refuses an unknown mailbox.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === 'nobody@example.com') {
          const refusal = Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 });
          callback(refusal);
          return;
        }
        callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    shop = await startShop({ clock: () => now, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await shop.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('is given up at once and never tried again; the shop’s copy goes, the enquiry stays', async () => {
    at(0);
    await message(shop, 'nobody@example.com');
    const mails = await mailsOf(shop, 'nobody@example.com');
    expect(mails.find((mail) => mail.toAddress === 'nobody@example.com')).toMatchObject({
      status: 'failed',
      attempts: 1,
    });
    expect(mails.find((mail) => mail.toAddress === 'inbox@gemstore.test')).toMatchObject({ status: 'sent' });
    at(DAY);
    await shop.app.services.outbox.sweep();
    expect(await toShopper(shop, 'nobody@example.com')).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('sent mail is kept 30 days after it went, then deleted', async () => {
    at(0);
    await message(shop, 'kept@example.com');
    expect(await toShopper(shop, 'kept@example.com')).toMatchObject({ status: 'sent' });
    at(30 * DAY - 1);
    await shop.app.services.outbox.sweep();
    expect(await toShopper(shop, 'kept@example.com')).toMatchObject({ status: 'sent' });
    at(30 * DAY);
    await shop.app.services.outbox.sweep();
    expect(await mailsOf(shop, 'kept@example.com')).toEqual([]);
  });
});

describe('a mail server that stays down', () => {
  let shop: TestShop;
  beforeAll(async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    shop = await startShop({ clock: () => now, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(() => shop.close());

  it('is tried until 3 days after the mail was written, then the mail is given up', async () => {
    at(0);
    await message(shop, 'patient@example.com');
    // Due again long before 3 days are up (the retry waits at most an hour); still tried 1 ms before.
    at(3 * DAY - 1);
    expect((await shop.app.services.outbox.sweep()).failed).toBe(2);
    const pending = await toShopper(shop, 'patient@example.com');
    expect(pending).toMatchObject({ status: 'pending', attempts: 2 });
    // The next try falls 3 days or more after the mail was written: given up.
    now = pending?.nextAttemptAt ?? now;
    expect((await shop.app.services.outbox.sweep()).failed).toBe(2);
    for (const mail of await mailsOf(shop, 'patient@example.com'))
      expect(mail).toMatchObject({ status: 'failed', attempts: 3 });
  });
});
