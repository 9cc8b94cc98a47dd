/**
 * GET /products/:id/:file under the media prefix: product photographs, animations and lab reports drawn from the
 * product's row, cached, and served as immutable (a changed product gets a new ETag and cache key).
 */
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { hashString } from '../../seed/random';
import type { ProductArtRow } from './art/spec';
import { diskCache, memoryCache, type MediaCache } from './cache';
import { contentTypeOf, isMediaFile, type MediaFile, type StillEncoding } from './files';
import { renderMedia, WEBP } from './render';

export { mediaFiles, mediaUrl, galleryFor, isMediaFile, MEDIA_PREFIX, type MediaFile } from './files';
export { renderMedia } from './render';

/** Bump when the drawings change, so caches and browsers fetch the new art. */
const ART_VERSION = 1;

export type MediaRoutesOptions = { db: Db; cacheDir?: string | undefined };

const notFound = { success: false, message: 'Media not found' } as const;
const JPEG_QUALITY = { quality: 80, mozjpeg: true } as const;

export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, options) => {
  const cache: MediaCache = options.cacheDir ? diskCache(options.cacheDir) : memoryCache();
  const inFlight = new Map<string, Promise<Buffer>>();

  app.get<{ Params: { id: string; file: string }; Querystring: { w?: string } }>(
    '/products/:id/:file',
    async (request, reply) => {
      const { id: rawId, file } = request.params;
      const width = widthOf(request.query.w);
      if (width === 'invalid') {
        return reply
          .code(400)
          .send({ success: false, message: `Width must be one of ${stillWidths.join(', ')}` });
      }
      if (!/^[1-9][0-9]{0,9}$/.test(rawId) || Number(rawId) > 2147483647) {
        return reply.code(400).send({ success: false, message: 'Invalid product id' });
      }
      if (!isMediaFile(file)) return reply.code(404).send(notFound);
      const id = Number(rawId);
      const [row] = await options.db
        .select({
          id: products.id,
          section: products.section,
          category: products.category,
          name: products.name,
          description: products.description,
          cut: products.cut,
          colour: products.colour,
          clarity: products.clarity,
          weight: products.weight,
          media: products.media,
        })
        .from(products)
        .where(eq(products.id, id))
        .limit(1);
      // Only files in the product's own gallery exist (no lab report for a ring, no second animation).
      if (!row || !row.media.some((url) => url.endsWith(`/products/${id}/${file}`)))
        return reply.code(404).send(notFound);

      // Any file comes smaller on request (a still for a card, a thumbnail of the lab report or the animation).
      const still = stillEncodingFor(file, request.headers.accept);
      const artKey = `${artKeyOf(row, file)}${width ? `-w${width}` : ''}${still === 'webp' ? '-webp' : ''}`;
      const etag = `"${artKey}"`;
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('Content-Type', contentTypeOf(file, still));
      // A photograph's bytes depend on what the browser accepts: caches must keep one copy per Accept.
      if (file.endsWith('.jpg')) reply.header('Vary', 'Accept');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();

      let bytes = await cache.get(artKey);
      if (!bytes) {
        let pending = inFlight.get(artKey);
        if (!pending) {
          // One render per file even when many requests for it arrive together.
          pending = renderMedia(row, file, still)
            .then((rendered) => (width ? smallerCopy(rendered, file, width, still) : rendered))
            .then(async (bytes) => {
              await cache.set(artKey, bytes);
              return bytes;
            })
            .finally(() => inFlight.delete(artKey));
          inFlight.set(artKey, pending);
        }
        bytes = await pending;
      }
      return reply.send(bytes);
    },
  );
};

/**
 * A still's encoding for this request: WebP when the browser names it in Accept (every current browser asks for
 * pictures with `image/webp`), else JPEG, as the file's name says. Only photographs have a choice. A bare
 * `image/*` is not enough: browsers that could not decode WebP sent exactly that.
 */
function stillEncodingFor(file: MediaFile, accept: string | undefined): StillEncoding {
  if (!file.endsWith('.jpg')) return 'jpeg';
  const namesWebp = (accept ?? '').split(',').some((entry) => {
    const [type, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    return type === 'image/webp' && (quality === undefined || Number(quality.slice(2)) > 0);
  });
  return namesWebp ? 'webp' : 'jpeg';
}

/**
 * A file at `width`, in its own format (a photograph in the encoding asked for). A still is square; the lab report
 * keeps its proportions; an animation gives its first frame, still: a gallery thumbnail (the stage plays the
 * animation itself, from the whole file).
 */
function smallerCopy(bytes: Buffer, file: string, width: number, still: StillEncoding): Promise<Buffer> {
  // sharp reads only the first frame of an animation unless asked for all of them.
  const image = sharp(bytes);
  if (file.endsWith('.jpg')) {
    const resized = image.resize(width, width);
    return (still === 'webp' ? resized.webp(WEBP) : resized.jpeg(JPEG_QUALITY)).toBuffer();
  }
  if (file.endsWith('.png')) return image.resize({ width, height: width, fit: 'inside' }).png().toBuffer();
  if (file.endsWith('.webp')) return image.resize(width, width).webp(WEBP).toBuffer();
  return image.resize(width, width).gif().toBuffer();
}

/**
 * Widths a file can be asked for (`?w=480`): listing cards and thumbnails need a fraction of the 800 px
 * original. A short fixed list, so the cache holds at most a few copies of each picture.
 */
export const stillWidths = [160, 320, 480] as const;

function widthOf(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined) return null;
  const width = Number(raw);
  return (stillWidths as readonly number[]).includes(width) ? width : 'invalid';
}

/** A key that changes whenever anything the drawing depends on changes. */
function artKeyOf(row: ProductArtRow, file: MediaFile): string {
  const fingerprint = hashString(
    JSON.stringify([
      row.section,
      row.category,
      row.name,
      row.description,
      row.cut,
      row.colour,
      row.clarity,
      row.weight,
    ]),
  ).toString(36);
  return `v${ART_VERSION}-${row.id}-${fingerprint}-${file}`;
}
