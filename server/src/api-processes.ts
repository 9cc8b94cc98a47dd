/**
 * Several API processes on one machine, sharing one port through Node's cluster (API_PROCESSES, ADR 061). The first
 * process serves nothing itself: it starts the others, starts a new one in place of one that dies, passes a stop
 * signal on and waits for every one to close, and gathers their metrics into one answer for /metrics (summed as prom-client's
 * AggregatorRegistry sums them), whichever process the scraper reaches. Each worker is the whole API (main.ts), on Postgres:
 * what they share lives in the database (ADR 060).
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** A worker answering /metrics asks the first process, which collects every listening worker's registry. */
const METRICS_ASKED = 'gemstore:metrics-asked';
const METRICS_ANSWERED = 'gemstore:metrics-answered';
const REGISTRY_ASKED = 'gemstore:registry-asked';
const REGISTRY_ANSWERED = 'gemstore:registry-answered';
/** A worker that has not given its registry by then fails the scrape: a sum without it would look like a reset. */
const GATHER_TIMEOUT_MS = 5000;

type MetricsAsked = { type: typeof METRICS_ASKED; id: number };
type MetricsAnswered = { type: typeof METRICS_ANSWERED; id: number; metrics?: string; error?: string };
type RegistryAsked = { type: typeof REGISTRY_ASKED; id: number };
type RegistryAnswered = {
  type: typeof REGISTRY_ANSWERED;
  id: number;
  metrics?: MetricObjectWithValues[];
  error?: string;
};
type MetricObjectWithValues = Awaited<ReturnType<Registry['getMetricsAsJSON']>>[number];

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** A worker dying this soon after it started counts as failing to start, not as a crash of a running API. */
const EARLY_EXIT_MS = 10_000;
/** This many early exits in a row: the workers cannot start (a setting, the database), so the whole API stops. */
const EARLY_EXITS_BEFORE_GIVING_UP = 5;

type Say = (line: string) => void;

/** The first process of API_PROCESSES: starts `count` workers and looks after them until it is told to stop. */
export function superviseApiProcesses(
  count: number,
  say: Say = (line) => console.log(`[api] ${line}`),
): void {
  const startedAt = new Map<Worker, number>();
  // Only workers that listen are asked: one still starting has answered nothing, and might not answer in time.
  const listening = new Set<Worker>();
  cluster.on('listening', (worker) => listening.add(worker));
  let collections = 0;
  const collected = new Map<
    number,
    { resolve: (metrics: MetricObjectWithValues[]) => void; reject: (error: Error) => void }
  >();
  const registryOf = (worker: Worker) =>
    new Promise<MetricObjectWithValues[]>((resolve, reject) => {
      const id = ++collections;
      const timer = setTimeout(() => {
        collected.delete(id);
        reject(new Error(`API process ${worker.process.pid} gave no metrics within ${GATHER_TIMEOUT_MS} ms`));
      }, GATHER_TIMEOUT_MS);
      collected.set(id, {
        resolve: (metrics) => (clearTimeout(timer), resolve(metrics)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      worker.send({ type: REGISTRY_ASKED, id } satisfies RegistryAsked);
    });
  const gather = async () => {
    const registries = await Promise.all([...listening].filter((w) => w.isConnected()).map(registryOf));
    return AggregatorRegistry.aggregate(registries).metrics();
  };
  let earlyExits = 0;
  let stopping = false;

  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.on('message', (message: unknown) => {
      if (isMessage<RegistryAnswered>(message, REGISTRY_ANSWERED)) {
        const waiting = collected.get(message.id);
        collected.delete(message.id);
        if (message.metrics) waiting?.resolve(message.metrics);
        else waiting?.reject(new Error(message.error ?? 'no metrics'));
        return;
      }
      if (!isMessage<MetricsAsked>(message, METRICS_ASKED)) return;
      const answer = (reply: Omit<MetricsAnswered, 'type' | 'id'>) => {
        if (worker.isConnected()) worker.send({ type: METRICS_ANSWERED, id: message.id, ...reply });
      };
      gather().then(
        (metrics) => answer({ metrics }),
        (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
      );
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    listening.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) {
        say('every API process has closed');
        process.exit(0);
      }
      return;
    }
    earlyExits = lived < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    const how = signal ? `was killed (${signal})` : `exited (${code})`;
    if (earlyExits >= EARLY_EXITS_BEFORE_GIVING_UP) {
      say(`API process ${worker.process.pid} ${how}; ${earlyExits} in a row died as they started: stopping`);
      stopping = true;
      for (const other of startedAt.keys()) other.process.kill('SIGTERM');
      if (startedAt.size === 0) process.exit(1);
      return;
    }
    say(`API process ${worker.process.pid} ${how}; starting another`);
    start();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: closing ${startedAt.size} API processes`);
    // Each closes as a single API does (readiness 503, SHUTDOWN_DRAIN_SECONDS, then its connections).
    for (const worker of startedAt.keys()) worker.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  say(`starting ${count} API processes on one port`);
  for (let i = 0; i < count; i++) start();
}

let asked = 0;
const waiting = new Map<number, { resolve: (metrics: string) => void; reject: (error: Error) => void }>();

/** In a worker of API_PROCESSES: how its /metrics gives its registry and asks for everyone's. */
export type GatheredMetrics = {
  /** How the app reads its registry afresh, for the first process when it collects. */
  provide: (read: () => Promise<MetricObjectWithValues[]>) => void;
  /** Every listening process's metrics, summed by the first process (counters and histograms add up; gauges say how
   * they combine, observability.ts). */
  gather: () => Promise<string>;
};

/** Undefined in a single API process. */
export function clusterMetricsOf(): GatheredMetrics | undefined {
  if (!cluster.isWorker) return undefined;
  let provided: (() => Promise<MetricObjectWithValues[]>) | undefined;
  process.on('message', (message: unknown) => {
    if (isMessage<RegistryAsked>(message, REGISTRY_ASKED)) {
      const reply = (answer: Omit<RegistryAnswered, 'type' | 'id'>) =>
        process.send?.({ type: REGISTRY_ANSWERED, id: message.id, ...answer } satisfies RegistryAnswered);
      if (!provided) return reply({ metrics: [] });
      provided().then(
        (metrics) => reply({ metrics }),
        (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    if (!isMessage<MetricsAnswered>(message, METRICS_ANSWERED)) return;
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.metrics !== undefined) pending?.resolve(message.metrics);
    else pending?.reject(new Error(`the API processes' metrics could not be gathered: ${message.error}`));
  });
  return {
    provide: (read) => {
      provided = read;
    },
    gather: () =>
      new Promise<string>((resolve, reject) => {
        const id = ++asked;
        waiting.set(id, { resolve, reject });
        process.send?.({ type: METRICS_ASKED, id } satisfies MetricsAsked);
      }),
  };
}
