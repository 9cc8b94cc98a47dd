/**
 * Run as a child process by database-safety.test.ts: opens the embedded database in the data directory given as
 * argument and registers accounts one by one, printing `committed <n>` after each insert has returned, until killed.
 */
import { openDatabase } from '../../src/db/client';
import { users } from '../../src/db/schema';

async function writeUntilKilled(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  for (let n = 1; ; n++) {
    await database.db
      .insert(users)
      .values({ firstName: 'Kill', lastName: `Nine ${n}`, email: `kill-${n}@example.com` });
    process.stdout.write(`committed ${n}\n`);
  }
}

const dataDir = process.argv[2];
if (!dataDir) throw new Error('give the data directory');
void writeUntilKilled(dataDir);
