/**
 * The mail outbox (ADR 008): mail is written to `mail_outbox` in the same transaction as what it reports, and sent
 * after the commit. A send that fails stays pending and is tried again by the sweeper, later each time (1, 2, 4 …
 * minutes, then hourly), until it goes. So a mail server that is down delays mail but loses none, and a shopper is
 * never told an enquiry failed because of mail.
 *
 * Sending is claimed row by row (FOR UPDATE SKIP LOCKED, and `next_attempt_at` pushed past the longest a send can
 * take), so several API processes sweeping at once never send one mail twice while its send is under way. A process
 * that dies mid-send leaves its claim to lapse and the mail is sent again later: at least once, never lost.
 *
 * A mail is given up (status 'failed', logged as an error for staff) when the receiving server refuses it for good —
 * a 5xx to its recipient or its content, which no retry changes — or when it still has not gone 3 days after it
 * was written. The enquiry it reports stays stored either way. Sent mail is deleted 30 days after it went: its
 * words (names, messages) are kept with the enquiry, and need not be kept twice.
 */
import { and, asc, count, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mailer } from './mailer';
import type { Message } from './templates';

/**
 * How long a claimed mail is left to its sender before another may try. Longer than the mailer's bounded waits
 * (connection 30 s + greeting 30 s + socket idle 60 s, see createMailer), with room to spare.
 */
export const OUTBOX_CLAIM_MS = 10 * 60_000;
/** Retry delays double from 1 minute (MAIL_RETRY_SECONDS) after the first failure and stop growing at 1 hour. */
export const FIRST_RETRY_MS = 60_000;
export const LONGEST_RETRY_MS = 60 * 60_000;
/** A mail not sent this long after it was written is given up. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60_000;
/** Sent mail is deleted this long after it went. */
export const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;
/** Rows claimed per query; a sweep claims batches until the due mail runs out (or SWEEP_BATCHES of them). */
const BATCH_SIZE = 50;
const SWEEP_BATCHES = 20;

/**
 * The wait before the next try, after `attempts` failed tries: by default 1 → 1 min, 2 → 2 min, … 7 and on → 60 min;
 * `firstRetryMs` is the first of them.
 */
export function retryDelayMs(attempts: number, firstRetryMs = FIRST_RETRY_MS): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * Whether a send failed for good: the receiving server answered 5xx to the recipient (nodemailer's EENVELOPE) or to
 * the message itself (EMESSAGE). Anything else — no connection, a 4xx "try later", a login the shop's settings got
 * wrong — may pass, so it is tried again.
 */
export function refusedForGood(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return (
    (code === 'EENVELOPE' || code === 'EMESSAGE') &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600
  );
}

export type OutgoingMail = { to: string; message: Message };

/** What the outbox holds that has not gone: the shop's metrics read it when scraped (ADR 059). */
export type OutboxDepth = {
  /** Waiting for their first try or a retry. */
  pending: number;
  /** Given up (refused for good, or not sent in 3 days); kept in the table, never retried. */
  failed: number;
  /** When the oldest pending mail was written; null when none waits. */
  oldestPendingAt: Date | null;
};

/** One query over `mail_outbox` (sent mail is left out: it is no backlog). */
export async function outboxDepth(db: Db): Promise<OutboxDepth> {
  const rows = await db
    .select({ status: mailOutbox.status, mails: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'failed']))
    .groupBy(mailOutbox.status);
  const pending = rows.find((row) => row.status === 'pending');
  return {
    pending: pending?.mails ?? 0,
    failed: rows.find((row) => row.status === 'failed')?.mails ?? 0,
    oldestPendingAt: pending?.oldest ?? null,
  };
}

