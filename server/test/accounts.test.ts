/**
 * Accounts: register → e-mailed code → verify; login on trusted and untrusted devices; codes (single use,
 * 10 minutes, 5 tries, resend cooldown); logout ends the session on the server; profile; passwords.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { otpCodes, users } from '../src/db/schema';
import { loadConfig } from '../src/config';
import { hashingFor, hashPassword } from '../src/modules/users/passwords';
import { codeIn } from './support/mail-capture';
import { Shopper, signedInShopper, startShop, strongPassword, type TestShop } from './support/app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const register = (s: Shopper, body: Record<string, unknown>) => s.post('/api/v1/user/register', body);

describe('password hashing', () => {
  it("hashes at the shop's cost (argon2id, 64 MiB, 4 lanes, 3 passes) everywhere but under jest", async () => {
    const argon2 = (await import('argon2')).default;
    const shopCost = hashingFor({ NODE_ENV: 'production' });
    expect(shopCost).toEqual({ type: argon2.argon2id });
    expect(await argon2.hash('Sapphire#2025', shopCost)).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    // Under jest (JEST_WORKER_ID set) the suites hash cheaply; a hash says its own cost, which verify reads.
    expect(hashingFor({ JEST_WORKER_ID: '1' })).toMatchObject({ memoryCost: 4096, timeCost: 1 });
    expect(await hashPassword('Sapphire#2025')).toMatch(/^\$argon2id\$v=19\$m=4096,p=1,t=1\$/);
  });
});

describe('register', () => {
  const valid = { firstName: 'Mei', lastName: 'Lim', email: 'mei@example.com', password: strongPassword };

  it.each([
    [{ ...valid, firstName: '' }, 'First name is required'],
    [{ ...valid, firstName: 'Al' }, 'First name must be between 3 and 20 characters'],
    [{ ...valid, firstName: 'A'.repeat(21) }, 'First name must be between 3 and 20 characters'],
    [{ ...valid, lastName: '' }, 'Last name is required'],
    [{ ...valid, lastName: 'Li' }, 'Last name must be between 3 and 20 characters'],
    [{ ...valid, email: '' }, 'Email is required'],
    [{ ...valid, email: 'not-an-email' }, 'Invalid email address'],
    [{ ...valid, password: '' }, 'Password is required'],
    [{ ...valid, password: 'short' }, 'Password must be at least 8 characters'],
    [{ ...valid, firstName: '', email: 'bad' }, 'First name is required'],
  ])('§register.validation: refuses %j with the first message', async (body, message) => {
    const res = await register(new Shopper(shop.app), body);
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ success: false, message });
  });

  it('creates an unverified account, e-mails a 6-digit code, and cannot set a role', async () => {
    const s = new Shopper(shop.app);
    const res = await register(s, { ...valid, email: 'Role.Try@Example.com', role: 'admin' });
    // Unknown fields are refused outright, so nobody can register as admin.
    expect(res.statusCode).toBe(400);
    const ok = await register(s, { ...valid, email: 'Role.Try@Example.com' });
    expect(ok.statusCode).toBe(200);
    expect(ok.data).toMatchObject({ success: true });
    expect(typeof ok.data.userId).toBe('string');
    const [row] = await shop.db.select().from(users).where(eq(users.email, 'role.try@example.com'));
    expect(row).toMatchObject({ role: 'user', verified: false });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await shop.mail.latest('role.try@example.com', /verification code/);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(mail.html).toContain('Gemstore');
    const [stored] = await shop.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.userId, String(ok.data.userId)));
    expect(stored?.codeHash).not.toContain(codeIn(mail));
    const me = await s.get('/api/v1/user/me');
    expect(me.data.user).toBeNull();
  });

  it('answers an address with a verified account exactly like a new one, and mails the owner instead', async () => {
    const { email, userId, shopper } = await signedInShopper(shop, { firstName: 'Olivia' });
    const codesBefore = shop.mail.messages.filter((m) => m.to.includes(email)).length;
    const stranger = new Shopper(shop.app, '192.0.2.40');
    const res = await register(stranger, { ...valid, email });
    const fresh = await register(new Shopper(shop.app, '192.0.2.41'), {
      ...valid,
      email: 'fresh-one@example.com',
    });

    expect(res.statusCode).toBe(fresh.statusCode);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.data).sort()).toEqual(Object.keys(fresh.data).sort());
    expect(res.cookies.map((c) => c.name)).toEqual(fresh.cookies.map((c) => c.name));
    expect(res.data).toMatchObject({
      success: true,
      message: `Registration successful. We have sent a verification code to ${email}.`,
      cooldownExpiry: expect.any(Number),
    });
    expect(String(res.data.userId)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(res.data.userId).not.toBe(userId);
    expect(Number(res.data.cooldownExpiry)).toBeGreaterThan(Date.now());
    expect(Number(res.data.cooldownExpiry)).toBeLessThanOrEqual(Date.now() + 60_000);

    // The owner is told, with the way in; no code is sent and the account is unchanged.
    const notice = await shop.mail.latest(email, /tried to register/);
    expect(notice.text).toContain('Hello Olivia,');
    expect(notice.text).toContain('http://localhost:3000/login');
    expect(notice.text).toContain('http://localhost:3000/forgot-password');
    expect(shop.mail.messages.filter((m) => m.to.includes(email))).toHaveLength(codesBefore + 1);
    expect((await shopper.get('/api/v1/user/me')).data.user).toMatchObject({ firstName: 'Olivia' });

    // The id it gave leads nowhere, but answers a guess as a new address's registration does (ADR 037).
    const check = await stranger.post('/api/v1/user/verify-otp', { otp: '123456', userId: res.data.userId });
    expect(check.data.message).toBe('Invalid verification code. Please check the code and try again.');
    const resend = await stranger.post('/api/v1/user/resend-otp', { userId: res.data.userId, email });
    const realResend = await new Shopper(shop.app, '192.0.2.41').post('/api/v1/user/resend-otp', {
      userId: fresh.data.userId,
    });
    expect(resend.statusCode).toBe(429);
    expect(realResend.statusCode).toBe(429);
    expect(Object.keys(resend.data).sort()).toEqual(Object.keys(realResend.data).sort());
  });

  it('refuses a common password for a verified address as for any other', async () => {
    const { email } = await signedInShopper(shop);
    const res = await register(new Shopper(shop.app, '192.0.2.42'), {
      ...valid,
      email,
      password: 'password123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toMatch(/^This password is too easy to guess\. /);
  });
});

describe('resend-otp', () => {
  const sent = 'A new code has been sent to your email.';

  it('does not name the address, and answers an unknown id the same as a known one', async () => {
    const s = new Shopper(shop.app, '192.0.2.43');
    const reg = await register(s, {
      firstName: 'Quiet',
      lastName: 'Resend',
      email: 'quiet-resend@example.com',
      password: strongPassword,
    });
    await shop.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(otpCodes.userId, String(reg.data.userId)));
    const known = await s.post('/api/v1/user/resend-otp', { userId: reg.data.userId });
    const unknownId = randomUUID();
    const unknown = await s.post('/api/v1/user/resend-otp', { userId: unknownId });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.data).toMatchObject({ success: true, message: sent, cooldownExpiry: expect.any(Number) });
    expect(unknown.data).toMatchObject({ success: true, message: sent, cooldownExpiry: expect.any(Number) });
    expect(JSON.stringify(known.data)).not.toContain('quiet-resend@example.com');

    // Both are then in their cooldown, with the same answer.
    const knownAgain = await s.post('/api/v1/user/resend-otp', { userId: reg.data.userId });
    const unknownAgain = await s.post('/api/v1/user/resend-otp', { userId: unknownId });
    for (const again of [knownAgain, unknownAgain]) {
      expect(again.statusCode).toBe(429);
      expect(again.data).toMatchObject({ success: false, cooldownExpiry: expect.any(Number) });
      expect(String(again.data.message)).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    }
  });
});

describe('verify-otp and login', () => {
  it('verifies with the mailed code, signs in, and trusts the device when asked', async () => {
    const { shopper, email } = await signedInShopper(shop, { trustDevice: true });
    const me = await shopper.get('/api/v1/user/me');
    expect(me.data.user).toMatchObject({ email, role: 'user', verified: true });
    expect(shopper.cookies.has('gs_tdid')).toBe(true);

    await shopper.get('/api/v1/user/logout');
    expect((await shopper.get('/api/v1/user/me')).data.user).toBeNull();

    // Same browser (trusted device cookie kept): no code needed.
    const login = await shopper.post('/api/v1/user/login', {
      email,
      password: strongPassword,
      trustDevice: true,
    });
    expect(login.statusCode).toBe(200);
    expect(login.data).toMatchObject({ success: true, message: 'User logged in successfully' });
    expect((login.data.user as { email: string }).email).toBe(email);

    // Another browser: a code is e-mailed and the answer has no session.
    const other = new Shopper(shop.app, '192.0.2.77');
    const before = shop.mail.messages.length;
    const untrusted = await other.post('/api/v1/user/login', {
      email,
      password: strongPassword,
      trustDevice: false,
    });
    expect(untrusted.statusCode).toBe(200);
    expect(untrusted.data).toMatchObject({ success: false, userId: login.data.userId });
    expect(other.cookies.has('gs_sid')).toBe(false);
    expect(shop.mail.messages.length).toBe(before + 1);
    const code = codeIn(await shop.mail.latest(email, /verification code/));
    const verified = await other.post('/api/v1/user/verify-otp', {
      otp: code,
      userId: untrusted.data.userId,
      trustDevice: false,
    });
    expect(verified.data).toMatchObject({ success: true, message: 'User verified successfully' });
    expect(other.cookies.has('gs_tdid')).toBe(false);
    expect((await other.get('/api/v1/user/me')).data.user).toMatchObject({ email });
  });

  it('gives one generic message for a wrong password and for an unknown e-mail', async () => {
    const { email } = await signedInShopper(shop);
    const s = new Shopper(shop.app, '192.0.2.5');
    const wrong = await s.post('/api/v1/user/login', { email, password: 'Wrong#pass1' });
    const unknown = await s.post('/api/v1/user/login', {
      email: 'nobody@example.com',
      password: 'Wrong#pass1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.data.message).toBe('Invalid email or password');
    expect(unknown.data.message).toBe(wrong.data.message);
  });

  it('an unverified account gets a code at login instead of a session', async () => {
    const s = new Shopper(shop.app);
    const reg = await register(s, {
      firstName: 'Nadia',
      lastName: 'Rahman',
      email: 'nadia@example.com',
      password: strongPassword,
    });
    const login = await s.post('/api/v1/user/login', {
      email: 'nadia@example.com',
      password: strongPassword,
    });
    expect(login.data).toMatchObject({ success: false, userId: reg.data.userId });
    expect(String(login.data.message)).toMatch(/not verified/);
    expect(s.cookies.has('gs_sid')).toBe(false);
  });

  it('after 5 wrong tries even the right code is refused', async () => {
    const s = new Shopper(shop.app, '192.0.2.9');
    const reg = await register(s, {
      firstName: 'Bruce',
      lastName: 'Forcer',
      email: 'brute@example.com',
      password: strongPassword,
    });
    const code = codeIn(await shop.mail.latest('brute@example.com'));
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await s.post('/api/v1/user/verify-otp', { otp: wrongCode, userId: reg.data.userId });
      expect(res.statusCode).toBe(400);
    }
    const right = await s.post('/api/v1/user/verify-otp', { otp: code, userId: reg.data.userId });
    expect(right.statusCode).toBe(400);
    expect(right.data.message).toBe('Too many wrong attempts. Please request a new code.');
    expect(s.cookies.has('gs_sid')).toBe(false);
  });

  it('a code works once and expires after 10 minutes', async () => {
    const s = new Shopper(shop.app);
    const reg = await register(s, {
      firstName: 'Once',
      lastName: 'Only',
      email: 'once@example.com',
      password: strongPassword,
    });
    const code = codeIn(await shop.mail.latest('once@example.com'));
    expect((await s.post('/api/v1/user/verify-otp', { otp: code, userId: reg.data.userId })).statusCode).toBe(
      200,
    );
    const again = await new Shopper(shop.app).post('/api/v1/user/verify-otp', {
      otp: code,
      userId: reg.data.userId,
    });
    expect(again.statusCode).toBe(400);

    const t = new Shopper(shop.app);
    const reg2 = await register(t, {
      firstName: 'Late',
      lastName: 'Comer',
      email: 'late@example.com',
      password: strongPassword,
    });
    const late = codeIn(await shop.mail.latest('late@example.com'));
    await shop.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.userId, String(reg2.data.userId)));
    const expired = await t.post('/api/v1/user/verify-otp', { otp: late, userId: reg2.data.userId });
    expect(expired.data.message).toBe('This code has expired. Please request a new one.');
  });

  it('§otp.format: rejects a malformed code with its message', async () => {
    const res = await new Shopper(shop.app).post('/api/v1/user/verify-otp', {
      otp: '12a45',
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe('Please enter a valid 6-digit OTP.');
  });

  it('resend answers with a cooldown while it runs, then sends a new code that replaces the old', async () => {
    const s = new Shopper(shop.app);
    const reg = await register(s, {
      firstName: 'Resa',
      lastName: 'Send',
      email: 'resend@example.com',
      password: strongPassword,
    });
    const first = codeIn(await shop.mail.latest('resend@example.com'));
    const during = await s.post('/api/v1/user/resend-otp', {
      userId: reg.data.userId,
      email: 'resend@example.com',
    });
    expect(during.statusCode).toBe(429);
    expect(during.data.cooldownExpiry).toEqual(expect.any(Number));
    expect(Number(during.data.cooldownExpiry)).toBeGreaterThan(Date.now());
    expect(Number(during.data.cooldownExpiry)).toBeLessThanOrEqual(Date.now() + 60_000);

    await shop.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(otpCodes.userId, String(reg.data.userId)));
    const after = await s.post('/api/v1/user/resend-otp', {
      userId: reg.data.userId,
      email: 'resend@example.com',
    });
    expect(after.statusCode).toBe(200);
    expect(after.data).toMatchObject({ success: true, cooldownExpiry: expect.any(Number) });
    const second = codeIn(await shop.mail.latest('resend@example.com'));
    if (second !== first) {
      const old = await s.post('/api/v1/user/verify-otp', { otp: first, userId: reg.data.userId });
      expect(old.statusCode).toBe(400);
    }
    expect(
      (await s.post('/api/v1/user/verify-otp', { otp: second, userId: reg.data.userId })).statusCode,
    ).toBe(200);
  });
});

describe('registering again over an unverified account', () => {
  /** The code in the newest mail to `email` that greets `firstName` (each registration's mail uses its own name). */
  const codeFor = async (email: string, firstName: string) => {
    for (let i = 0; i < 100; i++) {
      const mail = shop.mail.messages
        .filter((m) => m.to.includes(email) && m.text.includes(`Hello ${firstName},`))
        .at(-1);
      if (mail) return codeIn(mail);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no code for ${firstName} at ${email}`);
  };
  const owner = { firstName: 'Alice', lastName: 'Owner', password: 'Alexandrite#Owner-1' };
  const stranger = { firstName: 'Mallory', lastName: 'Stranger', password: 'Moonstone#Other-2' };
  const signUp = (email: string, who: typeof owner, ip = '192.0.2.70') =>
    register(new Shopper(shop.app, ip), { ...who, email });
  const rowOf = async (email: string) =>
    (await shop.db.select().from(users).where(eq(users.email, email)))[0];

  it('keeps the first registration’s details, and each registration takes effect only with its own code', async () => {
    const email = 'pending-first@example.com';
    const first = await signUp(email, owner);
    const second = await signUp(email, stranger, '192.0.2.71');
    expect(second.statusCode).toBe(200);
    expect(second.data.userId).toBe(first.data.userId);
    // The account row still holds the first registration's details…
    const row = await rowOf(email);
    expect(row).toMatchObject({ firstName: 'Alice', lastName: 'Owner', verified: false });
    // …and the first code still works after the second registration.
    const s = new Shopper(shop.app, '192.0.2.72');
    const verified = await s.post('/api/v1/user/verify-otp', {
      otp: await codeFor(email, 'Alice'),
      userId: first.data.userId,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.data.user).toMatchObject({ firstName: 'Alice', lastName: 'Owner', verified: true });
    // The other registration's code is void once the account is verified; its password never applies.
    const late = await new Shopper(shop.app, '192.0.2.73').post('/api/v1/user/verify-otp', {
      otp: await codeFor(email, 'Mallory'),
      userId: first.data.userId,
    });
    expect(late.statusCode).toBe(400);
    expect((await rowOf(email))?.firstName).toBe('Alice');
    const wrongPassword = await new Shopper(shop.app, '192.0.2.74').post('/api/v1/user/login', {
      email,
      password: stranger.password,
    });
    expect(wrongPassword.statusCode).toBe(401);
    await s.get('/api/v1/user/logout');
    expect((await s.post('/api/v1/user/login', { email, password: owner.password })).statusCode).toBe(200);
  });

  it('applies the details of the registration whose code was entered', async () => {
    const email = 'pending-second@example.com';
    const first = await signUp(email, stranger);
    await signUp(email, owner, '192.0.2.75');
    const s = new Shopper(shop.app, '192.0.2.76');
    const verified = await s.post('/api/v1/user/verify-otp', {
      otp: await codeFor(email, 'Alice'),
      userId: first.data.userId,
    });
    expect(verified.data.user).toMatchObject({ firstName: 'Alice', lastName: 'Owner' });
    await s.get('/api/v1/user/logout');
    expect((await s.post('/api/v1/user/login', { email, password: owner.password })).statusCode).toBe(200);
    const other = await new Shopper(shop.app, '192.0.2.77').post('/api/v1/user/login', {
      email,
      password: stranger.password,
    });
    expect(other.statusCode).toBe(401);
  });

  it('resend renews this browser’s own registration, not the newest one', async () => {
    const email = 'pending-resend@example.com';
    const alice = new Shopper(shop.app, '192.0.2.78');
    const first = await register(alice, { ...owner, email });
    await signUp(email, stranger, '192.0.2.79');
    await shop.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(otpCodes.userId, String(first.data.userId)));
    const resent = await alice.post('/api/v1/user/resend-otp', { userId: first.data.userId });
    expect(resent.statusCode).toBe(200);
    const verified = await alice.post('/api/v1/user/verify-otp', {
      otp: await codeFor(email, 'Alice'),
      userId: first.data.userId,
    });
    expect(verified.data.user).toMatchObject({ firstName: 'Alice', lastName: 'Owner' });
  });

  it('allows 3 registrations waiting for their code, and refuses the 4th', async () => {
    const email = 'pending-cap@example.com';
    for (let i = 1; i <= 3; i++) {
      expect((await signUp(email, owner, `192.0.2.8${i}`)).statusCode).toBe(200);
    }
    const fourth = await signUp(email, owner, '192.0.2.84');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.data.message).toMatch(
      /^Too many sign-ups for this email are waiting for their code\. Please use a code we sent, or try again in \d+ minutes?\.$/,
    );
  });

  it('counts wrong guesses across all of an account’s codes: more registrations do not mean more guesses', async () => {
    const email = 'pending-guesses@example.com';
    const first = await signUp(email, owner);
    await signUp(email, stranger, '192.0.2.85');
    const userId = first.data.userId;
    const aliceCode = await codeFor(email, 'Alice');
    const malloryCode = await codeFor(email, 'Mallory');
    const wrong = ['000000', '111111', '222222'].find((c) => c !== aliceCode && c !== malloryCode);
    const g = new Shopper(shop.app, '192.0.2.86');
    for (let i = 1; i <= 5; i++) {
      const res = await g.post('/api/v1/user/verify-otp', { otp: wrong, userId });
      expect(res.data.message).toBe('Invalid verification code. Please check the code and try again.');
    }
    // A third registration does not bring fresh tries either.
    await signUp(email, { ...owner, firstName: 'Third' }, '192.0.2.87');
    for (const otp of [aliceCode, malloryCode, await codeFor(email, 'Third')]) {
      const res = await g.post('/api/v1/user/verify-otp', { otp, userId });
      expect(res.data.message).toBe('Too many wrong attempts. Please request a new code.');
    }
  });
});

describe('common passwords', () => {
  const tooCommon = expect.stringMatching(/^This password is too easy to guess\. /);

  it.each(['password123', 'PASSWORD123', 'Password123', 'qwerty123', 'P@ssw0rd'])(
    'refuses %s at sign-up, and creates nothing',
    async (password) => {
      const email = `common-${password.toLowerCase().replace(/\W/g, '')}-${Date.now()}@example.com`;
      const res = await register(new Shopper(shop.app, '192.0.2.60'), {
        firstName: 'Cora',
        lastName: 'Mmon',
        email,
        password,
      });
      expect(res.statusCode).toBe(400);
      expect(res.data).toMatchObject({ success: false, message: tooCommon, errors: { password: tooCommon } });
      expect(await shop.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    },
  );

  it('accepts a password that is not on the list', async () => {
    const res = await register(new Shopper(shop.app, '192.0.2.60'), {
      firstName: 'Cora',
      lastName: 'Mmon',
      email: 'uncommon@example.com',
      password: 'Tourmaline#Paraiba-77',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses one at a password change (P@ssw0rd meets the strength rules but is on the list)', async () => {
    const { shopper, email } = await signedInShopper(shop);
    for (const newPassword of ['P@ssw0rd', 'Pa$$w0rd', 'pA$$W0RD']) {
      const res = await shopper.put('/api/v1/user/reset-password', {
        currentPassword: strongPassword,
        newPassword,
        confirmPassword: newPassword,
      });
      expect(res.statusCode).toBe(400);
      expect(res.data).toMatchObject({ message: tooCommon, errors: { newPassword: tooCommon } });
    }
    await shopper.get('/api/v1/user/logout');
    // Unchanged: the old password still signs in.
    expect((await shopper.post('/api/v1/user/login', { email, password: strongPassword })).statusCode).toBe(
      200,
    );
  });

  it('refuses one at a reset, and the link stays usable', async () => {
    const { email } = await signedInShopper(shop);
    const s = new Shopper(shop.app, '192.0.2.61');
    const before = shop.mail.messages.length;
    await s.post('/api/v1/user/password/forgot', { email });
    let token = '';
    for (let i = 0; i < 100 && !token; i++) {
      const mail = shop.mail.messages.slice(before).find((m) => m.to.includes(email));
      token = (mail && /\/reset-password\/([\w-]+)/.exec(mail.text)?.[1]) ?? '';
      if (!token) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const res = await s.post(`/api/v1/user/password/reset/${token}`, { password: 'P@ssw0rd' });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ message: tooCommon, errors: { password: tooCommon } });
    expect((await s.get(`/api/v1/user/password/reset/${token}`)).statusCode).toBe(200);
    const done = await s.post(`/api/v1/user/password/reset/${token}`, { password: 'Spinel#Burma-2026' });
    expect(done.statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    const { shopper } = await signedInShopper(shop);
    const stolen = new Shopper(shop.app);
    stolen.cookies.set('gs_sid', shopper.cookies.get('gs_sid') ?? '');
    expect((await stolen.get('/api/v1/user/me')).data.user).not.toBeNull();
    const out = await shopper.get('/api/v1/user/logout');
    expect(out.data).toMatchObject({ success: true });
    expect((await stolen.get('/api/v1/user/me')).data.user).toBeNull();
  });

  it('issues a new session id at every login', async () => {
    const { shopper, email } = await signedInShopper(shop);
    const first = shopper.cookies.get('gs_sid');
    await shopper.post('/api/v1/user/login', { email, password: strongPassword });
    expect(shopper.cookies.get('gs_sid')).not.toBe(first);
  });
});

describe('profile', () => {
  it('updates names and address (country by name or code), never the role or e-mail', async () => {
    const { shopper, email } = await signedInShopper(shop);
    const res = await shopper.put('/api/v1/user/update-user', {
      firstName: 'Shu',
      lastName: 'Wen',
      address: {
        line1: '8 Marina View',
        line2: '',
        city: 'Singapore',
        state: 'SG',
        postal_code: '018960',
        country: 'sg',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ success: true, message: 'Profile updated successfully!' });
    expect(res.data.user).toMatchObject({
      firstName: 'Shu',
      lastName: 'Wen',
      email,
      address: { country: 'Singapore' },
    });

    for (const body of [{ role: 'admin' }, { email: 'x@example.com' }, { firstName: 'Shu', role: 'admin' }]) {
      const refused = await shopper.put('/api/v1/user/update-user', body);
      expect(refused.statusCode).toBe(400);
    }
    const me = await shopper.get('/api/v1/user/me');
    expect(me.data.user).toMatchObject({ role: 'user', email, firstName: 'Shu' });

    // Checkout sends the address only; names stay.
    const addressOnly = await shopper.put('/api/v1/user/update-user', {
      address: {
        line1: '1 Raffles Place',
        line2: '#20-01',
        city: 'Singapore',
        state: 'SG',
        postal_code: '048616',
        country: 'Singapore',
      },
    });
    expect(addressOnly.data.user).toMatchObject({ firstName: 'Shu', address: { line1: '1 Raffles Place' } });

    const badCountry = await shopper.put('/api/v1/user/update-user', {
      address: { line1: 'x', line2: '', city: 'y', state: 'z', postal_code: '1', country: 'Atlantis' },
    });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.data.message).toBe('Please choose a country from the list');
  });

  it('needs a session', async () => {
    const res = await new Shopper(shop.app).put('/api/v1/user/update-user', { firstName: 'Nope' });
    expect(res.statusCode).toBe(401);
    expect(res.data).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe('change password (profile)', () => {
  it('§password-change.rules: follows its rules, and revokes trusted devices and other sessions (§password-change.result)', async () => {
    const { shopper, email } = await signedInShopper(shop, { trustDevice: true });
    const elsewhere = new Shopper(shop.app);
    elsewhere.cookies.set('gs_sid', shopper.cookies.get('gs_sid') ?? '');
    await shopper.post('/api/v1/user/login', { email, password: strongPassword }); // new session id here

    const cases: [Record<string, string>, string][] = [
      [
        { currentPassword: '', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' },
        'Current password is required',
      ],
      [
        { currentPassword: strongPassword, newPassword: '', confirmPassword: 'x' },
        'New password is required',
      ],
      [
        { currentPassword: strongPassword, newPassword: 'Abcdef1!', confirmPassword: '' },
        'Confirm password is required',
      ],
      [
        { currentPassword: strongPassword, newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1?' },
        'New password and confirm password do not match',
      ],
      [
        { currentPassword: strongPassword, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
        'New password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await shopper.put('/api/v1/user/reset-password', body);
      expect(res.statusCode).toBe(400);
      expect(res.data.message).toBe(message);
    }
    const wrongCurrent = await shopper.put('/api/v1/user/reset-password', {
      currentPassword: 'Nope#1234',
      newPassword: 'Emerald#2026',
      confirmPassword: 'Emerald#2026',
    });
    expect(wrongCurrent.data.message).toBe('Current password is incorrect');

    const ok = await shopper.put('/api/v1/user/reset-password', {
      currentPassword: strongPassword,
      newPassword: 'Emerald#2026',
      confirmPassword: 'Emerald#2026',
    });
    expect(ok.data).toEqual({ success: true, message: 'Password updated successfully!' });
    expect((await shopper.get('/api/v1/user/me')).data.user).not.toBeNull();
    expect((await elsewhere.get('/api/v1/user/me')).data.user).toBeNull();

    await shopper.get('/api/v1/user/logout');
    const login = await shopper.post('/api/v1/user/login', { email, password: 'Emerald#2026' });
    // The device was trusted before the change; it is not any more.
    expect(login.data.success).toBe(false);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the e-mail has an account, and mails a single-use link', async () => {
    const { shopper, email } = await signedInShopper(shop, { trustDevice: true });
    const s = new Shopper(shop.app, '192.0.2.33');
    const known = await s.post('/api/v1/user/password/forgot', { email });
    const unknown = await s.post('/api/v1/user/password/forgot', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.data).toEqual(unknown.data);

    const mail = await shop.mail.latest(email, /Reset/);
    const link = /http:\/\/localhost:3000\/reset-password\/([\w-]+)/.exec(mail.text);
    const token = link?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);

    expect((await s.get(`/api/v1/user/password/reset/${token}`)).data).toMatchObject({ success: true });
    const invalid = await s.get(`/api/v1/user/password/reset/${'x'.repeat(43)}`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.data.message).toBe('Invalid or expired reset link');

    const weak = await s.post(`/api/v1/user/password/reset/${token}`, { password: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(String(weak.data.message)).toMatch(/^Password must contain: /);

    const done = await s.post(`/api/v1/user/password/reset/${token}`, { password: 'Garnet#2027' });
    expect(done.data).toEqual({ success: true, message: 'Password reset successfully' });
    const reused = await s.post(`/api/v1/user/password/reset/${token}`, { password: 'Garnet#2028' });
    expect(reused.statusCode).toBe(400);
    expect(reused.data.message).toBe('Invalid or expired reset link');

    // Sessions ended and the device is no longer trusted.
    expect((await shopper.get('/api/v1/user/me')).data.user).toBeNull();
    const login = await shopper.post('/api/v1/user/login', { email, password: 'Garnet#2027' });
    expect(login.data.success).toBe(false);
  });

  const resetTokenFrom = async (email: string, before: number) => {
    for (let i = 0; i < 100; i++) {
      const mail = shop.mail.messages
        .slice(before)
        .find((m) => m.to.includes(email) && /Reset/.test(m.subject));
      const token = mail && /\/reset-password\/([\w-]+)/.exec(mail.text)?.[1];
      if (token) return token;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no reset link for ${email}`);
  };
  const requestResetLink = async (email: string) => {
    const before = shop.mail.messages.length;
    const res = await new Shopper(shop.app, '192.0.2.34').post('/api/v1/user/password/forgot', { email });
    expect(res.statusCode).toBe(200);
    return resetTokenFrom(email, before);
  };

  it('refuses a link issued before the password was changed in the profile', async () => {
    const { shopper, email } = await signedInShopper(shop);
    const token = await requestResetLink(email);
    const changed = await shopper.put('/api/v1/user/reset-password', {
      currentPassword: strongPassword,
      newPassword: 'Emerald#2031',
      confirmPassword: 'Emerald#2031',
    });
    expect(changed.statusCode).toBe(200);

    const s = new Shopper(shop.app, '192.0.2.35');
    const check = await s.get(`/api/v1/user/password/reset/${token}`);
    expect(check.statusCode).toBe(400);
    expect(check.data.message).toBe('Invalid or expired reset link');
    const use = await s.post(`/api/v1/user/password/reset/${token}`, { password: 'Garnet#2031' });
    expect(use.statusCode).toBe(400);
    expect(use.data.message).toBe('Invalid or expired reset link');
    // The password is the one chosen in the profile, not the link's.
    const login = await shopper.post('/api/v1/user/login', { email, password: 'Emerald#2031' });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a link issued before another link was used', async () => {
    const { email } = await signedInShopper(shop);
    const older = await requestResetLink(email);
    const newer = await requestResetLink(email);
    const s = new Shopper(shop.app, '192.0.2.36');
    const done = await s.post(`/api/v1/user/password/reset/${newer}`, { password: 'Garnet#2032' });
    expect(done.data).toEqual({ success: true, message: 'Password reset successfully' });
    const check = await s.get(`/api/v1/user/password/reset/${older}`);
    expect(check.statusCode).toBe(400);
    expect(check.data.message).toBe('Invalid or expired reset link');
    const use = await s.post(`/api/v1/user/password/reset/${older}`, { password: 'Garnet#2033' });
    expect(use.statusCode).toBe(400);
    expect(use.data.message).toBe('Invalid or expired reset link');
  });

  it('requires an e-mail', async () => {
    const res = await new Shopper(shop.app).post('/api/v1/user/password/forgot', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe('Email is required');
  });
});

