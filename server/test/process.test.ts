/**
 * The server as a real process on embedded PGlite: data survives SIGKILL, a second process cannot open
 * the same data directory, and a bad setting stops start-up naming the variable.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { testBackend } from './support/database';
import { startMailCapture, type MailCapture } from './support/mail-capture';

// The embedded default is what these are about; the postgres project has nothing to add here.
const onPglite = testBackend() === 'pglite' ? describe : describe.skip;

const serverDir = path.resolve(__dirname, '..');

let dataRoot: string;
let mail: MailCapture;
beforeAll(async () => {
  dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gemstore-process-'));
  mail = await startMailCapture();
});
afterAll(async () => {
  await mail.close();
  fs.rmSync(dataRoot, { recursive: true, force: true });
});

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(port: number, env: Record<string, string> = {}): Started {
  let output = '';
  // One process (no tsx wrapper), so signals reach the server itself, as with `npm start`.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(dataRoot, 'db'),
      // A DATA_DIR of its own: the new shop there is asked for (ADR 036).
      GEMSTORE_CREATE_DATABASE: '1',
      SMTP_URL: mail.url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, started: Started) {
  for (let i = 0; i < 300; i++) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${started.output()}`);
}

const json = (port: number, url: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    // As the shop's own page sends it: the API refuses state changes that say nothing of their origin (ADR 032).
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(body),
  });

onPglite('a real server process', () => {
  it('keeps what was written before a SIGKILL, and locks the data directory meanwhile', async () => {
    const port = 40_000 + Math.floor(Math.random() * 5000);
    const first = startServer(port);
    await waitForHealth(port, first);
    // The folder is marked as a shop's, so its disappearance is never taken for a first start (ADR 036).
    expect(fs.existsSync(path.join(dataRoot, 'db.shop'))).toBe(true);
    const listing = await json(port, '/api/v1/products/?section=gemstones&category=Ruby', {});
    // A new shop's catalogue is empty: the API seeds nothing (npm start's demo catalogue is server/demo, ADR 051).
    expect(listing.status).toBe(200);
    expect(((await listing.json()) as { product: unknown[] }).product).toEqual([]);

    const reg = await json(port, '/api/v1/user/register', {
      firstName: 'Durable',
      lastName: 'Shopper',
      email: 'durable@example.com',
      password: 'Sapphire#2025',
    });
    expect(reg.status).toBe(200);

    const second = startServer(port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/data directory .* is in use by another process/);

    first.child.kill('SIGKILL');
    await first.exited;

    const again = startServer(port);
    await waitForHealth(port, again);
    const login = await json(port, '/api/v1/user/login', {
      email: 'durable@example.com',
      password: 'Sapphire#2025',
    });
    const body = (await login.json()) as { success: boolean; message: string };
    // Known account (not "Invalid email or password"): it still needs its e-mailed code.
    expect(login.status).toBe(200);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/not verified/);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    // A clean stop leaves no lock behind.
    expect(fs.existsSync(path.join(dataRoot, 'db.lock'))).toBe(false);
  }, 120_000);

  it('stops at start-up with a message naming a bad variable', async () => {
    const bad = startServer(1, { PORT: 'eighty', STRIPE_SECRET_KEY: 'pk_live_wrong' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/PORT/);
    expect(bad.output()).toMatch(/STRIPE_SECRET_KEY: must start with sk_test_ or sk_live_/);
  }, 60_000);

  it('creates the first admin from the command line', async () => {
    const dataDir = path.join(dataRoot, 'admin-db');
    const run = (args: string[]) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        let out = '';
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.ts', ...args], {
          cwd: serverDir,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', GEMSTORE_CREATE_DATABASE: '1' },
        });
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr.on('data', (d: Buffer) => (out += d.toString()));
        child.on('exit', (code) => resolve({ code, out }));
      });
    expect(await run(['--email', 'nope'])).toMatchObject({
      code: 1,
      out: expect.stringContaining('Give a valid --email'),
    });
    const created = await run([
      '--email',
      'Boss@Gemstore.test',
      '--password',
      'Ruby#Admin1',
      '--first',
      'Ada',
    ]);
    expect(created).toMatchObject({
      code: 0,
      out: expect.stringContaining('Created admin boss@gemstore.test'),
    });

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, 'boss@gemstore.test'));
      expect(row).toMatchObject({ role: 'admin', verified: true, firstName: 'Ada' });
    } finally {
      await database.close();
    }
  }, 60_000);
});
