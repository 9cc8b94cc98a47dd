/**
 * The demo catalogue in a new shop (ADR 051): its products once, every gallery file stored and served by the media
 * route; and the load tests' many products sharing the demo's stored pictures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { productMedia, products } from '../../src/db/schema';
import { contentTypeOfName, mediaRoutes, memoryMediaStore, type MediaStore } from '../../src/modules/media';
import { openTestDatabase } from '../../test/support/database';
import { drawIntoStore, generateSeedCatalogue, seedDemoCatalogue } from '../seed';
import { drawPictures, pictureBlob, picturesOf } from '../pictures';
import { seedScale } from '../scale';
import { quickPicture } from './quick-pictures';

let database: Database;
let store: MediaStore;
let cacheRoot: string;

beforeAll(async () => {
  database = await openTestDatabase();
  store = memoryMediaStore();
  cacheRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gemstore-demo-seed-'));
});

afterAll(async () => {
  await database.close();
  fs.rmSync(cacheRoot, { recursive: true, force: true });
});

const pictures = () => ({ store, cacheRoot, draw: quickPicture });
const countOf = async (table: typeof products | typeof productMedia) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

describe('seedDemoCatalogue', () => {
  it('stores the catalogue and every gallery file once, then does nothing; later products get max(id) + 1', async () => {
    const catalogue = generateSeedCatalogue();
    const files = catalogue.reduce((n, p) => n + p.media.length, 0);
    expect(await seedDemoCatalogue(database.db, { pictures: pictures() })).toEqual({
      products: catalogue.length,
      pictures: files,
      drawn: files,
      owed: [],
    });
    expect(await seedDemoCatalogue(database.db, { pictures: pictures() })).toEqual({
      products: 0,
      pictures: 0,
      drawn: 0,
      owed: [],
    });
    expect([await countOf(products), await countOf(productMedia)]).toEqual([catalogue.length, files]);

    const [inserted] = await database.db
      .insert(products)
      .values({
        section: 'jewellery',
        category: 'Rings',
        name: 'Test Ring',
        description: 'A test ring.',
        priceCents: 100,
        media: [],
        countInStock: 1,
      })
      .returning({ id: products.id });
    expect(inserted?.id).toBe(catalogue.length + 1);
  });

  it('lets the media route serve every file every gallery names', async () => {
    const app = Fastify();
    await app.register(mediaRoutes, { prefix: '/api/v1/media', db: database.db, store });
    try {
      const seeded = await database.db.select({ id: products.id, media: products.media }).from(products);
      for (const { id, media } of seeded.filter((p) => p.media.length > 0)) {
        for (const url of media) {
          const res = await app.inject({ method: 'GET', url });
          expect(`${id} ${url} ${res.statusCode}`).toBe(`${id} ${url} 200`);
        }
      }
    } finally {
      await app.close();
    }
  });

  it('draws nothing for a second new shop: the pictures come from the cache', async () => {
    const other = await openTestDatabase();
    try {
      let drawn = 0;
      const seeded = await seedDemoCatalogue(other.db, {
        pictures: {
          store: memoryMediaStore(),
          cacheRoot,
          draw: async (row, name) => {
            drawn += 1;
            return quickPicture(row, name);
          },
        },
      });
      expect([seeded.drawn, drawn]).toEqual([0, 0]);
      expect(seeded.pictures).toBeGreaterThan(1000);
    } finally {
      await other.close();
    }
  });

  it('records pictures it has not drawn yet when told to draw them later, and they show once drawn', async () => {
    const other = await openTestDatabase();
    const later = memoryMediaStore();
    const emptyCache = fs.mkdtempSync(path.join(os.tmpdir(), 'gemstore-demo-later-'));
    const app = Fastify();
    await app.register(mediaRoutes, { prefix: '/api/v1/media', db: other.db, store: later });
    try {
      const seeded = await seedDemoCatalogue(other.db, {
        pictures: { store: later, cacheRoot: emptyCache, draw: quickPicture, drawLater: true },
      });
      expect([seeded.drawn, seeded.owed.length]).toEqual([0, seeded.pictures]);
      const [first] = seeded.owed;
      if (!first) throw new Error('nothing owed');
      const url = `/api/v1/media/products/${first.productId}/${first.name}`;
      // Recorded, not stored yet: not found, and nobody keeps that answer.
      const before = await app.inject({ method: 'GET', url });
      expect([before.statusCode, before.headers['cache-control']]).toEqual([404, undefined]);

      const order: string[] = [];
      await drawIntoStore(seeded.owed, {
        store: later,
        cacheRoot: emptyCache,
        draw: async (row, name) => {
          order.push(`${row.id}/${name}`);
          return quickPicture(row, name);
        },
        concurrency: 1,
      });
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      // Every product's first picture (what listings show) before the rest.
      const products = new Set(seeded.owed.map((picture) => picture.productId)).size;
      expect(order.slice(0, products).every((entry) => entry.endsWith('/1.jpg'))).toBe(true);
    } finally {
      await app.close();
      await other.close();
      fs.rmSync(emptyCache, { recursive: true, force: true });
    }
  });

  it('stores a picture a stopped start drew into the cache but did not store, without drawing it again', async () => {
    const [product] = generateSeedCatalogue();
    if (!product) throw new Error('no product');
    const owed = picturesOf([product]).slice(0, 2);
    const stopped = memoryMediaStore();
    const stoppedCache = fs.mkdtempSync(path.join(os.tmpdir(), 'gemstore-demo-stopped-'));
    try {
      // The stopped start: both pictures drawn into the cache, neither put in the store.
      await drawPictures(owed, { cacheRoot: stoppedCache, draw: quickPicture });
      const drawnAgain: string[] = [];
      await drawIntoStore(owed, {
        store: stopped,
        cacheRoot: stoppedCache,
        draw: async (row, name) => {
          drawnAgain.push(name);
          return quickPicture(row, name);
        },
      });
      expect(drawnAgain).toEqual([]);
      for (const picture of owed) expect(await stopped.has(pictureBlob(picture))).toBe(true);
    } finally {
      fs.rmSync(stoppedCache, { recursive: true, force: true });
    }
  });

  it('stores products only when not told where pictures go (the API bench)', async () => {
    const other = await openTestDatabase();
    try {
      expect((await seedDemoCatalogue(other.db)).pictures).toBe(0);
      const [row] = await other.db.select({ n: sql<number>`count(*)::int` }).from(productMedia);
      expect(row?.n).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('seedScale', () => {
  it('adds products after the highest id, each with the stored gallery of a close demo product', async () => {
    const [before] = await database.db.select({ max: sql<number>`max(id)::int` }).from(products);
    const top = before?.max ?? 0;
    const blobsBefore = await database.db.selectDistinct({ blob: productMedia.blob }).from(productMedia);
    expect(await seedScale(database.db, 2500, { pictures: pictures() })).toBe(2500);
    const [after] = await database.db.select({ max: sql<number>`max(id)::int` }).from(products);
    expect(after?.max).toBe(top + 2500);

    const added = await database.db.select().from(products).where(gt(products.id, top)).limit(60);
    for (const p of added) {
      expect(p.media[0]).toBe(`/api/v1/media/products/${p.id}/1.jpg`);
      if (p.section === 'gemstones') expect(p.cutKey).not.toBeNull();
      const stored = await database.db
        .select({ name: productMedia.name, contentType: productMedia.contentType })
        .from(productMedia)
        .where(eq(productMedia.productId, p.id));
      // Every gallery file is stored, as the kind of file its name says.
      expect(stored.map((s) => s.name).sort()).toEqual(p.media.map((u) => u.split('/').pop()).sort());
      for (const s of stored) expect(s.contentType).toBe(contentTypeOfName(s.name));
    }
    // Shared, not drawn: no stored file is new.
    const blobsAfter = await database.db.selectDistinct({ blob: productMedia.blob }).from(productMedia);
    expect(blobsAfter.length).toBe(blobsBefore.length);
  });

  it('adds products only when not told where pictures go', async () => {
    const media = await countOf(productMedia);
    expect(await seedScale(database.db, 10)).toBe(10);
    expect(await countOf(productMedia)).toBe(media);
  });
});
