/**
 * Fills an empty shop with the demo catalogue: its products, and its pictures in the shop's media store (ADR 051).
 * `npm start` runs it on a database it creates (cli/new-shop.ts); a catalogue that already has products (seeded
 * before, or managed by staff) is left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { products } from '../src/db/schema';
import {
  contentTypeOfName,
  insertProductMedia,
  type MediaStore,
  type ProductMediaRow,
} from '../src/modules/media';
import { generateSeedCatalogue } from './catalogue';
import {
  artCacheRoot,
  drawPictures,
  firstPicturesFirst,
  pictureBlob,
  pictureKey,
  picturesOf,
  versionFolder,
  type DrawOptions,
  type Picture,
} from './pictures';

export { generateSeedCatalogue, type SeedProduct } from './catalogue';

/** Where the pictures go, and how they are drawn when the cache lacks them. */
export type DemoPictures = DrawOptions & {
  store: MediaStore;
  /**
   * Leave the pictures the cache lacks undrawn and say which (`owed`), rather than draw them before returning: a new
   * shop's start draws them once the API has its database (cli/new-shop.ts).
   */
  drawLater?: boolean;
};

export type Seeded = {
  products: number;
  /** Files recorded for the products (gallery entries). */
  pictures: number;
  /** Pictures drawn now rather than taken from the cache. */
  drawn: number;
  /** Pictures recorded but not drawn yet (`drawLater`): the store lacks them until drawPictures stores them. */
  owed: Picture[];
};

/**
 * Inserts the demo catalogue when the shop has no product yet, with a `product_media` row for every file of every
 * gallery when `pictures` says where to store them (without, products only: the API bench, which never asks for a
 * picture). Returns what it added; nothing when the catalogue was not empty.
 */
export async function seedDemoCatalogue(db: Db, options: { pictures?: DemoPictures } = {}): Promise<Seeded> {
  const none: Seeded = { products: 0, pictures: 0, drawn: 0, owed: [] };
  // Looked at before the pictures, which may take long; looked at again under the lock below, which decides.
  if (await hasProducts(db)) return none;
  const rows = generateSeedCatalogue();
  const recorded = options.pictures
    ? await recordPictures(picturesOf(rows), options.pictures)
    : { media: [], drawn: 0, owed: [] };
  return db.transaction(async (tx) => {
    // Serialise concurrent starters on Postgres (several API processes); PGlite has one connection anyway.
    await tx.execute(sql`LOCK TABLE ${products} IN SHARE ROW EXCLUSIVE MODE`);
    const existing = await tx.select({ id: products.id }).from(products).limit(1);
    if (existing.length > 0) return none;
    for (let i = 0; i < rows.length; i += 500) await tx.insert(products).values(rows.slice(i, i + 500));
    await insertProductMedia(tx, recorded.media);
    // Rows were inserted with explicit ids (stable URLs); move the identity on so the next product gets max + 1.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`,
    );
    return {
      products: rows.length,
      pictures: recorded.media.length,
      drawn: recorded.drawn,
      owed: recorded.owed,
    };
  });
}

async function hasProducts(db: Db): Promise<boolean> {
  const found = await db.select({ id: products.id }).from(products).limit(1);
  return found.length > 0;
}

/**
 * The media rows for the pictures, each under its store name (pictureBlob), with the pictures in the store: taken
 * from the cache (hard links), the ones it lacks drawn first, or left `owed` with `drawLater`.
 */
export async function recordPictures(
  pictures: readonly Picture[],
  options: DemoPictures,
): Promise<{ media: ProductMediaRow[]; drawn: number; owed: Picture[] }> {
  const folder = versionFolder(options.cacheRoot ?? artCacheRoot());
  const missing: Picture[] = [];
  const seen = new Set<string>();
  for (const picture of pictures) {
    const blob = pictureBlob(picture);
    if (seen.has(blob)) continue;
    seen.add(blob);
    if (await options.store.has(blob)) continue;
    const file = path.join(folder, pictureKey(picture));
    if (fs.existsSync(file)) await options.store.putFileAs(blob, file);
    else missing.push(picture);
  }
  const media = pictures.map((picture): ProductMediaRow => {
    const contentType = contentTypeOfName(picture.name);
    if (!contentType) throw new Error(`${picture.name} is not a file the media route serves`);
    return { productId: picture.productId, name: picture.name, blob: pictureBlob(picture), contentType };
  });
  if (options.drawLater) return { media, drawn: 0, owed: missing };
  await drawIntoStore(missing, options);
  return { media, drawn: missing.length, owed: [] };
}

/**
 * Draws the pictures into the cache, first pictures first, each put in the store as soon as it is drawn (under
 * `blobOf`'s name: by default its own; a shop recorded under an earlier art's names gives those).
 */
export async function drawIntoStore(
  pictures: readonly Picture[],
  options: DemoPictures & { blobOf?: (picture: Picture) => string },
): Promise<void> {
  if (pictures.length === 0) return;
  const blobOf = options.blobOf ?? pictureBlob;
  const { files } = await drawPictures(firstPicturesFirst(pictures), {
    ...options,
    onDrawn: (picture, file) => options.store.putFileAs(blobOf(picture), file),
  });
  // A picture the cache holds already is not drawn again, so onDrawn never sees it: a start stopped between drawing
  // a picture and storing it leaves one such behind. Each is stored here (a stored picture is left as it is).
  for (const picture of pictures) {
    const file = files.get(pictureKey(picture));
    if (file) await options.store.putFileAs(blobOf(picture), file);
  }
}
