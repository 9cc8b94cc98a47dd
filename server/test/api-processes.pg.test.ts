/**
 * On Postgres only: API_PROCESSES=2 runs two API processes on one port through Node's cluster (ADR 061). Both take
 * requests, /metrics answers for both whichever one is asked, one that dies is replaced while the other goes on
 * answering, and a stop closes them all. (What they share through the database is two-processes.pg.test.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childProcessesOf, startApiProcess, type ApiProcess } from './support/api-process';
import { SHOP_ORIGIN } from './support/browser';
import { openTestDatabase, type TestDatabase } from './support/database';
import { eventually } from './support/eventually';

const METRICS_TOKEN = 'a-scraper-token-of-at-least-32-characters';

let database: TestDatabase;
let folder: string;
let api: ApiProcess;

beforeAll(async () => {
  database = await openTestDatabase();
  if (!database.url) throw new Error('the Postgres project gives its database a URL');
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gemstore-api-processes-'));
  api = await startApiProcess({
    API_PROCESSES: '2',
    DATABASE_URL: database.url,
    PUBLIC_URL: SHOP_ORIGIN,
    DATA_DIR: path.join(folder, 'db'),
    MEDIA_DIR: path.join(folder, 'media'),
    METRICS_TOKEN,
  });
}, 180_000);

afterAll(async () => {
  await api.stop();
  await database.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A request on a connection of its own (no keep-alive), so that the cluster hands each to the next process. */
const ask = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { connection: 'close', ...headers }, signal: AbortSignal.timeout(15_000) });

async function livenessAnswered(): Promise<number> {
  const res = await ask(`${api.url}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
  expect(res.status).toBe(200);
  const text = await res.text();
  const line =
    /^gemstore_http_requests_total\{method="GET",route="\/api\/v1\/health\/live",status="200"\} (\d+)$/m;
  return Number(line.exec(text)?.[1] ?? 0);
}

it('starts two API processes behind the first, and /metrics counts what both answered, whichever one is asked', async () => {
  expect(childProcessesOf(api.pid)).toHaveLength(2);
  const before = await livenessAnswered();
  for (let i = 0; i < 20; i++) expect((await ask(`${api.url}/api/v1/health/live`)).status).toBe(200);
  // Each process alone answered about half of them; asked twice, either process says all 20.
  expect((await livenessAnswered()) - before).toBe(20);
  expect((await livenessAnswered()) - before).toBe(20);
});

it('one process killed: the other goes on answering, and a new one takes its place', async () => {
  const [victim, survivor] = childProcessesOf(api.pid);
  if (!victim || !survivor) throw new Error('two API processes expected');
  process.kill(victim, 'SIGKILL');
  // A connection the first process handed to the victim as it died is lost with it (ADR 061); once its death is
  // heard, the connections go to the survivor and the new process.
  await eventually(
    () => {
      const now = childProcessesOf(api.pid);
      return now.length === 2 && !now.includes(victim) && now.includes(survivor);
    },
    'a new API process in the killed one’s place',
    60_000,
  );
  // Scraped while the new process may still be starting: answered for those that listen. One CI-like run saw the
  // port refuse a connection at this moment, once, never reproduced since (noted for the next session): the scrape
  // must succeed within seconds, and then every request below is answered.
  await eventually(
    async () => (await livenessAnswered().catch(() => -1)) >= 0,
    'a scrape answered while the new process starts',
    10_000,
  );
  for (let i = 0; i < 6; i++) expect((await ask(`${api.url}/api/v1/health/live`)).status).toBe(200);
  await eventually(
    async () => (await ask(`${api.url}/api/v1/health/ready`)).status === 200,
    'the shop ready',
    60_000,
  );
}, 120_000);

it('a stop signal closes every API process, then the first', async () => {
  const workers = childProcessesOf(api.pid);
  expect(await api.stop()).toBe(0);
  for (const pid of workers) expect(alive(pid)).toBe(false);
}, 60_000);
