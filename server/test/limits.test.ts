/**
 * Issue 23: every constant and limit of `docs/product` the server holds, tested at the limit and one step
 * past it, so moving the value either way (or turning `>` into `>=`) fails here. The numbers are written out
 * as the rules (§price.guest-limit, §shipping.flat-fee-abroad) and the accounts design (10-minute codes, 5
 * tries, 60-second resend, 30-day trusted devices) state them; none is imported from the code under test.
 *
 * Time limits are reached by moving stored times back (a code's or a trusted device's), as the other suites do, with
 * jest's fake Date holding still meanwhile (timers, ticks and microtasks stay real, so the database, the mail capture
 * and argon2 run as usual): the checks compare stored times with the app's Date, so a request is exactly 1 ms before
 * or at a limit. Rate limits: the counter and its window's start are stored too, so a test sets them to the limit
 * less one, or its window's age to its length (less a second, as the database's clock runs on), and sends the rest
 * through the real route.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { checkoutSessions, otpCodes, trustedDevices } from '../src/db/schema';
import { fixDateAt } from './support/fixed-date';
import { codeIn } from './support/mail-capture';
import {
  insertProduct,
  saveAddress,
  Shopper,
  signedInShopper,
  startShop,
  strongPassword,
  type Response,
  type TestShop,
} from './support/app';

// A fixed app clock for the appointment form (Wednesday 15 January 2031, 09:00 in Singapore); everything else here
// reads Date, real or faked per test.
const appNow = new Date('2031-01-15T01:00:00Z');
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ clock: () => appNow });
});
afterAll(() => shop.close());
afterEach(() => {
  jest.useRealTimers();
});

/**
 * Fakes Date only (timers stay real), fixed at the current second; answers that time. Time then stands still, so a
 * stored time moved back by exactly a limit, or by a limit less 1 ms, is read at exactly that distance. Time is never
 * moved forward: PGlite's Postgres reads the same Date, and a jump would leave its own timers far in the future.
 */
function fixDate(): number {
  const now = Math.floor(Date.now() / 1000) * 1000;
  fixDateAt(now);
  return now;
}

let n = 0;
/** Each caller its own address, so the per-address rate limits of one case never touch another's. */
const freshShopper = () => {
  n += 1;
  return new Shopper(shop.app, `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`);
};
const freshEmail = (what: string) => {
  n += 1;
  return `limits-${what}-${n}@example.com`;
};

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

/** A new unverified account, its registration code e-mailed. */
async function registered(what: string) {
  const shopper = freshShopper();
  const email = freshEmail(what);
  const res = await shopper.post('/api/v1/user/register', {
    firstName: 'Lima',
    lastName: 'Tester',
    email,
    password: strongPassword,
  });
  expect(res.statusCode).toBe(200);
  const code = codeIn(await shop.mail.latest(email, /verification code/));
  return { shopper, email, res, userId: String(res.data.userId), code };
}

const verify = (shopper: Shopper, userId: string, otp: string, trustDevice = false) =>
  shopper.post('/api/v1/user/verify-otp', { otp, userId, trustDevice });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

const INVALID = 'Invalid verification code. Please check the code and try again.';
const LOCKED = 'Too many wrong attempts. Please request a new code.';
const EXPIRED = 'This code has expired. Please request a new one.';

/** As if the account's codes had been sent `ms` earlier. */
async function codesSentAgo(userId: string, ms: number) {
  const rows = await shop.db.select().from(otpCodes).where(eq(otpCodes.userId, userId));
  for (const row of rows) {
    await shop.db
      .update(otpCodes)
      .set({
        createdAt: new Date(row.createdAt.getTime() - ms),
        expiresAt: new Date(row.expiresAt.getTime() - ms),
      })
      .where(eq(otpCodes.id, row.id));
  }
}

