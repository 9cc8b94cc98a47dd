/**
 * The media route serves what the media store holds (ADR 051): the stored file as it is, smaller copies at the widths
 * the pages ask for, WebP to browsers that take it, immutable with the content's ETag; 404 for anything not stored.
 * The pictures here are made by the test; the route knows nothing of how a picture was made.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { productMedia } from '../src/db/schema';
import {
  blobOf,
  fileMediaStore,
  MediaRefusedError,
  mediaRoutes,
  mediaUrl,
  memoryMediaStore,
  storeProductMedia,
  type MediaStore,
} from '../src/modules/media';
import { insertProduct } from './support/app';
import { openTestDatabase } from './support/database';

let database: Database;
let app: FastifyInstance;
let store: MediaStore;
let cacheDir: string;
let gemId: number;
let pieceId: number;
let still: Buffer;

/** A picture with gradients and shapes, like a photograph of a stone (not flat, not noise). */
function scene(width: number, height: number, hue: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><radialGradient id="g" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="hsl(${hue},70%,80%)"/>` +
      `<stop offset="1" stop-color="hsl(${hue},60%,20%)"/></radialGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="hsl(${hue + 40},80%,45%)"/>` +
      `<text x="20" y="${height - 30}" font-size="40" fill="#fff">Report ${hue}</text></svg>`,
  );
}

async function animation(format: 'webp' | 'gif'): Promise<Buffer> {
  const frames = await Promise.all(
    [0, 60, 120].map((hue) =>
      sharp(scene(480, 480, hue))
        .png()
        .toBuffer(),
    ),
  );
  const joined = sharp(frames, { join: { animated: true } });
  return (format === 'webp' ? joined.webp({ loop: 0 }) : joined.gif({ loop: 0 })).toBuffer();
}

beforeAll(async () => {
  database = await openTestDatabase();
  store = memoryMediaStore();
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gemstore-media-cache-'));
  const gem = await insertProduct(database.db, {
    media: ['1.jpg', '2.jpg', 'spin.webp', 'certificate.png'].map((name) => mediaUrl(0, name)),
  });
  const piece = await insertProduct(database.db, {
    section: 'jewellery',
    category: 'Rings',
    cut: null,
    colour: null,
    clarity: null,
    media: ['1.jpg', 'sparkle.gif'].map((name) => mediaUrl(0, name)),
  });
  gemId = gem.id;
  pieceId = piece.id;
  still = await sharp(scene(800, 800, 350))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  const files: [number, string, Buffer][] = [
    [gemId, '1.jpg', still],
    [
      gemId,
      '2.jpg',
      await sharp(scene(800, 800, 200))
        .jpeg()
        .toBuffer(),
    ],
    [gemId, 'spin.webp', await animation('webp')],
    [
      gemId,
      'certificate.png',
      await sharp(scene(1000, 700, 40))
        .png()
        .toBuffer(),
    ],
    // The same photograph as the gem's: stored once.
    [pieceId, '1.jpg', still],
    [pieceId, 'sparkle.gif', await animation('gif')],
  ];
  for (const [productId, name, bytes] of files)
    await storeProductMedia(database.db, store, { productId, name, bytes });
  app = Fastify();
  await app.register(mediaRoutes, { prefix: '/api/v1/media', db: database.db, store, cacheDir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const gemFile = (name: string, query = '') => `${mediaUrl(gemId, name)}${query}`;

describe('media route', () => {
  it('serves a stored photograph as it was stored, immutable, with its content as ETag', async () => {
    const res = await get(gemFile('1.jpg'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(still)).toBe(true);
    expect(res.headers.etag).toBe(`"${blobOf(still).slice(0, 24)}"`);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 800]);

    const again = await get(gemFile('1.jpg'), { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // Another product showing the same bytes: the same stored file, the same ETag.
    const piece = await get(mediaUrl(pieceId, '1.jpg'));
    expect(piece.headers.etag).toBe(res.headers.etag);
    const blobs = await database.db.select({ blob: productMedia.blob }).from(productMedia);
    expect(blobs.filter((row) => row.blob === blobOf(still))).toHaveLength(2);
  });

  it('serves a still at a smaller width on request, and refuses widths it does not offer', async () => {
    const small = await get(gemFile('1.jpg', '?w=320'));
    expect(small.statusCode).toBe(200);
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 320]);
    expect(small.headers.etag).not.toBe((await get(gemFile('1.jpg'))).headers.etag);
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const odd = await get(gemFile('1.jpg', '?w=333'));
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toEqual({ success: false, message: 'Width must be one of 160, 320, 480' });

    // A gallery thumbnail of an animation is its first frame, still; the whole file still plays on the stage.
    const spin = await get(gemFile('spin.webp', '?w=160'));
    expect(spin.statusCode).toBe(200);
    expect(spin.headers['content-type']).toBe('image/webp');
    const spinMeta = await sharp(spin.rawPayload, { animated: true }).metadata();
    expect([spinMeta.width, spinMeta.pages ?? 1]).toEqual([160, 1]);
    expect((await sharp((await get(gemFile('spin.webp'))).rawPayload).metadata()).width).toBe(480);

    // The lab report keeps its proportions and its format.
    const report = await get(gemFile('certificate.png', '?w=160'));
    expect(report.headers['content-type']).toBe('image/png');
    const reportMeta = await sharp(report.rawPayload).metadata();
    expect([reportMeta.format, reportMeta.width, reportMeta.height]).toEqual(['png', 160, 112]);

    const sparkle = await get(`${mediaUrl(pieceId, 'sparkle.gif')}?w=160`);
    expect(sparkle.headers['content-type']).toBe('image/gif');
    const sparkleMeta = await sharp(sparkle.rawPayload, { animated: true }).metadata();
    expect([sparkleMeta.format, sparkleMeta.width, sparkleMeta.pages ?? 1]).toEqual(['gif', 160, 1]);
  });

  it('makes each smaller copy once and keeps it in the cache folder', async () => {
    const [row] = await database.db
      .select({ blob: productMedia.blob })
      .from(productMedia)
      .where(and(eq(productMedia.productId, gemId), eq(productMedia.name, '2.jpg')));
    const first = await get(gemFile('2.jpg', '?w=480'));
    const kept = path.join(cacheDir, `${row?.blob}-w480`);
    expect(fs.readFileSync(kept).equals(first.rawPayload)).toBe(true);
    // Read from the cache from then on, not made again.
    const marked = Buffer.concat([first.rawPayload, Buffer.from('kept')]);
    fs.writeFileSync(kept, marked);
    expect((await get(gemFile('2.jpg', '?w=480'))).rawPayload.equals(marked)).toBe(true);
  });

  it('sends a photograph as WebP, at every width, to a browser that names WebP in Accept', async () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const jpeg = await get(gemFile('1.jpg', '?w=480'));
    for (const width of [null, 160, 320, 480]) {
      const webp = await get(gemFile('1.jpg', width ? `?w=${width}` : ''), { accept: chrome });
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers.vary).toBe('Accept');
      const meta = await sharp(webp.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width ?? 800, width ?? 800]);
      // The same picture, not a blank one.
      expect((await sharp(webp.rawPayload).stats()).channels[0]?.stdev).toBeGreaterThan(10);
    }

    // Each encoding has its own ETag, so a browser's cached JPEG is never taken for the WebP.
    const webp480 = await get(gemFile('1.jpg', '?w=480'), { accept: chrome });
    expect(webp480.headers.etag).not.toBe(jpeg.headers.etag);
    expect(webp480.rawPayload.length).toBeLessThan(jpeg.rawPayload.length * 0.75);
    const revalidated = await get(gemFile('1.jpg', '?w=480'), {
      accept: chrome,
      'if-none-match': String(webp480.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('keeps JPEG for a client that does not name WebP, or refuses it', async () => {
    for (const accept of [undefined, '*/*', 'image/png,image/*;q=0.8', 'image/webp;q=0, image/*']) {
      const res = await get(gemFile('1.jpg', '?w=160'), accept ? { accept } : {});
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers.vary).toBe('Accept');
      expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
    }
    // Only photographs have a choice: the lab report stays a PNG whatever the browser takes.
    const report = await get(gemFile('certificate.png', '?w=160'), { accept: 'image/webp' });
    expect(report.headers['content-type']).toBe('image/png');
    expect(report.headers.vary).toBeUndefined();
  });

  it('serves animated WebP and GIF with all their frames', async () => {
    const webp = await get(gemFile('spin.webp'));
    expect(webp.headers['content-type']).toBe('image/webp');
    const webpMeta = await sharp(webp.rawPayload, { animated: true }).metadata();
    expect(webpMeta.format).toBe('webp');
    expect(webpMeta.pages).toBeGreaterThan(1);

    const gif = await get(mediaUrl(pieceId, 'sparkle.gif'));
    expect(gif.headers['content-type']).toBe('image/gif');
    const gifMeta = await sharp(gif.rawPayload, { animated: true }).metadata();
    expect(gifMeta.format).toBe('gif');
    expect(gifMeta.pages).toBeGreaterThan(1);
  });

  it('answers 404 for an unknown product, an unknown file, or a file not stored for the product', async () => {
    for (const url of [
      mediaUrl(999999, '1.jpg'),
      gemFile('7.jpg'),
      `/api/v1/media/products/${gemId}/..%2F..%2Fetc%2Fpasswd`,
      `/api/v1/media/products/${gemId}/1.JPG`,
      mediaUrl(pieceId, 'certificate.png'),
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Media not found' });
    }
  });

  it('answers 400 or 404, never 5xx, for garbage ids', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999', '%00', '1e3']) {
      const res = await get(`/api/v1/media/products/${id}/1.jpg`);
      expect([400, 404]).toContain(res.statusCode);
    }
  });

  it('answers 404, cached by nobody, for a file the database names and the store has lost', async () => {
    const lost = await insertProduct(database.db, { media: [mediaUrl(0, '1.jpg')] });
    await database.db.insert(productMedia).values({
      productId: lost.id,
      name: '1.jpg',
      blob: 'f'.repeat(64),
      contentType: 'image/jpeg',
    });
    for (const query of ['', '?w=160']) {
      const res = await get(`${mediaUrl(lost.id, '1.jpg')}${query}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Media not found' });
      expect(res.headers['cache-control']).toBeUndefined();
      expect(res.headers.etag).toBeUndefined();
    }
  });
});

