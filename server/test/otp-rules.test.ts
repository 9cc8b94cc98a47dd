/**
 * The e-mailed codes on their own functions against a real (PGlite) database, with a mailer that keeps what it was
 * given: the minute between codes, a resend renewing its own registration, three registrations waiting at most, the
 * tries a new registration inherits, the day's cap on codes to a mailbox nobody has proven and its lock, link codes,
 * why a code is refused, and what an entered code does to the account. The numbers are the accounts design's
 * (10-minute codes, 5 tries, 60 s between codes, 3 registrations, 10 codes a day per mailbox), written out.
 * Only Date is faked where a test needs a time exactly.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { otpCodes, rateLimits, userIdentities, users } from '../src/db/schema';
import { mailboxOf } from '../src/lib/mailbox';
import type { Mailer } from '../src/mail/mailer';
import type { Message } from '../src/mail/templates';
import {
  applyCode,
  checkCode,
  issueCode,
  issueLinkCode,
  issueRegistrationCode,
  type CodeMailCap,
  type CodeRow,
} from '../src/modules/users/otp';
import type { UserRow } from '../src/modules/users/sessions';
import { openTestDatabase } from './support/database';
import { fixDateAt } from './support/fixed-date';
import { hashtext, locksHeld } from './support/advisory-locks';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.db;
  close = database.close;
});
afterAll(() => close());
afterEach(() => {
  jest.useRealTimers();
});

const sent: { to: string; message: Message }[] = [];
const mailer: Mailer = {
  send: async (to, message) => {
    sent.push({ to, message });
  },
  close: () => undefined,
};
const delivery = { mailer, log: () => undefined };

/** The code in the newest mail to `to`. */
function lastCode(to: string): string {
  const mail = sent.filter((m) => m.to === to).at(-1);
  const code = mail && /^(\d{6}) is your/.exec(mail.message.subject)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

/**
 * A base for faked times half an hour in the past, so going back to the real clock after a test moves time forward:
 * PGlite reads the same Date, and a test that left it 10 minutes ahead made the next tests' codes misbehave.
 */
const pastBase = () => Date.now() - 30 * 60_000;

let people = 0;
async function newUser(verified = false): Promise<UserRow> {
  people += 1;
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Mei',
      lastName: 'Lim',
      email: `otp-rules-${people}@example.com`,
      passwordHash: 'first-hash',
      verified,
    })
    .returning();
  if (!row) throw new Error('user insert failed');
  return row;
}

/** The id of the code an issueCode call sent (failing when it sent none). */
function sentCodeId(issued: Awaited<ReturnType<typeof issueCode>>): string | undefined {
  if (issued.outcome !== 'sent') throw new Error(`no code sent: ${issued.outcome}`);
  return issued.codeId;
}

const codesOf = (userId: string) => db.select().from(otpCodes).where(eq(otpCodes.userId, userId));

/** A row's id: a uuid. */
const rowId = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

/** How many codes were mailed to exactly this address. */
const mailsTo = (email: string) => sent.filter((m) => m.to === email).length;

const ana = { firstName: 'Ana', lastName: 'Lee', passwordHash: 'ana-hash' };

/**
 * The cap on codes to a mailbox nobody has proven, built as the shop builds it (ADR 049): 10 codes a day, counted
 * per mailboxOf, so every spelling of one inbox shares one count and one lock.
 */
function unprovenCap(email: string): CodeMailCap {
  const mailbox = mailboxOf(email);
  return { mailbox, key: `mail:codes:${mailbox}`, limit: { max: 10, windowSeconds: 24 * 60 * 60 } };
}

/** What a cap's counter holds (undefined before its first code). */
async function countOf(cap: CodeMailCap): Promise<number | undefined> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, cap.key));
  return row?.count;
}

/**
 * Starts a cap's day at `at`, a time of the test's (faked) clock: the wait is then exact on Postgres too, whose
 * now() is the real clock's while PGlite's is the faked Date.
 */
const startDayAt = (cap: CodeMailCap, at: number) =>
  db
    .update(rateLimits)
    .set({ windowStart: new Date(at) })
    .where(eq(rateLimits.key, cap.key));