export type Outbox = {
  /** Writes mail inside the caller's transaction; the ids are for `sendSoon` once it has committed. */
  enqueue: (tx: Tx | Db, mails: OutgoingMail[], enquiryId?: string) => Promise<string[]>;
  /** Tries these (committed) mails now, without holding up the caller; a failure leaves them to the sweeper. */
  sendSoon: (ids: string[]) => void;
  /** Sends every pending mail that is due, and deletes mail sent more than 30 days ago: the sweeper's work. */
  sweep: () => Promise<{ sent: number; failed: number }>;
  /** Resolves once the sends `sendSoon` started have finished (closing the app, tests). */
  settled: () => Promise<void>;
};

export type OutboxDeps = {
  db: Db;
  mailer: Mailer;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** The wait after the first failed try (FIRST_RETRY_MS unless the shop set MAIL_RETRY_SECONDS). */
  firstRetryMs?: number;
};

export function createOutbox(deps: OutboxDeps): Outbox {
  const { db, mailer, clock, log, firstRetryMs = FIRST_RETRY_MS } = deps;
  const inFlight = new Set<Promise<unknown>>();

  /** Claims due pending rows (all of them, or those of `ids`) and sends each; answers what happened. */
  async function sendBatch(
    now: Date,
    ids?: string[],
  ): Promise<{ sent: number; failed: number; claimed: number }> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, now),
          ids ? inArray(mailOutbox.id, ids) : undefined,
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + OUTBOX_CLAIM_MS),
      })
      .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, 'pending')))
      .returning();
    let sent = 0;
    let failed = 0;
    for (const row of claimed) {
      try {
        await mailer.send(row.toAddress, row.message);
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: clock(), lastError: null })
          .where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (error) {
        failed++;
        const reason = error instanceof Error ? error.message : String(error);
        const failedAt = clock();
        const refused = refusedForGood(error);
        if (refused || failedAt.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS) {
          await db
            .update(mailOutbox)
            .set({ status: 'failed', lastError: reason })
            .where(eq(mailOutbox.id, row.id));
          log.error(
            { mailId: row.id, enquiryId: row.enquiryId, attempts: row.attempts, err: error },
            refused
              ? 'mail refused for good by the receiving server; given up (the enquiry is stored)'
              : 'mail not sent for 3 days; given up (the enquiry is stored)',
          );
          continue;
        }
        await db
          .update(mailOutbox)
          .set({
            nextAttemptAt: new Date(failedAt.getTime() + retryDelayMs(row.attempts, firstRetryMs)),
            lastError: reason,
          })
          .where(eq(mailOutbox.id, row.id));
        log.warn(
          { mailId: row.id, attempts: row.attempts, err: error },
          'mail not sent; it stays in the outbox',
        );
      }
    }
    return { sent, failed, claimed: claimed.length };
  }

  return {
    enqueue: async (tx, mails, enquiryId) => {
      if (mails.length === 0) return [];
      const now = clock();
      const rows = await tx
        .insert(mailOutbox)
        .values(
          mails.map((mail) => ({
            toAddress: mail.to,
            message: mail.message,
            enquiryId: enquiryId ?? null,
            nextAttemptAt: now,
            // The app's clock, as the give-up age is counted by it.
            createdAt: now,
          })),
        )
        .returning({ id: mailOutbox.id });
      return rows.map((row) => row.id);
    },

    sendSoon: (ids) => {
      if (ids.length === 0) return;
      const sending = sendBatch(clock(), ids)
        .catch((error: unknown) => log.error({ err: error }, 'outbox send failed; the sweeper will retry'))
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },

    sweep: async () => {
      // Due as of the sweep's start: a mail that fails during it is not retried in the same sweep.
      const now = clock();
      let sent = 0;
      let failed = 0;
      for (let batch = 0; batch < SWEEP_BATCHES; batch++) {
        const result = await sendBatch(now);
        sent += result.sent;
        failed += result.failed;
        if (result.claimed < BATCH_SIZE) break;
      }
      await db
        .delete(mailOutbox)
        .where(
          and(eq(mailOutbox.status, 'sent'), lte(mailOutbox.sentAt, new Date(now.getTime() - KEEP_SENT_MS))),
        );
      return { sent, failed };
    },

    settled: async () => {
      await Promise.allSettled([...inFlight]);
    },
  };
}
