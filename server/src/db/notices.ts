/**
 * Hearing what other API processes of the shop committed (ADR 060): one connection per process, of its own, LISTENing
 * on a channel. Not a pooled connection: the pool hands its connections to queries, and a LISTEN would go with
 * whichever query got it.
 *
 * A connection that drops (a Postgres restart, a failover, an administrator) is opened again, after 0.25 s, then
 * twice as long each failed try up to 10 s, each wait shortened at random by up to a half so that the processes of a
 * shop do not all knock at the same moment. Notices sent while it was down are lost (Postgres keeps none for a
 * session that is gone), so the owner is told when it goes deaf and when it listens again, to treat everything it
 * kept meanwhile as unknown. A connection that hangs without dropping (a peer gone without a word) is found by the
 * heartbeat: the LISTEN is said again every 15 s (a no-op on a listening session), and one not answered in 10 s
 * counts as a drop.
 */
import pg from 'pg';
import { shopApplicationName } from './client';

/** Where the listener says it went deaf and came back: the app's logger, or a test's record. */
export type ListenerLog = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
};

export type NoticeListenerOptions = {
  url: string;
  /** A plain lower-case identifier: it is written into the LISTEN statement as it is. */
  channel: string;
  onNotice: (payload: string) => void;
  /**
   * The connection that was listening is gone: notices from now on are not heard until `onListening`. The owner is
   * deaf from the start too, until the first `onListening`.
   */
  onDeaf: () => void;
  /** Listening: the first time (`again` false), or after a drop, when notices sent meanwhile were missed. */
  onListening: (again: boolean) => void;
  log: ListenerLog;
  /** Tests shorten these. */
  firstRetryMs?: number;
  longestRetryMs?: number;
  heartbeatMs?: number;
};

export type NoticeListener = {
  /** Settles once the first try to listen has succeeded or failed; a failed one goes on being retried. */
  started: Promise<void>;
  /** Stops listening for good (closing the app); resolves once the connection is closed. */
  close: () => Promise<void>;
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function listenForNotices(options: NoticeListenerOptions): NoticeListener {
  const { url, channel, log } = options;
  if (!CHANNEL_NAME.test(channel)) throw new Error(`${JSON.stringify(channel)} is not a channel name`);
  const firstRetryMs = options.firstRetryMs ?? 250;
  const longestRetryMs = options.longestRetryMs ?? 10_000;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const listen = `LISTEN ${channel}`;

  let closed = false;
  /** The connection in use; events of another (one dropped, or closed) are ignored. */
  let current: pg.Client | undefined;
  let listening = false;
  let everListened = false;
  /** Tries that failed since the last success: the next wait doubles with each. */
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  function lost(client: pg.Client, error?: unknown): void {
    if (current !== client) return;
    current = undefined;
    const wasListening = listening;
    listening = false;
    void client.end().catch(() => undefined);
    if (closed) return;
    if (wasListening) options.onDeaf();
    const delay = Math.min(firstRetryMs * 2 ** failures, longestRetryMs) * (0.5 + Math.random() / 2);
    failures += 1;
    log.warn(
      { err: error, channel, retryInMs: Math.round(delay) },
      'not listening for other processes’ changes; trying again',
    );
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  }

  async function connect(): Promise<void> {
    retry = undefined;
    if (closed) return;
    const client = new pg.Client({
      connectionString: url,
      // The shop's name, so that a restore sees this process as running (ADR 031).
      application_name: shopApplicationName,
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
      query_timeout: 10_000,
    });
    current = client;
    client.on('notification', (notice) => {
      if (current === client && notice.channel === channel) options.onNotice(notice.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(listen);
    } catch (error) {
      lost(client, error);
      return;
    }
    if (current !== client) return;
    listening = true;
    failures = 0;
    if (everListened) log.info({ channel }, 'listening for other processes’ changes again');
    options.onListening(everListened);
    everListened = true;
  }

  const heartbeat = setInterval(() => {
    const client = current;
    if (client && listening) client.query(listen).catch((error: unknown) => lost(client, error));
  }, heartbeatMs);
  heartbeat.unref();

  return {
    started: connect(),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = undefined;
      listening = false;
      // A peer gone without a word never answers the goodbye: closing the app does not wait for it past 5 s.
      if (client) await Promise.race([client.end().catch(() => undefined), pause(5000)]);
    },
  };
}