describe('issueCode: a new sign-in code at most once a minute', () => {
  it('sends a code, then refuses another 59.999 s later with the first one’s cooldown, and sends at 60 s', async () => {
    const user = await newUser();
    const t0 = pastBase();
    fixDateAt(t0);
    const first = await issueCode(db, delivery, user);
    expect(first).toEqual({ outcome: 'sent', cooldownExpiry: t0 + 60_000, codeId: expect.any(String) });
    expect(sent.at(-1)?.message.text).toContain('Hello Mei,');

    fixDateAt(t0 + 59_999);
    const held = await issueCode(db, delivery, user);
    expect(held).toEqual({ outcome: 'cooldown', cooldownExpiry: t0 + 60_000 });

    fixDateAt(t0 + 60_000);
    const second = await issueCode(db, delivery, user);
    expect(second).toEqual({ outcome: 'sent', cooldownExpiry: t0 + 120_000, codeId: expect.any(String) });
  });

  it('replaces the previous sign-in code: the old one no longer works, the new one does', async () => {
    const user = await newUser();
    const t0 = pastBase();
    fixDateAt(t0);
    await issueCode(db, delivery, user);
    const oldCode = lastCode(user.email);
    fixDateAt(t0 + 60_000);
    await issueCode(db, delivery, user);
    const newCode = lastCode(user.email);
    if (oldCode !== newCode) expect((await checkCode(db, user.id, oldCode)).result).toBe('wrong');
    expect((await checkCode(db, user.id, newCode)).result).toBe('ok');
  });

  it('a mail server that refuses the code is logged; the code is stored and counts as sent', async () => {
    const user = await newUser();
    const errors: unknown[] = [];
    const refusing: Mailer = {
      send: async () => {
        throw new Error('mail server down');
      },
      close: () => undefined,
    };
    const issued = await issueCode(db, { mailer: refusing, log: (e) => errors.push(e) }, user);
    expect(issued.outcome).toBe('sent');
    expect(errors).toEqual([new Error('mail server down')]);
    expect(await codesOf(user.id)).toHaveLength(1);
  });

  it('sends again at once after the last code was used: the cooldown guards a code still waiting', async () => {
    const user = await newUser();
    await issueCode(db, delivery, user);
    expect((await checkCode(db, user.id, lastCode(user.email))).result).toBe('ok');
    expect((await issueCode(db, delivery, user)).outcome).toBe('sent');
  });

  it('a resend renews this browser’s own registration, with the same details, and replaces only that one', async () => {
    const user = await newUser();
    const mine = await issueRegistrationCode(db, delivery, user, {
      firstName: 'Ana',
      lastName: 'Lee',
      passwordHash: 'ana-hash',
    });
    await issueRegistrationCode(db, delivery, user, {
      firstName: 'Bob',
      lastName: 'Ong',
      passwordHash: 'bob-hash',
    });
    if (mine.refused) throw new Error('first registration refused');
    await db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(otpCodes.userId, user.id));
    const renewed = await issueCode(db, delivery, user, { renewRegistration: mine.codeId });
    expect(renewed.outcome).toBe('sent');
    expect(sent.at(-1)?.message.text).toContain('Hello Ana,');
    const rows = await codesOf(user.id);
    const live = rows.filter((r) => r.consumedAt === null);
    expect(live.map((r) => r.firstName).sort()).toEqual(['Ana', 'Bob']);
    expect(live.every((r) => r.purpose === 'registration')).toBe(true);
    const renewedRow = live.find((r) => r.id === sentCodeId(renewed));
    expect(renewedRow).toMatchObject({ firstName: 'Ana', lastName: 'Lee', passwordHash: 'ana-hash' });
    expect(rows.find((r) => r.id === mine.codeId)?.consumedAt).not.toBeNull();
  });

  it('a resend naming another account’s registration renews nothing and sends a sign-in code', async () => {
    const owner = await newUser();
    const other = await newUser();
    const theirs = await issueRegistrationCode(db, delivery, owner, {
      firstName: 'Ana',
      lastName: 'Lee',
      passwordHash: 'ana-hash',
    });
    if (theirs.refused) throw new Error('registration refused');
    const issued = await issueCode(db, delivery, other, { renewRegistration: theirs.codeId });
    expect(issued.outcome).toBe('sent');
    const [row] = (await codesOf(other.id)).filter((r) => r.id === sentCodeId(issued));
    expect(row?.purpose).toBe('sign-in');
    expect(row?.firstName).toBeNull();
    expect((await codesOf(owner.id)).every((r) => r.consumedAt === null)).toBe(true);
  });
});

