/**
 * Issue 30 items 5 and 8 (ADR 037): the shop's own mail cannot be aimed at an account holder without end, a
 * stranger's forgot-password requests never lock the owner out, and registering an address that has an account is
 * indistinguishable from registering a new one. ADR 049: codes to a mailbox nobody has proven are 10 a day, however
 * the address is spelt, counted and refused alike whether or not it has an account.
 */
import { eq, like, sql } from 'drizzle-orm';
import { otpCodes, passwordResets, rateLimits, users } from '../src/db/schema';
import * as passwords from '../src/modules/users/passwords';
import {
  Shopper,
  signedInShopper,
  startShop,
  strongPassword,
  type Response,
  type TestShop,
} from './support/app';

jest.mock('../src/modules/users/passwords', () => {
  const actual: typeof passwords = jest.requireActual('../src/modules/users/passwords');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

let ip = 0;
/** A shopper from an address of their own, so the per-address limits stay out of the way. */
const fromElsewhere = () => new Shopper(shop.app, `198.18.${Math.floor(++ip / 250)}.${ip % 250}`);

/** Moves a counter's window back, as if that many seconds had passed since it started. */
const windowsStartedAgo = (keyPattern: string, seconds: number) =>
  shop.db.execute(
    sql`UPDATE rate_limits SET window_start = now() - make_interval(secs => ${seconds}) WHERE key LIKE ${keyPattern}`,
  );

const mailsTo = (email: string, subject: RegExp) =>
  shop.mail.messages.filter((m) => m.to.includes(email) && subject.test(m.subject));

describe('"this e-mail already has an account" mails: 3 a day to one address', () => {
  it('sends the 3rd, not the 4th, answers every one the same, and sends again a day later', async () => {
    const { email } = await signedInShopper(shop, { firstName: 'Olivia' });
    const attempt = () =>
      fromElsewhere().post('/api/v1/user/register', {
        firstName: 'Mallory',
        lastName: 'Stranger',
        email,
        password: strongPassword,
      });
    const answers = [];
    for (let i = 1; i <= 3; i++) answers.push(await attempt());
    expect(mailsTo(email, /tried to register/)).toHaveLength(3);

    // Ten minutes on (the registrations waiting for a code have lapsed), a 4th: the same answer, no mail.
    await windowsStartedAgo('decoy:registrations:%', 10 * 60);
    const fourth = await attempt();
    expect(fourth.statusCode).toBe(200);
    expect(fourth.data).toEqual({ ...answers[0]?.data, cooldownExpiry: expect.any(Number) });
    expect(mailsTo(email, /tried to register/)).toHaveLength(3);

    // A day on, the owner hears of it again.
    await windowsStartedAgo(`mail:account-exists:${email}`, 24 * 60 * 60);
    await windowsStartedAgo('decoy:registrations:%', 10 * 60);
    expect((await attempt()).statusCode).toBe(200);
    expect(mailsTo(email, /tried to register/)).toHaveLength(4);
  });
});

describe('forgot password: a stranger never spends the owner’s requests', () => {
  const forgot = (s: Shopper, email: string) => s.post('/api/v1/user/password/forgot', { email });
  const linksOf = async (email: string) => {
    const [user] = await shop.db.select().from(users).where(eq(users.email, email));
    return shop.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user?.id ?? ''));
  };

  it('takes 5 requests for one address from one client and refuses the 6th, that client only', async () => {
    const { email } = await signedInShopper(shop);
    const stranger = fromElsewhere();
    for (let i = 1; i <= 5; i++) expect((await forgot(stranger, email)).statusCode).toBe(200);
    const sixth = await forgot(stranger, email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.data.message).toBe('Too many password reset requests. Please try again in 60 minutes.');
    // The same client may still ask for another address, and another client for this one.
    expect((await forgot(stranger, `someone.else.${Date.now()}@example.com`)).statusCode).toBe(200);
    expect((await forgot(fromElsewhere(), email)).statusCode).toBe(200);
  });

  it('mails one address 3 reset links in 30 minutes, not a 4th, and never refuses its owner', async () => {
    const { email } = await signedInShopper(shop);
    const unknown = `nobody.${Date.now()}@example.com`;
    // Ten requests from two strangers' addresses: the whole of what used to be the address's hour.
    for (const stranger of [fromElsewhere(), fromElsewhere()]) {
      for (let i = 1; i <= 5; i++) {
        const [known, ghost] = [await forgot(stranger, email), await forgot(stranger, unknown)];
        expect(known.statusCode).toBe(200);
        // Capped or not, known or not: one answer.
        expect(known.data).toEqual(ghost.data);
      }
    }
    expect(await linksOf(email)).toHaveLength(3);
    await shop.mail.find(() => mailsTo(email, /Reset/).length === 3, 'the 3 reset mails');

    // The owner asks too: answered as always, not refused; the mailbox holds links that still work.
    const owner = await forgot(fromElsewhere(), email);
    expect(owner.statusCode).toBe(200);
    expect(owner.data).toEqual({
      success: true,
      message: 'If an account exists for this email, we have sent a link to reset your password.',
    });
    expect(await linksOf(email)).toHaveLength(3);
    const newest = mailsTo(email, /Reset/).at(-1);
    const token = /\/reset-password\/([\w-]+)/.exec(newest?.text ?? '')?.[1] ?? '';
    expect((await fromElsewhere().get(`/api/v1/user/password/reset/${token}`)).statusCode).toBe(200);

    // 30 minutes on (the links' lifetime), a request mails a new link again.
    await windowsStartedAgo(`mail:reset:${email}`, 30 * 60);
    expect((await forgot(fromElsewhere(), email)).statusCode).toBe(200);
    expect(await linksOf(email)).toHaveLength(4);
  });
});

