/**
 * The browse-and-buy mix (issue 32, "Scale-out" item 3): shoppers browsing and buying against 1, 2 and 4 API
 * processes on one Postgres (API_PROCESSES, ADR 061), each shopper going through the steps a real visit makes, in
 * turn, as fast as the shop answers. Reports per process count the visits and requests per second, p95 per step, and
 * the ratio to one process; writes bench/scale-out.md. A bench, never a test: nothing fails on its numbers.
 *
 * Needs Postgres (BENCH_DATABASE_URL or TEST_DATABASE_URL). Settings: BENCH_MIX_SHOPPERS (concurrent shoppers, 16),
 * BENCH_MIX_SECONDS (measured per process count, 20), BENCH_MIX_PROCESSES (1,2,4), BENCH_BASE=<commit> to run the same
 * mix against that commit's API first and report before → after (build/bench-base.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchBase } from '../../build/bench-base';
import { writeBenchSection } from '../../build/bench-report';
import { childProcessesOf, startApiProcess, type ApiProcess } from '../test/support/api-process';
import { Browser, SHOP_ORIGIN, saveAddress, signUp } from '../test/support/browser';
import { sessionIdFrom } from '../test/support/checkout';
import { startMailCapture, type MailCapture } from '../test/support/mail-capture';
import { createThrowawayDatabase, postgresAdminUrl, postgresVersion } from './postgres';
import { percentile } from './stats';

const log = (line: string) => process.stderr.write(`[mix] ${line}\n`);
const numberFrom = (name: string, fallback: number) => {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, got ${raw}`);
  return value;
};
const shoppers = numberFrom('BENCH_MIX_SHOPPERS', 16);
const measuredS = numberFrom('BENCH_MIX_SECONDS', 20);
const processCounts = (process.env.BENCH_MIX_PROCESSES ?? '1,2,4').split(',').map((n) => Number(n.trim()));

/** The steps of one visit, in order. */
const STEPS = [
  'listing',
  'product',
  'add to cart',
  'cart',
  'checkout',
  'payment page',
  'pay',
  'order confirmed',
];
type Step = (typeof STEPS)[number];

/** A shopper may start 10 checkouts in 10 minutes (its own limit, whatever the settings): a fresh account after 9. */
const CHECKOUTS_PER_ACCOUNT = 9;
const PIECES = 40;
const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Aiko Tan' };

type Timings = Map<Step, number[]>;

async function stockThePieces(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids: number[] = [];
    for (let i = 0; i < PIECES; i++) {
      const { rows } = await client.query<{ id: number }>(
        `insert into products (section, category, name, description, price_cents, weight, count_in_stock, media,
           cut, colour, clarity, cut_key, colour_key, clarity_key)
         values ('gemstones', 'Ruby', $1, 'A ruby for the browse-and-buy bench.', $2, 1.5, 1000000, '[]',
           'Oval', 'Red', 'Eye-Clean', 'oval', 'red', 'eye-clean') returning id`,
        [`Bench Ruby ${i + 1}`, 100_000 + i * 1_000],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('insert failed');
      ids.push(id);
    }
    return ids;
  } finally {
    await client.end();
  }
}

let accounts = 0;
let addresses = 0;
/** A signed-up shopper with a saved address, arriving from an address of its own. */
async function newShopper(base: string, mail: MailCapture): Promise<Browser> {
  addresses += 1;
  const browser = new Browser(
    [base],
    `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`,
  );
  await signUp(browser, mail, `mix.${++accounts}.${Date.now()}@example.com`);
  await saveAddress(browser);
  return browser;
}

async function timed<T>(timings: Timings, step: Step, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const list = timings.get(step) ?? [];
  list.push(performance.now() - started);
  timings.set(step, list);
  return result;
}

/** CPU seconds a process has used (user + system), from /proc; 0 once it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th of them.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS = 100;

/** This machine's Postgres server processes (none when the database is elsewhere). */
const postgresProcesses = (): number[] =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });

type CpuUse = { api: number; postgres: number; shoppers: number };

