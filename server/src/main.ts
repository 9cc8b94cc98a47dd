/**
 * Starts the API: configuration from the environment, the database (migrated, seeded when empty), then HTTP.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError, openDatabase } from './db/client';
import { databaseOptions } from './main-options';
import { seedCatalogueIfEmpty } from './seed';

/** Settings may also live in a .env file at the repository root (see .env.example); the environment wins. */
function loadDotEnv() {
  const file = path.resolve(__dirname, '../../.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(databaseOptions(config));
  const seeded = await seedCatalogueIfEmpty(database.db);
  const app = await buildApp({
    config,
    db: database.db,
    mediaCacheDir: path.join(path.dirname(config.DATA_DIR), 'media-cache'),
  });
  if (seeded) app.log.info(`seeded the catalogue with ${seeded} products`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `API on http://${config.HOST}:${config.PORT}/api/v1 (docs /api/docs) · database: ${database.kind === 'postgres' ? 'Postgres (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`} · payments: ${app.services.payments.name}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