describe('rate limits', () => {
  describe('on a shop with its own limits', () => {
    // One shop for all of them (each test from its own addresses): the per-account login limit given directly, the
    // others from the environment as an operator sets them.
    let limited: TestShop;
    beforeAll(async () => {
      limited = await startShop({
        limits: { loginAccount: { max: 3, windowSeconds: 900 } },
        env: { SIGN_INS_PER_15_MINUTES: '6', SIGN_UPS_PER_HOUR: '2', PASSWORD_RESETS_PER_HOUR: '12' },
      });
    });
    afterAll(() => limited.close());

    it('limits login attempts and code checks per address to SIGN_INS_PER_15_MINUTES', async () => {
      const s = new Shopper(limited.app, '192.0.2.153');
      // Other accounts each time: the per-account limit stays out of the way.
      const login = (n: number) =>
        s.post('/api/v1/user/login', { email: `nobody-${n}@example.com`, password: 'Guess#1234' });
      for (let n = 1; n <= 6; n++) expect((await login(n)).statusCode).toBe(401);
      const seventh = await login(7);
      expect(seventh.statusCode).toBe(429);
      expect(seventh.data.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);

      // A fresh account id each time, for the same reason.
      const check = () => s.post('/api/v1/user/verify-otp', { otp: '123456', userId: randomUUID() });
      for (let n = 1; n <= 6; n++) expect((await check()).statusCode).toBe(400);
      const seventhCheck = await check();
      expect(seventhCheck.statusCode).toBe(429);
      expect(seventhCheck.data.message).toMatch(/^Too many verification attempts\./);

      // Another address is counted on its own.
      const other = await new Shopper(limited.app, '192.0.2.154').post('/api/v1/user/login', {
        email: 'nobody-8@example.com',
        password: 'Guess#1234',
      });
      expect(other.statusCode).toBe(401);
    });

    it('limits login attempts per account and per network with a clear message', async () => {
      const s = new Shopper(limited.app, '192.0.2.150');
      for (let i = 0; i < 3; i++) {
        expect(
          (await s.post('/api/v1/user/login', { email: 'target@example.com', password: 'Guess#1234' }))
            .statusCode,
        ).toBe(401);
      }
      const blocked = await s.post('/api/v1/user/login', {
        email: 'target@example.com',
        password: 'Guess#1234',
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.data.message).toMatch(
        /^Too many login attempts for this account\. Please try again in \d+ minutes?\.$/,
      );
      // Other accounts from the same network until the network's own limit.
      expect(
        (await s.post('/api/v1/user/login', { email: 'other@example.com', password: 'Guess#1234' }))
          .statusCode,
      ).toBe(401);
      expect(
        (await s.post('/api/v1/user/login', { email: 'third@example.com', password: 'Guess#1234' }))
          .statusCode,
      ).toBe(401);
      const network = await s.post('/api/v1/user/login', {
        email: 'fourth@example.com',
        password: 'Guess#1234',
      });
      expect(network.statusCode).toBe(429);
      expect(network.data.message).toMatch(/^Too many login attempts\./);
    });

    it('limits sign-ups per address to SIGN_UPS_PER_HOUR', async () => {
      const s = new Shopper(limited.app, '192.0.2.151');
      const signUp = (n: number) =>
        s.post('/api/v1/user/register', {
          email: `limited-${n}@example.com`,
          password: 'Sapphire-Blue-2025',
          firstName: 'Amelia',
          lastName: 'Tan',
        });
      expect((await signUp(1)).statusCode).toBeLessThan(300);
      expect((await signUp(2)).statusCode).toBeLessThan(300);
      const third = await signUp(3);
      expect(third.statusCode).toBe(429);
      expect(third.data.message).toMatch(/^Too many sign-up attempts\. Please try again in \d+ minutes?\.$/);
      // Another address is counted on its own.
      const other = await new Shopper(limited.app, '192.0.2.152').post('/api/v1/user/register', {
        email: 'limited-4@example.com',
        password: 'Sapphire-Blue-2025',
        firstName: 'Amelia',
        lastName: 'Tan',
      });
      expect(other.statusCode).toBeLessThan(300);
    });

    it('limits password-reset requests per address to PASSWORD_RESETS_PER_HOUR', async () => {
      const s = new Shopper(limited.app, '192.0.2.156');
      for (let i = 1; i <= 12; i++) expect((await forgot(s, i)).statusCode).toBe(200);
      expect((await forgot(s, 13)).statusCode).toBe(429);
      // Another address is counted on its own.
      expect((await forgot(new Shopper(limited.app, '192.0.2.157'), 14)).statusCode).toBe(200);
    });
  });

  const guess = (ip: string, email: string) =>
    new Shopper(shop.app, ip).post('/api/v1/user/login', { email, password: 'Wrong#guess1' });

  it('ten wrong passwords from a stranger slow the stranger, not the owner', async () => {
    const { shopper, email } = await signedInShopper(shop, { trustDevice: true });
    await shopper.get('/api/v1/user/logout');
    for (let i = 1; i <= 10; i++) expect((await guess('192.0.2.160', email)).statusCode).toBe(401);
    const eleventh = await guess('192.0.2.160', email);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.data.message).toMatch(
      /^Too many login attempts for this account\. Please try again in \d+ minutes?\.$/,
    );
    // The owner, from their own address and trusted device: 10 failures is at the limit, not past it.
    const owner = await shopper.post('/api/v1/user/login', { email, password: strongPassword });
    expect(owner.statusCode).toBe(200);
    expect(owner.data).toMatchObject({ success: true, message: 'User logged in successfully' });
  });

  it('past 10 failed passwords the next sign-in needs the e-mailed code even on a trusted device', async () => {
    const { shopper, email, userId } = await signedInShopper(shop, { trustDevice: true });
    await shopper.get('/api/v1/user/logout');
    for (let i = 1; i <= 10; i++) expect((await guess('192.0.2.161', email)).statusCode).toBe(401);
    expect((await guess('192.0.2.162', email)).statusCode).toBe(401); // the 11th failure, from another address

    // The right password no longer signs in straight away: it answers like an untrusted device.
    const before = shop.mail.messages.length;
    const owner = await shopper.post('/api/v1/user/login', { email, password: strongPassword });
    expect(owner.statusCode).toBe(200);
    expect(owner.data).toMatchObject({ success: false, userId, cooldownExpiry: expect.any(Number) });
    expect(owner.data.message).toBe(`For your security, we have sent a verification code to ${email}.`);
    expect(shopper.cookies.has('gs_sid')).toBe(false);
    expect(shop.mail.messages.length).toBe(before + 1);
    // A guesser who has the password still needs the mailbox.
    const guesser = await new Shopper(shop.app, '192.0.2.163').post('/api/v1/user/login', {
      email,
      password: strongPassword,
    });
    expect(guesser.data).toMatchObject({ success: false });

    const code = codeIn(await shop.mail.latest(email, /verification code/));
    const verified = await shopper.post('/api/v1/user/verify-otp', { otp: code, userId, trustDevice: true });
    expect(verified.data).toMatchObject({ success: true });

    // The code sign-in cleared the count: the trusted device signs in with the password alone again.
    await shopper.get('/api/v1/user/logout');
    const again = await shopper.post('/api/v1/user/login', { email, password: strongPassword });
    expect(again.data).toMatchObject({ success: true, message: 'User logged in successfully' });
  });

  const forgot = (s: Shopper, n: number) =>
    s.post('/api/v1/user/password/forgot', { email: `reset-limit-${n}@example.com` });

  it('takes 10 password-reset requests an hour from one address by default, and refuses the 11th', async () => {
    const s = new Shopper(shop.app, '192.0.2.155');
    for (let i = 1; i <= 10; i++) expect((await forgot(s, i)).statusCode).toBe(200);
    const eleventh = await forgot(s, 11);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.data.message).toMatch(
      /^Too many password reset requests\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('refuses a PASSWORD_RESETS_PER_HOUR that is not a whole number of at least 1', () => {
    expect(() => loadConfig({ PASSWORD_RESETS_PER_HOUR: '0' })).toThrow(/PASSWORD_RESETS_PER_HOUR/);
    expect(() => loadConfig({ PASSWORD_RESETS_PER_HOUR: 'lots' })).toThrow(/PASSWORD_RESETS_PER_HOUR/);
    expect(loadConfig({ PASSWORD_RESETS_PER_HOUR: '1' }).PASSWORD_RESETS_PER_HOUR).toBe(1);
  });

  it('refuses a SIGN_INS_PER_15_MINUTES that is not a whole number of at least 1', () => {
    expect(() => loadConfig({ SIGN_INS_PER_15_MINUTES: '0' })).toThrow(/SIGN_INS_PER_15_MINUTES/);
    expect(() => loadConfig({ SIGN_INS_PER_15_MINUTES: '2.5' })).toThrow(/SIGN_INS_PER_15_MINUTES/);
  });

  it('refuses a SIGN_UPS_PER_HOUR that is not a whole number of at least 1', () => {
    expect(() => loadConfig({ SIGN_UPS_PER_HOUR: '0' })).toThrow(/SIGN_UPS_PER_HOUR/);
    expect(() => loadConfig({ SIGN_UPS_PER_HOUR: 'many' })).toThrow(/SIGN_UPS_PER_HOUR/);
  });
});
