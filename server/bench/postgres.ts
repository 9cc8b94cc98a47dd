/**
 * A throwaway Postgres database for one bench run, as test/support/database.ts makes them: created from an
 * admin URL, dropped (WITH FORCE, in case a connection lingers) when the run ends, also when it fails.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ThrowawayDatabase = { url: string; name: string; drop: () => Promise<void> };

/** BENCH_DATABASE_URL first (a dedicated server), else the test suite's TEST_DATABASE_URL. */
export function postgresAdminUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.BENCH_DATABASE_URL?.trim() || env.TEST_DATABASE_URL?.trim();
  return url || undefined;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createThrowawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  // Random hex only, so the name is safe to put in the statement (CREATE DATABASE takes no parameters).
  const name = `gemstore_bench_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Server version for the report, e.g. "15.20". */
export async function postgresVersion(url: string): Promise<string> {
  return withClient(url, async (client) => {
    const result = await client.query<{ server_version: string }>('SHOW server_version');
    return result.rows[0]?.server_version ?? 'unknown';
  });
}
