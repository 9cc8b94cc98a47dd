/**
 * Messages between the bench runner (which drives autocannon) and the target process (which serves the app).
 * They live in two processes so the load generator and the server do not share one event loop: in a single
 * process every autocannon callback would steal time from the server and the numbers would measure both.
 */

export type Backend = 'pglite' | 'postgres';

/** One EXPLAIN ANALYZE of a listing query as the route builds it. */
export type PlanResult = {
  name: string;
  /** The plan's scan lines (Index Scan / Seq Scan / Bitmap …) with their actual rows: what a reader looks for. */
  keyLines: string[];
  /** The whole plan, for the collapsed section of the report. */
  plan: string[];
};

/** Sent once the app and the bare route listen and the seed catalogue is in. */
export type TargetReady = {
  type: 'ready';
  backend: Backend;
  appUrl: string;
  bareUrl: string;
  /** Active products to rotate over in the detail case. */
  productIds: number[];
  /** Cookie of a signed-in customer made directly in the database (no mail round trip needed). */
  sessionCookie: string;
  seededProducts: number;
  openMs: number;
  /** The process's resident MB when it had only opened and migrated its database, before any data or request. */
  openRssMb: number;
  seedMs: number;
};

export type ToRunner =
  | TargetReady
  | { type: 'scaled'; added: number; seedMs: number; analyzeMs: number; totalProducts: number }
  | { type: 'explained'; plans: PlanResult[] }
  | { type: 'failed'; message: string };

export type ToTarget = { type: 'scale'; count: number } | { type: 'explain' } | { type: 'stop' };

/** Environment the runner passes to the target (fork keeps argv free for node's own flags). */
export const TARGET_BACKEND_ENV = 'BENCH_TARGET_BACKEND';
export const TARGET_URL_ENV = 'BENCH_TARGET_DATABASE_URL';

/** IPC hands us `unknown`; both sides only ever send the shapes above, so a tag check is enough. */
const tagged = (message: unknown, type: string) =>
  typeof message === 'object' && message !== null && 'type' in message && message.type === type;

export function isReply<K extends ToRunner['type']>(
  message: unknown,
  type: K,
): message is Extract<ToRunner, { type: K }> {
  return tagged(message, type);
}

export function isCommand<K extends ToTarget['type']>(
  message: unknown,
  type: K,
): message is Extract<ToTarget, { type: K }> {
  return tagged(message, type);
}
