/**
 * E-mailed codes under parallel guesses, on Postgres only (PGlite has one connection and would serialise them):
 * a code takes at most 5 wrong tries however many arrive at once, and a mailbox's 10 codes a day stay 10 however
 * many registrations of its spellings arrive at once (ADR 049).
 */
import { eq, like } from 'drizzle-orm';
import { otpCodes, rateLimits, users } from '../src/db/schema';
import { createMailer } from '../src/mail/mailer';
import { issueRegistrationCode } from '../src/modules/users/otp';
import { codeIn } from './support/mail-capture';
import { Shopper, startShop, strongPassword, type TestShop } from './support/app';

let shop: TestShop;
beforeAll(async () => {
  // The per-address and per-account check limits would answer 429 before the race is run; this test is about the
  // per-code count.
  shop = await startShop({
    limits: {
      otp: { max: 1000, windowSeconds: 900 },
      otpAccount: { max: 1000, windowSeconds: 900 },
    },
  });
});
afterAll(() => shop.close());

it('20 parallel wrong guesses count at most 5 tries, and the right code is then refused as locked', async () => {
  const s = new Shopper(shop.app, '192.0.2.200');
  const reg = await s.post('/api/v1/user/register', {
    firstName: 'Para',
    lastName: 'Llel',
    email: 'parallel-guesses@example.com',
    password: strongPassword,
  });
  const userId = String(reg.data.userId);
  const code = codeIn(await shop.mail.latest('parallel-guesses@example.com', /verification code/));
  const wrong = code === '000000' ? '111111' : '000000';

  const guesses = await Promise.all(
    Array.from({ length: 20 }, () =>
      new Shopper(shop.app, '192.0.2.201').post('/api/v1/user/verify-otp', { otp: wrong, userId }),
    ),
  );
  expect(guesses.every((r) => r.statusCode === 400)).toBe(true);
  const counted = guesses.filter(
    (r) => r.data.message === 'Invalid verification code. Please check the code and try again.',
  );
  expect(counted.length).toBeLessThanOrEqual(5);
  const [row] = await shop.db.select().from(otpCodes).where(eq(otpCodes.userId, userId));
  expect(row?.attempts).toBeLessThanOrEqual(5);

  const right = await s.post('/api/v1/user/verify-otp', { otp: code, userId });
  expect(right.statusCode).toBe(400);
  expect(right.data.message).toBe('Too many wrong attempts. Please request a new code.');
  expect(s.cookies.has('gs_sid')).toBe(false);
});

it('6 parallel registrations of one new address: one account, 3 registrations waiting, the others refused', async () => {
  const email = 'parallel-sign-ups@example.com';
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      new Shopper(shop.app, `192.0.2.${210 + i}`).post('/api/v1/user/register', {
        firstName: `Racer${i}`,
        lastName: 'Parallel',
        email,
        password: strongPassword,
      }),
    ),
  );
  expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
  expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(3);
  expect(new Set(answers.filter((r) => r.statusCode === 200).map((r) => r.data.userId)).size).toBe(1);
  const rows = await shop.db.select().from(users).where(eq(users.email, email));
  expect(rows).toHaveLength(1);
  const codes = await shop.db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.userId, rows[0]?.id ?? ''));
  expect(codes).toHaveLength(3);
});

it('10 registrations of one unverified account at the same instant: exactly 3 wait for their code', async () => {
  const [user] = await shop.db
    .insert(users)
    .values({ firstName: 'Same', lastName: 'Instant', email: 'same-instant@example.com', passwordHash: 'x' })
    .returning();
  if (!user) throw new Error('no user');
  // Straight to the code step (the route hashes the password first, which spreads real requests out in time).
  const mailer = createMailer(shop.config.SMTP_URL, shop.config.MAIL_FROM);
  const delivery = { mailer, log: (error: unknown) => console.error(error) };
  const outcomes = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      issueRegistrationCode(shop.db, delivery, user, {
        firstName: `Racer${i}`,
        lastName: 'Instant',
        passwordHash: 'hash',
      }),
    ),
  );
  expect(outcomes.filter((o) => !o.refused)).toHaveLength(3);
  const codes = await shop.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
  expect(codes).toHaveLength(3);
  mailer.close();
});

it('at 9 codes to a mailbox, 8 registrations of its +tags at the same instant: exactly 1 is mailed (ADR 049)', async () => {
  const mailbox = 'tagged-racer@example.com';
  // The mailbox has had 9 codes today (the counter as the shop keeps it).
  await shop.db
    .insert(rateLimits)
    .values({ key: `mail:codes:${mailbox}`, windowStart: new Date(), count: 9 });
  const cap = { mailbox, key: `mail:codes:${mailbox}`, limit: { max: 10, windowSeconds: 24 * 60 * 60 } };
  // Straight to the code step, as above: the route's password hashing would spread the requests out in time.
  const mailer = createMailer(shop.config.SMTP_URL, shop.config.MAIL_FROM);
  const delivery = { mailer, log: (error: unknown) => console.error(error) };
  const outcomes = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      issueRegistrationCode(
        shop.db,
        delivery,
        { email: `tagged-racer+${i}@example.com` },
        { firstName: `Racer${i}`, lastName: 'Tagged', passwordHash: 'hash' },
        cap,
      ),
    ),
  );
  expect(outcomes.filter((o) => !o.refused)).toHaveLength(1);
  expect(outcomes.filter((o) => o.refused === 'capped')).toHaveLength(7);
  // One account for the one registration that went through; the refused ones made none.
  expect(await shop.db.select().from(users).where(like(users.email, 'tagged-racer+%'))).toHaveLength(1);
  await shop.mail.find((m) => m.to.startsWith('tagged-racer+'), 'the one code');
  expect(shop.mail.messages.filter((m) => m.to.startsWith('tagged-racer+'))).toHaveLength(1);
  const [counter] = await shop.db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, `mail:codes:${mailbox}`));
  expect(counter?.count).toBe(10);
  mailer.close();
});
