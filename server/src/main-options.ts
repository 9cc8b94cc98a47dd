import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import type { DatabaseOptions } from './db/client';
import { seedCatalogueIfEmpty } from './seed';

/**
 * Postgres when DATABASE_URL is set, else embedded PGlite in DATA_DIR. A database this start creates gets the
 * starter catalogue, whichever program creates it (the API, create-admin, a restore's check); an existing one is
 * never seeded, however empty its tables (ADR 031).
 */
export function databaseOptions(config: Config): DatabaseOptions {
  const onCreate = seedCatalogueIfEmpty;
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, onCreate }
    : { kind: 'pglite', dataDir: config.DATA_DIR, onCreate };
}

/** Settings may also live in a .env file at the repository root (see .env.example); the environment wins. */
export function loadDotEnv() {
  const file = path.resolve(__dirname, '../../.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
