/**
 * An acknowledgement repeats what was typed, to whatever address was typed. So one address is acknowledged at most 3
 * times in 24 hours for people not signed in as its owner (a stranger's words cannot be sent in the shop's name to
 * someone's inbox over and over, from many networks); the shop always gets every enquiry, and a shopper signed in
 * with the address is always acknowledged.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { enquiries, mailOutbox } from '../src/db/schema';
import { Shopper, signedInShopper, startShop, type TestShop } from './support/app';

const start = new Date('2031-01-15T01:00:00Z');
let now = start;
const at = (ms: number) => {
  now = new Date(start.getTime() + ms);
};
const DAY = 24 * 60 * 60 * 1000;

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ clock: () => now });
});
afterAll(() => shop.close());

let networks = 0;
/** A message from a network of its own each time: the per-network limit is not what is tested here. */
async function messageTo(email: string, from = new Shopper(shop.app, `192.0.2.${++networks}`)) {
  const res = await from.post('/api/v1/form/leave-message', {
    firstName: 'Ana',
    email,
    message: 'Do you resize rings bought elsewhere?',
  });
  expect(res.statusCode).toBe(200);
  expect(res.data).toEqual({ success: true, message: 'Message sent successfully!' });
}

/** For each enquiry from `email` (any case), oldest first: who its mails go to. */
async function recipientsOf(email: string): Promise<string[][]> {
  const rows = await shop.db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(sql`lower(${enquiries.email}) = ${email.toLowerCase()}`)
    .orderBy(asc(enquiries.createdAt));
  return Promise.all(
    rows.map(async (row) =>
      (await shop.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, row.id)))
        .map((mail) => mail.toAddress.toLowerCase())
        .sort(),
    ),
  );
}

const shopOnly = ['inbox@gemstore.test'];
const both = (email: string) => ['inbox@gemstore.test', email].sort();

it('acknowledges 3 enquiries to one address in a day and not the 4th (whatever its case); the shop gets all 4', async () => {
  at(0);
  for (let sent = 0; sent < 3; sent++) await messageTo('target@example.com');
  await messageTo('Target@Example.COM');
  expect(await recipientsOf('target@example.com')).toEqual([
    both('target@example.com'),
    both('target@example.com'),
    both('target@example.com'),
    shopOnly,
  ]);
  // Staff see that the 4th shopper was not told, so they answer by hand; the copies of the other three say nothing.
  const notTold =
    'Acknowledgement: Not sent: this address was already sent 3 in 24 hours. Please reply by hand.';
  const copyTo = (m: { to: string; replyTo: string }) =>
    m.to.includes('inbox@gemstore.test') && m.replyTo.toLowerCase() === 'target@example.com';
  await shop.mail.find((m) => copyTo(m) && m.text.includes(notTold), 'the shop’s copy of the 4th');
  await shop.mail.find(() => shop.mail.messages.filter(copyTo).length === 4, 'four copies to the shop');
  expect(shop.mail.messages.filter(copyTo).filter((m) => m.text.includes('Acknowledgement:'))).toHaveLength(
    1,
  );
});

it('one more is acknowledged once the first three are 24 hours old, not a millisecond before', async () => {
  at(DAY - 1);
  await messageTo('target@example.com');
  at(DAY);
  await messageTo('target@example.com');
  const sent = await recipientsOf('target@example.com');
  expect(sent.slice(4)).toEqual([shopOnly, both('target@example.com')]);
});

it('a shopper signed in with the address is acknowledged whatever strangers sent to it', async () => {
  at(2 * DAY);
  const { shopper: owner } = await signedInShopper(shop, { email: 'owner@example.com' });
  for (let sent = 0; sent < 3; sent++) await messageTo('owner@example.com');
  await messageTo('owner@example.com');
  await messageTo('owner@example.com', owner);
  const sent = await recipientsOf('owner@example.com');
  expect(sent.slice(3)).toEqual([shopOnly, both('owner@example.com')]);
});

