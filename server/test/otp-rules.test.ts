/**
 * The e-mailed codes on their own functions against a real (PGlite) database, with a mailer that keeps what it was
 * given: the minute between codes, a resend renewing its own registration, three registrations waiting at most, the
 * tries a new registration inherits, link codes, why a code is refused, and what an entered code does to the account.
 * The numbers are the accounts design's (10-minute codes, 5 tries, 60 s between codes, 3 registrations), written out.
 * Only Date is faked where a test needs a time exactly.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { otpCodes, userIdentities, users } from '../src/db/schema';
import type { Mailer } from '../src/mail/mailer';
import type { Message } from '../src/mail/templates';
import {
  applyCode,
  checkCode,
  issueCode,
  issueLinkCode,
  issueRegistrationCode,
} from '../src/modules/users/otp';
import type { UserRow } from '../src/modules/users/sessions';
import { openTestDatabase } from './support/database';
import { fixDateAt } from './support/fixed-date';

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

const codesOf = (userId: string) => db.select().from(otpCodes).where(eq(otpCodes.userId, userId));

describe('issueCode: a new sign-in code at most once a minute', () => {
  it('sends a code, then refuses another 59.999 s later with the first one’s cooldown, and sends at 60 s', async () => {
    const user = await newUser();
    const t0 = pastBase();
    fixDateAt(t0);
    const first = await issueCode(db, delivery, user);
    expect(first.sent).toBe(true);
    expect(first.cooldownExpiry).toBe(t0 + 60_000);
    expect(first.codeId).toEqual(expect.any(String));
    expect(sent.at(-1)?.message.text).toContain('Hello Mei,');

    fixDateAt(t0 + 59_999);
    const held = await issueCode(db, delivery, user);
    expect(held).toEqual({ sent: false, cooldownExpiry: t0 + 60_000 });

    fixDateAt(t0 + 60_000);
    const second = await issueCode(db, delivery, user);
    expect(second.sent).toBe(true);
    expect(second.cooldownExpiry).toBe(t0 + 120_000);
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
    expect(issued.sent).toBe(true);
    expect(errors).toEqual([new Error('mail server down')]);
    expect(await codesOf(user.id)).toHaveLength(1);
  });

  it('sends again at once after the last code was used: the cooldown guards a code still waiting', async () => {
    const user = await newUser();
    await issueCode(db, delivery, user);
    expect((await checkCode(db, user.id, lastCode(user.email))).result).toBe('ok');
    expect((await issueCode(db, delivery, user)).sent).toBe(true);
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
    expect(renewed.sent).toBe(true);
    expect(sent.at(-1)?.message.text).toContain('Hello Ana,');
    const rows = await codesOf(user.id);
    const live = rows.filter((r) => r.consumedAt === null);
    expect(live.map((r) => r.firstName).sort()).toEqual(['Ana', 'Bob']);
    expect(live.every((r) => r.purpose === 'registration')).toBe(true);
    const renewedRow = live.find((r) => r.id === renewed.codeId);
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
    expect(issued.sent).toBe(true);
    const [row] = (await codesOf(other.id)).filter((r) => r.id === issued.codeId);
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
    expect(first).toEqual({ refused: false, codeId: expect.any(String), cooldownExpiry: t0 + 60_000 });
    fixDateAt(t0 + 60_000);
    expect((await issueRegistrationCode(db, delivery, user, details)).refused).toBe(false);
    fixDateAt(t0 + 120_000);
    expect((await issueRegistrationCode(db, delivery, user, details)).refused).toBe(false);
    const mails = sent.length;
    fixDateAt(t0 + 240_000);
    // The first code lapses at 10 minutes: 6 minutes (360 s) from now.
    expect(await issueRegistrationCode(db, delivery, user, details)).toEqual({
      refused: true,
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
  async function enter(user: UserRow) {
    const checked = await checkCode(db, user.id, lastCode(user.email));
    if (checked.result !== 'ok') throw new Error(`code refused: ${checked.result}`);
    return applyCode(db, user, checked.code);
  }

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
