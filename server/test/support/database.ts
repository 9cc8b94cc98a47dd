/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new Postgres database created from
 * TEST_DATABASE_URL (dropped again on close) when the suite runs in the postgres project.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migratedTemplate, migrationsFolder, openDatabase, type Database } from '../../src/db/client';

export type TestBackend = 'pglite' | 'postgres';

export function testBackend(): TestBackend {
  return process.env.GEMSTORE_TEST_BACKEND === 'postgres' ? 'postgres' : 'pglite';
}

/** A test's database; on Postgres also its URL, for what opens connections of its own (API processes, listeners). */
export type TestDatabase = Database & { url?: string };

export async function openTestDatabase(): Promise<TestDatabase> {
  if (testBackend() === 'pglite') return openDatabase({ kind: 'pglite', template: await template() });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the postgres test project');
  const name = `gemstore_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 30 });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A new embedded database takes PGlite about 1.5 s to make (initdb) and migrate; one started from a dump of a
 * migrated one about 0.4 s. The dump is made once per set of migrations and PGlite release, kept in the system's
 * temporary folder for every test file and worker after (written then renamed, so a reader never sees half of one).
 */
async function template(): Promise<Blob> {
  const hash = createHash('sha256');
  // PGlite's release: its package.json, found above its entry (the package exports no path to it).
  let pglite = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(pglite, 'package.json'))) pglite = path.dirname(pglite);
  hash.update(fs.readFileSync(path.join(pglite, 'package.json')));
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const folder = path.join(os.tmpdir(), 'gemstore-test-databases');
  const file = path.join(folder, `${hash.digest('hex').slice(0, 24)}.tar`);
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch {
    const dump = await migratedTemplate();
    fs.mkdirSync(folder, { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(temp, file);
    // Dumps of earlier migrations (about 40 MB each) go once a day has passed: another checkout may still use one.
    for (const other of fs.readdirSync(folder)) {
      const full = path.join(folder, other);
      try {
        if (full !== file && Date.now() - fs.statSync(full).mtimeMs > 24 * 60 * 60 * 1000)
          fs.rmSync(full, { force: true });
      } catch {
        // Gone meanwhile: another worker's file, renamed or removed.
      }
    }
    return dump;
  }
}