describe('issueRegistrationCode: 3 registrations waiting at most', () => {
  it('takes 3 and refuses the 4th until the oldest code lapses', async () => {
    const user = await newUser();
    const t0 = pastBase();
    const details = { firstName: 'Ana', lastName: 'Lee', passwordHash: 'ana-hash' };
    fixDateAt(t0);
    const first = await issueRegistrationCode(db, delivery, user, details);
    expect(first).toEqual({
      refused: false,
      userId: user.id,
      codeId: expect.any(String),
      cooldownExpiry: t0 + 60_000,
    });
    fixDateAt(t0 + 60_000);
    expect((await issueRegistrationCode(db, delivery, user, details)).refused).toBe(false);
    fixDateAt(t0 + 120_000);
    expect((await issueRegistrationCode(db, delivery, user, details)).refused).toBe(false);
    const mails = sent.length;
    fixDateAt(t0 + 240_000);
    // The first code lapses at 10 minutes: 6 minutes (360 s) from now.
    expect(await issueRegistrationCode(db, delivery, user, details)).toEqual({
      refused: 'pending',
      retryAfterSeconds: 360,
    });
    expect(sent.length).toBe(mails);
    fixDateAt(t0 + 600_000);
    expect((await issueRegistrationCode(db, delivery, user, details)).refused).toBe(false);
  });

  it('a new registration’s code starts with the tries the waiting ones used', async () => {
    const user = await newUser();
    const details = { firstName: 'Ana', lastName: 'Lee', passwordHash: 'ana-hash' };
    await issueRegistrationCode(db, delivery, user, details);
    const firstCode = lastCode(user.email);
    await checkCode(db, user.id, wrongCodeFor(firstCode));
    await checkCode(db, user.id, wrongCodeFor(firstCode));
    await issueRegistrationCode(db, delivery, user, details);
    const secondCode = lastCode(user.email);
    const [inherited] = (await codesOf(user.id)).filter((r) => r.attempts === 2);
    expect(inherited).toBeDefined();
    const rows = await codesOf(user.id);
    expect(rows.map((r) => r.attempts)).toEqual([2, 2]);
    const wrong = ['000000', '111111', '222222'].find((c) => c !== firstCode && c !== secondCode) ?? '333333';
    for (let i = 0; i < 3; i++) expect((await checkCode(db, user.id, wrong)).result).toBe('wrong');
    expect((await checkCode(db, user.id, secondCode)).result).toBe('locked');
  });

  it('the first registration of an address makes its unverified account; a second finds that account and changes nothing on it', async () => {
    const email = 'first-registration@example.com';
    const cap = unprovenCap(email);
    const first = await issueRegistrationCode(db, delivery, { email }, ana, cap);
    if (first.refused) throw new Error(`first registration refused: ${first.refused}`);
    const [account] = await db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ id: first.userId, ...ana, verified: false });

    const bob = { firstName: 'Bob', lastName: 'Ong', passwordHash: 'bob-hash' };
    expect(await issueRegistrationCode(db, delivery, { email }, bob, cap)).toMatchObject({
      refused: false,
      userId: first.userId,
    });
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([account]);
    const codes = await codesOf(first.userId);
    expect(codes.map((r) => r.firstName).sort()).toEqual(['Ana', 'Bob']);
    expect(await countOf(cap)).toBe(2);
  });

  it('a registration’s code lives 10 minutes: accepted 10 minutes − 1 ms after it was sent, expired at 10 minutes', async () => {
    const user = await newUser();
    const t0 = pastBase();
    fixDateAt(t0);
    await issueRegistrationCode(db, delivery, user, ana);
    const code = lastCode(user.email);
    expect((await codesOf(user.id)).map((r) => r.expiresAt.getTime())).toEqual([t0 + 600_000]);
    fixDateAt(t0 + 600_000);
    expect(await checkCode(db, user.id, code)).toEqual({ result: 'expired' });
    fixDateAt(t0 + 599_999);
    expect((await checkCode(db, user.id, code)).result).toBe('ok');
  });
});

