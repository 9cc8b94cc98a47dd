/**
 * On Postgres only: the housekeeping round of several API processes (ADR 060). One process at a time has the turn
 * and the others skip theirs; the turn goes back when the round ends, failed or not. And should two processes send
 * the mail outbox at once all the same (a turn lost with its connection), no mail goes twice.
 */
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { mailOutbox } from '../src/db/schema';
import { HOUSEKEEPING_LOCK, turnsAcrossProcesses } from '../src/db/turns';
import { queryRows } from '../src/db/client';
import { createOutbox } from '../src/mail/outbox';
import type { Message } from '../src/mail/templates';
import { openTestDatabase, type TestDatabase } from './support/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A promise the test settles itself, and another saying the round has started (it has the turn by then). */
function heldRound() {
  let release: () => void = () => undefined;
  let started: () => void = () => undefined;
  const running = new Promise<void>((resolve) => (started = resolve));
  const round = () =>
    new Promise<void>((resolve) => {
      release = resolve;
      started();
    });
  return { round, running, release: () => release() };
}

/** Whether anyone holds the housekeeping lock, as pg_locks shows it (a two-part key: objsubid 2). */
async function turnTaken(): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND granted AND objsubid = 2
          AND classid = ${HOUSEKEEPING_LOCK.space} AND objid = ${HOUSEKEEPING_LOCK.round}
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  );
  return (rows[0]?.n ?? 0) > 0;
}

it('of two processes asking for the housekeeping turn at once, one sweeps and the other skips its round', async () => {
  // Two processes: each has its own turns, and the pool gives their rounds different connections.
  const first = turnsAcrossProcesses(database.db);
  const second = turnsAcrossProcesses(database.db);
  const held = heldRound();
  const firstRound = first.take(held.round);
  await held.running;
  expect(await turnTaken()).toBe(true);

  let secondSwept = false;
  expect(await second.take(async () => void (secondSwept = true))).toBe(false);
  // Nor does the first process start a second round of its own while one is under way.
  expect(await first.take(async () => undefined)).toBe(false);
  expect(secondSwept).toBe(false);

  held.release();
  expect(await firstRound).toBe(true);
  expect(await turnTaken()).toBe(false);
  expect(await second.take(async () => void (secondSwept = true))).toBe(true);
  expect(secondSwept).toBe(true);
});

it('a round that fails gives the turn back', async () => {
  const first = turnsAcrossProcesses(database.db);
  const second = turnsAcrossProcesses(database.db);
  await expect(
    first.take(async () => {
      throw new Error('mail server on fire');
    }),
  ).rejects.toThrow('mail server on fire');
  expect(await turnTaken()).toBe(false);
  expect(await second.take(async () => undefined)).toBe(true);
});

it('two processes sending the outbox at once send every mail once', async () => {
  const log = Fastify({ logger: false }).log;
  const sent: string[] = [];
  // A mail server that takes a moment per mail, so that the two senders' batches overlap.
  const mailer = {
    send: async (to: string) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      sent.push(to);
    },
    close: () => undefined,
  };
  const message: Message = {
    subject: 'Your enquiry',
    text: 'We have received it.',
    html: '<p>We have received it.</p>',
  };
  const clock = () => new Date();
  const processes = [1, 2].map(() => createOutbox({ db: database.db, mailer, clock, log }));
  const addresses = Array.from({ length: 120 }, (_, i) => `shopper${i}@example.com`);
  await processes[0]?.enqueue(
    database.db,
    addresses.map((to) => ({ to, message })),
  );

  const sweeps = await Promise.all(processes.flatMap((outbox) => [outbox.sweep(), outbox.sweep()]));

  expect(sweeps.reduce((total, sweep) => total + sweep.sent, 0)).toBe(addresses.length);
  expect([...sent].sort()).toEqual([...addresses].sort());
  const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
  expect(rows).toHaveLength(addresses.length);
  expect(rows.every((row) => row.attempts === 1)).toBe(true);
});
