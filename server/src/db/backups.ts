/**
 * Backups that restore (ADR 031). Embedded: a tarball of the PGlite data directory, taken by the running shop
 * (scheduled, or asked for over a loopback channel, since only one process may open the directory) or by the
 * backup command when the shop is stopped. Postgres: pg_dump's custom format, restored with pg_restore + psql.
 * A restore never overwrites a running shop and keeps what it replaces.
 */
import { spawn } from 'node:child_process';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';
import {
  DataDirInUseError,
  dataDirState,
  dumpPgliteDataDir,
  lockDataDir,
  shopApplicationName,
  type Database,
} from './client';

/** A backup could not be taken or restored; the message says why and what to do. Nothing was changed. */
export class BackupError extends Error {}

export type BackupReason = 'scheduled' | 'manual' | 'before-restore';

export function backupDir(config: Pick<Config, 'BACKUP_DIR' | 'DATA_DIR'>): string {
  return path.resolve(config.BACKUP_DIR ?? path.join(path.dirname(path.resolve(config.DATA_DIR)), 'backups'));
}

const embeddedSuffix = '.pglite.tar.gz';
const postgresSuffix = '.pg.dump';

/** Names sort by time: gemstore-2026-11-26T01-15-00-123Z-scheduled.pglite.tar.gz */
function backupFileName(kind: Database['kind'], reason: BackupReason, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `gemstore-${stamp}-${reason}${kind === 'pglite' ? embeddedSuffix : postgresSuffix}`;
}

/** Written beside its final name and renamed once on disk, so a backup file is whole or absent. */
function writeWhole(file: string, bytes: Uint8Array): void {
  const partial = `${file}.partial`;
  const fd = fs.openSync(partial, 'w', 0o600);
  try {
    fs.writeSync(fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(partial, file);
}

// ---------------------------------------------------------------------------------------------------------------
// Embedded (PGlite)

/** The running shop writes its embedded backup itself: the only process that may open the data directory. */
export async function writeEmbeddedBackup(
  database: Database,
  dir: string,
  reason: BackupReason,
  now = new Date(),
): Promise<string> {
  if (!database.dumpDataDir)
    throw new BackupError('Only the embedded database is backed up from inside the shop.');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupFileName('pglite', reason, now));
  writeWhole(file, await database.dumpDataDir());
  return file;
}

/** Keeps the newest `keep` scheduled backups; backups taken by hand or before a restore are never deleted. */
export function pruneScheduledBackups(dir: string, keep: number): string[] {
  if (!fs.existsSync(dir)) return [];
  const scheduled = fs
    .readdirSync(dir)
    .filter((name) => /^gemstore-.*-scheduled\.(pglite\.tar\.gz|pg\.dump)$/.test(name))
    .sort();
  const removed = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}

/** The newest backup in `dir`, for messages that say what to restore. */
export function newestBackup(dir: string): string | undefined {
  if (!fs.existsSync(dir)) return undefined;
  const names = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith('gemstore-') && !name.endsWith('.partial'))
    .sort();
  const newest = names.at(-1);
  return newest && path.join(dir, newest);
}

/** The running shop's answer to "take a backup now": where to ask, and the secret that proves the asker may. */
type BackupChannel = { pid: number; port: number; token: string };

const channelFile = (dataDir: string) => `${path.resolve(dataDir)}.backup-channel.json`;

export type BackupService = {
  takeBackup: (reason: BackupReason) => Promise<string>;
  stop: () => Promise<void>;
};

/**
 * Started by the API on the embedded database: backs up every BACKUP_EVERY_HOURS into BACKUP_DIR (keeping
 * BACKUP_KEEP), and answers `npm run backup` over 127.0.0.1 with a random token kept in a file only the shop's
 * user can read (beside the data directory: whoever may read the token may read the data anyway).
 */