/** What each part has used so far: the API (its first process and the ones it started), Postgres, this bench. */
function cpuUse(apiPid: number): CpuUse {
  const own = process.cpuUsage();
  return {
    api: [apiPid, ...childProcessesOf(apiPid)].reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
    postgres: postgresProcesses().reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
    shoppers: (own.user + own.system) / 1e6,
  };
}

function expectStatus(step: Step, answer: { status: number; text: string }, status = 200): void {
  if (answer.status !== status) throw new Error(`${step}: ${answer.status} ${answer.text.slice(0, 200)}`);
}

/** One visit: browse a listing and a piece, add it, look at the cart, check out and pay with the test provider. */
async function visit(shopper: Browser, pieces: number[], timings: Timings): Promise<number> {
  const piece = pieces[Math.floor(Math.random() * pieces.length)] ?? 0;
  const listing = await timed(timings, 'listing', () =>
    shopper.post('/api/v1/products/?section=gemstones&category=Ruby', {}),
  );
  expectStatus('listing', listing);
  expectStatus(
    'product',
    await timed(timings, 'product', () => shopper.get(`/api/v1/products/getProductDetails/${piece}`)),
  );
  expectStatus(
    'add to cart',
    await timed(timings, 'add to cart', () =>
      shopper.post('/api/v1/cart/update-cart', { productId: piece, quantity: 1 }),
    ),
  );
  expectStatus('cart', await timed(timings, 'cart', () => shopper.get('/api/v1/cart')));
  const checkout = await timed(timings, 'checkout', () =>
    shopper.post('/api/v1/stripe/create-checkout-session-cart', {}),
  );
  expectStatus('checkout', checkout);
  const { pathname } = new URL(String(checkout.data.url));
  expectStatus('payment page', await timed(timings, 'payment page', () => shopper.get(pathname)));
  const paid = await timed(timings, 'pay', () => shopper.request('POST', `${pathname}/pay`, { form: card }));
  expectStatus('pay', paid, 303);
  const confirmed = await timed(timings, 'order confirmed', () =>
    shopper.post('/api/v1/stripe/verify-payment', { sessionId: sessionIdFrom(paid.location) }),
  );
  expectStatus('order confirmed', confirmed);
  return STEPS.length;
}

type MixRun = {
  processes: number;
  visits: number;
  requests: number;
  seconds: number;
  errors: string[];
  timings: Timings;
  /** CPU seconds each part used while measured. */
  cpu: CpuUse;
};

