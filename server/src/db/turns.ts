/**
 * Work that one process of the shop does at a time: the housekeeping round (ADR 060). Every process keeps its timer;
 * at each tick it asks for the turn, and the one that gets it does the round while the others skip theirs. A round
 * that is still running in this process when its next tick comes is not started twice either.
 *
 * The turn only spares the shop duplicate work: every step of a round is safe run twice at once (stock is given
 * back by a conditional update, orders are made under the checkout's row lock, mail is claimed row by row with SKIP
 * LOCKED), so a turn lost with its connection mid-round, and another process starting one meanwhile, costs nothing.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';

export type Turns = {
  /** Runs `round` if nobody is running one (in this process, or on Postgres in another): true when it ran. */
  take: (round: () => Promise<void>) => Promise<boolean>;
};

/**
 * The two-part advisory lock a housekeeping round holds on Postgres: the first key is this ADR's number, as the
 * other modules' lock spaces are theirs (29, 38, 39, 49); the second is the round.
 */
export const HOUSEKEEPING_LOCK = { space: 60, round: 1 } as const;

/** Never two rounds at once in this process: a round still running when the next is asked for is skipped. */
function oneRoundAtATime(take: Turns['take']): Turns {
  let running = false;
  return {
    take: async (round) => {
      if (running) return false;
      running = true;
      try {
        return await take(round);
      } finally {
        running = false;
      }
    },
  };
}

/** One process (the embedded database): only this process's own rounds can overlap. */
export function turnsInThisProcess(): Turns {
  return oneRoundAtATime(async (round) => {
    await round();
    return true;
  });
}

/**
 * Postgres: the turn is a transaction-level advisory lock, tried (never waited for) on a connection of the pool and
 * held by its open transaction for the round, whose own work runs on the pool's other connections. It goes when the
 * round ends, and with the connection if that drops.
 */
export function turnsAcrossProcesses(db: Db): Turns {
  return oneRoundAtATime((round) =>
    db.transaction(async (tx) => {
      const [turn] = await queryRows<{ ours: boolean }>(
        tx,
        sql`SELECT pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK.space}::int, ${HOUSEKEEPING_LOCK.round}::int) AS ours`,
      );
      if (!turn?.ours) return false;
      await round();
      return true;
    }),
  );
}