export async function startBackupService(
  database: Database,
  config: Pick<Config, 'DATA_DIR' | 'BACKUP_DIR' | 'BACKUP_EVERY_HOURS' | 'BACKUP_KEEP'>,
  log: { info: (message: string) => void; error: (message: string) => void },
): Promise<BackupService> {
  const dir = backupDir(config);
  // One backup at a time: a scheduled one and a requested one could otherwise write the same second's name.
  let queue: Promise<unknown> = Promise.resolve();
  const takeBackup = (reason: BackupReason): Promise<string> => {
    const next = queue.then(() => writeEmbeddedBackup(database, dir, reason));
    queue = next.catch(() => undefined);
    return next;
  };

  const token = randomBytes(32).toString('hex');
  const server = http.createServer((req, res) => {
    const given = Buffer.from(String(req.headers.authorization ?? ''));
    const expected = Buffer.from(`Bearer ${token}`);
    const allowed = given.length === expected.length && timingSafeEqual(given, expected);
    if (req.method !== 'POST' || req.url !== '/backup' || !allowed) {
      res.writeHead(allowed ? 404 : 403).end();
      return;
    }
    takeBackup('manual').then(
      (file) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ file })),
      (error: unknown) => {
        log.error(`backup failed: ${String(error)}`);
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: String(error) }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const channel: BackupChannel = { pid: process.pid, port: (server.address() as AddressInfo).port, token };
  fs.writeFileSync(channelFile(config.DATA_DIR), JSON.stringify(channel), { mode: 0o600 });

  let timer: NodeJS.Timeout | undefined;
  const startedAt = Date.now();
  const periodMs = config.BACKUP_EVERY_HOURS * 3_600_000;
  const scheduleNext = () => {
    // Counted from the newest scheduled backup on disk, so a shop restarted more often than the period still
    // backs up; setTimeout cannot wait longer than about 24.8 days, so a longer wait is taken in steps.
    // With none yet, the first comes a few minutes after start: soon for a real shop, never for a short test run.
    const newest = newestScheduled(dir);
    const due = newest === undefined ? startedAt + Math.min(periodMs, firstBackupDelayMs) : newest + periodMs;
    const wait = Math.min(Math.max(0, due - Date.now()), 2 ** 31 - 1);
    timer = setTimeout(() => {
      if (Date.now() < due) return scheduleNext();
      takeBackup('scheduled')
        .then((file) => {
          const removed = pruneScheduledBackups(dir, config.BACKUP_KEEP);
          log.info(
            `backed up the database to ${file}${removed.length ? ` (removed ${removed.length} old)` : ''}`,
          );
        })
        .catch((error: unknown) => log.error(`scheduled backup failed: ${String(error)}`))
        .finally(scheduleNext);
    }, wait);
    timer.unref();
  };
  if (periodMs > 0) scheduleNext();

  return {
    takeBackup,
    stop: async () => {
      clearTimeout(timer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(channelFile(config.DATA_DIR), { force: true });
      await queue;
    },
  };
}

const firstBackupDelayMs = 10 * 60_000;

/**
 * When the newest scheduled backup was taken, read from its name (the shop's clock), not from the file's mtime:
 * copying BACKUP_DIR back from another disk must not make old backups look new.
 */
function newestScheduled(dir: string): number | undefined {
  if (!fs.existsSync(dir)) return undefined;
  const times = fs
    .readdirSync(dir)
    .map((name) => /^gemstore-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z-scheduled\./.exec(name))
    .map((match) =>
      match ? Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`) : NaN,
    )
    .filter((time) => !Number.isNaN(time));
  return times.length ? Math.max(...times) : undefined;
}

/** Asks the running shop (which holds the data directory) to write a backup; returns the file it wrote. */
export async function askRunningShopForBackup(dataDir: string, owner: number): Promise<string> {
  let channel: BackupChannel;
  try {
    channel = JSON.parse(fs.readFileSync(channelFile(dataDir), 'utf8')) as BackupChannel;
  } catch {
    throw new BackupError(
      `The shop is running (pid ${owner}) but does not take backups on request. Stop it and run the backup again.`,
    );
  }
  if (channel.pid !== owner) {
    throw new BackupError(
      `The shop running now (pid ${owner}) has not opened its backup channel yet; try again.`,
    );
  }
  const res = await fetch(`http://127.0.0.1:${channel.port}/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${channel.token}` },
  });
  const body = (await res.json().catch(() => ({}))) as { file?: string; error?: string };
  if (!res.ok || !body.file)
    throw new BackupError(`The running shop could not back up: ${body.error ?? res.status}`);
  return body.file;
}

