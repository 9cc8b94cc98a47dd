/**
 * Wishlist (§wishlist.set-call; /api/v1/wishlist): the toggle by product id, and the idempotent call that
 * says whether a product should be saved; answers carry the whole list.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  wishlistAnswer,
  wishlistItemParams,
  wishlistSavedBody,
  wishlistUpdateAnswer,
} from '@gemstore/shared/contract';
import { wishlistUpdateSchema } from '@gemstore/shared/validation';
import type { Db } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { failures } from '../../lib/responses';
import { productView } from '../catalogue/product-view';
import { onlyFor, signedInUser } from '../users/auth';

async function wishlist(db: Db, userId: string) {
  const rows = await db
    .select({ product: products })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(products.id));
  return rows.map(({ product }) => productView(product, 'customer'));
}

export async function wishlistRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  onlyFor(app, 'customer');

  const savedItem = (userId: string, productId: number) =>
    and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId));
  const save = (userId: string, productId: number) =>
    db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();

  /** A change to one product's place on the list: the product must exist; the answer is the whole list. */
  async function change(userId: string, productId: number, apply: () => Promise<string>) {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound('Product not found');
    const message = await apply();
    return { success: true as const, message, wishlistItems: await wishlist(db, userId) };
  }
  const changeAnswers = { 200: wishlistUpdateAnswer, ...failures(400, 401, 404) };

  app.get(
    '/',
    { schema: { tags: ['wishlist'], response: { 200: wishlistAnswer, ...failures(401) } } },
    async (request) => ({
      success: true as const,
      wishlistItems: await wishlist(db, signedInUser(request).id),
    }),
  );

  app.put(
    '/update-wishlist',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Toggle a product (§wishlist.set-call): saved if it was not, removed if it was',
        body: wishlistUpdateSchema,
        response: changeAnswers,
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const { productId } = request.body;
      return change(userId, productId, async () => {
        const removed = await db
          .delete(wishlistItems)
          .where(savedItem(userId, productId))
          .returning({ productId: wishlistItems.productId });
        if (removed.length) return 'Removed from wishlist';
        await save(userId, productId);
        return 'Added to wishlist';
      });
    },
  );

  app.put(
    '/items/:productId',
    {
      schema: {
        tags: ['wishlist'],
        summary:
          'Save a product (saved: true) or remove it (saved: false); sending the same state again changes nothing',
        params: wishlistItemParams,
        body: wishlistSavedBody,
        response: changeAnswers,
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const { productId } = request.params;
      // One statement each way, so concurrent calls never fail: the primary key keeps one row per product.
      return change(userId, productId, async () => {
        if (request.body.saved) {
          await save(userId, productId);
          return 'Saved to wishlist';
        }
        await db.delete(wishlistItems).where(savedItem(userId, productId));
        return 'Removed from wishlist';
      });
    },
  );
}
