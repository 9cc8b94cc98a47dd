import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DATA_DIR, type Config } from './config';
import { backupDir, newestBackup } from './db/backups';
import { dataDirState, type DatabaseOptions, type OnCreate } from './db/client';

/**
 * Postgres when DATABASE_URL is set, else embedded PGlite in DATA_DIR. `onCreate` fills a database this start
 * creates, and only such a one: an existing database is never filled, however empty its tables (ADR 031). The shop
 * itself passes none (a new shop starts empty); `npm start` passes the demo catalogue (server/demo, ADR 051).
 */
export function databaseOptions(config: Config, onCreate?: OnCreate): DatabaseOptions {
  const filling = onCreate ? { onCreate } : {};
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, ...filling }
    : { kind: 'pglite', dataDir: config.DATA_DIR, ...filling };
}

/** Settings may also live in a .env file at the repository root (see .env.example); the environment wins. */
export function loadDotEnv() {
  const file = path.resolve(__dirname, '../../.env');
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/** Beside the data folder: a shop's database has been here (written at every start of the embedded shop). */
export const shopMarkerOf = (dataDir: string) => `${path.resolve(dataDir)}.shop`;

/** Remembers that this data folder holds a shop, so that its disappearance is not taken for a first start. */
export function markShopFolder(config: Config): void {
  if (config.DATABASE_URL) return;
  fs.writeFileSync(
    shopMarkerOf(config.DATA_DIR),
    `The shop's database lives in ${path.resolve(config.DATA_DIR)}. If that folder is ever missing, the shop ` +
      'refuses to start rather than begin an empty shop (ADR 036). Do not delete this file.\n',
  );
}

/** A missing or empty data folder that is not a first start: nothing was created; the message says what to do. */
export class NewShopRefusedError extends Error {}

/**
 * A new, empty shop is a deliberate act (ADR 036). A missing or empty embedded DATA_DIR is taken for a first start
 * only when it is the default folder, no backup exists and no shop was ever there (`npm install && npm start` on a
 * fresh clone); or when GEMSTORE_CREATE_DATABASE=1 asks for one. Otherwise (a DATA_DIR set to a folder that is not
 * there, a volume not mounted, a folder deleted beside its backups) the start stops and says what to do.
 */
export function refuseAccidentalNewShop(config: Config, defaultDataDir = DEFAULT_DATA_DIR): void {
  if (config.DATABASE_URL || config.GEMSTORE_CREATE_DATABASE === '1') return;
  const dataDir = path.resolve(config.DATA_DIR);
  if (dataDirState(dataDir) !== 'new') return;
  const newest = newestBackup(backupDir(config));
  const reasons = [
    ...(dataDir !== path.resolve(defaultDataDir)
      ? ['DATA_DIR names this folder, so a shop is expected there']
      : []),
    ...(newest ? [`a backup of a shop exists: ${newest}`] : []),
    ...(fs.existsSync(shopMarkerOf(dataDir)) ? [`a shop ran here before (${shopMarkerOf(dataDir)})`] : []),
  ];
  if (reasons.length === 0) return; // the first start
  throw new NewShopRefusedError(
    `The shop's database folder ${dataDir} is missing or empty, and this is not a first start:\n` +
      reasons.map((reason) => `  - ${reason}\n`).join('') +
      'The shop did not start and created nothing.\n' +
      '  If the disk or volume that holds it is not mounted, or DATA_DIR names the wrong folder, fix that and start again.\n' +
      `  To go back to a backup: npm run restore ${newest ?? '<backup file>'}\n` +
      '  To start a new, empty shop there on purpose: start once with GEMSTORE_CREATE_DATABASE=1 (then remove it).',
  );
}