describe('the day’s cap on codes to a mailbox nobody has proven (§otp.daily-cap)', () => {
  it('a resend’s 10th code is mailed; the 11th, even within the minute, is refused with the day’s wait and nothing is mailed or stored', async () => {
    const user = await newUser();
    const cap = unprovenCap(user.email);
    const t0 = pastBase();
    for (let i = 0; i < 10; i++) {
      fixDateAt(t0 + i * 60_000);
      expect(await issueCode(db, delivery, user, { cap })).toEqual({
        outcome: 'sent',
        cooldownExpiry: t0 + (i + 1) * 60_000,
        codeId: rowId,
      });
    }
    expect(mailsTo(user.email)).toBe(10);
    expect(await codesOf(user.id)).toHaveLength(10);
    expect(await countOf(cap)).toBe(10);
    const tenth = lastCode(user.email);

    // 30 s after the 10th, inside its cooldown: the cap answers first, as waiting the minute would not help.
    const now = t0 + 9 * 60_000 + 30_000;
    fixDateAt(now);
    // The day began an hour ago: 23 hours (82,800 s) are left.
    await startDayAt(cap, now - 3_600_000);
    expect(await issueCode(db, delivery, user, { cap })).toEqual({
      outcome: 'capped',
      retryAfterSeconds: 82_800,
    });
    expect(mailsTo(user.email)).toBe(10);
    expect(await codesOf(user.id)).toHaveLength(10);
    expect(await countOf(cap)).toBe(10);
    // Codes already sent are not withdrawn.
    expect((await checkCode(db, user.id, tenth)).result).toBe('ok');
  });

  it('counted per mailbox: 10 registrations of its +tags, and the 11th spelling makes no account; another mailbox still gets its code', async () => {
    for (let i = 1; i <= 10; i++) {
      const email = `cap.reg+${i}@gmail.com`;
      const issued = await issueRegistrationCode(db, delivery, { email }, ana, unprovenCap(email));
      expect(issued).toMatchObject({ refused: false });
      expect(mailsTo(email)).toBe(1);
    }
    const cap = unprovenCap('CapReg@googlemail.com');
    expect(cap.mailbox).toBe('capreg@gmail.com');
    expect(await countOf(cap)).toBe(10);

    const now = Date.now();
    fixDateAt(now);
    await startDayAt(cap, now - 3_600_000);
    const late = 'Cap.Reg@googlemail.com';
    expect(await issueRegistrationCode(db, delivery, { email: late }, ana, unprovenCap(late))).toEqual({
      refused: 'capped',
      retryAfterSeconds: 82_800,
    });
    expect(mailsTo(late)).toBe(0);
    expect(await db.select().from(users).where(eq(users.email, late))).toEqual([]);
    expect(await countOf(cap)).toBe(10);

    const elsewhere = 'cap.reg@example.com';
    expect(
      await issueRegistrationCode(db, delivery, { email: elsewhere }, ana, unprovenCap(elsewhere)),
    ).toEqual({
      refused: false,
      userId: rowId,
      codeId: rowId,
      cooldownExpiry: now + 60_000,
    });
    expect(mailsTo(elsewhere)).toBe(1);
    expect(await countOf(unprovenCap(elsewhere))).toBe(1);
  });

  it('refused for 1 s a second before the day is up; once it is, a code goes and the count starts again at 1', async () => {
    const email = 'cap-window@example.com';
    const cap = unprovenCap(email);
    const now = Date.now();
    fixDateAt(now);
    // The mailbox has had its 10 codes, the first of them 23:59:59 ago (the counter as the shop keeps it).
    await db.insert(rateLimits).values({ key: cap.key, windowStart: new Date(now - 86_399_000), count: 10 });
    expect(await issueRegistrationCode(db, delivery, { email }, ana, cap)).toEqual({
      refused: 'capped',
      retryAfterSeconds: 1,
    });
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);

    await startDayAt(cap, now - 86_400_000);
    expect(await issueRegistrationCode(db, delivery, { email }, ana, cap)).toMatchObject({ refused: false });
    expect(mailsTo(email)).toBe(1);
    expect(await countOf(cap)).toBe(1);
  });
});

