/**
 * Enquiry forms: SPEC §5 rules and §8 messages, stored, and e-mailed to the shop's inbox. Guests may use them.
 */
import { loadConfig } from '../src/config';
import { enquiries } from '../src/db/schema';
import { Shopper, signedInShopper, startShop, type TestShop } from './support/app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const tomorrow = () => new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
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
  const mail = await shop.mail.latest('inbox@gemstore.test', subject);
  expect(mail.text).toContain(String(body().email));
});

it('writes option values in words in the shop’s mail, and links a signed-in customer', async () => {
  const { shopper, userId } = await signedInShopper(shop);
  await shopper.post('/api/v1/form/appointment', { ...appointment(), email: 'linked@example.com' });
  const mail = await shop.mail.latest('inbox@gemstore.test', /Appointment/);
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
])('%s refuses %j with SPEC’s message and stores nothing', async (path, body, expected) => {
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
