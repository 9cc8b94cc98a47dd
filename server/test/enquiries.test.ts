/**
 * Enquiry forms: the rules of §enquiry.shared-rules and the rest, and §enquiry.messages, stored, and e-mailed
 * to the shop's inbox and to the shopper (every field escaped in HTML). Guests may use them.
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { enquiries, mailOutbox } from '../src/db/schema';
import { Shopper, signedInShopper, startShop, type TestShop } from './support/app';

// A fixed clock: Wednesday 15 January 2031, 09:00 in Singapore (appointments depend on the weekday and hour).
const now = new Date('2031-01-15T01:00:00Z');
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ clock: () => now });
});
afterAll(() => shop.close());

// Thursday 16 January 2031.
const tomorrow = () => '2031-01-16';
const appointment = () => ({
  firstName: 'Priya',
  lastName: 'Nair',
  email: 'priya@example.com',
  phoneNumber: '+6591234567',
  country: 'Singapore',
  date: tomorrow(),
  time: '14:30',
  meetingType: 'in-person',
  preferredLocation: 'cafe2',
  purposeOfMeeting: 'inventory',
  additionalInformation: '',
});
const customOrder = {
  firstName: 'Jon',
  lastName: 'Ong',
  contactNumber: '+6598765432',
  email: 'jon@example.com',
  country: 'Singapore',
  howCanWeHelp: 'looking_for_gemstone_and_make_jewellery',
  purpose: 'engagement',
  additionalInformation: 'An oval sapphire of about 2 carats, set in platinum.',
};
const message = {
  firstName: 'Ana',
  lastName: '',
  contactNumber: '',
  email: 'ana@example.com',
  message: 'Do you resize rings bought elsewhere?',
};

it.each([
  ['/api/v1/form/appointment', appointment, 'Appointment booked successfully!', /Appointment/],
  [
    '/api/v1/form/custom-order',
    () => customOrder,
    'Custom order request submitted successfully!',
    /Custom order/,
  ],
  ['/api/v1/form/leave-message', () => message, 'Message sent successfully!', /Message/],
])('%s stores the enquiry and mails the shop', async (path, body, success, subject) => {
  const before = (await shop.db.select().from(enquiries)).length;
  const res = await new Shopper(shop.app).post(path, body());
  expect(res.statusCode).toBe(200);
  expect(res.data).toEqual({ success: true, message: success });
  expect((await shop.db.select().from(enquiries)).length).toBe(before + 1);
  const email = String(body().email);
  const mail = await shop.mail.find(
    (m) => m.to.includes('inbox@gemstore.test') && m.text.includes(email),
    `to the inbox about ${email}`,
  );
  expect(mail.subject).toMatch(subject);
});

it('writes option values in words in the shop’s mail, and links a signed-in customer', async () => {
  const { shopper, userId } = await signedInShopper(shop);
  // Another hour than the first test's booking at the same café, which would find it taken.
  await shopper.post('/api/v1/form/appointment', {
    ...appointment(),
    time: '16:00',
    email: 'linked@example.com',
  });
  const mail = await shop.mail.find(
    (m) => m.to.includes('inbox@gemstore.test') && m.text.includes('linked@example.com'),
    'to the inbox about linked@example.com',
  );
  expect(mail.subject).toBe('New enquiry: Appointment');
  expect(mail.text).toContain('Purpose of Meeting: Peruse inventory');
  const rows = await shop.db.select().from(enquiries);
  expect(rows.find((r) => r.email === 'linked@example.com')?.userId).toBe(userId);
});

it.each([
  ['/api/v1/form/appointment', { ...appointment(), firstName: '' }, 'Please fill in the First Name'],
  [
    '/api/v1/form/appointment',
    { ...appointment(), firstName: 'A' },
    'First Name must be between 2 and 20 characters',
  ],
  ['/api/v1/form/appointment', { ...appointment(), email: 'nope' }, 'Invalid email address'],
  ['/api/v1/form/appointment', { ...appointment(), phoneNumber: '+651' }, 'Invalid phone number'],
  ['/api/v1/form/appointment', { ...appointment(), date: '' }, 'Please select a date'],
  ['/api/v1/form/appointment', { ...appointment(), time: '' }, 'Please select a time'],
  [
    '/api/v1/form/appointment',
    { ...appointment(), meetingType: 'phone' },
    'Please select a valid meeting type',
  ],
  ['/api/v1/form/appointment', { ...appointment(), purposeOfMeeting: 'x' }, 'Please select a valid purpose'],
  [
    '/api/v1/form/appointment',
    { ...appointment(), preferredLocation: 'cafe9' },
    'Please select a valid location',
  ],
  [
    '/api/v1/form/appointment',
    { ...appointment(), additionalInformation: 'x'.repeat(201) },
    'Additional information must be less than 200 characters',
  ],
  ['/api/v1/form/custom-order', { ...customOrder, purpose: '' }, 'Please select a purpose'],
  [
    '/api/v1/form/custom-order',
    { ...customOrder, additionalInformation: 'too short' },
    'Additional information must be between 10 and 500 characters',
  ],
  [
    '/api/v1/form/leave-message',
    { ...message, message: 'hi' },
    'Your message must be between 10 and 500 characters',
  ],
  [
    '/api/v1/form/leave-message',
    { ...message, message: 'x'.repeat(501) },
    'Your message must be between 10 and 500 characters',
  ],
])('§enquiry.shared-rules: %s refuses %j with its message, stores nothing', async (path, body, expected) => {
  const before = (await shop.db.select().from(enquiries)).length;
  const res = await new Shopper(shop.app).post(path, body);
  expect(res.statusCode).toBe(400);
  expect(res.data).toMatchObject({ success: false, message: expected });
  expect((await shop.db.select().from(enquiries)).length).toBe(before);
});

it('limits enquiries from one network with a clear message', async () => {
  const limited = await startShop({ limits: { enquiry: { max: 2, windowSeconds: 3600 } } });
  try {
    const s = new Shopper(limited.app, '192.0.2.200');
    expect((await s.post('/api/v1/form/leave-message', message)).statusCode).toBe(200);
    expect((await s.post('/api/v1/form/leave-message', message)).statusCode).toBe(200);
    const third = await s.post('/api/v1/form/leave-message', message);
    expect(third.statusCode).toBe(429);
    expect(String(third.data.message)).toMatch(/^Too many enquiries/);
    expect(third.headers['retry-after']).toBeDefined();
    expect(
      (await new Shopper(limited.app, '192.0.2.201').post('/api/v1/form/leave-message', message)).statusCode,
    ).toBe(200);
  } finally {
    await limited.close();
  }
});

it('takes 10 enquiries an hour from one address by default, and refuses the 11th', async () => {
  const s = new Shopper(shop.app, '192.0.2.202');
  for (let i = 1; i <= 10; i++)
    expect((await s.post('/api/v1/form/leave-message', message)).statusCode).toBe(200);
  const eleventh = await s.post('/api/v1/form/leave-message', message);
  expect(eleventh.statusCode).toBe(429);
  expect(String(eleventh.data.message)).toMatch(/^Too many enquiries from your network\./);
});

it('limits enquiries per address to ENQUIRIES_PER_HOUR', async () => {
  const limited = await startShop({ env: { ENQUIRIES_PER_HOUR: '3' } });
  try {
    const s = new Shopper(limited.app, '192.0.2.203');
    for (let i = 1; i <= 3; i++)
      expect((await s.post('/api/v1/form/leave-message', message)).statusCode).toBe(200);
    expect((await s.post('/api/v1/form/leave-message', message)).statusCode).toBe(429);
  } finally {
    await limited.close();
  }
});

it('refuses an ENQUIRIES_PER_HOUR that is not a whole number of at least 1', () => {
  expect(() => loadConfig({ ENQUIRIES_PER_HOUR: '0' })).toThrow(/ENQUIRIES_PER_HOUR/);
  expect(() => loadConfig({ ENQUIRIES_PER_HOUR: '1.5' })).toThrow(/ENQUIRIES_PER_HOUR/);
  expect(loadConfig({ ENQUIRIES_PER_HOUR: '1' }).ENQUIRIES_PER_HOUR).toBe(1);
});

/** The shop's copy of the enquiry from `email`: its reply goes to them (mails of one enquiry arrive in any order). */
const shopCopyOf = (email: string) =>
  shop.mail.find(
    (m) => m.to.includes('inbox@gemstore.test') && m.replyTo === email,
    `to the inbox replying to ${email}`,
  );

