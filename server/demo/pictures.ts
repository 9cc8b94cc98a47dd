/**
 * The demo catalogue's pictures, drawn once per machine (ADR 051). Drawing all of them takes a minute or more of CPU;
 * a new shop needs them in seconds. So each drawn picture is kept in a cache folder outside every shop
 * (`~/.cache/gemstore/demo-art/<art version>/`, or DEMO_ART_CACHE), named by everything its drawing depends on,
 * and a new shop's store takes the cache's files as they are (hard links where the disk allows).
 *
 * The art version is a hash of the drawing code itself and of the sharp and libvips that rasterise it: a change to
 * the art gets a folder of its own, and no picture drawn by older code is ever taken for a newer one.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { SeedProduct } from './catalogue';
import { isDemoPictureName, type DemoPictureName } from './gallery';
import { renderPicture } from './art/render';
import type { ProductArtRow } from './art/spec';

export type Picture = { productId: number; name: DemoPictureName; row: ProductArtRow };
export type DrawPicture = (row: ProductArtRow, name: DemoPictureName) => Promise<Buffer>;

/** What a picture is drawn from: the product's row as the art reads it (art/spec.ts), and the file's name. */
export function artRowOf(product: SeedProduct): ProductArtRow {
  return {
    id: product.id,
    section: product.section,
    category: product.category,
    name: product.name,
    description: product.description,
    cut: product.cut ?? null,
    colour: product.colour ?? null,
    clarity: product.clarity ?? null,
    weight: product.weight ?? null,
  };
}

/** Every picture the products' galleries name (their `media` URLs), in gallery order. */
export function picturesOf(products: readonly SeedProduct[]): Picture[] {
  return products.flatMap((product) => {
    const row = artRowOf(product);
    return product.media.flatMap((url) => {
      const name = url.slice(url.lastIndexOf('/') + 1);
      return isDemoPictureName(name) ? [{ productId: product.id, name, row }] : [];
    });
  });
}

/** The picture's name in the cache: the file's name and a hash of the row it is drawn from. */
export function pictureKey(picture: Pick<Picture, 'name' | 'row'>): string {
  const { row } = picture;
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        row.id,
        row.section,
        row.category,
        row.name,
        row.description,
        row.cut,
        row.colour,
        row.clarity,
        row.weight,
      ]),
    )
    .digest('hex')
    .slice(0, 24);
  return `${fingerprint}-${picture.name}`;
}

/** A hash of the files that draw the pictures, and of the libraries that rasterise and encode them. */
function computeArtVersion(): string {
  const hash = createHash('sha256');
  const artDir = path.join(__dirname, 'art');
  const sources = [
    ...fs
      .readdirSync(artDir)
      .filter((file) => file.endsWith('.ts'))
      .sort()
      .map((file) => path.join(artDir, file)),
    path.join(__dirname, 'random.ts'),
  ];
  for (const file of sources) hash.update(path.basename(file)).update(fs.readFileSync(file));
  hash.update(JSON.stringify(sharp.versions));
  return hash.digest('hex').slice(0, 16);
}

export const ART_VERSION = computeArtVersion();

/**
 * The picture's name in the shop's media store: a SHA-256 of what it is drawn from and of the art that draws it, so
 * it is known before the picture is drawn (a new shop records it at once; ADR 051) and stands for one content.
 */
export function pictureBlob(picture: Pick<Picture, 'name' | 'row'>): string {
  return createHash('sha256')
    .update(`gemstore demo picture\n${ART_VERSION}\n${pictureKey(picture)}`)
    .digest('hex');
}

/** First every product's first picture (what listings, carts and wishlists show), then the rest, product by product. */
export function firstPicturesFirst(pictures: readonly Picture[]): Picture[] {
  const first = new Set<Picture>();
  const seen = new Set<number>();
  for (const picture of pictures) {
    if (seen.has(picture.productId)) continue;
    seen.add(picture.productId);
    first.add(picture);
  }
  return [...first, ...pictures.filter((picture) => !first.has(picture))];
}

