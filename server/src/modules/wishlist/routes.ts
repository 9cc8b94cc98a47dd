/**
 * Wishlist (SPEC §7 /api/v1/wishlist): one toggle by product id; answers carry the whole list.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wishlistUpdateSchema } from '@gemstore/shared/validation';
import type { Db } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { productView } from '../catalogue/product-view';
import { requireUser, signedInUser } from '../users/auth';

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
  app.addHook('preHandler', requireUser);

  app.get('/', { schema: { tags: ['wishlist'] } }, async (request) => ({
    success: true,
    wishlistItems: await wishlist(db, signedInUser(request).id),
  }));

  app.put(
    '/update-wishlist',
    { schema: { tags: ['wishlist'], body: wishlistUpdateSchema } },
    async (request) => {
      const user = signedInUser(request);
      const { productId } = request.body;
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!product) throw notFound('Product not found');
      const removed = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, user.id), eq(wishlistItems.productId, productId)))
        .returning({ productId: wishlistItems.productId });
      if (removed.length === 0) {
        await db.insert(wishlistItems).values({ userId: user.id, productId }).onConflictDoNothing();
      }
      return {
        success: true,
        message: removed.length ? 'Removed from wishlist' : 'Added to wishlist',
        wishlistItems: await wishlist(db, user.id),
      };
    },
  );
}