describe('the acknowledgement to the shopper', () => {
  it.each([
    [
      '/api/v1/form/appointment',
      () => ({ ...appointment(), time: '11:00', email: 'ack.appointment@example.com' }),
      'Your Gemstore appointment on Thursday 16 January 2031 at 11:00',
      [
        'Date: Thursday 16 January 2031',
        'Time: 11:00 to 12:00 (Singapore time)',
        'Meeting Type: In person',
        'Preferred Location: Gemstore Duxton Café, 72 Duxton Road, Singapore 089531',
        'Purpose of Meeting: Peruse inventory',
        'Phone Number: +6591234567',
      ],
      ['in-person', 'cafe2', 'inventory'],
    ],
    [
      '/api/v1/form/custom-order',
      () => ({ ...customOrder, email: 'ack.custom@example.com' }),
      'We have received your Gemstore custom order request',
      [
        'How can we help?: I am looking for a gemstone and to make jewellery with it',
        'Purpose: Engagement',
        'Additional Information: An oval sapphire of about 2 carats, set in platinum.',
        'A custom piece usually takes 4 to 8 weeks once the design is agreed.',
      ],
      ['looking_for_gemstone', 'engagement'],
    ],
    [
      '/api/v1/form/leave-message',
      () => ({ ...message, email: 'ack.message@example.com' }),
      'We have received your message to Gemstore',
      ['How may we help you?: Do you resize rings bought elsewhere?', 'Last Name: —'],
      [],
    ],
  ])(
    '%s: a shopper signed in with the address is told it arrived and what they sent, in words',
    async (path, body, subject, lines, codes) => {
      const sent = body();
      // Signed in with the address: it is verified as theirs, so what they typed may be repeated to it (ADR 038).
      const { shopper } = await signedInShopper(shop, { email: sent.email, ip: '192.0.2.210' });
      expect((await shopper.post(path, sent)).statusCode).toBe(200);
      const mail = await shop.mail.latest(sent.email, /appointment|received/);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toMatch(new RegExp(`^Hello ${sent.firstName},`));
      for (const line of lines) expect(mail.text).toContain(line);
      // Option codes never reach the shopper; the text says them in words.
      for (const code of codes) expect(mail.text).not.toMatch(new RegExp(`: ${code}$`, 'm'));
      expect(mail.html).toContain('What you sent us');
      // The shop's copy: a reply reaches the shopper.
      const shopCopy = await shopCopyOf(sent.email);
      expect(shopCopy.text).toContain(lines[0]);
    },
  );
});