describe('storing a product’s media', () => {
  it('refuses a file whose bytes are not what its name says, or a name the shop does not serve, storing nothing', async () => {
    const product = await insertProduct(database.db, { media: [] });
    const png = await sharp(scene(100, 100, 10))
      .png()
      .toBuffer();
    const tries: [string, Buffer, RegExp][] = [
      ['1.jpg', png, /1\.jpg must hold image\/jpeg, not image\/png/],
      ['1.jpg', Buffer.from('not a picture'), /must hold image\/jpeg, not something unreadable/],
      ['../1.jpg', png, /is not a media file name/],
      ['report.pdf', png, /is not a media file name/],
    ];
    const local = memoryMediaStore();
    for (const [name, bytes, message] of tries) {
      const storing = storeProductMedia(database.db, local, { productId: product.id, name, bytes });
      await expect(storing).rejects.toThrow(MediaRefusedError);
      await expect(storing).rejects.toThrow(message);
      expect(await local.read(blobOf(bytes))).toBeUndefined();
    }
    const rows = await database.db.select().from(productMedia).where(eq(productMedia.productId, product.id));
    expect(rows).toEqual([]);
  });
});

describe('the media store in a folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gemstore-media-store-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names a file by its SHA-256, stores the same bytes once, and gives back undefined for what it lacks', async () => {
    const files = fileMediaStore(path.join(dir, 'media'));
    const bytes = Buffer.from('stored bytes');
    const blobs = await Promise.all([files.put(bytes), files.put(bytes), files.put(Buffer.from(bytes))]);
    expect(new Set(blobs)).toEqual(new Set([blobOf(bytes)]));
    expect(fs.readdirSync(path.join(dir, 'media', blobOf(bytes).slice(0, 2)))).toEqual([blobOf(bytes)]);
    expect((await files.read(blobOf(bytes)))?.toString()).toBe('stored bytes');
    expect(await files.read('0'.repeat(64))).toBeUndefined();
    expect(await files.read('../../etc/passwd')).toBeUndefined();
  });

  it('takes a file from elsewhere under a given name, as a hard link where it can, twice without harm', async () => {
    const source = path.join(dir, 'drawn.jpg');
    fs.writeFileSync(source, still);
    const files = fileMediaStore(path.join(dir, 'media'));
    const blob = 'a'.repeat(64);
    expect(await files.has(blob)).toBe(false);
    await Promise.all([files.putFileAs(blob, source), files.putFileAs(blob, source)]);
    expect(await files.has(blob)).toBe(true);
    const stored = path.join(dir, 'media', 'aa', blob);
    expect(fs.statSync(stored).ino).toBe(fs.statSync(source).ino);
    expect((await files.read(blob))?.equals(still)).toBe(true);
    await expect(files.putFileAs('../../elsewhere', source)).rejects.toThrow(/is not a media store name/);
  });
});