async function runMix(count: number, adminUrl: string, mail: MailCapture, root?: string): Promise<MixRun> {
  const database = await createThrowawayDatabase(adminUrl);
  let api: ApiProcess | undefined;
  try {
    api = await startApiProcess(
      {
        API_PROCESSES: String(count),
        DATABASE_URL: database.url,
        GEMSTORE_CREATE_DATABASE: '1',
        PUBLIC_URL: SHOP_ORIGIN,
        SMTP_URL: mail.url,
        NODE_ENV: 'production',
        PAYMENTS_TEST_MODE_IN_PRODUCTION: 'yes-this-is-a-test-shop',
        LOG_LEVEL: 'warn',
        SIGN_UPS_PER_HOUR: '100000',
        SIGN_INS_PER_15_MINUTES: '100000',
        CHECKOUTS_PER_10_MINUTES: '100000',
        DATA_DIR: path.join(os.tmpdir(), `gemstore-mix-${database.name}`),
        MEDIA_DIR: path.join(os.tmpdir(), `gemstore-mix-${database.name}-media`),
      },
      root,
    );
    const pieces = await stockThePieces(database.url);
    const base = api.url;
    log(`${count} API process${count > 1 ? 'es' : ''}: signing up ${shoppers} shoppers`);
    const team = await Promise.all(Array.from({ length: shoppers }, () => newShopper(base, mail)));
    const timings: Timings = new Map();
    const errors: string[] = [];
    let visits = 0;
    let requests = 0;
    // Two visits each first (connections, caches, the JIT), not counted; their pace says how many accounts the
    // measured seconds will take, made now so that no sign-up runs while measuring.
    const warming = performance.now();
    for (let round = 0; round < 2; round++) {
      await Promise.all(team.map((shopper) => visit(shopper, pieces, new Map())));
    }
    const pace = (2 * shoppers) / ((performance.now() - warming) / 1000);
    const spareCount = Math.ceil((3 * pace * measuredS) / CHECKOUTS_PER_ACCOUNT) + shoppers;
    const spares = await Promise.all(Array.from({ length: spareCount }, () => newShopper(base, mail)));
    log(`${count}: measuring ${measuredS} s`);
    const cpuBefore = cpuUse(api.pid);
    const started = performance.now();
    const until = started + measuredS * 1000;
    await Promise.all(
      team.map(async (first) => {
        let shopper = first;
        let checkouts = 2;
        while (performance.now() < until) {
          if (checkouts >= CHECKOUTS_PER_ACCOUNT) {
            const next = spares.pop();
            if (!next) {
              errors.push(
                'a shopper stopped early: no account left (the shop ran 3× faster than it warmed up)',
              );
              return;
            }
            shopper = next;
            checkouts = 0;
          }
          try {
            // Awaited before adding: \`requests += await …\` would read the total before the visit and lose the others'.
            const made = await visit(shopper, pieces, timings);
            requests += made;
            visits += 1;
          } catch (error) {
            errors.push(error instanceof Error ? error.message : String(error));
          }
          checkouts += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpuUse(api.pid);
    const cpu = {
      api: cpuAfter.api - cpuBefore.api,
      postgres: cpuAfter.postgres - cpuBefore.postgres,
      shoppers: cpuAfter.shoppers - cpuBefore.shoppers,
    };
    return { processes: count, visits, requests, seconds, errors, timings, cpu };
  } finally {
    await api?.stop();
    await database.drop();
  }
}

/** The base commit's rows beside this checkout's (BENCH_BASE): visits per second at each process count. */
function beforeAfter(runs: MixRun[], before: { commit: string; runs: MixRun[] } | null): string {
  if (!before) return '';
  const rate = (run: MixRun) => run.visits / run.seconds;
  const rows = runs.map((run) => {
    const was = before.runs.find((then) => then.processes === run.processes);
    const ratio = was ? rate(run) / rate(was) - 1 : NaN;
    const change = Number.isFinite(ratio) ? `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(0)}%` : '–';
    return `| ${run.processes} | ${was ? rate(was).toFixed(1) : '–'} | ${rate(run).toFixed(1)} | ${change} |`;
  });
  return `
Before → after (${before.commit}, BENCH_BASE, measured first in this run → this checkout):

| API processes | visits/s before | visits/s after | change |
| --: | --: | --: | --: |
${rows.join('\n')}
`;
}

function render(
  runs: MixRun[],
  meta: { postgres: string; at: string; tookS: number },
  before: { commit: string; runs: MixRun[] } | null = null,
): string {
  const one = runs.find((run) => run.processes === 1);
  const rate = (run: MixRun) => run.visits / run.seconds;
  const rows = runs.map((run) => {
    const p95 = STEPS.map((step) =>
      percentile(Float64Array.from(run.timings.get(step) ?? []).sort(), 95).toFixed(1),
    );
    const ratio = one ? `${(rate(run) / rate(one)).toFixed(2)}×` : '–';
    return `| ${run.processes} | ${rate(run).toFixed(1)} | ${(run.requests / run.seconds).toFixed(0)} | ${ratio} | ${p95.join(' | ')} | ${run.errors.length} |`;
  });
  const cpuRows = runs.map((run) => {
    const per = (value: number) => (value / run.seconds).toFixed(2);
    const all = run.cpu.api + run.cpu.postgres + run.cpu.shoppers;
    return `| ${run.processes} | ${per(run.cpu.api)} | ${per(run.cpu.postgres)} | ${per(run.cpu.shoppers)} | ${per(all)} |`;
  });
  const two = runs.find((run) => run.processes === 2);
  const verdict =
    one && two
      ? `2 processes give ${(rate(two) / rate(one)).toFixed(2)}× one (aim ≥ 1.7× on this 2-core machine): ${rate(two) / rate(one) >= 1.7 ? 'met' : '**not met**'}.`
      : 'Run 1 and 2 processes to read the aim.';
  // What bounds it, read off the CPU table: a machine already busy with one API process has nothing to give a second.
  const cores = os.cpus().length;
  const busyWithOne = one ? (one.cpu.api + one.cpu.postgres + one.cpu.shoppers) / one.seconds / cores : 0;
  const bound =
    one && busyWithOne >= 0.8
      ? `With one API process the machine was already ${(busyWithOne * 100).toFixed(0)}% busy (the API ${(one.cpu.api / one.seconds).toFixed(2)} of a core, Postgres and the bench's shoppers the rest, all on these ${cores} cores): more API processes have no CPU to run on here, so the ratio measures the machine, not the API. Scaling needs Postgres and the shoppers on other machines (docs/deploy.md).`
      : '';
  const errors = runs.flatMap((run) =>
    run.errors.slice(0, 3).map((e) => `- ${run.processes} processes: ${e}`),
  );
  return `# Browse and buy on several API processes

Generated by \`npm run bench\` (server/bench/browse-and-buy.ts) on ${meta.at}, in ${meta.tookS.toFixed(0)} s.

- Machine: ${os.cpus().length} cores, Node ${process.version}, Postgres ${meta.postgres}; the shoppers run in the bench's
  own process on the same cores as the API processes.
- ${shoppers} shoppers at once, ${measuredS} s measured per row after two visits each; every visit is the steps below in
  turn (a listing, a piece, add it, the cart, check out, the test provider's payment page, pay, the order confirmed),
  each shopper on an account of its own, a fresh one after ${CHECKOUTS_PER_ACCOUNT} checkouts (its own limit).
- API_PROCESSES=N on one port (ADR 061), one throwaway database per row.

| API processes | visits/s | requests/s | ÷ one process | ${STEPS.map((s) => `p95 ${s} ms`).join(' | ')} | failed visits |
| --: | --: | --: | --: | ${STEPS.map(() => '--:').join(' | ')} | --: |
${rows.join('\n')}

${verdict} ${bound}

Where the machine's CPU went while measured (CPU seconds per second of the run, of ${os.cpus().length} available; from
/proc: the API's processes, this machine's Postgres server, the bench's own shoppers):

| API processes | API | Postgres | shoppers (the bench) | all |
| --: | --: | --: | --: | --: |
${cpuRows.join('\n')}
${beforeAfter(runs, before)}${errors.length > 0 ? `\nFirst failures:\n\n${errors.join('\n')}\n` : ''}`;
}

async function main() {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) {
    log('no BENCH_DATABASE_URL or TEST_DATABASE_URL: the browse-and-buy mix needs Postgres; skipped');
    return;
  }
  const startedAt = Date.now();
  const mail = await startMailCapture();
  const base = benchBase();
  const series = async (root?: string) => {
    const runs: MixRun[] = [];
    for (const count of processCounts) {
      const run = await runMix(count, adminUrl, mail, root);
      log(`${count}: ${(run.visits / run.seconds).toFixed(1)} visits/s, ${run.errors.length} failed`);
      runs.push(run);
    }
    return runs;
  };
  let runs: MixRun[];
  let before: { commit: string; runs: MixRun[] } | null = null;
  try {
    // BENCH_BASE: the base commit's API first, the same shoppers and steps, in the same run.
    if (base) {
      log(`measuring the base commit ${base.commit} first`);
      before = { commit: base.commit, runs: await series(base.root) };
    }
    runs = await series();
  } finally {
    await mail.close();
  }
  const markdown = render(
    runs,
    {
      postgres: await postgresVersion(adminUrl),
      at: new Date().toISOString(),
      tookS: (Date.now() - startedAt) / 1000,
    },
    before,
  );
  log(`wrote ${writeBenchSection('scale-out', markdown)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