describe('every field is escaped in every e-mail', () => {
  const script = '<script>alert("x")</script> & more';
  it.each([
    [
      '/api/v1/form/appointment',
      () => ({
        ...appointment(),
        time: '12:00',
        firstName: '<b>Mei</b>',
        email: 'xss.appointment@example.com',
        purposeOfMeeting: 'other',
        additionalInformation: script,
      }),
    ],
    [
      '/api/v1/form/custom-order',
      () => ({
        ...customOrder,
        firstName: '<b>Mei</b>',
        email: 'xss.custom@example.com',
        additionalInformation: script,
      }),
    ],
    [
      '/api/v1/form/leave-message',
      () => ({ ...message, firstName: '<b>Mei</b>', email: 'xss.message@example.com', message: script }),
    ],
  ])(
    '%s: a <script> arrives as text in the HTML of the shop’s mail and the acknowledgement',
    async (path, body) => {
      const sent = body();
      // Signed in with the address, so the acknowledgement repeats what was sent (ADR 038).
      const { shopper } = await signedInShopper(shop, { email: sent.email, ip: '192.0.2.211' });
      expect((await shopper.post(path, sent)).statusCode).toBe(200);
      const ack = await shop.mail.latest(sent.email, /appointment|received/);
      const shopCopy = await shopCopyOf(sent.email);
      const [enquiry] = await shop.db.select().from(enquiries).where(eq(enquiries.email, sent.email));
      const stored = await shop.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.enquiryId, enquiry?.id ?? ''));
      expect(stored.map((m) => m.toAddress).sort()).toEqual(['inbox@gemstore.test', sent.email].sort());
      for (const mail of [ack, shopCopy]) {
        expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
        expect(mail.html).not.toContain('<script');
        expect(mail.html).toContain('&lt;b&gt;Mei&lt;/b&gt;');
        expect(mail.html).not.toContain('<b>Mei</b>');
        expect(mail.text).toContain(script);
      }
    },
  );
});
