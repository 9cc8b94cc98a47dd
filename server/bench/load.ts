/**
 * Runs one case with autocannon: a short warm-up whose numbers are thrown away, then the measured run.
 */
import autocannon from 'autocannon';
import { Samples, percentile } from './stats';

export type LoadSettings = {
  connections: number;
  durationS: number;
  warmupS: number;
};

/** What a case sends. `next` (when given) changes path or body per request: rotating ids, cache busters. */
export type LoadTarget = {
  url: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  next?: (n: number) => { path?: string; body?: string };
};

export type LoadResult = {
  requests: number;
  durationS: number;
  reqPerS: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Status code → count, for the report when something other than 2xx came back. */
  statusCodes: Record<string, number>;
  bytesPerResponse: number;
};

function requestFor(target: LoadTarget, counter: { n: number }): autocannon.Request {
  const { next } = target;
  const base: autocannon.Request = {
    method: target.method,
    path: target.path,
    headers: { ...(target.body !== undefined && { 'content-type': 'application/json' }), ...target.headers },
    ...(target.body !== undefined && { body: target.body }),
  };
  if (!next) return base;
  return {
    ...base,
    // autocannon calls this before each request on a connection; the shared counter spreads values across all.
    setupRequest: (request) => {
      const change = next(counter.n++);
      return { ...request, ...change };
    },
  };
}

async function fire(target: LoadTarget, connections: number, durationS: number, samples?: Samples) {
  const counter = { n: 0 };
  const instance = autocannon(
    {
      url: target.url,
      connections,
      duration: durationS,
      requests: [requestFor(target, counter)],
      // No retries of the numbers: a request that takes longer than this is an error, not a slow sample.
      timeout: 10,
    },
    () => undefined,
  );
  const statusCodes: Record<string, number> = {};
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    samples?.add(responseTime);
    statusCodes[String(statusCode)] = (statusCodes[String(statusCode)] ?? 0) + 1;
  });
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    instance.once('done', resolve);
    instance.once('error', reject);
  });
  return { result, statusCodes };
}

export async function measure(target: LoadTarget, settings: LoadSettings): Promise<LoadResult> {
  // Warm-up: JIT, connection pools, the listing cache. Its failures still count below: a case that answers
  // 4xx while warming up is as broken as one that does so while measured.
  const warm = await fire(target, settings.connections, settings.warmupS);
  const samples = new Samples();
  const { result, statusCodes } = await fire(target, settings.connections, settings.durationS, samples);
  const sorted = samples.sorted();
  const warmNon2xx = warm.result.non2xx;
  return {
    requests: samples.count,
    durationS: result.duration,
    // Every response counted over the run's real length, rather than autocannon's mean of per-second samples.
    reqPerS: samples.count / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] ?? Number.NaN) : Number.NaN,
    errors: result.errors + warm.result.errors,
    non2xx: result.non2xx + warmNon2xx,
    statusCodes: mergeCounts(statusCodes, warmNon2xx ? warm.statusCodes : {}),
    bytesPerResponse: samples.count ? result.throughput.total / samples.count : 0,
  };
}

function mergeCounts(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const out = { ...a };
  for (const [code, n] of Object.entries(b)) out[code] = (out[code] ?? 0) + n;
  return out;
}
