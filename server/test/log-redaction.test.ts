/**
 * The error log never holds a password hash, a session token, a one-time code or a reset token (issue 22, item 5;
 * ADR 032). Requests are made to fail for real: a check constraint added to the test database refuses the rows of
 * shoppers named "Failing…", so drizzle's "Failed query … params: …" error, with the argon2 hash and token hashes
 * among its params, reaches the error handler and the log, which is captured and searched for every secret.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { sha256 } from '../src/lib/crypto';
import { withoutSecrets } from '../src/lib/log-redaction';
import { Shopper, signedInShopper, startShop, strongPassword, type TestShop } from './support/app';
import { codeIn } from './support/mail-capture';

const lines: string[] = [];
const logged = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});
const log = () => lines.join('');

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ logTo: logged });
});
afterAll(() => shop.close());

/** From now on rows of shoppers named "Failing…" are refused (NOT VALID: rows already there stay, until updated). */
async function refuseFailingShoppers() {
  await shop.db.execute(
    sql.raw(
      `ALTER TABLE users ADD CONSTRAINT test_refuses_failing CHECK (first_name NOT LIKE 'Failing%') NOT VALID`,
    ),
  );
  await shop.db.execute(
    sql.raw(
      `ALTER TABLE otp_codes ADD CONSTRAINT test_refuses_failing CHECK (first_name IS NULL OR first_name NOT LIKE 'Failing%') NOT VALID`,
    ),
  );
}

function expectNoneLogged(secrets: string[]) {
  const text = log();
  expect(text).toContain('request failed');
  expect(text).not.toMatch(/\$argon2/);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

it('keeps secrets of failed requests out of the log', async () => {
  // Shoppers who exist before the database starts refusing them.
  const session = await signedInShopper(shop, { firstName: 'Failing Session' });
  const sessionToken = session.shopper.cookies.get('gs_sid') ?? '';
  const deviceToken = session.shopper.cookies.get('gs_tdid') ?? '';
  expect(sessionToken).not.toBe('');
  const forgetful = await signedInShopper(shop, { firstName: 'Failing Reset' });
  const guest = new Shopper(shop.app, '192.0.2.50');
  expect((await guest.post('/api/v1/user/password/forgot', { email: forgetful.email })).statusCode).toBe(200);
  const resetMail = await shop.mail.latest(forgetful.email, /Reset/);
  const resetToken = /\/reset-password\/([\w-]+)/.exec(resetMail.text)?.[1] ?? '';
  expect(resetToken).not.toBe('');

  const newcomer = new Shopper(shop.app, '192.0.2.51');
  const codeFor = `waiting.${Date.now()}@example.com`;
  const waiting = await newcomer.post('/api/v1/user/register', {
    firstName: 'Failing Code',
    lastName: 'Tan',
    email: codeFor,
    password: strongPassword,
  });
  expect(waiting.statusCode).toBe(200);
  const code = codeIn(await shop.mail.latest(codeFor, /verification code/));

  await refuseFailingShoppers();
  lines.length = 0;

  // A new account: its insert carries the argon2 hash of the password and the hash of the mailed code.
  const registered = await new Shopper(shop.app, '192.0.2.52').post('/api/v1/user/register', {
    firstName: 'Failing New',
    lastName: 'Tan',
    email: `failing.${Date.now()}@example.com`,
    password: strongPassword,
  });
  expect(registered.statusCode).toBe(500);
  // A signed-in shopper's change, sent with their session and device cookies.
  expect((await session.shopper.put('/api/v1/user/update-user', { lastName: 'Lee' })).statusCode).toBe(500);
  // A reset: the token is in the URL of the request (logged) and its hash and the new password's hash in the query.
  expect((await guest.get(`/api/v1/user/password/reset/${resetToken}`)).statusCode).toBe(200);
  const reset = await guest.post(`/api/v1/user/password/reset/${resetToken}`, {
    password: 'Spinel#Burma-2026',
  });
  expect(reset.statusCode).toBe(500);
  // The code of a waiting registration: the account it creates is refused.
  const verified = await newcomer.post('/api/v1/user/verify-otp', { otp: code, userId: waiting.data.userId });
  expect(verified.statusCode).toBe(500);

  expectNoneLogged([
    sessionToken,
    sha256(sessionToken),
    deviceToken,
    sha256(deviceToken),
    resetToken,
    sha256(resetToken),
    code,
    sha256(code),
  ]);
  // What staff need to find the cause is still there.
  expect(log()).toContain('Failed query: insert into \\"users\\"');
  expect(log()).toContain('test_refuses_failing');
});

it('hides secrets by their shape in any logged text', () => {
  const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
  const token = 'q3V0dC1yb3VuZC1icmlsbGlhbnQtMTIzNDU2Nzg5MA';
  const orderId = '0b6f1a52-3c1e-4f7e-9d2a-5b8e2f1c9a10';
  const text = withoutSecrets(
    `Failed query: update "users" set "password_hash" = $1 where "id" = $2\nparams: ${hash},${orderId}\n` +
      `hash ${hash} token ${token} sent otp=123456, "code":"654321" for order ${orderId} in cart_items_user_id_product_id_unique`,
  );
  for (const secret of [hash, token, '123456', '654321']) expect(text).not.toContain(secret);
  expect(text).toContain(orderId);
  expect(text).toContain('cart_items_user_id_product_id_unique');
  expect(text).toContain('update "users" set "password_hash" = $1');
});