describe('guest price visibility: up to $5000 (§price.guest-limit)', () => {
  it('a guest sees a price of exactly $5000 but not $5000.01; a customer sees both', async () => {
    const atLimit = await insertProduct(shop.db, { priceCents: 5000 * 100 });
    // A cent is the finest step of a price (priceCents is a whole number).
    const pastLimit = await insertProduct(shop.db, { priceCents: 5000 * 100 + 1 });
    const guest = freshShopper();
    const { shopper: customer } = await signedInShopper(shop);
    const details = (who: Shopper, id: number) =>
      who.get(`/api/v1/products/getProductDetails/${id}`).then((r) => r.data.product);

    expect(await details(guest, atLimit.id)).toMatchObject({ price: 5000, priceHidden: null });
    expect(await details(guest, pastLimit.id)).toMatchObject({ price: null, priceHidden: 'login' });
    expect(await details(customer, atLimit.id)).toMatchObject({ price: 5000, priceHidden: null });
    expect(await details(customer, pastLimit.id)).toMatchObject({ price: 5000.01, priceHidden: null });

    // The listing hides the same way.
    const listed = async (who: Shopper) => {
      const res = await who.post('/api/v1/products?section=gemstones&category=Ruby&limit=100', {
        price: [4000, 6000],
      });
      expect(res.statusCode).toBe(200);
      return res.data.product as { id: number; price: number | null }[];
    };
    expect((await listed(guest)).filter((p) => p.id === atLimit.id || p.id === pastLimit.id)).toEqual([
      expect.objectContaining({ id: atLimit.id, price: 5000 }),
      expect.objectContaining({ id: pastLimit.id, price: null }),
    ]);
  });
});

describe('shipping: free to Singapore, else a flat $50, on a single-product checkout only (§shipping.flat-fee-abroad)', () => {
  const checkoutRow = async (url: unknown) =>
    (
      await shop.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.url, String(url)))
    )[0];
  /** What the payment page asks the shopper to pay. */
  const totalDue = async (url: unknown) => {
    const page = await shop.app.inject({ method: 'GET', url: new URL(String(url)).pathname });
    return /Total due<\/span><span>([^<]+)</.exec(page.body)?.[1];
  };

  it('a cart checkout abroad is charged no shipping: the total is the cart’s', async () => {
    const { shopper } = await signedInShopper(shop);
    await saveAddress(shopper, 'Malaysia');
    const stone = await insertProduct(shop.db, { priceCents: 123_400, countInStock: 3 });
    expect(
      (await shopper.post('/api/v1/cart/update-cart', { productId: stone.id, quantity: 2 })).statusCode,
    ).toBe(200);

    const summary = await shopper.post('/api/v1/cart/proceed-to-checkout', { page: 'cart' });
    expect(summary.data.summary).toMatchObject({ subtotal: 2468, shipping: 0, total: 2468 });
    const session = await shopper.post('/api/v1/stripe/create-checkout-session-cart');
    expect(session.statusCode).toBe(200);
    expect(await checkoutRow(session.data.url)).toMatchObject({
      kind: 'cart',
      subtotalCents: 246_800,
      shippingCents: 0,
      totalCents: 246_800,
    });
    expect(await totalDue(session.data.url)).toMatch(/\b2,468\.00$/);
  });

  it.each([
    ['Singapore', 0],
    ['Malaysia', 50],
    ['Japan', 50],
  ])('a single-product checkout to %s adds $%i', async (country, shipping) => {
    const { shopper } = await signedInShopper(shop);
    await saveAddress(shopper, country);
    const stone = await insertProduct(shop.db, { priceCents: 100_000, countInStock: 3 });
    const body = { productId: stone.id, quantity: 1 };

    const summary = await shopper.post('/api/v1/cart/proceed-to-checkout', { page: 'product', ...body });
    expect(summary.data.summary).toMatchObject({ subtotal: 1000, shipping, total: 1000 + shipping });
    const session = await shopper.post('/api/v1/stripe/create-checkout-session', body);
    expect(session.statusCode).toBe(200);
    expect(await checkoutRow(session.data.url)).toMatchObject({
      kind: 'product',
      subtotalCents: 100_000,
      shippingCents: shipping * 100,
      totalCents: 100_000 + shipping * 100,
    });
    expect(await totalDue(session.data.url)).toMatch(shipping ? /\b1,050\.00$/ : /\b1,000\.00$/);
  });
});