/** Backs up the embedded database: through the running shop if there is one, else by opening it here. */
export async function backupEmbedded(config: Pick<Config, 'DATA_DIR' | 'BACKUP_DIR'>): Promise<string> {
  const dataDir = path.resolve(config.DATA_DIR);
  const state = dataDirState(dataDir);
  if (state === 'new') throw new BackupError(`There is no database in ${dataDir} to back up.`);
  if (state === 'damaged') {
    throw new BackupError(
      `The folder ${dataDir} is not a whole database (no PG_VERSION); copy it aside by hand.`,
    );
  }
  let releaseLock: () => void;
  try {
    releaseLock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError && error.owner)
      return askRunningShopForBackup(dataDir, error.owner);
    throw error;
  }
  try {
    let client: PGlite;
    try {
      client = await PGlite.create(dataDir);
    } catch (error) {
      throw new BackupError(
        `The database in ${dataDir} does not open (${String(error)}); copy the folder by hand.`,
      );
    }
    try {
      const dir = backupDir(config);
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, backupFileName('pglite', 'manual', new Date()));
      writeWhole(file, await dumpPgliteDataDir(client));
      return file;
    } finally {
      await client.close();
    }
  } finally {
    releaseLock();
  }
}

const gzipMagic = [0x1f, 0x8b];
const pgDumpMagic = 'PGDMP';

function backupKindOf(file: string): Database['kind'] | undefined {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(5);
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head[0] === gzipMagic[0] && head[1] === gzipMagic[1]) return 'pglite';
  if (head.toString('latin1') === pgDumpMagic) return 'postgres';
  return undefined;
}

function checkBackupFile(file: string, kind: Database['kind']): void {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile())
    throw new BackupError(`There is no backup file ${file}.`);
  const found = backupKindOf(file);
  if (found === kind) return;
  if (found === undefined) throw new BackupError(`${file} is not a Gemstore backup.`);
  throw new BackupError(
    found === 'postgres'
      ? `${file} is a Postgres backup; set DATABASE_URL to the Postgres database to restore it into.`
      : `${file} is a backup of the embedded database; unset DATABASE_URL to restore it into DATA_DIR.`,
  );
}

export type Restored = { restoredFrom: string; previousKeptAt: string | undefined };

/**
 * Restores an embedded backup into DATA_DIR. Refuses while the shop runs (it holds the lock); the backup is
 * unpacked and opened beside DATA_DIR first, so a bad file changes nothing; the folder it replaces is renamed to
 * `<DATA_DIR>.before-restore-<time>`, never deleted.
 */
