/**
 * Catalogue (§listing.product-call, §product.calls; /api/v1/products/*): the filtered listing, the slug
 * lookup and product details.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ContextConfigDefault, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productAnswer, productListAnswer } from '@gemstore/shared/contract';
import { caratRange, canonicalCategory, priceRange, toFilterKey } from '@gemstore/shared/taxonomy';
import {
  boundedAmount,
  databaseId,
  productListBodySchema,
  productListQuerySchema,
} from '@gemstore/shared/validation';
import { products } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { failures, jsonOf } from '../../lib/responses';
import { productView, viewColumns, type Viewer } from './product-view';

const idParams = z.object({ id: databaseId('Product not found') });

const typeParams = z.object({
  type: z.enum(['gemstones', 'jewellery'], { error: 'Unknown section: use gemstones or jewellery' }),
});

const typeQuery = z.object({
  name: z.string().trim().min(1, 'Product name is required').max(200),
  category: z.string().trim().max(40).optional(),
  weight: z.coerce
    .number({ error: 'Weight must be a number of carats from 0 to 1000' })
    .pipe(boundedAmount('Weight must be a number of carats from 0 to 1000', 1000))
    .optional(),
  cut: z.string().trim().max(40).optional(),
});

/** Optional narrowing sent with product details (§product.calls: "query parameters that are not null"). */
const detailsQuery = z.object({
  section: z.enum(['gemstones', 'jewellery']).optional(),
  category: z.string().trim().max(40).optional(),
});

/**
 * The listing keeps its answers as JSON text (ListingCache), checked against the contract once, when serialised
 * (listingJson): its handler sends that text (`Reply: string`), the schema documents it and words the failures.
 */
const listingSchema = {
  tags: ['catalogue'],
  querystring: productListQuerySchema,
  body: productListBodySchema,
  response: { 200: productListAnswer, ...failures(400) },
};
const listingJson = jsonOf(productListAnswer);
const productJson = jsonOf(productAnswer);

/** Words only: "Pigeon-Blood Ruby" and the slug "pigeon-blood-ruby" both become "pigeon blood ruby". */
const words = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * How long a listing's count is kept when no notice clears it first. Only a catalogue write changes a count (a sale
 * changes the stock, not which pieces are listed), and every write through the API clears it at once in every
 * process (ADR 060); this is the backstop for writes made outside the API.
 */
const COUNT_TTL_MS = 60_000;

type ListingFilters = NonNullable<z.infer<typeof productListBodySchema>>;

/**
 * The SQL condition of a listing and what it is made of (`applied`): two requests with one `applied` list the same
 * pieces, whatever their bodies said (a price range of the whole slider adds no condition at all).
 */
function listingCondition(section: 'gemstones' | 'jewellery', category: string, filters: ListingFilters) {
  const where: SQL[] = [
    eq(products.section, section),
    eq(products.category, category),
    eq(products.active, true),
  ];
  const applied: unknown[] = [section, category];
  const keysOf = (values: string[]) => [...new Set(values.map(toFilterKey))].sort();
  if (filters.cut?.length) {
    const keys = keysOf(filters.cut);
    where.push(inArray(products.cutKey, keys));
    applied.push('cut', keys);
  }
  if (filters.colour?.length) {
    const keys = keysOf(filters.colour);
    where.push(inArray(products.colourKey, keys));
    applied.push('colour', keys);
  }
  if (filters.clarity?.length) {
    const keys = keysOf(filters.clarity);
    where.push(inArray(products.clarityKey, keys));
    applied.push('clarity', keys);
  }
  if (filters.weight) {
    const [min, max] = filters.weight;
    if (min > caratRange.min) {
      where.push(gte(products.weight, min));
      applied.push('weight from', min);
    }
    // The top of the slider means "and above" (§slider.top-means-above: bounds stop at 20 ct).
    if (max < caratRange.max) {
      where.push(lte(products.weight, max));
      applied.push('weight to', max);
    }
  }
  if (filters.price) {
    const [min, max] = filters.price;
    if (min > priceRange.min) {
      where.push(gte(products.priceCents, Math.round(min * 100)));
      applied.push('price from', Math.round(min * 100));
    }
    if (max < priceRange.max) {
      where.push(lte(products.priceCents, Math.round(max * 100)));
      applied.push('price to', Math.round(max * 100));
    }
  }
  return { where, applied };
}