describe('the mailbox’s lock (ADR 049)', () => {
  it('a capped code takes the mailbox’s lock (space 49) in its transaction, held until that ends; none without a cap', async () => {
    const user = await newUser();
    await db.transaction(async (tx) => {
      expect((await issueCode(tx, delivery, user)).outcome).toBe('sent');
      expect(await locksHeld(tx)).toEqual([]);
    });
    const other = await newUser();
    await db.transaction(async (tx) => {
      expect((await issueCode(tx, delivery, other, { cap: unprovenCap(other.email) })).outcome).toBe('sent');
      expect(await locksHeld(tx)).toEqual([
        { classid: 49, objid: await hashtext(tx, other.email), objsubid: 2 },
      ]);
    });
    expect(await locksHeld(db)).toEqual([]);

    const email = 'Lock.Holder+1@Example.com';
    await db.transaction(async (tx) => {
      expect(await issueRegistrationCode(tx, delivery, { email }, ana, unprovenCap(email))).toMatchObject({
        refused: false,
      });
      expect(await locksHeld(tx)).toEqual([
        { classid: 49, objid: await hashtext(tx, 'lock.holder@example.com'), objsubid: 2 },
      ]);
    });
    expect(await locksHeld(db)).toEqual([]);
  });
});

describe('issueLinkCode', () => {
  it('mails a code saying what it links, replacing an earlier link code, with no cooldown', async () => {
    const user = await newUser(true);
    const now = pastBase();
    fixDateAt(now);
    const first = await issueLinkCode(db, delivery, user, {
      provider: 'google',
      subject: 'sub-1',
      email: user.email,
    });
    expect(first).toEqual({ cooldownExpiry: now + 60_000 });
    expect(sent.at(-1)?.message.text).toContain('It links Google sign-in to your account.');
    const firstCode = lastCode(user.email);
    await issueLinkCode(db, delivery, user, { provider: 'google', subject: 'sub-2', email: user.email });
    const secondCode = lastCode(user.email);
    const live = (await codesOf(user.id)).filter((r) => r.consumedAt === null);
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ purpose: 'link', identityProvider: 'google', identitySubject: 'sub-2' });
    expect(live[0]?.expiresAt.getTime()).toBe(now + 600_000);
    if (firstCode !== secondCode) expect((await checkCode(db, user.id, firstCode)).result).toBe('wrong');
  });
});

