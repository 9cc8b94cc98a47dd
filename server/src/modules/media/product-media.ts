/**
 * Recording a product's media: the bytes go to the media store, the row naming them to `product_media` (ADR 051).
 */
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { productMedia } from '../../db/schema';
import { contentTypeOfName, isMediaName } from './files';
import type { MediaStore } from './store';

export type ProductMediaRow = typeof productMedia.$inferInsert;

/** A file that cannot be stored as asked: the message says why; nothing was stored. */
export class MediaRefusedError extends Error {}

const formatTypes: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * Stores one file of a product under `name` (replacing what that name held): the bytes must be a picture of the
 * kind the name's extension says. Returns the row written.
 */
export async function storeProductMedia(
  db: Db,
  store: MediaStore,
  file: { productId: number; name: string; bytes: Buffer },
): Promise<ProductMediaRow> {
  const expected = isMediaName(file.name) ? contentTypeOfName(file.name) : undefined;
  if (!expected)
    throw new MediaRefusedError(`${JSON.stringify(file.name)} is not a media file name the shop serves`);
  const format = await sharp(file.bytes)
    .metadata()
    .then((meta) => meta.format as string)
    .catch(() => undefined);
  const actual = format === undefined ? undefined : formatTypes[format];
  if (actual !== expected)
    throw new MediaRefusedError(
      `${file.name} must hold ${expected}, not ${actual ?? 'something unreadable'}`,
    );
  const row: ProductMediaRow = {
    productId: file.productId,
    name: file.name,
    blob: await store.put(file.bytes),
    contentType: expected,
  };
  await insertProductMedia(db, [row]);
  return row;
}

/**
 * Writes rows whose bytes are already in the store, in statements of 5,000 (Postgres takes at most 65,535 bound
 * values in one); a row for a name the product already has replaces it.
 */
export async function insertProductMedia(db: Db | Tx, rows: readonly ProductMediaRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) {
    await db
      .insert(productMedia)
      .values(rows.slice(i, i + 5000))
      .onConflictDoUpdate({
        target: [productMedia.productId, productMedia.name],
        set: { blob: sql`excluded.blob`, contentType: sql`excluded.content_type` },
      });
  }
}
