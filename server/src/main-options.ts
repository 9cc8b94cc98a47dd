import type { Config } from './config';
import type { DatabaseOptions } from './db/client';

/** Postgres when DATABASE_URL is set, else embedded PGlite in DATA_DIR. */
export function databaseOptions(config: Config): DatabaseOptions {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.DATA_DIR };
}
