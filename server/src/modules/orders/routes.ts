/**
 * A shopper's own orders, newest first.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderAnswer, orderListAnswer } from '@gemstore/shared/contract';
import { boundedWhole } from '@gemstore/shared/validation';
import { orders } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { failures } from '../../lib/responses';
import { onlyFor, signedInUser } from '../users/auth';
import { orderViews } from './order-view';

const listQuery = z.object({
  page: boundedWhole(1, 10_000, 'Page must be a whole number from 1 to 10000').default(1),
  limit: boundedWhole(1, 100, 'Limit must be a whole number from 1 to 100').default(20),
});

export async function orderRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  onlyFor(app, 'customer');

  app.get(
    '/',
    {
      schema: {
        tags: ['orders'],
        querystring: listQuery,
        response: { 200: orderListAnswer, ...failures(400, 401) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { page, limit } = request.query;
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, user.id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return { success: true as const, orders: await orderViews(db, rows), page };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['orders'],
        params: z.object({ id: z.uuid('Order not found') }),
        response: { 200: orderAnswer, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, request.params.id), eq(orders.userId, user.id)));
      const [order] = await orderViews(db, rows);
      if (!order) throw notFound('Order not found');
      return { success: true as const, order };
    },
  );
}
