/**
 * `npm run bench`: measures the API with autocannon against the real app on PGlite and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on a throwaway Postgres database; then again with 100 000
 * more products; writes bench/report.md at the repository root.
 *
 * Settings (environment): BENCH_CONNECTIONS (10), BENCH_DURATION seconds per case (5), BENCH_WARMUP (1),
 * BENCH_SCALE_COUNT (100000), BENCH_SCALE_PGLITE=0 to skip the scale run on PGlite, BENCH_BASE=<commit> to measure
 * that commit's API first in the same run and report before → after (build/bench-base.ts).
 */
import os from 'node:os';
import path from 'node:path';
import { baseCases, scaleCases, type BenchCase } from './cases';
import { measure, type LoadSettings } from './load';
import { createThrowawayDatabase, postgresAdminUrl, postgresVersion } from './postgres';
import type { Backend } from './protocol';
import {
  problemsOf,
  renderReport,
  type BackendRun,
  type CaseRun,
  type Measured,
  type Section,
} from './report';
import { TargetProcess } from './target-process';
import { benchBase } from '../../build/bench-base';
import { writeBenchSection } from '../../build/bench-report';

const REPORT_PATH = path.resolve(__dirname, '../../bench/report.md');

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return value;
}

const settings: LoadSettings = {
  connections: numberFromEnv('BENCH_CONNECTIONS', 10),
  durationS: numberFromEnv('BENCH_DURATION', 5),
  warmupS: numberFromEnv('BENCH_WARMUP', 1),
};
const scaleCount = numberFromEnv('BENCH_SCALE_COUNT', 100_000);

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const seconds = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;

/** Things to undo if the run is interrupted (Ctrl-C): the throwaway Postgres database. */
const onInterrupt = new Set<() => Promise<void>>();
process.once('SIGINT', () => {
  log('interrupted: cleaning up');
  void Promise.allSettled([...onInterrupt].map((undo) => undo())).then(() => process.exit(130));
});

/** One request before the load: the answer must be 2xx and look right, or the case is not measured. */
async function precheck(bench: BenchCase): Promise<{ bodyBytes: number; problem?: string }> {
  const { target } = bench;
  const response = await fetch(new URL(target.path, target.url), {
    method: target.method,
    headers: { ...(target.body !== undefined && { 'content-type': 'application/json' }), ...target.headers },
    ...(target.body !== undefined && { body: target.body }),
  });
  const text = await response.text();
  const bodyBytes = Buffer.byteLength(text);
  if (!response.ok) return { bodyBytes, problem: `pre-check got ${response.status}: ${text.slice(0, 200)}` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { bodyBytes, problem: 'pre-check answer is not JSON' };
  }
  const problem = bench.expect(json);
  return problem ? { bodyBytes, problem } : { bodyBytes };
}

async function runCases(title: string, products: number, cases: BenchCase[]): Promise<Section> {
  const runs: CaseRun[] = [];
  for (const bench of cases) {
    const meta = { id: bench.id, label: bench.label, kind: bench.kind };
    const check = await precheck(bench);
    if (check.problem) {
      log(`${title} / ${bench.id}: ${check.problem}`);
      runs.push({ bench: meta, bodyBytes: check.bodyBytes, problem: check.problem });
      continue;
    }
    const result = await measure(bench.target, settings);
    const run: CaseRun = { bench: meta, result, bodyBytes: check.bodyBytes };
    const problem = problemsOf(run);
    log(
      `${title} / ${bench.id}: ${Math.round(result.reqPerS)} req/s, p95 ${result.p95.toFixed(2)} ms` +
        (problem ? `  ⚠ ${problem}` : ''),
    );
    runs.push(run);
  }
  return { title, products, runs };
}

