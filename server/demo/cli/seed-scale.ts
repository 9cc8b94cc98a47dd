/**
 * Adds many plausible products for load tests, with the demo catalogue's pictures shared among them (ADR 051):
 *
 *   npm run seed:scale -w @gemstore/server -- [--count 100000]
 *
 * Uses DATABASE_URL when set, else the embedded PGlite data directory (DATA_DIR), both read by loadConfig(); the
 * pictures go to the shop's media store (MEDIA_DIR). Stop the embedded shop first (one process at a time).
 */
import { loadConfig, mediaDirOf } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { loadDotEnv } from '../../src/main-options';
import { fileMediaStore } from '../../src/modules/media';
import { seedScale } from '../scale';

export function parseCount(argv: string[]): number {
  const index = argv.indexOf('--count');
  const raw =
    index >= 0 ? argv[index + 1] : argv.find((a) => a.startsWith('--count='))?.slice('--count='.length);
  const count = raw === undefined ? 100000 : Number(raw);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`--count must be a positive integer, got ${String(raw)}`);
  return count;
}

async function main(): Promise<void> {
  const count = parseCount(process.argv.slice(2));
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  const started = Date.now();
  try {
    const store = fileMediaStore(mediaDirOf(config));
    const added = await seedScale(database.db, count, {
      pictures: { store, log: (line) => console.log(`demo pictures: ${line}`) },
    });
    console.log(
      `Added ${added} products to ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