describe('checkCode: why a code is refused', () => {
  it('missing: the account never had a code', async () => {
    const user = await newUser();
    expect(await checkCode(db, user.id, '123456')).toEqual({ result: 'missing' });
  });

  it('ok once, then missing: a used code is gone', async () => {
    const user = await newUser();
    await issueCode(db, delivery, user);
    const code = lastCode(user.email);
    const ok = await checkCode(db, user.id, code);
    expect(ok.result).toBe('ok');
    if (ok.result === 'ok') expect(ok.code.consumedAt).toBeInstanceOf(Date);
    expect(await checkCode(db, user.id, code)).toEqual({ result: 'missing' });
  });

  it('accepted 10 minutes − 1 ms after it was sent; expired at 10 minutes', async () => {
    const user = await newUser();
    const t0 = pastBase();
    fixDateAt(t0);
    await issueCode(db, delivery, user);
    const code = lastCode(user.email);
    fixDateAt(t0 + 600_000);
    expect(await checkCode(db, user.id, code)).toEqual({ result: 'expired' });
    fixDateAt(t0 + 599_999);
    expect((await checkCode(db, user.id, code)).result).toBe('ok');
  });

  it('wrong 5 times, then locked even with the right code; the 5th try may still be right', async () => {
    const user = await newUser();
    await issueCode(db, delivery, user);
    const code = lastCode(user.email);
    for (let i = 0; i < 4; i++)
      expect(await checkCode(db, user.id, wrongCodeFor(code))).toEqual({ result: 'wrong' });
    expect((await checkCode(db, user.id, code)).result).toBe('ok');

    const other = await newUser();
    await issueCode(db, delivery, other);
    const theirs = lastCode(other.email);
    for (let i = 0; i < 5; i++)
      expect((await checkCode(db, other.id, wrongCodeFor(theirs))).result).toBe('wrong');
    expect(await checkCode(db, other.id, theirs)).toEqual({ result: 'locked' });
  });

  it('two checks of one right code at once: one is ok, the other finds it used (missing)', async () => {
    const user = await newUser();
    await issueCode(db, delivery, user);
    const code = lastCode(user.email);
    const both = await Promise.all([checkCode(db, user.id, code), checkCode(db, user.id, code)]);
    expect(both.map((r) => r.result).sort()).toEqual(['missing', 'ok']);
    expect(await checkCode(db, user.id, code)).toEqual({ result: 'missing' });
  });

  it('a guess is checked against the account’s own codes only', async () => {
    const user = await newUser();
    const stranger = await newUser();
    await issueCode(db, delivery, user);
    const code = lastCode(user.email);
    expect((await checkCode(db, stranger.id, code)).result).toBe('missing');
    expect((await checkCode(db, user.id, code)).result).toBe('ok');
  });
});