export async function restoreEmbedded(config: Pick<Config, 'DATA_DIR'>, file: string): Promise<Restored> {
  const dataDir = path.resolve(config.DATA_DIR);
  checkBackupFile(file, 'pglite');
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  let releaseLock: () => void;
  try {
    releaseLock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new BackupError(
        `The shop is running on ${dataDir} (pid ${error.owner ?? '?'}). Stop it first: a restore never overwrites a running shop's data.`,
      );
    }
    throw error;
  }
  const restoring = `${dataDir}.restoring`;
  try {
    fs.rmSync(restoring, { recursive: true, force: true });
    try {
      const client = await PGlite.create({
        dataDir: restoring,
        loadDataDir: new Blob([fs.readFileSync(file)]),
      });
      try {
        // A shop's database, not just any PGlite one: it has recorded migrations.
        await client.query('SELECT count(*) FROM drizzle.__drizzle_migrations');
      } finally {
        await client.close();
      }
    } catch (error) {
      fs.rmSync(restoring, { recursive: true, force: true });
      throw new BackupError(
        `${file} does not open as a Gemstore database (${String(error)}). Nothing was changed.`,
      );
    }
    let previousKeptAt: string | undefined;
    if (dataDirState(dataDir) === 'new') {
      fs.rmSync(dataDir, { recursive: true, force: true }); // absent or empty
    } else {
      previousKeptAt = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dataDir, previousKeptAt);
    }
    fs.renameSync(restoring, dataDir);
    return { restoredFrom: file, previousKeptAt };
  } finally {
    releaseLock();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Postgres (pg_dump / pg_restore / psql, which the shopkeeper's laptop need not have: Postgres is for servers)

/** libpq tools get the URL without its password, which goes in PGPASSWORD so that `ps` does not show it. */
function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} is not installed: install the PostgreSQL client tools (the server's major version or newer).`
            : `${tool} failed to start: ${error.message}`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

async function pgDumpTo(url: string, file: string): Promise<void> {
  const { dbname, env } = libpqTarget(url);
  const partial = `${file}.partial`;
  try {
    await runTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`],
      env,
    );
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.renameSync(partial, file);
}

export async function backupPostgres(
  config: Pick<Config, 'DATA_DIR' | 'BACKUP_DIR'>,
  url: string,
  reason: BackupReason = 'manual',
): Promise<string> {
  const dir = backupDir(config);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupFileName('postgres', reason, new Date()));
  await pgDumpTo(url, file);
  return file;
}

/**
 * Restores a pg_dump backup into the database at `url`, refusing while an API process is connected to it. The
 * current contents are first dumped to BACKUP_DIR (kept aside), then the shop's schemas are emptied and the backup
 * loaded in ONE transaction: if anything fails, the database is as it was.
 */
export async function restorePostgres(
  config: Pick<Config, 'DATA_DIR' | 'BACKUP_DIR'>,
  url: string,
  file: string,
): Promise<Restored> {
  checkBackupFile(file, 'postgres');
  const client = new pg.Client({ connectionString: url, application_name: 'gemstore-restore' });
  await client.connect();
  try {
    const running = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
      [shopApplicationName],
    );
    if ((running.rows[0]?.n ?? 0) > 0) {
      throw new BackupError(
        `The shop is connected to this database (${running.rows[0]?.n} connections). Stop every API process first: a restore never overwrites a running shop's data.`,
      );
    }
  } finally {
    await client.end();
  }

  const { dbname, env } = libpqTarget(url);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gemstore-restore-'));
  try {
    // Turning the dump into SQL first proves the file whole before anything is touched.
    const script = path.join(work, 'restore.sql');
    await runTool('pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, file], env);
    const previousKeptAt = await backupPostgres(config, url, 'before-restore');
    const emptying = path.join(work, 'empty.sql');
    fs.writeFileSync(emptying, emptyShopSchemasSql);
    await runTool(
      'psql',
      [
        '--no-psqlrc',
        '--quiet',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        `--file=${emptying}`,
        `--file=${script}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    return { restoredFrom: file, previousKeptAt };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Drops what the shop's migrations create (tables, their sequences, enum types in public; drizzle's own schema),
 * so the backup loads into the shape it was taken from, not over tables a later migration added.
 */
const emptyShopSchemasSql = `
DROP SCHEMA IF EXISTS drizzle CASCADE;
DO $$
DECLARE item record;
BEGIN
  FOR item IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') LOOP
    EXECUTE format('DROP TABLE IF EXISTS public.%I CASCADE', item.relname);
  END LOOP;
  FOR item IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE n.nspname = 'public' AND c.relkind = 'S' LOOP
    EXECUTE format('DROP SEQUENCE IF EXISTS public.%I CASCADE', item.relname);
  END LOOP;
  FOR item IN SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
               WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'c')
                 AND NOT EXISTS (SELECT 1 FROM pg_class c WHERE c.reltype = t.oid) LOOP
    EXECUTE format('DROP TYPE IF EXISTS public.%I CASCADE', item.typname);
  END LOOP;
END $$;
`;
