/**
 * Starts the API: configuration from the environment, the database (migrated; created empty when there is none),
 * the media store, the embedded database's backups, then HTTP. It holds no catalogue of its own: `npm start` fills a
 * new shop with the demo catalogue before it starts the API (server/demo, ADR 051).
 */
import cluster from 'node:cluster';
import { clusterMetricsOf, superviseApiProcesses } from './api-processes';
import { buildApp } from './app';
import { ConfigError, loadConfig, mediaCacheDirOf, mediaDirOf, type Config } from './config';
import { backupDir, newestBackup, startBackupService, type BackupService } from './db/backups';
import { DataDirInUseError, DatabaseDamagedError, openDatabase } from './db/client';
import { closeGracefully } from './lib/observability';
import {
  databaseOptions,
  loadDotEnv,
  markShopFolder,
  NewShopRefusedError,
  refuseAccidentalNewShop,
} from './main-options';
import { fileMediaStore } from './modules/media';

let config: Config | undefined;

async function main() {
  loadDotEnv();
  config = loadConfig();
  if (config.API_PROCESSES > 1 && cluster.isPrimary) {
    // This process only looks after the API processes, each of which runs the rest of main() (ADR 061).
    superviseApiProcesses(config.API_PROCESSES);
    return;
  }
  refuseAccidentalNewShop(config);
  const database = await openDatabase(databaseOptions(config));
  markShopFolder(config);
  const app = await buildApp({
    config,
    db: database.db,
    mediaStore: fileMediaStore(mediaDirOf(config)),
    mediaCacheDir: mediaCacheDirOf(config),
    gatheredMetrics: clusterMetricsOf(),
  });
  // Said aloud, so that a database that went missing is noticed rather than silently replaced (ADR 031).
  if (database.created) {
    app.log.warn(
      database.kind === 'postgres'
        ? 'created the shop database on Postgres (no migration had run): the catalogue is empty'
        : `created a new, empty shop database in ${config.DATA_DIR}: the catalogue is empty`,
    );
  }
  let backups: BackupService | undefined;
  if (database.kind === 'pglite') {
    backups = await startBackupService(database, config, {
      info: (message) => app.log.info(message),
      error: (message) => app.log.error(message),
    });
  }

  let closing = false;
  const drainSeconds = config.SHUTDOWN_DRAIN_SECONDS;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(drainSeconds ? `${signal}: not ready; closing in ${drainSeconds} s` : `${signal}: closing`);
    await closeGracefully(app, drainSeconds * 1000);
    await backups?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // One of several API processes whose first process went away (killed without passing a stop on): no one hands it
  // connections any more, so it closes rather than linger.
  if (cluster.isWorker) process.once('disconnect', () => void shutdown('the first API process went away'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Said once for all of several processes sharing the port (the first of them), not once by each.
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  app.log.info(
    `API on http://${config.HOST}:${config.PORT}/api/v1 (docs /api/docs) · database: ${database.kind === 'postgres' ? 'Postgres (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`} · payments: ${app.services.payments.name}`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof NewShopRefusedError
  ) {
    console.error(error.message);
  } else if (error instanceof DatabaseDamagedError) {
    const newest = config && newestBackup(backupDir(config));
    console.error(
      `${error.message}\n${newest ? `The newest backup is ${newest}` : `No backup was found in ${config ? backupDir(config) : 'BACKUP_DIR'}.`}`,
    );
  } else {
    console.error(error);
  }
  process.exit(1);
});