describe('applyCode: what an entered code does to the account', () => {
  /** The account's newest mailed code, checked (and so consumed). */
  async function checked(user: UserRow): Promise<CodeRow> {
    const result = await checkCode(db, user.id, lastCode(user.email));
    if (result.result !== 'ok') throw new Error(`code refused: ${result.result}`);
    return result.code;
  }

  async function enter(user: UserRow) {
    return applyCode(db, user, await checked(user));
  }

  const identitiesOf = (user: UserRow) =>
    db.select().from(userIdentities).where(eq(userIdentities.userId, user.id));
  const storedAccount = async (user: UserRow) =>
    (await db.select().from(users).where(eq(users.id, user.id)))[0];

  it('a registration’s code verifies the account with that registration’s details; the others lapse', async () => {
    const user = await newUser();
    await issueRegistrationCode(db, delivery, user, {
      firstName: 'Bob',
      lastName: 'Ong',
      passwordHash: 'bob-hash',
    });
    await issueRegistrationCode(db, delivery, user, {
      firstName: 'Ana',
      lastName: 'Lee',
      passwordHash: 'ana-hash',
    });
    const applied = await enter(user);
    expect(applied).toMatchObject({
      verified: true,
      firstName: 'Ana',
      lastName: 'Lee',
      passwordHash: 'ana-hash',
    });
    const [stored] = await db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ verified: true, firstName: 'Ana', passwordHash: 'ana-hash' });
    expect((await codesOf(user.id)).every((r) => r.consumedAt !== null)).toBe(true);
  });

  it('a sign-in code verifies the account and keeps its details', async () => {
    const user = await newUser();
    await issueCode(db, delivery, user);
    const applied = await enter(user);
    expect(applied).toMatchObject({
      verified: true,
      firstName: 'Mei',
      lastName: 'Lim',
      passwordHash: 'first-hash',
    });
  });

  it('a link code attaches the identity and drops the unconfirmed password of an unverified account', async () => {
    const user = await newUser();
    await issueLinkCode(db, delivery, user, {
      provider: 'google',
      subject: 'g-unverified',
      email: user.email,
    });
    const applied = await enter(user);
    expect(applied).toMatchObject({ verified: true, passwordHash: null, firstName: 'Mei' });
    const identities = await db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, 'google'), eq(userIdentities.subject, 'g-unverified')));
    expect(identities).toEqual([expect.objectContaining({ userId: user.id, email: user.email })]);
  });

  it('on a verified account a link code attaches the identity and changes nothing else', async () => {
    const user = await newUser(true);
    await issueLinkCode(db, delivery, user, { provider: 'google', subject: 'g-verified', email: user.email });
    const applied = await enter(user);
    expect(applied).toMatchObject({ verified: true, passwordHash: 'first-hash' });
    const identities = await db.select().from(userIdentities).where(eq(userIdentities.subject, 'g-verified'));
    expect(identities).toHaveLength(1);
  });

  it('a registration’s code never changes a verified account', async () => {
    const user = await newUser(true);
    await issueRegistrationCode(db, delivery, user, {
      firstName: 'Eve',
      lastName: 'Tan',
      passwordHash: 'eve-hash',
    });
    const applied = await enter(user);
    expect(applied).toMatchObject({ firstName: 'Mei', passwordHash: 'first-hash' });
    const [stored] = await db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ firstName: 'Mei', lastName: 'Lim', passwordHash: 'first-hash' });
  });

  // The database keeps such codes out of its table (the checks otp_codes_link_identity and
  // otp_codes_registration_details); applyCode, handed one, decides by the code all the same.
  it.each([
    ['provider', { identityProvider: null }],
    ['subject', { identitySubject: null }],
  ])('a link code without its identity’s %s attaches nothing', async (_, missing) => {
    const user = await newUser(true);
    await issueLinkCode(db, delivery, user, { provider: 'google', subject: 'g-half', email: user.email });
    const applied = await applyCode(db, user, { ...(await checked(user)), ...missing });
    expect(applied).toMatchObject({ verified: true, passwordHash: 'first-hash' });
    expect(await identitiesOf(user)).toEqual([]);
  });

  it('only a link code attaches an identity, and only a registration’s code brings details: a sign-in code carrying both only verifies', async () => {
    const user = await newUser();
    await issueCode(db, delivery, user);
    const code: CodeRow = {
      ...(await checked(user)),
      identityProvider: 'google',
      identitySubject: 'g-sign-in',
      firstName: 'Eve',
      lastName: 'Tan',
      passwordHash: 'eve-hash',
    };
    const applied = await applyCode(db, user, code);
    const kept = { verified: true, firstName: 'Mei', lastName: 'Lim', passwordHash: 'first-hash' };
    expect(applied).toMatchObject(kept);
    expect(await storedAccount(user)).toMatchObject(kept);
    expect(await identitiesOf(user)).toEqual([]);
  });

  it.each(['firstName', 'lastName', 'passwordHash'] as const)(
    'a registration’s code without its %s verifies the account and leaves its details as they were',
    async (field) => {
      const user = await newUser();
      await issueRegistrationCode(db, delivery, user, {
        firstName: 'Eve',
        lastName: 'Tan',
        passwordHash: 'eve-hash',
      });
      const code: CodeRow = { ...(await checked(user)) };
      code[field] = null;
      const applied = await applyCode(db, user, code);
      const kept = { verified: true, firstName: 'Mei', lastName: 'Lim', passwordHash: 'first-hash' };
      expect(applied).toMatchObject(kept);
      expect(await storedAccount(user)).toMatchObject(kept);
    },
  );

  it('an account verified meanwhile by another code is answered as it is now', async () => {
    const user = await newUser();
    await issueRegistrationCode(db, delivery, user, {
      firstName: 'Ana',
      lastName: 'Lee',
      passwordHash: 'ana-hash',
    });
    const anaCode = lastCode(user.email);
    await issueRegistrationCode(db, delivery, user, {
      firstName: 'Bob',
      lastName: 'Ong',
      passwordHash: 'bob-hash',
    });
    const bobCode = lastCode(user.email);
    const ana = await checkCode(db, user.id, anaCode);
    const bob = await checkCode(db, user.id, bobCode);
    if (ana.result !== 'ok' || bob.result !== 'ok') throw new Error('codes refused');
    await applyCode(db, user, bob.code);
    const late = await applyCode(db, user, ana.code);
    expect(late).toMatchObject({ verified: true, firstName: 'Bob', passwordHash: 'bob-hash' });
  });
});
