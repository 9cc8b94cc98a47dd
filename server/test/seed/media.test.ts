import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../src/db/client';
import { mediaRoutes } from '../../src/modules/media';
import { seedCatalogueIfEmpty } from '../../src/seed';
import { generateSeedCatalogue } from '../../src/seed/catalogue';
import { openTestDatabase } from '../support/database';

let database: Database;
let app: FastifyInstance;
const catalogue = generateSeedCatalogue();
const gem = catalogue.find((p) => p.section === 'gemstones' && p.media.some((u) => u.endsWith('spin.webp')));
const piece = catalogue.find(
  (p) => p.section === 'jewellery' && p.media.some((u) => u.endsWith('sparkle.gif')),
);

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogueIfEmpty(database.db);
  app = Fastify();
  await app.register(mediaRoutes, { prefix: '/api/v1/media', db: database.db });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('media route', () => {
  it('renders a product photograph as an 800x800 JPEG with caching headers', async () => {
    const res = await get(`/api/v1/media/products/${gem?.id}/1.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeTruthy();
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 800]);
    expect(res.rawPayload.length).toBeLessThan(120 * 1024);

    const again = await get(`/api/v1/media/products/${gem?.id}/1.jpg`, {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves a still at a smaller width on request, and refuses widths it does not offer', async () => {
    const small = await get(`/api/v1/media/products/${gem?.id}/1.jpg?w=320`);
    expect(small.statusCode).toBe(200);
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 320]);
    expect(small.headers.etag).not.toBe((await get(`/api/v1/media/products/${gem?.id}/1.jpg`)).headers.etag);

    const odd = await get(`/api/v1/media/products/${gem?.id}/1.jpg?w=333`);
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toEqual({ success: false, message: 'Width must be one of 160, 320, 480' });

    // A gallery thumbnail of an animation is its first frame, still; the whole file still plays on the stage.
    const spin = await get(`/api/v1/media/products/${gem?.id}/spin.webp?w=160`);
    expect(spin.statusCode).toBe(200);
    expect(spin.headers['content-type']).toBe('image/webp');
    const spinMeta = await sharp(spin.rawPayload, { animated: true }).metadata();
    expect([spinMeta.width, spinMeta.pages ?? 1]).toEqual([160, 1]);
    expect(
      (await sharp((await get(`/api/v1/media/products/${gem?.id}/spin.webp`)).rawPayload).metadata()).width,
    ).toBe(480);

    // The lab report keeps its proportions and its format.
    const report = await get(`/api/v1/media/products/${gem?.id}/certificate.png?w=160`);
    expect(report.headers['content-type']).toBe('image/png');
    const reportMeta = await sharp(report.rawPayload).metadata();
    expect([reportMeta.format, reportMeta.width, reportMeta.height]).toEqual(['png', 160, 112]);

    const sparkle = await get(`/api/v1/media/products/${piece?.id}/sparkle.gif?w=160`);
    expect(sparkle.headers['content-type']).toBe('image/gif');
    const sparkleMeta = await sharp(sparkle.rawPayload, { animated: true }).metadata();
    expect([sparkleMeta.format, sparkleMeta.width, sparkleMeta.pages ?? 1]).toEqual(['gif', 160, 1]);
  });

  it('sends a photograph as WebP, at every width, to a browser that names WebP in Accept', async () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const jpeg = await get(`/api/v1/media/products/${gem?.id}/1.jpg?w=480`);
    for (const width of [null, 160, 320, 480]) {
      const url = `/api/v1/media/products/${gem?.id}/1.jpg${width ? `?w=${width}` : ''}`;
      const webp = await get(url, { accept: chrome });
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers.vary).toBe('Accept');
      const meta = await sharp(webp.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width ?? 800, width ?? 800]);
      // The same picture, not a blank one.
      expect((await sharp(webp.rawPayload).stats()).channels[0]?.stdev).toBeGreaterThan(10);
    }

    // Each encoding has its own ETag, so a browser's cached JPEG is never taken for the WebP.
    const webp480 = await get(`/api/v1/media/products/${gem?.id}/1.jpg?w=480`, { accept: chrome });
    expect(webp480.headers.etag).not.toBe(jpeg.headers.etag);
    expect(webp480.rawPayload.length).toBeLessThan(jpeg.rawPayload.length * 0.75);
    const revalidated = await get(`/api/v1/media/products/${gem?.id}/1.jpg?w=480`, {
      accept: chrome,
      'if-none-match': String(webp480.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('keeps JPEG for a client that does not name WebP, or refuses it', async () => {
    for (const accept of [undefined, '*/*', 'image/png,image/*;q=0.8', 'image/webp;q=0, image/*']) {
      const res = await get(`/api/v1/media/products/${gem?.id}/1.jpg?w=160`, accept ? { accept } : {});
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers.vary).toBe('Accept');
      expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
    }
    // Only photographs have a choice: the lab report stays a PNG whatever the browser takes.
    const report = await get(`/api/v1/media/products/${gem?.id}/certificate.png?w=160`, {
      accept: 'image/webp',
    });
    expect(report.headers['content-type']).toBe('image/png');
    expect(report.headers.vary).toBeUndefined();
  });

  it('renders every still of a gemstone and of a piece of jewellery', async () => {
    for (const product of [gem, piece]) {
      for (const url of product?.media.filter((u) => u.endsWith('.jpg')) ?? []) {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        const stats = await sharp(res.rawPayload).stats();
        // Real pictures, not flat boxes: the channels vary.
        expect(stats.channels[0]?.stdev).toBeGreaterThan(10);
      }
    }
  });

  it('renders a lab report PNG', async () => {
    const res = await get(`/api/v1/media/products/${gem?.id}/certificate.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1000, 700]);
  });

  it('renders animated WebP and GIF with several frames', async () => {
    const webp = await get(`/api/v1/media/products/${gem?.id}/spin.webp`);
    expect(webp.headers['content-type']).toBe('image/webp');
    const webpMeta = await sharp(webp.rawPayload, { animated: true }).metadata();
    expect(webpMeta.format).toBe('webp');
    expect(webpMeta.pages).toBeGreaterThan(1);

    const gif = await get(`/api/v1/media/products/${piece?.id}/sparkle.gif`);
    expect(gif.headers['content-type']).toBe('image/gif');
    const gifMeta = await sharp(gif.rawPayload, { animated: true }).metadata();
    expect(gifMeta.format).toBe('gif');
    expect(gifMeta.pages).toBeGreaterThan(1);
  });

  it('answers 404 for an unknown product, an unknown file, or a file not in the gallery', async () => {
    for (const url of [
      '/api/v1/media/products/999999/1.jpg',
      `/api/v1/media/products/${gem?.id}/7.jpg`,
      `/api/v1/media/products/${gem?.id}/..%2F..%2Fetc%2Fpasswd`,
      `/api/v1/media/products/${piece?.id}/certificate.png`,
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
});
