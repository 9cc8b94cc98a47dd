/**
 * The embedded database is never silently replaced (issue 22, ADR 031): a folder that held data and no longer
 * opens stops the start with how to restore; only a brand-new folder is created and filled (npm start fills it with
 * the demo catalogue, ADR 051; here a product of the test's own); committed writes survive SIGKILL.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { like, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { DatabaseDamagedError, openDatabase, type OnCreate } from '../src/db/client';
import { products, users } from '../src/db/schema';
import { databaseOptions } from '../src/main-options';
import { testBackend } from './support/database';

// About the embedded database's folder; the postgres project has nothing to add here.
const onPglite = testBackend() === 'pglite' ? describe : describe.skip;

let dataRoot: string;
beforeEach(() => {
  dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gemstore-safety-'));
});
afterEach(() => fs.rmSync(dataRoot, { recursive: true, force: true }));

/** What a new shop is filled with, here: one product (npm start's is the demo catalogue). */
const fill: OnCreate = (db) =>
  db.insert(products).values({
    section: 'gemstones',
    category: 'Ruby',
    name: 'First Ruby',
    description: 'The first product of a new shop.',
    priceCents: 100_000,
    media: [],
    countInStock: 1,
  });
const shopOptions = (dataDir: string) => databaseOptions(loadConfig({ DATA_DIR: dataDir }), fill);
const countOf = async (
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  table: typeof products | typeof users,
) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

/**
 * A shop database with one account in it, closed: made once (creating one takes seconds), copied into
 * `dataDir` for each test that starts from an existing database.
 */
let template: string | undefined;
/**
 * The time a test that creates and fills a new database is given: about 6 s alone here, but over 30 s on a CI
 * machine running the other suites beside it (both such tests ran out of the default 30 s there).
 */
const CREATES_A_DATABASE = 120_000;
// Made before the tests, with its own time (on a loaded machine, creating one took a test's whole 30 s).
beforeAll(async () => {
  if (testBackend() !== 'pglite') return;
  const made = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gemstore-safety-template-')), 'db');
  const database = await openDatabase(shopOptions(made));
  await database.db.insert(users).values({ firstName: 'Mei', lastName: 'Lim', email: 'mei@example.com' });
  await database.close();
  template = made;
}, CREATES_A_DATABASE);
function shopWithAnAccount(dataDir: string) {
  if (!template) throw new Error('the template database was not made');
  fs.cpSync(template, dataDir, { recursive: true });
}
afterAll(() => {
  if (template) fs.rmSync(path.dirname(template), { recursive: true, force: true });
});

/** Every file under a folder with its size, to show that a refused start changed nothing. */
function filesIn(dir: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      found[path.relative(dir, file)] = fs.statSync(file).size;
    }
  }
  return found;
}

onPglite('start-up on the embedded database', () => {
  it('stops with how to restore when the folder lost PG_VERSION, and changes nothing in it', async () => {
    const dataDir = path.join(dataRoot, 'db');
    shopWithAnAccount(dataDir);
    fs.rmSync(path.join(dataDir, 'PG_VERSION'));
    const before = filesIn(dataDir);

    const opening = openDatabase(shopOptions(dataDir));
    await expect(opening).rejects.toThrow(DatabaseDamagedError);
    await expect(opening).rejects.toThrow(/damaged: it holds files but no PG_VERSION[\s\S]*npm run restore/);
    expect(filesIn(dataDir)).toEqual(before);
    expect(fs.existsSync(path.join(dataRoot, 'db.lock'))).toBe(false);
  });

  it('stops with how to restore when the folder has PG_VERSION but no longer opens', async () => {
    const dataDir = path.join(dataRoot, 'db');
    shopWithAnAccount(dataDir);
    fs.rmSync(path.join(dataDir, 'global', 'pg_control'));

    await expect(openDatabase(shopOptions(dataDir))).rejects.toThrow(
      /damaged: it does not open[\s\S]*npm run restore/,
    );
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  });

  it(
    'fills a brand-new folder, and never an existing database whose catalogue is empty',
    async () => {
      const dataDir = path.join(dataRoot, 'db');
      const fresh = await openDatabase(shopOptions(dataDir));
      expect(fresh.created).toBe(true);
      expect(await countOf(fresh.db, products)).toBeGreaterThan(0);
      await fresh.db.delete(products); // staff emptied the catalogue
      await fresh.close();

      const again = await openDatabase(shopOptions(dataDir));
      expect(again.created).toBe(false);
      expect(await countOf(again.db, products)).toBe(0);
      await again.close();
    },
    CREATES_A_DATABASE,
  );

  it(
    'treats an existing empty folder as new, and starts over from a first start that was killed midway',
    async () => {
      const dataDir = path.join(dataRoot, 'db');
      fs.mkdirSync(dataDir);
      fs.mkdirSync(`${dataDir}.creating`); // what a first start killed before it finished leaves
      fs.writeFileSync(path.join(`${dataDir}.creating`, 'half-written'), 'x');

      const database = await openDatabase(shopOptions(dataDir));
      expect(database.created).toBe(true);
      expect(await countOf(database.db, products)).toBeGreaterThan(0);
      await database.close();
      expect(fs.existsSync(`${dataDir}.creating`)).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    },
    CREATES_A_DATABASE,
  );

  it('keeps every write reported committed when the writing process is killed with SIGKILL', async () => {
    const dataDir = path.join(dataRoot, 'db');
    shopWithAnAccount(dataDir);
    const writer = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'support', 'write-until-killed.ts'), dataDir],
      { cwd: path.resolve(__dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let errors = '';
    writer.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      writer.on('exit', (_code, signal) => resolve(signal)),
    );
    // Killed while it writes: as soon as it has reported 40 commits, whatever it is doing at that moment.
    let reported = 0;
    let pending = '';
    await new Promise<void>((resolve, reject) => {
      writer.stdout.on('data', (d: Buffer) => {
        pending += d.toString();
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines)
          reported = Math.max(reported, Number(/^committed (\d+)$/.exec(line)?.[1] ?? 0));
        if (reported >= 40 && writer.exitCode === null) {
          writer.kill('SIGKILL');
          resolve();
        }
      });
      writer.on('exit', () => (reported >= 40 ? resolve() : reject(new Error(`writer exited: ${errors}`))));
    });
    expect(await exited).toBe('SIGKILL');

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    expect(reopened.created).toBe(false);
    const written = await reopened.db
      .select({ email: users.email })
      .from(users)
      .where(like(users.email, 'kill-%'));
    const numbers = new Set(written.map((row) => Number(/^kill-(\d+)@/.exec(row.email)?.[1])));
    for (let n = 1; n <= reported; n++) expect(numbers.has(n)).toBe(true);
    await reopened.close();
  }, 120_000);
});

const onPostgres = testBackend() === 'postgres' ? describe : describe.skip;

onPostgres('start-up on Postgres', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `gemstore_seed_${Date.now().toString(36)}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it(
    'fills when the migrations ran from nothing, and never a migrated database whose catalogue is empty',
    async () => {
      const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
      const options = databaseOptions(loadConfig({ DATABASE_URL: url }), fill);
      const fresh = await openDatabase(options);
      expect(fresh.created).toBe(true);
      expect(await countOf(fresh.db, products)).toBeGreaterThan(0);
      await fresh.db.delete(products);
      await fresh.close();

      const again = await openDatabase(options);
      expect(again.created).toBe(false);
      expect(await countOf(again.db, products)).toBe(0);
      await again.close();
    },
    CREATES_A_DATABASE,
  );
});