describe('e-mailed codes: 5 tries', () => {
  it('after 4 wrong codes the right one (the 5th try) still verifies', async () => {
    const { shopper, userId, code } = await registered('four-wrong');
    for (let i = 1; i <= 4; i++) {
      expect((await verify(shopper, userId, wrongFor(code))).data.message).toBe(INVALID);
    }
    const right = await verify(shopper, userId, code);
    expect(right.statusCode).toBe(200);
    expect(right.data).toMatchObject({ success: true, message: 'User verified successfully' });
    expect((await shopper.get('/api/v1/user/me')).data.user).toMatchObject({ verified: true });
  });

  it('the 5th wrong code is still only wrong; the 6th try is refused, even with the right code', async () => {
    const { shopper, userId, code } = await registered('five-wrong');
    for (let i = 1; i <= 5; i++) {
      const res = await verify(shopper, userId, wrongFor(code));
      expect(res.statusCode).toBe(400);
      expect(res.data.message).toBe(INVALID);
    }
    const sixth = await verify(shopper, userId, wrongFor(code));
    expect(sixth.statusCode).toBe(400);
    expect(sixth.data.message).toBe(LOCKED);
    const right = await verify(shopper, userId, code);
    expect(right.data).toMatchObject({ success: false, message: LOCKED });
    expect(shopper.cookies.has('gs_sid')).toBe(false);
  });
});

describe('e-mailed codes: valid 10 minutes, a new one at most once a minute', () => {
  it('a code is accepted 10 minutes − 1 ms after it was sent', async () => {
    fixDate();
    const { shopper, userId, code } = await registered('code-life-in');
    await codesSentAgo(userId, 10 * MINUTE - 1);
    const res = await verify(shopper, userId, code);
    expect(res.data).toMatchObject({ success: true, message: 'User verified successfully' });
  });

  it('and refused at 10 minutes', async () => {
    fixDate();
    const { shopper, userId, code } = await registered('code-life-out');
    await codesSentAgo(userId, 10 * MINUTE);
    const res = await verify(shopper, userId, code);
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe(EXPIRED);
  });

  it('resend is refused 59.999 s after a code was sent and sends a new code at 60 s', async () => {
    const t0 = fixDate();
    const { shopper, userId, email, res } = await registered('cooldown');
    expect(res.data.cooldownExpiry).toBe(t0 + 60 * 1000);
    const resend = () => shopper.post('/api/v1/user/resend-otp', { userId });

    await codesSentAgo(userId, 60 * 1000 - 1);
    const early = await resend();
    expect(early.statusCode).toBe(429);
    expect(early.data).toMatchObject({
      success: false,
      message: 'Please wait 1 seconds before requesting a new code.',
      cooldownExpiry: t0 + 1,
    });

    await codesSentAgo(userId, 1);
    const mailsBefore = shop.mail.messages.filter((m) => m.to.includes(email)).length;
    const onTime = await resend();
    expect(onTime.statusCode).toBe(200);
    expect(onTime.data).toMatchObject({
      success: true,
      message: 'A new code has been sent to your email.',
      cooldownExpiry: t0 + 60 * 1000,
    });
    // The code's mail is sent before the answer: it has arrived.
    expect(shop.mail.messages.filter((m) => m.to.includes(email))).toHaveLength(mailsBefore + 1);
  });
});