/** The cache's root: DEMO_ART_CACHE, else `gemstore/demo-art` in the user's cache folder (XDG_CACHE_HOME or ~/.cache). */
export function artCacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DEMO_ART_CACHE) return path.resolve(env.DEMO_ART_CACHE);
  const userCache = env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(userCache, 'gemstore', 'demo-art');
}

/** Folders of other art versions unused this long are removed when a cache is used. */
const UNUSED_VERSION_DAYS = 30;

/** This art version's folder under `root`, made if need be; folders of versions long unused are removed. */
export function versionFolder(root: string = artCacheRoot()): string {
  const folder = path.join(root, ART_VERSION);
  fs.mkdirSync(folder, { recursive: true });
  const now = new Date();
  fs.utimesSync(folder, now, now); // used now: kept by the pruning of other checkouts
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === ART_VERSION) continue;
    const other = path.join(root, entry.name);
    if (now.getTime() - fs.statSync(other).mtime.getTime() > UNUSED_VERSION_DAYS * 24 * 60 * 60 * 1000)
      fs.rmSync(other, { recursive: true, force: true });
  }
  return folder;
}

export type DrawOptions = {
  /** The cache's root (artCacheRoot() by default). */
  cacheRoot?: string;
  /** Pictures drawn at once: sharp rasterises on libuv's threads, so this many cores are kept busy. */
  concurrency?: number;
  /** Draws one picture (the demo's art by default; tests pass a quicker one). */
  draw?: DrawPicture;
  /** Told how far the drawing is, now and then. */
  log?: (line: string) => void;
  /** Called with each picture as soon as it is drawn, with its file in the cache (to store it at once). */
  onDrawn?: (picture: Picture, file: string) => Promise<void>;
};

export type DrawnPictures = {
  /** Each picture's file in the cache, by pictureKey. */
  files: Map<string, string>;
  /** How many were drawn now (the others were in the cache already). */
  drawn: number;
  folder: string;
};

/**
 * Makes sure every picture is in the cache, drawing the missing ones in the order given (several at once), and says
 * where each is.
 */
export async function drawPictures(
  pictures: readonly Picture[],
  options: DrawOptions = {},
): Promise<DrawnPictures> {
  const folder = versionFolder(options.cacheRoot ?? artCacheRoot());
  const draw = options.draw ?? renderPicture;
  const files = new Map<string, string>();
  const missing: Picture[] = [];
  for (const picture of pictures) {
    const key = pictureKey(picture);
    if (files.has(key)) continue;
    const file = path.join(folder, key);
    files.set(key, file);
    if (!fs.existsSync(file)) missing.push(picture);
  }
  if (missing.length > 0) {
    const concurrency = Math.max(1, options.concurrency ?? os.availableParallelism());
    options.log?.(
      `drawing ${missing.length} of ${files.size} pictures, ${concurrency} at a time, into ${folder} ` +
        '(once per machine and art version)',
    );
    const started = Date.now();
    let next = 0;
    let done = 0;
    const step = Math.max(1, Math.ceil(missing.length / 10));
    await Promise.all(
      Array.from({ length: Math.min(concurrency, missing.length) }, async () => {
        for (let picture = missing[next++]; picture; picture = missing[next++]) {
          const bytes = await draw(picture.row, picture.name);
          const file = path.join(folder, pictureKey(picture));
          // Written then renamed: another process drawing the same picture, or a start killed midway, never
          // leaves half a file under the picture's name.
          const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
          await fs.promises.writeFile(temp, bytes);
          await fs.promises.rename(temp, file);
          await options.onDrawn?.(picture, file);
          done += 1;
          if (done % step === 0 && done < missing.length)
            options.log?.(`drawn ${done} of ${missing.length} pictures`);
        }
      }),
    );
    options.log?.(`drew ${missing.length} pictures in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return { files, drawn: missing.length, folder };
}
