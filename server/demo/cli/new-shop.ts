/**
 * `npm start`'s first step, and the e2e shops': when this is a new shop's first start, creates its database and
 * fills it with the demo catalogue and its pictures (ADR 051); for an existing shop, does nothing. The API then
 * starts on the database as it finds it; it holds no demo code of its own.
 *
 *   node --import tsx demo/cli/new-shop.ts      (from server/; the same settings as the API, .env included)
 *
 * Pictures the cache of drawn pictures lacks (a machine's first shop) are recorded at once and drawn once the
 * database is closed, each stored as soon as it is drawn, first pictures first; what is still owed is written down
 * beside the store (OWED_FILE) until then. With `--draw-later` the step leaves them owed and ends as soon as the
 * database is ready: `npm start` runs it so before the API, and again without it once the API is up, to draw them
 * (an existing shop's debt, from a start stopped midway, is paid the same way). Without it (the e2e shops), the step
 * ends with every picture stored.
 *
 * The rules of a new shop are the API's (ADR 031, 036): only a first start or GEMSTORE_CREATE_DATABASE=1 creates
 * one; a missing folder that held a shop stops with what to do, before anything is made.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, mediaDirOf } from '../../src/config';
import { DataDirInUseError, dataDirState, openDatabase } from '../../src/db/client';
import {
  databaseOptions,
  loadDotEnv,
  NewShopRefusedError,
  refuseAccidentalNewShop,
} from '../../src/main-options';
import type { Picture } from '../pictures';
import type { Seeded } from '../seed';

/** In the media folder: the demo pictures recorded for the shop and not drawn yet. */
export const OWED_FILE = 'demo-pictures-owed.json';

type Owed = { productId: number; name: string; blob: string }[];

const log = (line: string) => console.log(`demo catalogue: ${line}`);

async function main(): Promise<void> {
  const drawLater = process.argv.includes('--draw-later');
  loadDotEnv();
  const config = loadConfig();
  refuseAccidentalNewShop(config);
  const mediaDir = mediaDirOf(config);
  // An embedded shop that exists (or a damaged one, which the API reports with how to restore) is left to the API;
  // a Postgres database says whether it is new only when asked, under the migrations' lock.
  if (!config.DATABASE_URL && dataDirState(path.resolve(config.DATA_DIR)) !== 'new') {
    if (!drawLater) await drawOwed(mediaDir);
    return;
  }
  // Loaded only for a new shop: every later start of the shop passes here, and should pass quickly.
  const [{ fileMediaStore }, { artCacheRoot, pictureBlob }, { seedDemoCatalogue }] = await Promise.all([
    import('../../src/modules/media'),
    import('../pictures'),
    import('../seed'),
  ]);
  const started = Date.now();
  const store = fileMediaStore(mediaDir);
  let seeded: Seeded | undefined;
  const database = await openDatabase(
    databaseOptions(config, async (db) => {
      seeded = await seedDemoCatalogue(db, { pictures: { store, log, drawLater: true } });
      // Written before the new database is in place: a start stopped from here on leaves the debt on record.
      const owed: Owed = seeded.owed.map((picture: Picture) => ({
        productId: picture.productId,
        name: picture.name,
        blob: pictureBlob(picture),
      }));
      if (owed.length > 0) writeOwed(mediaDir, owed);
    }),
  );
  await database.close();
  if (database.created && seeded) {
    log(
      `created a new shop (${config.DATABASE_URL ? 'Postgres' : config.DATA_DIR}) with ${seeded.products} ` +
        `products and ${seeded.pictures} pictures in ${mediaDir} in ${((Date.now() - started) / 1000).toFixed(1)} ` +
        `s: ${seeded.owed.length} to draw${drawLater && seeded.owed.length > 0 ? ' once the API is up' : ''}, ` +
        `the rest from ${artCacheRoot()}`,
    );
  }
  if (!drawLater) await drawOwed(mediaDir);
}

function writeOwed(mediaDir: string, owed: Owed): void {
  const file = path.join(mediaDir, OWED_FILE);
  fs.mkdirSync(mediaDir, { recursive: true });
  fs.writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(owed));
  fs.renameSync(`${file}.${process.pid}.tmp`, file);
}

function readOwed(file: string): Owed {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (entry): entry is Owed[number] =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as Owed[number]).productId === 'number' &&
      typeof (entry as Owed[number]).name === 'string' &&
      typeof (entry as Owed[number]).blob === 'string',
  );
}

/** Draws what the shop's pictures still lack (OWED_FILE), once the API may start, and clears the debt. */
async function drawOwed(mediaDir: string): Promise<void> {
  const file = path.join(mediaDir, OWED_FILE);
  if (!fs.existsSync(file)) return;
  const [
    { fileMediaStore },
    { generateSeedCatalogue },
    { artRowOf },
    { drawIntoStore },
    { isDemoPictureName },
  ] = await Promise.all([
    import('../../src/modules/media'),
    import('../catalogue'),
    import('../pictures'),
    import('../seed'),
    import('../gallery'),
  ]);
  const store = fileMediaStore(mediaDir);
  const products = new Map(generateSeedCatalogue().map((product) => [product.id, product]));
  const blobs = new Map<Picture, string>();
  for (const { productId, name, blob } of readOwed(file)) {
    const product = products.get(productId);
    if (!product || !isDemoPictureName(name) || (await store.has(blob))) continue;
    blobs.set({ productId, name, row: artRowOf(product) }, blob);
  }
  if (blobs.size > 0) {
    const started = Date.now();
    log(`drawing the ${blobs.size} pictures the shop still lacks; each shows as soon as it is drawn`);
    await drawIntoStore([...blobs.keys()], {
      store,
      log,
      blobOf: (picture) => blobs.get(picture) ?? '',
    });
    log(`every picture is in the shop (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  fs.rmSync(file, { force: true });
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof NewShopRefusedError ||
    error instanceof DataDirInUseError;
  console.error(known ? error.message : error);
  process.exit(1);
});
