/**
 * Issue 30 item 11 (ADR 036): a missing data folder is never silently answered with a new, empty, seeded shop. A new
 * shop is a first start (the default folder, no backup, no shop there before) or asked for with
 * GEMSTORE_CREATE_DATABASE=1.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { markShopFolder, refuseAccidentalNewShop } from '../src/main-options';
import { testBackend } from './support/database';

const onPglite = testBackend() === 'pglite' ? describe : describe.skip;

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gemstore-new-shop-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A checkout's own layout: `.data/db` is the default folder, its backups beside it. */
const layout = () => {
  const data = path.join(root, '.data');
  return { data, defaultDir: path.join(data, 'db'), backups: path.join(data, 'backups') };
};
const check = (env: Record<string, string>, defaultDir: string) => () =>
  refuseAccidentalNewShop(loadConfig({ DATABASE_URL: '', ...env }), defaultDir);

describe('a new shop is a deliberate act', () => {
  it('takes a missing default folder with no backup and no shop before for the first start', () => {
    const { defaultDir } = layout();
    expect(check({ DATA_DIR: defaultDir }, defaultDir)).not.toThrow();
    // An empty folder (a volume mounted, nothing on it yet) is the same.
    fs.mkdirSync(defaultDir, { recursive: true });
    expect(check({ DATA_DIR: defaultDir }, defaultDir)).not.toThrow();
  });

  it('refuses a missing default folder beside a backup, naming the backup and the restore', () => {
    const { defaultDir, backups } = layout();
    fs.mkdirSync(backups, { recursive: true });
    const backup = path.join(backups, 'gemstore-2026-11-26T01-15-00-000Z-scheduled.pglite.tar.gz');
    fs.writeFileSync(backup, 'a backup');
    expect(check({ DATA_DIR: defaultDir }, defaultDir)).toThrow(
      new RegExp(
        `database folder ${defaultDir} is missing or empty[\\s\\S]*a backup of a shop exists: ${backup}[\\s\\S]*` +
          `npm run restore ${backup}[\\s\\S]*GEMSTORE_CREATE_DATABASE=1`,
      ),
    );
    expect(fs.existsSync(defaultDir)).toBe(false);
  });

  it('refuses a missing default folder where a shop ran before, even with no backup', () => {
    const { data, defaultDir } = layout();
    fs.mkdirSync(data, { recursive: true });
    markShopFolder(loadConfig({ DATA_DIR: defaultDir, DATABASE_URL: '' }));
    expect(check({ DATA_DIR: defaultDir }, defaultDir)).toThrow(/a shop ran here before/);
  });

  it('refuses a DATA_DIR that is set but missing (a volume not mounted, a wrong path)', () => {
    const { defaultDir } = layout();
    const volume = path.join(root, 'mnt', 'gemstore', 'db');
    expect(check({ DATA_DIR: volume }, defaultDir)).toThrow(
      /DATA_DIR names this folder[\s\S]*If the disk or volume that holds it is not mounted/,
    );
  });

  it('creates one where GEMSTORE_CREATE_DATABASE=1 asks for it, and refuses any other value', () => {
    const { defaultDir } = layout();
    const volume = path.join(root, 'mnt', 'gemstore', 'db');
    expect(check({ DATA_DIR: volume, GEMSTORE_CREATE_DATABASE: '1' }, defaultDir)).not.toThrow();
    expect(() => loadConfig({ GEMSTORE_CREATE_DATABASE: 'yes' })).toThrow(
      /GEMSTORE_CREATE_DATABASE: must be 1, or unset/,
    );
  });

  it('opens a folder that holds a database whatever else is true', () => {
    const { defaultDir, backups } = layout();
    const volume = path.join(root, 'mnt', 'gemstore', 'db');
    fs.mkdirSync(volume, { recursive: true });
    fs.writeFileSync(path.join(volume, 'PG_VERSION'), '18');
    fs.mkdirSync(backups, { recursive: true });
    fs.writeFileSync(path.join(backups, 'gemstore-2026-11-26T01-15-00-000Z-scheduled.pglite.tar.gz'), 'x');
    expect(check({ DATA_DIR: volume }, defaultDir)).not.toThrow();
  });
});

onPglite('the API started on a missing DATA_DIR', () => {
  it('stops with the message and creates nothing', async () => {
    const dataDir = path.join(root, 'volume-not-mounted', 'db');
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      let out = '';
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: path.join(__dirname, '..'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '1', LOG_LEVEL: 'warn' },
      });
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.on('exit', (exitCode) => resolve({ code: exitCode, output: out }));
    });
    expect(code).toBe(1);
    expect(output).toContain(`The shop's database folder ${dataDir} is missing or empty`);
    expect(output).toContain('The shop did not start and created nothing.');
    expect(fs.existsSync(dataDir)).toBe(false);
    expect(fs.existsSync(`${dataDir}.creating`)).toBe(false);
  }, 60_000);
});
