/**
 * Backs up the shop's database into BACKUP_DIR (ADR 031): `npm run backup`.
 * Embedded: while the shop runs, the shop itself writes the backup (it alone may open DATA_DIR); when it is stopped,
 * this opens the data directory and writes it. Postgres (DATABASE_URL): pg_dump's custom format.
 */
import { loadConfig } from '../config';
import { BackupError, backupEmbedded, backupPostgres } from '../db/backups';
import { loadDotEnv } from '../main-options';

async function run() {
  loadDotEnv();
  const config = loadConfig();
  const file = config.DATABASE_URL
    ? await backupPostgres(config, config.DATABASE_URL)
    : await backupEmbedded(config);
  console.log(`Backed up the shop's database to ${file}`);
  console.log(`Restore it with: npm run restore ${file}`);
}

run().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