describe('trusted devices: 30 days', () => {
  /** Registers and verifies on a device it trusts, at a fixed Date; answers the signed-out shopper. */
  async function trustedDevice() {
    fixDate();
    const { shopper, userId, code, email } = await registered('trusted');
    const verified = await verify(shopper, userId, code, true);
    expect(verified.data.success).toBe(true);
    const cookie = verified.cookies.find((c) => c.name === 'gs_tdid');
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    await shopper.get('/api/v1/user/logout');
    return { shopper, email, userId };
  }
  /** As if the device had been trusted `ms` ago. */
  const trustedAgo = async (userId: string, ms: number) => {
    const rows = await shop.db.select().from(trustedDevices).where(eq(trustedDevices.userId, userId));
    for (const row of rows) {
      await shop.db
        .update(trustedDevices)
        .set({
          createdAt: new Date(row.createdAt.getTime() - ms),
          expiresAt: new Date(row.expiresAt.getTime() - ms),
        })
        .where(eq(trustedDevices.tokenHash, row.tokenHash));
    }
  };
  const login = (shopper: Shopper, email: string) =>
    shopper.post('/api/v1/user/login', { email, password: strongPassword });

  it('signs in without a code 30 days − 1 ms after the device was trusted', async () => {
    const { shopper, email, userId } = await trustedDevice();
    await trustedAgo(userId, 30 * DAY - 1);
    const res = await login(shopper, email);
    expect(res.data).toMatchObject({ success: true, message: 'User logged in successfully' });
  });

  it('asks for a code at 30 days', async () => {
    const { shopper, email, userId } = await trustedDevice();
    await trustedAgo(userId, 30 * DAY);
    const res = await login(shopper, email);
    expect(res.data).toMatchObject({
      success: false,
      message: `For your security, we have sent a verification code to ${email}.`,
    });
    expect(shopper.cookies.has('gs_sid')).toBe(false);
  });
});

