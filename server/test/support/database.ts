/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new Postgres database created from
 * TEST_DATABASE_URL (dropped again on close) when the suite runs in the postgres project.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';

export type TestBackend = 'pglite' | 'postgres';

export function testBackend(): TestBackend {
  return process.env.GEMSTORE_TEST_BACKEND === 'postgres' ? 'postgres' : 'pglite';
}

export async function openTestDatabase(): Promise<Database> {
  if (testBackend() === 'pglite') return openDatabase({ kind: 'pglite' });
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
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
