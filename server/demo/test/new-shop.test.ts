/**
 * npm start's first step as a real process (cli/new-shop.ts, ADR 051): a new shop gets the demo catalogue and its
 * pictures from the cache, then the API (which holds no demo code) serves them; an existing shop is left alone; a
 * refused new shop creates nothing. The cache is filled beforehand with quick stand-in pictures.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testBackend } from '../../test/support/database';
import { startMailCapture, type MailCapture } from '../../test/support/mail-capture';
import { generateSeedCatalogue } from '../catalogue';
import { drawPictures, pictureBlob, pictureKey, picturesOf, versionFolder } from '../pictures';
import { quickPicture } from './quick-pictures';

// About the embedded shop's first start; the postgres project has nothing to add here.
const onPglite = testBackend() === 'pglite' ? describe : describe.skip;

const serverDir = path.resolve(__dirname, '..', '..');
let root: string;
let cacheRoot: string;
let mail: MailCapture;

beforeAll(async () => {
  if (testBackend() !== 'pglite') return;
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gemstore-new-shop-step-'));
  cacheRoot = path.join(root, 'art-cache');
  await drawPictures(picturesOf(generateSeedCatalogue()), { cacheRoot, draw: quickPicture });
  mail = await startMailCapture();
}, 60_000);

afterAll(async () => {
  if (testBackend() !== 'pglite') return;
  await mail.close();
  fs.rmSync(root, { recursive: true, force: true });
});

function run(command: string, env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', ...command.split(' ')], {
    cwd: serverDir,
    env: { ...process.env, DEMO_ART_CACHE: cacheRoot, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, started: ReturnType<typeof run>) {
  for (let i = 0; i < 300; i++) {
    if (started.child.exitCode !== null) throw new Error(`the API exited: ${started.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the API did not start: ${started.output()}`);
}

onPglite('npm start’s first step', () => {
  it('fills a new shop from the picture cache, leaves it alone after, and the API serves its pictures', async () => {
    const dataDir = path.join(root, 'shop', 'db');
    const env = { DATA_DIR: dataDir, GEMSTORE_CREATE_DATABASE: '1', SMTP_URL: mail.url, LOG_LEVEL: 'warn' };
    const catalogue = generateSeedCatalogue();
    const files = catalogue.reduce((n, p) => n + p.media.length, 0);

    const first = run('demo/cli/new-shop.ts', env);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain(
      `created a new shop (${dataDir}) with ${catalogue.length} products and ${files} pictures in ` +
        `${path.join(root, 'shop', 'media')} in `,
    );
    expect(first.output()).toContain(`s: 0 to draw, the rest from ${cacheRoot}`);
    // Nothing left to draw: no debt written down.
    expect(fs.existsSync(path.join(root, 'shop', 'media', 'demo-pictures-owed.json'))).toBe(false);
    // The store holds each distinct picture once, linked to the cache's file where the disk allows.
    const stored = fs
      .readdirSync(path.join(root, 'shop', 'media'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile());
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThanOrEqual(files);

    const again = run('demo/cli/new-shop.ts', env);
    expect(await again.exited).toBe(0);
    expect(again.output()).toBe('');

    const port = 45_000 + Math.floor(Math.random() * 4000);
    const api = run('src/main.ts', { ...env, PORT: String(port) });
    try {
      await waitForHealth(port, api);
      const listing = await fetch(
        `http://127.0.0.1:${port}/api/v1/products/?section=gemstones&category=Ruby`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
          body: '{}',
        },
      );
      expect(((await listing.json()) as { product: unknown[] }).product.length).toBeGreaterThan(0);

      const [product] = catalogue;
      if (!product) throw new Error('no product');
      const picture = await fetch(`http://127.0.0.1:${port}${product.media[0]}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
      const [first1] = picturesOf([product]);
      if (!first1) throw new Error('no picture');
      const cached = fs.readFileSync(
        path.join(cacheRoot, fs.readdirSync(cacheRoot)[0] ?? '', pictureKey(first1)),
      );
      expect(Buffer.from(await picture.arrayBuffer()).equals(cached)).toBe(true);
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
    }
  }, 120_000);

  it('with --draw-later, records the pictures the cache lacks and ends; the next run draws them, even after a stop', async () => {
    const catalogue = generateSeedCatalogue();
    // The cache lacks the first picture of thirty-three products (seconds of drawing: time enough to stop it).
    const lacking = picturesOf(catalogue.slice(0, 33)).filter((picture) => picture.name === '1.jpg');
    for (const picture of lacking) fs.rmSync(path.join(versionFolder(cacheRoot), pictureKey(picture)));
    const media = path.join(root, 'later', 'media');
    const owedFile = path.join(media, 'demo-pictures-owed.json');
    const stored = (picture: (typeof lacking)[number]) => {
      const blob = pictureBlob(picture);
      return fs.existsSync(path.join(media, blob.slice(0, 2), blob));
    };
    const env = { DATA_DIR: path.join(root, 'later', 'db'), GEMSTORE_CREATE_DATABASE: '1' };

    // What npm start runs before the API: the shop is recorded, the missing pictures only owed.
    const recorded = run('demo/cli/new-shop.ts --draw-later', env);
    expect(await recorded.exited).toBe(0);
    expect(recorded.output()).toContain(`s: ${lacking.length} to draw once the API is up, the rest from`);
    expect(lacking.some(stored)).toBe(false);
    expect(fs.existsSync(owedFile)).toBe(true);
    // Asked again before the API: nothing more to do.
    const again = run('demo/cli/new-shop.ts --draw-later', env);
    expect([await again.exited, again.output()]).toEqual([0, '']);

    // What npm start runs once the API is up, stopped midway: some drawn and stored, the rest still owed.
    const stopped = run('demo/cli/new-shop.ts', env);
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (lacking.some(stored)) {
          clearInterval(poll);
          stopped.child.kill('SIGKILL');
          resolve();
        }
      }, 20);
    });
    await stopped.exited;
    expect(lacking.every(stored)).toBe(false);
    expect(fs.existsSync(owedFile)).toBe(true);

    // The next start pays the rest of the debt.
    const next = run('demo/cli/new-shop.ts', env);
    expect(await next.exited).toBe(0);
    expect(next.output()).toContain('every picture is in the shop');
    expect(lacking.every(stored)).toBe(true);
    expect(fs.existsSync(owedFile)).toBe(false);
  }, 120_000);

  it('creates nothing for a missing folder that is not a first start, and says what to do', async () => {
    const dataDir = path.join(root, 'unmounted', 'db');
    const refused = run('demo/cli/new-shop.ts', { DATA_DIR: dataDir, SMTP_URL: mail.url });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/is missing or empty, and this is not a first start/);
    expect(fs.existsSync(path.join(root, 'unmounted'))).toBe(false);
  }, 60_000);
});
