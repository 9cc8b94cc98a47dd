/**
 * A write that changes what the catalogue shows (stock, price, pictures, anything of a product) must reach the
 * listing cache of every API process of the shop, not only its own (ADR 060): a piece sold through one process is
 * not offered as in stock by another once the sale's notice has reached it (the moment after the commit).
 *
 * Two ways, one interface. The embedded database (PGlite) has one process: clearing its own cache after the commit
 * is all there is to do. On Postgres every process LISTENs on `gemstore_catalogue`, and the write says NOTIFY in its
 * own transaction, so the notice goes out when, and only when, the write commits.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { listenForNotices, type ListenerLog, type NoticeListenerOptions } from '../../db/notices';
import type { ListingCache } from './cache';

/** The Postgres channel of catalogue changes. */
export const CATALOGUE_CHANNEL = 'gemstore_catalogue';

/** What a notice on CATALOGUE_CHANNEL says: the products whose row changed (every cache is cleared whichever). */
export type CatalogueNotice = { products: number[] };

export type CatalogueChanges = {
  /**
   * Inside the write's transaction, once it changed products: every other process forgets its cached listings when
   * the transaction commits (nothing is said if it rolls back).
   */
  announce: (tx: Tx, productIds: readonly number[]) => Promise<void>;
  /** After the commit: this process forgets at once, so its own next answer already shows the write. */
  forgetHere: () => void;
  /** Starts hearing other processes' writes (the app getting ready). */
  listen: () => Promise<void>;
  /** Stops hearing them (the app closing). */
  close: () => Promise<void>;
};

/** The embedded database: one process, whose cache is all there is. */
export function catalogueChangesInProcess(cache: ListingCache): CatalogueChanges {
  return {
    announce: async () => undefined,
    forgetHere: () => cache.clear(),
    listen: async () => undefined,
    close: async () => undefined,
  };
}

export type AcrossProcessesOptions = {
  url: string;
  cache: ListingCache;
  log: ListenerLog;
  /** The listener's waits, shortened by tests. */
  timings?: Pick<NoticeListenerOptions, 'firstRetryMs' | 'longestRetryMs' | 'heartbeatMs'>;
};

/**
 * Postgres: every process of the shop hears the others' writes. Until it listens (and whenever its connection is
 * down) the cache keeps nothing: a write elsewhere could not be heard, so every listing is read afresh; listening
 * again, the cache starts empty, since notices sent meanwhile were lost.
 */
export function catalogueChangesAcrossProcesses(options: AcrossProcessesOptions): CatalogueChanges {
  const { url, cache, log } = options;
  let close: () => Promise<void> = async () => undefined;
  cache.suspend();
  return {
    announce: async (tx, productIds) => {
      const notice: CatalogueNotice = { products: [...new Set(productIds)] };
      await tx.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${JSON.stringify(notice)})`);
    },
    forgetHere: () => cache.clear(),
    listen: async () => {
      const listener = listenForNotices({
        url,
        channel: CATALOGUE_CHANNEL,
        onNotice: () => cache.clear(),
        onDeaf: () => cache.suspend(),
        onListening: () => cache.resume(),
        log,
        ...options.timings,
      });
      close = listener.close;
      await listener.started;
    },
    close: () => close(),
  };
}
