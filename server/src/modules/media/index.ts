/**
 * GET /products/:id/:file under the media prefix: a product's stored pictures, animations and lab reports (ADR 051),
 * as stored or at a smaller width, served as immutable: a stored file never changes, and its ETag is its content's.
 */
import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseId } from '@gemstore/shared/validation';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productMedia } from '../../db/schema';
import { failures } from '../../lib/responses';
import { diskCache, memoryCache, type MediaCache } from './cache';
import { isMediaName } from './files';
import { resizedCopy, stillEncodingFor, stillWidths } from './resize';
import type { MediaStore } from './store';

export { MEDIA_PREFIX, contentTypeOfName, isMediaName, mediaUrl } from './files';
export { insertProductMedia, MediaRefusedError, storeProductMedia } from './product-media';
export type { ProductMediaRow } from './product-media';
export { blobOf, fileMediaStore, isBlobName, memoryMediaStore, type MediaStore } from './store';
export { stillWidths } from './resize';

export type MediaRoutesOptions = {
  db: Db;
  store: MediaStore;
  /** Where smaller and re-encoded copies are kept (made once, then read); in memory when not given. */
  cacheDir?: string | undefined;
};

const notFound = { success: false as const, message: 'Media not found' };

/** A picture's bytes, in the document: the type is the file's (a photograph's also what the browser accepts). */
const picture = z.string().meta({ format: 'binary' });

/**
 * The route's parameters and answers, for the document and its clients (issue 30, item 26: the 404 of a missing
 * picture was not in it). The id follows the shared rule; the file and width are checked by hand, below.
 */
const mediaSchema = {
  tags: ['media'],
  params: z.object({ id: databaseId('Invalid product id'), file: z.string().max(100) }),
  querystring: z.object({ w: z.string().max(12).optional() }),
  response: {
    200: {
      description:
        'The picture (immutable: cached for a year; a stored file never changes, its ETag is its content’s).',
      content: Object.fromEntries(
        ['image/jpeg', 'image/webp', 'image/png', 'image/gif'].map((type) => [type, { schema: picture }]),
      ),
    },
    304: z.null().meta({ description: 'Not modified: the ETag sent in If-None-Match is still the picture.' }),
    // The 400 of a refused id or width is the error handler's, documented for every route (lib/api-document.ts).
    ...failures(404),
  },
};

export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, options) => {
  // Its own zod compilers: the schema is zod whichever app registers the plugin (its tests use a bare Fastify).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const { db, store } = options;
  const cache: MediaCache = options.cacheDir ? diskCache(options.cacheDir) : memoryCache();
  const inFlight = new Map<string, Promise<Buffer | undefined>>();

  // Typed by hand: the zod provider would type the reply as the 200's document schema, not the Buffer sent.
  app.get<{
    Params: z.output<typeof mediaSchema.params>;
    Querystring: z.output<typeof mediaSchema.querystring>;
  }>('/products/:id/:file', { schema: mediaSchema }, async (request, reply) => {
    const { id, file } = request.params;
    const width = widthOf(request.query.w);
    if (width === 'invalid') {
      return reply
        .code(400)
        .send({ success: false, message: `Width must be one of ${stillWidths.join(', ')}` });
    }
    if (!isMediaName(file)) return reply.code(404).send(notFound);
    // Only the files stored for the product exist (no lab report for a ring, no second animation).
    const [stored] = await db
      .select({ blob: productMedia.blob, contentType: productMedia.contentType })
      .from(productMedia)
      .where(and(eq(productMedia.productId, id), eq(productMedia.name, file)))
      .limit(1);
    if (!stored) return reply.code(404).send(notFound);

    const photograph = stored.contentType === 'image/jpeg';
    const still = photograph ? stillEncodingFor(request.headers.accept) : 'jpeg';
    // The original as stored, when nothing is asked of it; otherwise a copy made once and kept.
    const asStored = width === null && still === 'jpeg';
    const variant = `${width === null ? '' : `-w${width}`}${still === 'webp' ? '-webp' : ''}`;
    // The stored file's name stands for its content: the same file keeps its ETag whatever product shows it.
    const etag = `"${stored.blob.slice(0, 24)}${variant}"`;
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .header('Content-Type', still === 'webp' ? 'image/webp' : stored.contentType);
    // A photograph's bytes depend on what the browser accepts: caches must keep one copy per Accept.
    if (photograph) reply.header('Vary', 'Accept');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();

    let bytes: Buffer | undefined;
    if (asStored) {
      bytes = await store.read(stored.blob);
    } else {
      const key = `${stored.blob}${variant}`;
      bytes = await cache.get(key);
      if (!bytes) {
        let pending = inFlight.get(key);
        if (!pending) {
          // One resize per copy even when many requests for it arrive together.
          pending = store
            .read(stored.blob)
            .then(async (original) => {
              if (!original) return undefined;
              const copy = await resizedCopy(original, stored.contentType, width, still);
              await cache.set(key, copy);
              return copy;
            })
            .finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        bytes = await pending;
      }
    }
    if (!bytes) {
      // The database names a file the store does not hold: a media folder not copied with its database, or a
      // picture still being drawn (a new demo shop's first minutes, ADR 051).
      // The name's head only: the log hides 64 hex digits as it would a token (ADR 032).
      request.log.warn(
        { productId: id, file, stored: stored.blob.slice(0, 12) },
        'media file not in the store',
      );
      reply.removeHeader('Cache-Control').removeHeader('ETag').removeHeader('Vary');
      return reply.code(404).type('application/json').send(notFound);
    }
    return reply.send(bytes);
  });
};

function widthOf(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined) return null;
  const width = Number(raw);
  return (stillWidths as readonly number[]).includes(width) ? width : 'invalid';
}