describe('field lengths through the real routes (§register.validation, §reset.password-rules, §enquiry.shared-rules)', () => {
  const a = (length: number) => 'a'.repeat(length);
  /**
   * A password of `length` characters with every kind the reset page asks for, hard to guess from 9 characters on
   * (ADR 046: eight characters meet §register.validation's length, then the strength rule asks for more).
   */
  const password = (length: number) =>
    'Qz7#Tourmaline-Paraiba-Spinel-Garnet-Zircon-'.repeat(4).slice(0, length);
  const digits = (length: number) => '9'.repeat(length);

  const register = (body: Record<string, unknown>) =>
    freshShopper().post('/api/v1/user/register', {
      firstName: 'Lima',
      lastName: 'Tester',
      email: freshEmail('register'),
      password: strongPassword,
      ...body,
    });
  const login = (pw: string) =>
    freshShopper().post('/api/v1/user/login', { email: freshEmail('nobody'), password: pw });
  const reset = (pw: string) =>
    freshShopper().post(`/api/v1/user/password/reset/${'t'.repeat(43)}`, { password: pw });

  const message = (body: Record<string, unknown>) =>
    freshShopper().post('/api/v1/form/leave-message', {
      firstName: 'Ana',
      lastName: '',
      contactNumber: '',
      email: freshEmail('message'),
      message: 'Do you resize rings bought elsewhere?',
      ...body,
    });
  const customOrder = (body: Record<string, unknown>) =>
    freshShopper().post('/api/v1/form/custom-order', {
      firstName: 'Jon',
      lastName: 'Ong',
      contactNumber: '+6598765432',
      email: freshEmail('custom'),
      country: 'Singapore',
      howCanWeHelp: 'looking_for_gemstone',
      purpose: 'engagement',
      additionalInformation: 'An oval sapphire of about 2 carats.',
      ...body,
    });
  let slot = 0;
  const appointment = (body: Record<string, unknown>) => {
    // Each booking its own hour on Thursday 16 January 2031 (open 10:00 to 18:00), so none finds its slot taken.
    const time = `${10 + slot}:00`;
    slot += 1;
    return freshShopper().post('/api/v1/form/appointment', {
      firstName: 'Priya',
      lastName: 'Nair',
      email: freshEmail('appointment'),
      phoneNumber: '+6591234567',
      country: 'Singapore',
      date: '2031-01-16',
      time,
      meetingType: 'online',
      preferredLocation: '',
      purposeOfMeeting: 'other',
      additionalInformation: '',
      ...body,
    });
  };

  const registered200 = [200, 'Registration successful.'] as const;
  const firstName = 'First name must be between 3 and 20 characters';
  const lastName = 'Last name must be between 3 and 20 characters';
  const notSignedIn = [401, 'Invalid email or password'] as const;
  const badLink = [400, 'Invalid or expired reset link'] as const;
  const sent = [200, 'Message sent successfully!'] as const;
  const ordered = [200, 'Custom order request submitted successfully!'] as const;
  const booked = [200, 'Appointment booked successfully!'] as const;
  const phone = [400, 'Invalid phone number'] as const;
  const enquiryFirst = 'First Name must be between 2 and 20 characters';
  const enquiryLast = 'Last Name must be between 2 and 20 characters';

  const cases: [string, () => Promise<Response>, readonly [number, string]][] = [
    ['register first name of 3', () => register({ firstName: a(3) }), registered200],
    ['register first name of 2', () => register({ firstName: a(2) }), [400, firstName]],
    ['register first name of 20', () => register({ firstName: a(20) }), registered200],
    ['register first name of 21', () => register({ firstName: a(21) }), [400, firstName]],
    ['register last name of 3', () => register({ lastName: a(3) }), registered200],
    ['register last name of 2', () => register({ lastName: a(2) }), [400, lastName]],
    ['register last name of 20', () => register({ lastName: a(20) }), registered200],
    ['register last name of 21', () => register({ lastName: a(21) }), [400, lastName]],
    [
      'register password of 8 (long enough; then too easy to guess)',
      () => register({ password: password(8) }),
      [
        400,
        'This password is too easy to guess. Everyday words with a few numbers or symbols added are easy to guess. Add a word or two that people rarely use.',
      ],
    ],
    ['register password of 9', () => register({ password: password(9) }), registered200],
    [
      'register password of 7',
      () => register({ password: password(7) }),
      [400, 'Password must be at least 8 characters'],
    ],
    ['register password of 128', () => register({ password: password(128) }), registered200],
    [
      'register password of 129',
      () => register({ password: password(129) }),
      [400, 'Password must be at most 128 characters'],
    ],
    ['login password of 8', () => login(password(8)), notSignedIn],
    ['login password of 7', () => login(password(7)), [400, 'Password must be at least 8 characters']],
    ['login password of 128', () => login(password(128)), notSignedIn],
    ['login password of 129', () => login(password(129)), [400, 'Password must be at most 128 characters']],
    ['reset password of 8', () => reset(password(8)), badLink],
    ['reset password of 7', () => reset(password(7)), [400, 'Password must contain: at least 8 characters']],
    ['reset password of 128', () => reset(password(128)), badLink],
    [
      'reset password of 129',
      () => reset(password(129)),
      [400, 'Password must contain: at most 128 characters'],
    ],
    ['enquiry first name of 2', () => message({ firstName: a(2) }), sent],
    ['enquiry first name of 1', () => message({ firstName: a(1) }), [400, enquiryFirst]],
    ['enquiry first name of 20', () => message({ firstName: a(20) }), sent],
    ['enquiry first name of 21', () => message({ firstName: a(21) }), [400, enquiryFirst]],
    ['enquiry last name of 2', () => customOrder({ lastName: a(2) }), ordered],
    ['enquiry last name of 1', () => customOrder({ lastName: a(1) }), [400, enquiryLast]],
    ['enquiry last name of 20', () => customOrder({ lastName: a(20) }), ordered],
    ['enquiry last name of 21', () => customOrder({ lastName: a(21) }), [400, enquiryLast]],
    ['contact number of 8', () => message({ contactNumber: `+65${digits(5)}` }), sent],
    ['contact number of 7', () => message({ contactNumber: `+65${digits(4)}` }), phone],
    ['contact number of 15', () => customOrder({ contactNumber: `+65${digits(12)}` }), ordered],
    ['contact number of 16', () => customOrder({ contactNumber: `+65${digits(13)}` }), phone],
    ['phone number of 8', () => appointment({ phoneNumber: `+65${digits(5)}` }), booked],
    ['phone number of 7', () => appointment({ phoneNumber: `+65${digits(4)}` }), phone],
    ['phone number of 15', () => appointment({ phoneNumber: `+65${digits(12)}` }), booked],
    ['phone number of 16', () => appointment({ phoneNumber: `+65${digits(13)}` }), phone],
    ['booking information of 200', () => appointment({ additionalInformation: a(200) }), booked],
    [
      'booking information of 201',
      () => appointment({ additionalInformation: a(201) }),
      [400, 'Additional information must be less than 200 characters'],
    ],
    ['custom order information of 10', () => customOrder({ additionalInformation: a(10) }), ordered],
    [
      'custom order information of 9',
      () => customOrder({ additionalInformation: a(9) }),
      [400, 'Additional information must be between 10 and 500 characters'],
    ],
    ['custom order information of 500', () => customOrder({ additionalInformation: a(500) }), ordered],
    [
      'custom order information of 501',
      () => customOrder({ additionalInformation: a(501) }),
      [400, 'Additional information must be between 10 and 500 characters'],
    ],
    ['message of 10', () => message({ message: a(10) }), sent],
    [
      'message of 9',
      () => message({ message: a(9) }),
      [400, 'Your message must be between 10 and 500 characters'],
    ],
    ['message of 500', () => message({ message: a(500) }), sent],
    [
      'message of 501',
      () => message({ message: a(501) }),
      [400, 'Your message must be between 10 and 500 characters'],
    ],
  ];

  it.each(cases)('%s', async (_what, send, [status, text]) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(String(res.data.message)).toContain(text);
    else expect(res.data.message).toBe(text);
  });

  afterAll(() => shop.app.services.outbox.settled());
});

