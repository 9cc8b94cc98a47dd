/**
 * Staff endpoints (role admin): products and stock, orders, enquiries.
 */
import { and, asc, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderAnswer,
  adminOrderListAnswer,
  adminProductAnswer,
  adminProductListAnswer,
  enquiryAnswer,
  enquiryKinds,
  enquiryListAnswer,
  enquiryStatuses,
} from '@gemstore/shared/contract';
import {
  canonicalCategory,
  clarityLevels,
  cuts,
  sections,
  toFilterKey,
  type Section,
} from '@gemstore/shared/taxonomy';
import { boundedAmount, boundedWhole, databaseId } from '@gemstore/shared/validation';
import { appointmentBookings, enquiries, orders, orderStatuses, products } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { failures } from '../../lib/responses';
import { orderViews } from '../orders/order-view';
import { onlyFor } from '../users/auth';
import { productLink } from '../catalogue/product-view';

const page = {
  page: boundedWhole(1, 100_000, 'Page must be a whole number from 1 to 100000').default(1),
  limit: boundedWhole(1, 200, 'Limit must be a whole number from 1 to 200').default(50),
};

const mediaUrl = z
  .string()
  .max(500)
  .refine(
    (v) => v.startsWith('/api/v1/media/') || /^https:\/\//.test(v),
    'Media must be a shop media path or an https URL',
  );

const productFields = {
  section: z.enum(sections, { error: 'Section must be gemstones or jewellery' }),
  category: z.string().trim().min(1, 'Category is required').max(40),
  name: z
    .string()
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(120, 'Name must be at most 120 characters'),
  description: z.string().trim().min(1, 'Description is required').max(4000),
  price: boundedAmount({
    invalid: 'Price is required',
    tooSmall: 'Price cannot be negative',
    tooBig: 'Price must be at most 10000000',
  }),
  weight: boundedAmount('Weight must be a number of carats from 0 to 1000', 1000)
    .positive('Weight must be positive')
    .nullable()
    .optional(),
  cut: z.enum(cuts).nullable().optional(),
  colour: z.string().trim().max(40).nullable().optional(),
  clarity: z.enum(clarityLevels).nullable().optional(),
  countInStock: boundedWhole(0, 100_000, {
    invalid: 'Stock must be a whole number',
    tooSmall: 'Stock cannot be negative',
    tooBig: 'Stock must be at most 100000',
  }),
  media: z.array(mediaUrl).max(30).optional(),
  active: z.boolean().optional(),
};

const createProductSchema = z.object(productFields).strict();
const updateProductSchema = z.object(productFields).partial().strict();

function checkCategory(section: Section, category: string): string {
  const canonical = canonicalCategory(section, category);
  if (!canonical) throw badRequest(`Unknown category for ${section}: ${category}`);
  return canonical;
}

const idParam = z.object({ id: databaseId('Not found') });
const uuidParam = z.object({ id: z.uuid('Not found') });

