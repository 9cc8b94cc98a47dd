/**
 * Restores a backup into the shop's database (ADR 031): `npm run restore <backup file>`, with the shop stopped.
 * What it replaces is kept: the embedded folder renamed to `<DATA_DIR>.before-restore-<time>`, a Postgres database
 * dumped into BACKUP_DIR first.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupError, restoreEmbedded, restorePostgres } from '../db/backups';
import { loadDotEnv } from '../main-options';

async function run() {
  const [given, ...extra] = process.argv.slice(2);
  if (!given || extra.length > 0) throw new BackupError('Usage: npm run restore <backup file>');
  // npm runs this script in server/; a relative path means the folder the command was typed in.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  loadDotEnv();
  const config = loadConfig();
  const restored = config.DATABASE_URL
    ? await restorePostgres(config, config.DATABASE_URL, file)
    : await restoreEmbedded(config, file);
  console.log(`Restored the shop's database from ${restored.restoredFrom}.`);
  if (restored.previousKeptAt) console.log(`What it replaced is kept at ${restored.previousKeptAt}`);
  console.log('Start the shop again when ready.');
}

run().catch((error: unknown) => {
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