describe('quantities: 1 to the stock, at most 99 (§cart.quantity-bounds)', () => {
  let shopper: Shopper;
  beforeAll(async () => {
    ({ shopper } = await signedInShopper(shop));
  });
  const add = async (quantity: number, countInStock = 200) => {
    const stone = await insertProduct(shop.db, { countInStock });
    return shopper.post('/api/v1/cart/update-cart', { productId: stone.id, quantity });
  };

  it.each([
    [1, 200, 200, ''],
    [0, 200, 400, 'Quantity must be at least 1'],
    [99, 200, 200, ''],
    [100, 200, 400, 'Quantity must be at most 99'],
    [3, 3, 200, ''],
    [4, 3, 400, 'Only 3 products left'],
  ])('adding %i to the cart with %i in stock answers %i', async (quantity, stock, status, text) => {
    const res = await add(quantity, stock);
    expect(res.statusCode).toBe(status);
    if (text) expect(res.data.message).toBe(text);
  });

  it('a single-product checkout takes a quantity of 99 and refuses 100', async () => {
    const stone = await insertProduct(shop.db, { countInStock: 200 });
    const ok = await shopper.post('/api/v1/cart/proceed-to-checkout', {
      page: 'product',
      productId: stone.id,
      quantity: 99,
    });
    // 99 passes the quantity rule; the checkout's own cap (20 pieces) then answers.
    expect(ok.statusCode).toBe(400);
    expect(ok.data.message).toBe(
      'A checkout can hold at most 20 pieces in all. Please lower some quantities and try again.',
    );
    const refused = await shopper.post('/api/v1/cart/proceed-to-checkout', {
      page: 'product',
      productId: stone.id,
      quantity: 100,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.data.message).toBe('Quantity must be at most 99');
  });
});

describe('rate limits: the default limit, one past it, and the end of the window', () => {
  /** The counter on `key` as if `count` hits had come, the window having started `secondsAgo` ago. */
  const setCounter = (key: string, count: number, secondsAgo = 0) =>
    shop.db.execute(sql`
      INSERT INTO rate_limits (key, window_start, count)
      VALUES (${key}, now() - make_interval(secs => ${secondsAgo}), ${count})
      ON CONFLICT (key) DO UPDATE SET window_start = excluded.window_start, count = excluded.count`);

  type Limited = {
    /** The counter the request counts on. */
    key: string;
    /** Sends one request, as the shopper the key belongs to. */
    send: () => Promise<Response>;
    /** The status of a request the limit lets through. */
    allowed: number;
  };
  const signedIn = async () => {
    const { shopper, userId } = await signedInShopper(shop, { ip: freshShopper().ip });
    return { shopper, userId };
  };

  const cases: [string, number, number, string, () => Promise<Limited>][] = [
    [
      'sign-ups per address',
      10,
      60 * 60,
      'Too many sign-up attempts. Please try again in 60 minutes.',
      async () => {
        const s = freshShopper();
        const send = () =>
          s.post('/api/v1/user/register', {
            firstName: 'Rate',
            lastName: 'Limit',
            email: freshEmail('signup'),
            password: strongPassword,
          });
        return { key: `register:ip:${s.ip}`, send, allowed: 200 };
      },
    ],
    [
      'logins per address',
      30,
      15 * 60,
      'Too many login attempts. Please try again in 15 minutes.',
      async () => {
        const s = freshShopper();
        const send = () =>
          s.post('/api/v1/user/login', { email: freshEmail('login'), password: 'Guess#1234' });
        return { key: `login:ip:${s.ip}`, send, allowed: 401 };
      },
    ],
    [
      'logins per address at one account',
      10,
      15 * 60,
      'Too many login attempts for this account. Please try again in 15 minutes.',
      async () => {
        const s = freshShopper();
        const email = freshEmail('one-account');
        const send = () => s.post('/api/v1/user/login', { email, password: 'Guess#1234' });
        return { key: `login:ip-account:${s.ip}:${email}`, send, allowed: 401 };
      },
    ],
    [
      'code checks per address',
      30,
      15 * 60,
      'Too many verification attempts. Please try again in 15 minutes.',
      async () => {
        const s = freshShopper();
        // A new id each time, so the account's own limit stays out of the way; an unknown id answers 400.
        const send = () => s.post('/api/v1/user/verify-otp', { otp: '123456', userId: randomUUID() });
        return { key: `otp:ip:${s.ip}`, send, allowed: 400 };
      },
    ],
    [
      'code checks per account',
      15,
      15 * 60,
      'Too many verification attempts for this account. Please try again in 15 minutes.',
      async () => {
        const userId = randomUUID();
        const send = () => freshShopper().post('/api/v1/user/verify-otp', { otp: '123456', userId });
        return { key: `otp:account:${userId}`, send, allowed: 400 };
      },
    ],
    [
      'password-reset requests per address',
      10,
      60 * 60,
      'Too many password reset requests. Please try again in 60 minutes.',
      async () => {
        const s = freshShopper();
        const send = () => s.post('/api/v1/user/password/forgot', { email: freshEmail('forgot-ip') });
        return { key: `forgot:ip:${s.ip}`, send, allowed: 200 };
      },
    ],
    [
      'password-reset requests per address for one e-mail',
      5,
      60 * 60,
      'Too many password reset requests. Please try again in 60 minutes.',
      async () => {
        const s = freshShopper();
        const email = freshEmail('forgot-account');
        const send = () => s.post('/api/v1/user/password/forgot', { email });
        return { key: `forgot:ip-account:${s.ip}:${email}`, send, allowed: 200 };
      },
    ],
    [
      'enquiries per address',
      10,
      60 * 60,
      'Too many enquiries from your network. Please try again in 60 minutes.',
      async () => {
        const s = freshShopper();
        const send = () =>
          s.post('/api/v1/form/leave-message', {
            firstName: 'Ana',
            email: freshEmail('enquiry'),
            message: 'Do you resize rings bought elsewhere?',
          });
        return { key: `enquiry:ip:${s.ip}`, send, allowed: 200 };
      },
    ],
    [
      'checkouts per address',
      30,
      10 * 60,
      'Too many checkouts from your network. Please try again in 10 minutes.',
      async () => {
        // No address saved: a start is counted, then refused with 400.
        const { shopper } = await signedIn();
        const send = () => shopper.post('/api/v1/stripe/create-checkout-session-cart');
        return { key: `checkout:ip:${shopper.ip}`, send, allowed: 400 };
      },
    ],
    [
      'checkouts per shopper',
      10,
      10 * 60,
      'Too many checkouts. Please try again in 10 minutes.',
      async () => {
        const { shopper, userId } = await signedIn();
        const send = () => shopper.post('/api/v1/stripe/create-checkout-session-cart');
        return { key: `checkout:account:${userId}`, send, allowed: 400 };
      },
    ],
  ];

  it.each(cases)('%s: %i in %i s', async (_what, max, windowSeconds, message, setUp) => {
    const { key, send, allowed } = await setUp();
    await setCounter(key, max - 1);
    expect((await send()).statusCode).toBe(allowed);
    const past = await send();
    expect(past.statusCode).toBe(429);
    expect(past.data.message).toBe(message);
    // A second before the window ends it still refuses; once it has ended the count starts again.
    await setCounter(key, max, windowSeconds - 1);
    expect((await send()).statusCode).toBe(429);
    await setCounter(key, max, windowSeconds);
    expect((await send()).statusCode).toBe(allowed);
  });

  describe('failed passwords at an account, from anywhere: 10 a day', () => {
    /** A shopper signed out on a device they trust. */
    const trustedOwner = async () => {
      const { shopper, email } = await signedInShopper(shop, { ip: freshShopper().ip, trustDevice: true });
      await shopper.get('/api/v1/user/logout');
      return { shopper, email, key: `login:failures:${email}` };
    };
    const login = (shopper: Shopper, email: string) =>
      shopper.post('/api/v1/user/login', { email, password: strongPassword });

    it('at 10 the trusted device still signs in with the password alone; at 11 it needs the e-mailed code', async () => {
      const { shopper, email, key } = await trustedOwner();
      await setCounter(key, 10);
      expect((await login(shopper, email)).data).toMatchObject({ success: true });
      await shopper.get('/api/v1/user/logout');
      await setCounter(key, 11);
      expect((await login(shopper, email)).data).toMatchObject({
        success: false,
        message: `For your security, we have sent a verification code to ${email}.`,
      });
    });

    it('11 failures count until 24 hours have passed', async () => {
      const { shopper, email, key } = await trustedOwner();
      await setCounter(key, 11, 24 * 60 * 60 - 1);
      expect((await login(shopper, email)).data).toMatchObject({ success: false });
      await setCounter(key, 11, 24 * 60 * 60);
      expect((await login(shopper, email)).data).toMatchObject({ success: true });
    });
  });

  it('a resend for an id that is no account is held back 60 s like a real one', async () => {
    const s = freshShopper();
    const userId = randomUUID();
    const resend = () => s.post('/api/v1/user/resend-otp', { userId });
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(429);
    await setCounter(`resend:unknown:${userId}`, 1, 60 - 1);
    expect((await resend()).statusCode).toBe(429);
    await setCounter(`resend:unknown:${userId}`, 1, 60);
    expect((await resend()).statusCode).toBe(200);
  });
});