describe('registering an address that has an account is indistinguishable from a new one (item 8)', () => {
  const hashes = passwords.hashPassword as jest.MockedFunction<typeof passwords.hashPassword>;
  const register = (email: string) =>
    fromElsewhere().post('/api/v1/user/register', {
      firstName: 'Mallory',
      lastName: 'Probe',
      email,
      password: strongPassword,
    });
  /** What may differ between two answers: the address named in the message, the id, the moment. */
  const shape = (res: Awaited<ReturnType<typeof register>>, email: string) => ({
    status: res.statusCode,
    body: {
      ...res.data,
      // The seconds left differ by the moments between the two calls.
      message: String(res.data.message)
        .replace(email, '<email>')
        .replace(/\d+ seconds/, 'N seconds'),
      userId: typeof res.data.userId,
      cooldownExpiry: typeof res.data.cooldownExpiry,
      retryAfter: typeof res.data.retryAfter,
    },
    cookies: res.cookies.map(({ name, path, httpOnly, sameSite, maxAge }) => ({
      name,
      path,
      httpOnly,
      sameSite,
      maxAge,
    })),
  });
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('answers register, a second register, verify-otp and resend the same for both', async () => {
    const { email: taken } = await signedInShopper(shop);
    const fresh = `brand.new.${Date.now()}@example.com`;

    hashes.mockClear();
    const [takenFirst, freshFirst] = [await register(taken), await register(fresh)];
    // The same hashing work on both paths (the timing class).
    expect(hashes).toHaveBeenCalledTimes(2);
    expect(shape(takenFirst, taken)).toEqual(shape(freshFirst, fresh));
    expect(String(takenFirst.data.userId)).toMatch(uuidV4);
    expect(String(freshFirst.data.userId)).toMatch(uuidV4);

    // A second and third registration: each keeps its id.
    for (let i = 2; i <= 3; i++) {
      const [takenAgain, freshAgain] = [await register(taken), await register(fresh)];
      expect(shape(takenAgain, taken)).toEqual(shape(freshAgain, fresh));
      expect(takenAgain.data.userId).toBe(takenFirst.data.userId);
      expect(freshAgain.data.userId).toBe(freshFirst.data.userId);
    }
    // A 4th while 3 wait for their code: both refused alike.
    const [takenFourth, freshFourth] = [await register(taken), await register(fresh)];
    expect(takenFourth.statusCode).toBe(429);
    expect(shape(takenFourth, taken)).toEqual(shape(freshFourth, fresh));

    // verify-otp with each id: 5 wrong guesses answered alike, then both locked alike.
    const guess = (userId: unknown) =>
      fromElsewhere().post('/api/v1/user/verify-otp', { otp: '000000', userId });
    for (let i = 1; i <= 6; i++) {
      const [onTaken, onFresh] = [await guess(takenFirst.data.userId), await guess(freshFirst.data.userId)];
      expect({ status: onTaken.statusCode, body: onTaken.data }).toEqual({
        status: onFresh.statusCode,
        body: onFresh.data,
      });
      expect(onTaken.data.message).toBe(
        i <= 5
          ? 'Invalid verification code. Please check the code and try again.'
          : 'Too many wrong attempts. Please request a new code.',
      );
    }

    // resend within the minute: both wait alike.
    const resend = (userId: unknown) => fromElsewhere().post('/api/v1/user/resend-otp', { userId });
    const [takenResend, freshResend] = [
      await resend(takenFirst.data.userId),
      await resend(freshFirst.data.userId),
    ];
    expect(takenResend.statusCode).toBe(429);
    expect(shape(takenResend, taken)).toEqual(shape(freshResend, fresh));
  });

  it('keeps the decoy in the rate-limit table only (no account, no code rows)', async () => {
    const { email } = await signedInShopper(shop);
    const res = await register(email);
    expect(
      await shop.db
        .select()
        .from(users)
        .where(eq(users.id, String(res.data.userId))),
    ).toEqual([]);
    const rows = await shop.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `decoy:%:${String(res.data.userId)}`));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('codes to a mailbox nobody has proven: 10 a day, however spelt, with or without an account (ADR 049)', () => {
  const CAPPED =
    'Too many codes have been sent to this email today. Please use one we sent, or try again in 24 hours.';
  let n = 0;
  /** A local part of its own for each test, so one test's count never reaches another's. */
  const unique = (name: string) => `${name}${++n}x${Date.now()}`;
  const register = (email: string) =>
    fromElsewhere().post('/api/v1/user/register', {
      firstName: 'Mallory',
      lastName: 'Bomber',
      email,
      password: strongPassword,
    });
  const resend = (userId: unknown) => fromElsewhere().post('/api/v1/user/resend-otp', { userId });
  const login = (email: string) =>
    fromElsewhere().post('/api/v1/user/login', { email, password: strongPassword });
  /**
   * A minute on for one id's resend cooldown: a real account's (its codes' times) or a decoy's (its counter), so
   * the test moves both paths the same way.
   */
  const cooldownPassed = async (userId: unknown) => {
    await shop.db
      .update(otpCodes)
      .set({ createdAt: sql`${otpCodes.createdAt} - interval '61 seconds'` })
      .where(eq(otpCodes.userId, String(userId)));
    await windowsStartedAgo(`resend:unknown:${String(userId)}`, 61);
  };
  const codeMailsTo = (...addresses: string[]) =>
    shop.mail.messages.filter((m) => addresses.includes(m.to) && /verification code/.test(m.subject));
  /** What a stranger sees of an answer, but for the address it names and the exact seconds. */
  const seen = (res: Response) => ({
    status: res.statusCode,
    keys: Object.keys(res.data).sort(),
    message: String(res.data.message)
      .replace(/\S+@\S+\.\w+/, '<email>')
      .replace(/\d+ seconds/, 'N seconds'),
    headers: Object.keys(res.headers)
      .filter((name) => name !== 'date')
      .sort(),
    retryAfter: res.headers['retry-after'] === undefined ? 'none' : 'sent',
    cookies: res.cookies.map((c) => c.name),
  });
  const expectCapped = (res: Response) => {
    expect(res.statusCode).toBe(429);
    expect(res.data).toEqual({ success: false, message: CAPPED, retryAfter: expect.any(Number) });
    // The day's window, not the minute's cooldown: the header says as much as the body.
    expect(Number(res.headers['retry-after'])).toBe(res.data.retryAfter);
    expect(Number(res.data.retryAfter)).toBeGreaterThan(23 * 60 * 60);
    expect(Number(res.data.retryAfter)).toBeLessThanOrEqual(24 * 60 * 60);
  };
  const accountOf = async (email: string) =>
    (await shop.db.select().from(users).where(eq(users.email, email)))[0];
  const codeRowsOf = (userId: string) => shop.db.select().from(otpCodes).where(eq(otpCodes.userId, userId));

  it('mails the 10th code and refuses the 11th, mailing and changing nothing, until the day has passed', async () => {
    const email = `${unique('victim')}@example.com`;
    const first = await register(email);
    expect(first.statusCode).toBe(200);
    const userId = String(first.data.userId);
    for (let i = 2; i <= 10; i++) {
      await cooldownPassed(userId);
      expect((await resend(userId)).statusCode).toBe(200);
    }
    expect(codeMailsTo(email)).toHaveLength(10);

    await cooldownPassed(userId);
    const accountBefore = await accountOf(email);
    const codesBefore = await codeRowsOf(userId);
    expectCapped(await resend(userId));
    // A new registration of the address is refused alike: no registration waits, nothing is sent.
    expectCapped(await register(email));
    expect(codeMailsTo(email)).toHaveLength(10);
    expect(await accountOf(email)).toEqual(accountBefore);
    expect(await codeRowsOf(userId)).toEqual(codesBefore);

    // A day on, the mailbox may be sent a code again.
    await windowsStartedAgo(`mail:codes:${email}`, 24 * 60 * 60);
    expect((await resend(userId)).statusCode).toBe(200);
    expect(codeMailsTo(email)).toHaveLength(11);
  });

  it('counts +tags, capitals and Gmail’s dots and googlemail.com as one mailbox', async () => {
    const name = unique('jtan');
    const [head, tail] = [name.slice(0, 2), name.slice(2)];
    // Each its own (unverified) account, but all one Gmail inbox.
    const variants = [
      `${name}@gmail.com`,
      `${name}+shop@gmail.com`,
      `${head}.${tail}@gmail.com`,
      `${head}.${tail}+2@googlemail.com`,
      `${name.toUpperCase()}+Gems@Gmail.com`,
    ];
    const ids: unknown[] = [];
    for (const email of variants) {
      const res = await register(email);
      expect(res.statusCode).toBe(200);
      ids.push(res.data.userId);
    }
    // 5 registrations and 5 resends, across the accounts: 10 codes to one inbox.
    for (const userId of ids) {
      await cooldownPassed(userId);
      expect((await resend(userId)).statusCode).toBe(200);
    }
    const typed = variants.map((v) => v.toLowerCase());
    expect(codeMailsTo(...typed)).toHaveLength(10);

    // The 11th, whatever the spelling or the request, is refused; a spelling not seen before makes no account.
    const another = `${head}.${tail}+11@gmail.com`;
    expectCapped(await register(another));
    expect(await accountOf(another)).toBeUndefined();
    await cooldownPassed(ids[0]);
    expectCapped(await resend(ids[0]));
    await cooldownPassed(ids[4]);
    expectCapped(await resend(ids[4]));
    expect(codeMailsTo(...typed, another)).toHaveLength(10);
  });

  it('answers an address with an account (and its +tags) exactly as one without, request by request', async () => {
    const { email: taken } = await signedInShopper(shop, { firstName: 'Olivia' });
    // The owner's own sign-up code was yesterday's: the day's count starts with the stranger.
    await windowsStartedAgo(`mail:codes:${taken}`, 24 * 60 * 60);
    const fresh = `${unique('nobody')}@example.com`;
    const tagged = (email: string) => email.replace('@', '+shop@');
    const sides = [taken, fresh].map((email) => ({ email, tagged: tagged(email), ids: [] as unknown[] }));
    const mailsBefore = shop.mail.messages.filter((m) => m.to === taken).length;

    /** The same request on both sides, answered alike (but for the address and the seconds). */
    const alike = async (request: (side: (typeof sides)[number]) => Promise<Response>) => {
      const answers: Response[] = [];
      for (const side of sides) answers.push(await request(side));
      const [onTaken, onFresh] = answers;
      if (!onTaken || !onFresh) throw new Error('no answer');
      expect(seen(onTaken)).toEqual(seen(onFresh));
      return [onTaken, onFresh] as const;
    };

    // The address itself (a decoy when it has an account) and a +tag of it (a real unverified account either way).
    for (const which of ['email', 'tagged'] as const) {
      const [onTaken, onFresh] = await alike((side) => register(side[which]));
      expect(onTaken.statusCode).toBe(200);
      sides[0]?.ids.push(onTaken.data.userId);
      sides[1]?.ids.push(onFresh.data.userId);
    }
    // 8 resends, alternating between the two ids: codes 3 to 10.
    for (let i = 3; i <= 10; i++) {
      const [onTaken] = await alike(async (side) => {
        const userId = side.ids[i % 2];
        await cooldownPassed(userId);
        return resend(userId);
      });
      expect(onTaken.statusCode).toBe(200);
    }

    // The 11th: refused on both, by the same request on each path, in the same words and headers.
    for (const request of [
      async (side: (typeof sides)[number]) => {
        await cooldownPassed(side.ids[0]);
        return resend(side.ids[0]);
      },
      async (side: (typeof sides)[number]) => {
        await cooldownPassed(side.ids[1]);
        return resend(side.ids[1]);
      },
      (side: (typeof sides)[number]) => register(side.email),
      (side: (typeof sides)[number]) => register(side.email.replace('@', '+new@')),
    ]) {
      const [onTaken, onFresh] = await alike(request);
      expectCapped(onTaken);
      expectCapped(onFresh);
      expect(Math.abs(Number(onTaken.data.retryAfter) - Number(onFresh.data.retryAfter))).toBeLessThanOrEqual(
        5,
      );
    }
    // The owner heard of the one registration before the cap (ADR 037), of none past it.
    expect(shop.mail.messages.filter((m) => m.to === taken)).toHaveLength(mailsBefore + 1);
    expect(codeMailsTo(tagged(taken))).toHaveLength(5);
    expect(codeMailsTo(fresh, tagged(fresh))).toHaveLength(10);
  });

  it('resends sign-in codes to a verified account 10 times a day, then refuses alike; signing in still mails', async () => {
    const { email, userId } = await signedInShopper(shop);
    const before = codeMailsTo(email).length;
    for (let i = 1; i <= 10; i++) {
      await cooldownPassed(userId);
      expect((await resend(userId)).statusCode).toBe(200);
    }
    expect(codeMailsTo(email)).toHaveLength(before + 10);
    await cooldownPassed(userId);
    const codesBefore = await codeRowsOf(userId);
    expectCapped(await resend(userId));
    expect(await codeRowsOf(userId)).toEqual(codesBefore);
    expect(codeMailsTo(email)).toHaveLength(before + 10);

    // The owner on a new device, with the password: a sign-in code, as always.
    const owner = await login(email);
    expect(owner.data).toMatchObject({ success: false, userId });
    expect(codeMailsTo(email)).toHaveLength(before + 11);
  });

  it('counts the codes a login of an unverified account mails (the password may be the stranger’s own)', async () => {
    const email = `${unique('nologin')}@example.com`;
    const first = await register(email);
    expect(first.statusCode).toBe(200);
    for (let i = 2; i <= 10; i++) {
      await cooldownPassed(first.data.userId);
      expect((await login(email)).data).toMatchObject({ success: false, userId: first.data.userId });
    }
    expect(codeMailsTo(email)).toHaveLength(10);
    await cooldownPassed(first.data.userId);
    expectCapped(await login(email));
    expect(codeMailsTo(email)).toHaveLength(10);
  });
});
