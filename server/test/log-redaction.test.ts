/**
 * The error log never holds a password hash, a session token, a one-time code or a reset token (issue 22, item 5;
 * ADR 032). Requests are made to fail for real: a check constraint added to the test database refuses the rows of
 * shoppers named "Failing…", so drizzle's "Failed query … params: …" error, with the argon2 hash and token hashes
 * among its params, reaches the error handler and the log, which is captured and searched for every secret.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { sha256 } from '../src/lib/crypto';
import { loggableUrl, withoutSecrets } from '../src/lib/log-redaction';
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

describe('secrets in URLs are hidden by the name of their parameter, not by their shape (issue 30 item 10)', () => {
  // The case that leaked: a reset token with no digit (about 1 in 1,570 of them), here in one case only, so that no
  // shape rule can take it for a token.
  const digitless = 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq';
  const shortCode = 'abc-DEF';

  it('keeps a reset link’s token out of the request log, however it looks', async () => {
    lines.length = 0;
    const guest = new Shopper(shop.app, '192.0.2.60');
    expect((await guest.get(`/api/v1/user/password/reset/${digitless}`)).statusCode).toBe(400);
    const reset = await guest.post(`/api/v1/user/password/reset/${digitless}`, {
      password: 'Spinel#Burma-2026',
    });
    expect(reset.statusCode).toBe(400);

    const text = log();
    expect(text).toContain('/api/v1/user/password/reset/[redacted]');
    expect(text).not.toContain(digitless);
  });

  it('keeps an OAuth callback’s code and state out of the request log', async () => {
    lines.length = 0;
    await new Shopper(shop.app, '192.0.2.61').get(
      `/api/v1/user/oauth/google/callback?state=${digitless}&code=${shortCode}&scope=email`,
    );
    const text = log();
    expect(text).toContain('callback?state=[redacted]&code=[redacted]&scope=email');
    expect(text).not.toContain(digitless);
    expect(text).not.toContain(shortCode);
  });

  it('hides route parameters and query fields named like secrets, and keeps the rest', () => {
    expect(loggableUrl(`/api/v1/user/password/reset/${digitless}`, { token: digitless })).toBe(
      '/api/v1/user/password/reset/[redacted]',
    );
    expect(
      loggableUrl(`/api/v1/form/appointment/cancel/${shortCode}?cancelToken=${shortCode}&page=2`, {
        cancelToken: shortCode,
      }),
    ).toBe('/api/v1/form/appointment/cancel/[redacted]?cancelToken=[redacted]&page=2');
    // An id is not a secret: order and product ids stay, so staff can follow a request.
    expect(loggableUrl('/api/v1/products/42?section=gemstones', { id: '42' })).toBe(
      '/api/v1/products/42?section=gemstones',
    );
  });

  it('hides e-mail addresses anywhere in a URL, and query fields named for reaching a person (ADR 059)', () => {
    expect(
      loggableUrl(
        '/api/v1/products/mei.lim%40example.com?email=x&Phone=6591234567&q=write+to+a.b%40example.sg&page=2',
        {},
      ),
    ).toBe('/api/v1/products/[redacted]?email=[redacted]&Phone=[redacted]&q=[redacted]&page=2');
    // A product name or a word with an @ but no address keeps its place.
    expect(loggableUrl('/api/v1/products/gemstones?name=Ruby%20%40%20Mogok&page=2', {})).toBe(
      '/api/v1/products/gemstones?name=Ruby%20%40%20Mogok&page=2',
    );
  });

  it('still hides a digitless token by its shape in free text (both cases in one long run)', () => {
    const mixed = 'QwErTyUiOpAsDfGhJkLzXcVbNmQwErTyUiOpAsDfGhJ';
    expect(withoutSecrets(`reset with ${mixed} failed`)).toBe('reset with [redacted] failed');
    expect(withoutSecrets('violates checkout_sessions_provider_session_id_unique')).toBe(
      'violates checkout_sessions_provider_session_id_unique',
    );
  });
});
