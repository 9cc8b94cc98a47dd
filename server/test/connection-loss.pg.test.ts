/**
 * On Postgres only: a connection the database server drops (a restart, a failover, an administrator) must not take
 * the API down. The pool reports it and opens a new connection for the next query.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './support/database';

let database: Database;
/** The rows of a raw query; `db` is typed for both backends, whose results differ in shape but both have rows. */
const firstRow = async <Row>(query: ReturnType<typeof sql>): Promise<Row> =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows[0] as Row;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it('keeps answering after Postgres terminates its idle connections', async () => {
  const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { name, pid } = await firstRow<{ name: string; pid: number }>(
    sql`select current_database() as name, pg_backend_pid() as pid`,
  );

  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  await admin.end();
  // The pool learns of it when the dropped socket closes: wait for its report rather than for a fixed time.
  const told = () => report.mock.calls.some((call) => String(call[0]).includes('Postgres connection lost'));
  for (let i = 0; i < 250 && !told(); i++) await new Promise((resolve) => setTimeout(resolve, 20));

  const after = await firstRow<{ pid: number }>(sql`select pg_backend_pid() as pid`);
  expect(after.pid).not.toBe(pid);
  expect(report).toHaveBeenCalledWith(
    expect.stringContaining('Postgres connection lost; the pool will reconnect'),
  );
  report.mockRestore();
});