export async function adminRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, catalogueChanges, clock } = app.services;
  onlyFor(app, 'staff');

  /** Every admin call: signed in (401) as staff (403); the query, params or body may be refused (400). */
  const refused = failures(400, 401, 403);

  const adminProduct = (row: typeof products.$inferSelect) => ({
    ...row,
    price: row.priceCents / 100,
    link: productLink(row),
  });

  app.get(
    '/products',
    {
      schema: {
        tags: ['admin'],
        querystring: z.object({
          ...page,
          section: z.enum(sections).optional(),
          category: z.string().max(40).optional(),
          q: z.string().trim().max(100).optional(),
        }),
        response: { 200: adminProductListAnswer, ...refused },
      },
    },
    async (request) => {
      const { page: p, limit, section, category, q } = request.query;
      const where: SQL[] = [];
      if (section) where.push(eq(products.section, section));
      if (section && category) where.push(eq(products.category, checkCategory(section, category)));
      if (q) where.push(ilike(products.name, `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`));
      const condition = where.length ? and(...where) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(products)
          .where(condition)
          .orderBy(asc(products.id))
          .limit(limit)
          .offset((p - 1) * limit),
        db.select({ total: count() }).from(products).where(condition),
      ]);
      return {
        success: true as const,
        products: rows.map(adminProduct),
        total: totals[0]?.total ?? 0,
        page: p,
      };
    },
  );

  app.post(
    '/products',
    {
      schema: {
        tags: ['admin'],
        body: createProductSchema,
        response: { 201: adminProductAnswer, ...refused },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const category = checkCategory(body.section, body.category);
      // In a transaction with its notice, which every API process hears once it commits (ADR 060).
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(products)
          .values({
            section: body.section,
            category,
            name: body.name,
            description: body.description,
            priceCents: Math.round(body.price * 100),
            weight: body.weight ?? null,
            cut: body.cut ?? null,
            colour: body.colour ?? null,
            clarity: body.clarity ?? null,
            cutKey: body.cut ? toFilterKey(body.cut) : null,
            colourKey: body.colour ? toFilterKey(body.colour) : null,
            clarityKey: body.clarity ? toFilterKey(body.clarity) : null,
            media: body.media ?? [],
            countInStock: body.countInStock,
            active: body.active ?? true,
          })
          .returning();
        if (created) await catalogueChanges.announce(tx, [created.id]);
        return created;
      });
      catalogueChanges.forgetHere();
      if (!row) throw new Error('product row missing after insert');
      return reply
        .code(201)
        .send({ success: true as const, message: 'Product created', product: adminProduct(row) });
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParam,
        body: updateProductSchema,
        response: { 200: adminProductAnswer, ...refused, ...failures(404) },
      },
    },
    async (request) => {
      const [current] = await db.select().from(products).where(eq(products.id, request.params.id));
      if (!current) throw notFound('Product not found');
      const body = request.body;
      const section = body.section ?? current.section;
      const category = checkCategory(section, body.category ?? current.category);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(products)
          .set({
            section,
            category,
            ...(body.name !== undefined && { name: body.name }),
            ...(body.description !== undefined && { description: body.description }),
            ...(body.price !== undefined && { priceCents: Math.round(body.price * 100) }),
            ...(body.weight !== undefined && { weight: body.weight }),
            ...(body.cut !== undefined && { cut: body.cut, cutKey: body.cut ? toFilterKey(body.cut) : null }),
            ...(body.colour !== undefined && {
              colour: body.colour,
              colourKey: body.colour ? toFilterKey(body.colour) : null,
            }),
            ...(body.clarity !== undefined && {
              clarity: body.clarity,
              clarityKey: body.clarity ? toFilterKey(body.clarity) : null,
            }),
            ...(body.media !== undefined && { media: body.media }),
            ...(body.countInStock !== undefined && { countInStock: body.countInStock }),
            ...(body.active !== undefined && { active: body.active }),
            updatedAt: new Date(),
          })
          .where(eq(products.id, current.id))
          .returning();
        if (updated) await catalogueChanges.announce(tx, [updated.id]);
        return updated;
      });
      catalogueChanges.forgetHere();
      if (!row) throw notFound('Product not found');
      return { success: true as const, message: 'Product updated', product: adminProduct(row) };
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['admin'],
        querystring: z.object({ ...page, status: z.enum(orderStatuses).optional() }),
        response: { 200: adminOrderListAnswer, ...refused },
      },
    },
    async (request) => {
      const { page: p, limit, status } = request.query;
      const rows = await db
        .select()
        .from(orders)
        .where(status ? eq(orders.status, status) : undefined)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset((p - 1) * limit);
      const views = await orderViews(db, rows);
      return {
        success: true as const,
        orders: views.map((v, i) => ({ ...v, userId: rows[i]?.userId, email: rows[i]?.customer.email })),
        page: p,
      };
    },
  );

  app.put(
    '/orders/:id',
    {
      schema: {
        tags: ['admin'],
        params: uuidParam,
        body: z.object({ status: z.enum(orderStatuses, { error: 'Unknown order status' }) }).strict(),
        response: { 200: adminOrderAnswer, ...refused, ...failures(404) },
      },
    },
    async (request) => {
      const rows = await db
        .update(orders)
        .set({ status: request.body.status })
        .where(eq(orders.id, request.params.id))
        .returning();
      const [order] = await orderViews(db, rows);
      if (!order) throw notFound('Order not found');
      return { success: true as const, message: 'Order updated', order };
    },
  );

  app.get(
    '/enquiries',
    {
      schema: {
        tags: ['admin'],
        querystring: z.object({
          ...page,
          kind: z.enum(enquiryKinds).optional(),
        }),
        response: { 200: enquiryListAnswer, ...refused },
      },
    },
    async (request) => {
      const { page: p, limit, kind } = request.query;
      const rows = await db
        .select()
        .from(enquiries)
        .where(kind ? eq(enquiries.kind, kind) : undefined)
        .orderBy(desc(enquiries.createdAt))
        .limit(limit)
        .offset((p - 1) * limit);
      return { success: true as const, enquiries: rows, page: p };
    },
  );

  app.put(
    '/enquiries/:id',
    {
      schema: {
        tags: ['admin'],
        params: uuidParam,
        body: z.object({ status: z.enum(enquiryStatuses) }).strict(),
        response: { 200: enquiryAnswer, ...refused, ...failures(404) },
      },
    },
    async (request) => {
      const { status } = request.body;
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(enquiries)
          .set({ status })
          .where(eq(enquiries.id, request.params.id))
          .returning();
        // A closed or cancelled enquiry holds no appointment: its slot is offered again at once (ADR 039). Reopening
        // the enquiry does not take the slot back; it may have been booked by someone else meanwhile.
        if (updated && (status === 'closed' || status === 'cancelled')) {
          await tx
            .update(appointmentBookings)
            .set({ cancelledAt: clock(), cancelledBy: 'shop' })
            .where(
              and(eq(appointmentBookings.enquiryId, updated.id), isNull(appointmentBookings.cancelledAt)),
            );
        }
        return updated;
      });
      if (!row) throw notFound('Enquiry not found');
      return { success: true as const, message: 'Enquiry updated', enquiry: row };
    },
  );
}
