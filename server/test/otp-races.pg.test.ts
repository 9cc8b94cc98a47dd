/**
 * E-mailed codes under parallel guesses, on Postgres only (PGlite has one connection and would serialise them):
 * a code takes at most 5 wrong tries however many arrive at once.
 */
import { eq } from 'drizzle-orm';
import { otpCodes } from '../src/db/schema';
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