async function benchBackend(
  backend: Backend,
  databaseUrl: string | undefined,
  scale: boolean,
  root?: string,
): Promise<Measured> {
  const target = await TargetProcess.start(backend, databaseUrl, root);
  try {
    const { ready } = target;
    const setup = [
      `Opened and migrated in ${seconds(ready.openMs)}; seed catalogue: ${ready.seededProducts} products in ` +
        `${seconds(ready.seedMs)}.`,
    ];
    log(`${backend}: ready (${ready.seededProducts} seed products)`);
    const sections = [await runCases('Seed catalogue', ready.seededProducts, baseCases(ready))];
    let plans: BackendRun['plans'] = [];
    if (scale) {
      log(`${backend}: adding ${scaleCount} products with seedScale…`);
      const scaled = await target.request({ type: 'scale', count: scaleCount }, 'scaled', 15 * 60_000);
      setup.push(
        `seedScale added ${scaled.added.toLocaleString('en-GB')} products in ${seconds(scaled.seedMs)} ` +
          `(then VACUUM ANALYZE: ${seconds(scaled.analyzeMs)}).`,
      );
      log(`${backend}: scaled in ${seconds(scaled.seedMs)}`);
      plans = (await target.request({ type: 'explain' }, 'explained', 120_000)).plans;
      sections.push(await runCases(`At scale`, scaled.totalProducts, scaleCases(ready)));
    }
    const memory = target.memory();
    if (memory) {
      const opened =
        backend === 'pglite'
          ? 'empty embedded database was open (PGlite: its WebAssembly memory, 128 MB of shared buffers, its files in memory)'
          : 'app had opened its pool';
      const aim = backend === 'pglite' ? 400 : 150;
      setup.push(
        `The API process after every case: ${memory.rssMb.toFixed(0)} MB resident (peak ${memory.peakMb.toFixed(0)} MB); ` +
          `aim ≤ ${aim} MB ${backend === 'pglite' ? 'with the embedded database in it' : 'on Postgres'}: ` +
          `${memory.rssMb <= aim ? 'met' : '**not met**'}. Of it, ${ready.openRssMb.toFixed(0)} MB were there ` +
          `once the ${opened}, before any data or request.`,
      );
    }
    return { setup, sections, plans };
  } finally {
    await target.stop();
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  const loadBefore = os.loadavg();
  const backends: BackendRun[] = [];
  const notes: string[] = [];

  // BENCH_BASE: the base commit's own target is measured first, the same cases, in the same run (issue 32).
  const base = benchBase();
  const before = async (measure: (root: string) => Promise<Measured>): Promise<BackendRun['before']> => {
    if (!base) return undefined;
    log(`measuring the base commit ${base.commit} first`);
    return { label: `before (${base.commit})`, ...(await measure(base.root)) };
  };
  if (base) notes.push(`Before/after: the base is ${base.commit} (BENCH_BASE), measured first in this run.`);

  const pgliteScale = process.env.BENCH_SCALE_PGLITE !== '0';
  const pgliteRun = (root?: string) => benchBackend('pglite', undefined, pgliteScale, root);
  const pgliteBefore = await before(pgliteRun);
  backends.push({
    backend: 'pglite',
    description: 'PGlite (embedded, in memory)',
    ...(await pgliteRun()),
    ...(pgliteBefore && { before: pgliteBefore }),
  });
  if (!pgliteScale) notes.push('The scale run on PGlite was skipped (BENCH_SCALE_PGLITE=0).');

  const adminUrl = postgresAdminUrl();
  if (adminUrl) {
    // A throwaway database for each shop measured: each seeds its own.
    const onPostgres = async (root?: string) => {
      const database = await createThrowawayDatabase(adminUrl);
      onInterrupt.add(database.drop);
      try {
        return {
          version: await postgresVersion(database.url),
          ...(await benchBackend('postgres', database.url, true, root)),
        };
      } finally {
        await database.drop();
        onInterrupt.delete(database.drop);
      }
    };
    const postgresBefore = await before(onPostgres);
    const { version, ...result } = await onPostgres();
    backends.push({
      backend: 'postgres',
      description: `Postgres ${version} (local server, throwaway database, pool of 10)`,
      ...result,
      ...(postgresBefore && { before: postgresBefore }),
    });
  } else {
    notes.push('No Postgres: set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too.');
  }

  const report = renderReport({
    date: new Date(),
    machine: {
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      memoryGb: os.totalmem() / 1024 ** 3,
      node: process.version,
      os: `${os.type()} ${os.release()}`,
      loadBefore,
      loadAfter: os.loadavg(),
    },
    settings,
    backends,
    notes,
    totalSeconds: (performance.now() - started) / 1000,
  });

  const failures = backends.flatMap((b) =>
    b.sections.flatMap((s) =>
      s.runs.flatMap((run) => {
        const problem = problemsOf(run);
        return problem ? [`${b.backend} / ${s.title} / ${run.bench.id}: ${problem}`] : [];
      }),
    ),
  );
  if (failures.length > 0) {
    // Keep the last good report: numbers with errors or non-2xx in them measure something else.
    process.stdout.write(report);
    log(`NOT written to ${REPORT_PATH}: cases had errors or non-2xx responses:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  writeBenchSection('api', report);
  log(`wrote ${REPORT_PATH} in ${seconds(performance.now() - started)}`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  },
);
