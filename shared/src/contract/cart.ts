/**
 * Cart (§cart.line-fields, §cart.load; /api/v1/cart/*): every answer carries the whole cart, so the UI
 * replaces its list.
 */
import { z } from 'zod';
import { productSchema } from './catalogue';
import { okMessageAnswer } from './common';

/**
 * One cart line: the product as the cart shows it (priced, since price-on-request pieces cannot be in a cart), and
 * the line's own fields. `_id` is the line's id as numeric text (joined with '-' in checkout links,
 * §checkout.route).
 */
export const cartLineSchema = productSchema.omit({ priceHidden: true }).extend({
  _id: z.string(),
  lineId: z.number(),
  productId: z.number(),
  price: z.number(),
  /** How many are in the cart (a product's `quantity` is its stock). */
  quantity: z.number(),
});

/** Every cart call. */
export const cartAnswer = okMessageAnswer({ cartItems: z.array(cartLineSchema) });
