/**
 * Cart (§cart.load; /api/v1/cart/*). Every answer carries the whole cart so the UI replaces its list.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartAnswer } from '@gemstore/shared/contract';
import { cartQuantitySchema, wishlistUpdateSchema } from '@gemstore/shared/validation';
import { cartItems } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { failures } from '../../lib/responses';
import { onlyFor, signedInUser } from '../users/auth';
import { assertInStock, cartLines, purchasableProduct } from './cart-lines';

export async function cartRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  onlyFor(app, 'customer');

  const answer = async (userId: string, message: string) => ({
    success: true as const,
    message,
    cartItems: await cartLines(db, userId),
  });

  /** Every cart answer is the whole cart; a changing call also fails with 400 (body, stock) and 404. */
  const answers = { 200: cartAnswer, ...failures(401) };
  const changeAnswers = { ...answers, ...failures(400, 404) };

  app.get('/', { schema: { tags: ['cart'], response: answers } }, async (request) =>
    answer(signedInUser(request).id, 'Cart loaded'),
  );

  app.post(
    '/update-cart',
    {
      config: { guestMessage: 'Please Log In to add this item to your cart.' },
      schema: { tags: ['cart'], body: cartQuantitySchema, response: changeAnswers },
    },
    async (request) => {
      const user = signedInUser(request);
      const { productId, quantity } = request.body;
      const product = await purchasableProduct(db, productId);
      const [existing] = await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, user.id), eq(cartItems.productId, productId)))
        .limit(1);
      const wanted = (existing?.quantity ?? 0) + quantity;
      assertInStock(product, wanted);
      await db
        .insert(cartItems)
        .values({ userId: user.id, productId, quantity: wanted })
        .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity: wanted } });
      return answer(user.id, 'Item has been added to your cart');
    },
  );

  app.post(
    '/update-cart-item',
    { schema: { tags: ['cart'], body: cartQuantitySchema, response: changeAnswers } },
    async (request) => {
      const user = signedInUser(request);
      const { productId, quantity } = request.body;
      const product = await purchasableProduct(db, productId);
      assertInStock(product, quantity);
      const updated = await db
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.userId, user.id), eq(cartItems.productId, productId)))
        .returning({ id: cartItems.id });
      if (updated.length === 0) throw notFound('This item is not in your cart');
      return answer(user.id, 'Cart updated');
    },
  );

  app.delete(
    '/delete-cart',
    { schema: { tags: ['cart'], body: wishlistUpdateSchema, response: changeAnswers } },
    async (request) => {
      const user = signedInUser(request);
      const removed = await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, user.id), eq(cartItems.productId, request.body.productId)))
        .returning({ id: cartItems.id });
      if (removed.length === 0) throw notFound('This item is not in your cart');
      return answer(user.id, 'Item removed from cart');
    },
  );

  app.delete('/clear-cart', { schema: { tags: ['cart'], response: answers } }, async (request) => {
    const user = signedInUser(request);
    await db.delete(cartItems).where(eq(cartItems.userId, user.id));
    return { success: true as const, message: 'Cart cleared', cartItems: [] };
  });
}