export async function catalogueRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, catalogueCache } = app.services;
  const viewerOf = (request: { user: unknown }): Viewer => (request.user ? 'customer' : 'guest');

  const productAnswers = { 200: productAnswer, ...failures(400, 404) };

  app.post<{ Reply: string }, ContextConfigDefault, typeof listingSchema>(
    '/',
    // A POST only to carry the filters: the HTML server asks it for the first screen without an Origin (ADR 032).
    { schema: listingSchema, config: { changesNothing: true } },
    async (request, reply) => {
      const { section, category, page, limit, sort } = request.query;
      const filters = request.body ?? {};
      const viewer = viewerOf(request);
      const key = JSON.stringify([viewer, section, category, page, limit, sort, filters]);
      const body = await catalogueCache.get(key, async () => {
        const { where, applied } = listingCondition(section, category, filters);
        const order =
          sort === 'price-asc'
            ? [asc(products.priceCents), asc(products.id)]
            : sort === 'price-desc'
              ? [desc(products.priceCents), asc(products.id)]
              : sort === 'carat-asc'
                ? [asc(products.weight), asc(products.id)]
                : sort === 'carat-desc'
                  ? [desc(products.weight), asc(products.id)]
                  : [asc(products.id)];
        const condition = and(...where);
        const [rows, total] = await Promise.all([
          db
            .select(viewColumns)
            .from(products)
            .where(condition)
            .orderBy(...order)
            .limit(limit)
            .offset((page - 1) * limit),
          // The same pieces whatever the page, the order or the viewer: counted once per condition (ADR 063).
          catalogueCache.get(
            JSON.stringify(['count', ...applied]),
            async () =>
              String((await db.select({ total: count() }).from(products).where(condition))[0]?.total ?? 0),
            COUNT_TTL_MS,
          ),
        ]);
        return listingJson({
          success: true,
          product: rows.map((row) => productView(row, viewer)),
          total: Number(total),
          page,
          pageSize: limit,
        });
      });
      return reply.type('application/json').header('cache-control', 'private, max-age=5').send(body);
    },
  );

  const byId = async (id: number) =>
    (
      await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.active, true)))
        .limit(1)
    )[0];

  /**
   * A piece's answer for a viewer, kept with the listings (ListingCache: cleared by every catalogue write here at
   * once and in every other process by its notice, ADR 060), so that a product page costs no query while nothing
   * changed. Kept as "section\ncategory\nanswer"; empty when there is no such piece (a 404 is kept as briefly).
   */
  const pieceFor = async (id: number, viewer: Viewer) => {
    const kept = await catalogueCache.get(JSON.stringify(['piece', viewer, id]), async () => {
      const row = await byId(id);
      if (!row) return '';
      return `${row.section}\n${row.category}\n${productJson({ success: true, product: productView(row, viewer) })}`;
    });
    if (!kept) return undefined;
    const [section = '', category = '', ...answer] = kept.split('\n');
    return { section, category, answer: answer.join('\n') };
  };

  const detailsSchema = { tags: ['catalogue'], params: idParams, response: productAnswers };
  app.get<{ Reply: string }, ContextConfigDefault, typeof detailsSchema>(
    '/getProductDetails/:id',
    { schema: detailsSchema },
    async (request, reply) => {
      const piece = await pieceFor(request.params.id, viewerOf(request));
      if (!piece) throw notFound('Product not found');
      return reply.type('application/json').send(piece.answer);
    },
  );

  const narrowedSchema = { ...detailsSchema, querystring: detailsQuery };
  app.get<{ Reply: string }, ContextConfigDefault, typeof narrowedSchema>(
    '/productDetails/:id',
    { schema: narrowedSchema },
    async (request, reply) => {
      const piece = await pieceFor(request.params.id, viewerOf(request));
      const { section, category } = request.query;
      const mismatch =
        piece &&
        ((section && piece.section !== section) ||
          (category && piece.category.toLowerCase() !== category.toLowerCase()));
      if (!piece || mismatch) throw notFound('Product not found');
      return reply.type('application/json').send(piece.answer);
    },
  );

  app.get(
    '/:type',
    { schema: { tags: ['catalogue'], params: typeParams, querystring: typeQuery, response: productAnswers } },
    async (request) => {
      const { type } = request.params;
      const { name, category, weight, cut } = request.query;
      const where: SQL[] = [
        eq(products.section, type),
        eq(products.active, true),
        sql`trim(regexp_replace(lower(${products.name}), '[^a-z0-9]+', ' ', 'g')) = ${words(name.replace(/-/g, ' '))}`,
      ];
      if (category) {
        const canonical = canonicalCategory(type, category);
        if (!canonical) throw notFound('Product not found');
        where.push(eq(products.category, canonical));
      }
      if (weight !== undefined) where.push(eq(products.weight, weight));
      if (cut) where.push(eq(products.cutKey, toFilterKey(cut.replace(/-cut$/i, ''))));
      const [row] = await db
        .select()
        .from(products)
        .where(and(...where))
        .orderBy(asc(products.id))
        .limit(1);
      if (!row) throw notFound('Product not found');
      return { success: true as const, product: productView(row, viewerOf(request)) };
    },
  );
}