it('counts one mailbox however it is spelt: +tags and capitals, and Gmail’s dots and googlemail.com', async () => {
  at(3 * DAY);
  await messageTo('mailbox@example.com');
  await messageTo('mailbox+1@example.com');
  await messageTo('MailBox+2@Example.com');
  await messageTo('MAILBOX+3@EXAMPLE.COM');
  const acknowledged = (await shop.db.select().from(mailOutbox))
    .map((mail) => mail.toAddress.toLowerCase())
    .filter((to) => /^mailbox(\+\d)?@example\.com$/.test(to));
  expect(acknowledged.sort()).toEqual([
    'mailbox+1@example.com',
    'mailbox+2@example.com',
    'mailbox@example.com',
  ]);

  await messageTo('jane.doe@gmail.com');
  await messageTo('janedoe+x@gmail.com');
  await messageTo('J.a.n.e.Doe@googlemail.com');
  await messageTo('janedoe@gmail.com');
  const gmail = (await shop.db.select().from(mailOutbox))
    .map((mail) => mail.toAddress.toLowerCase())
    .filter((to) => /@g(oogle)?mail\.com$/.test(to));
  expect(gmail.sort()).toEqual(['j.a.n.e.doe@googlemail.com', 'jane.doe@gmail.com', 'janedoe+x@gmail.com']);
  // Other providers' dots are not dropped: a.b@ and ab@ may be two people.
  await messageTo('ja.ne@example.org');
  await messageTo('jane@example.org');
  expect(await recipientsOf('jane@example.org')).toEqual([both('jane@example.org')]);
});

describe('to an address nobody verified, nothing the sender wrote is repeated', () => {
  const phishing = 'Your account is locked, log in at https://gemstore-login.example/verify';

  it('a message: the kind, the date and time it arrived; no name, no text, no link; the shop gets it all', async () => {
    at(4 * DAY);
    const from = new Shopper(shop.app, '192.0.2.250');
    const res = await from.post('/api/v1/form/leave-message', {
      firstName: 'Support Team',
      lastName: 'Gemstore',
      email: 'victim@example.com',
      message: phishing,
    });
    expect(res.statusCode).toBe(200);
    const ack = await shop.mail.latest('victim@example.com');
    for (const body of [ack.text, ack.html]) {
      expect(body).not.toContain('gemstore-login.example');
      expect(body).not.toContain('locked');
      expect(body).not.toContain('Support Team');
    }
    expect(ack.text).toMatch(/^Hello,\n/);
    expect(ack.text).toContain(
      'What we received:\nEnquiry: Message\nReceived: Sunday 19 January 2031 at 09:00 (Singapore time)',
    );
    expect(ack.text).toContain('this e-mail does not repeat what was written in the form');
    const shopCopy = await shop.mail.find(
      (m) => m.to.includes('inbox@gemstore.test') && m.replyTo === 'victim@example.com',
      'the shop’s copy',
    );
    expect(shopCopy.text).toContain(phishing);
    expect(shopCopy.text).toContain('Support Team');
  });

  it('an appointment: when and where in the shop’s words, and the cancel link; not the typed information', async () => {
    const from = new Shopper(shop.app, '192.0.2.251');
    const res = await from.post('/api/v1/form/appointment', {
      firstName: 'Support Team',
      lastName: 'Gemstore',
      email: 'victim2@example.com',
      phoneNumber: '+6591234567',
      country: 'Singapore',
      date: '2031-01-20',
      time: '11:00',
      meetingType: 'in-person',
      preferredLocation: 'cafe1',
      purposeOfMeeting: 'other',
      additionalInformation: phishing,
    });
    expect(res.statusCode).toBe(200);
    const ack = await shop.mail.latest('victim2@example.com', /appointment/);
    expect(ack.text).not.toContain('gemstore-login.example');
    expect(ack.text).not.toContain('Support Team');
    expect(ack.text).toContain('Monday 20 January 2031, 11:00 to 12:00 (Singapore time)');
    expect(ack.text).toMatch(
      /Cancel the appointment: http:\/\/localhost:3000\/appointments\/cancel\/[\w-]{43}/,
    );
    expect(ack.text).toContain('Enquiry: Appointment');
  });

  it('a shopper signed in with the address (verified) gets what they sent, in full', async () => {
    const { shopper, email } = await signedInShopper(shop, {
      email: 'echo.owner@example.com',
      firstName: 'Aiko',
    });
    const res = await shopper.post('/api/v1/form/leave-message', {
      firstName: 'Aiko',
      email: 'Echo.Owner+shop@example.com',
      message: 'Please see https://example.org/my-ring.jpg',
    });
    expect(res.statusCode).toBe(200);
    const ack = await shop.mail.latest('Echo.Owner+shop@example.com', /received/);
    expect(email).toBe('echo.owner@example.com');
    expect(ack.text).toMatch(/^Hello Aiko,\n/);
    expect(ack.text).toContain('What you sent us:');
    expect(ack.text).toContain('How may we help you?: Please see https://example.org/my-ring.jpg');
  });
});
