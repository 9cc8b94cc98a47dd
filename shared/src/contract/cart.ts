/**
 * Cart (SPEC §3 Cart, §7 /api/v1/cart/*): every answer carries the whole cart, so the UI replaces its list.
 */
import { z } from 'zod';
import { sections } from '../taxonomy';
import { okMessageAnswer } from './common';

/** One cart line, priced from the database at every read. `_id` is numeric text (joined with '-' in checkout links). */
export const cartLineSchema = z.object({
  _id: z.string(),
  lineId: z.number(),
  id: z.number(),
  productId: z.number(),
  name: z.string(),
  image: z.array(z.string()),
  description: z.string(),
  price: z.number(),
  weight: z.number().nullable(),
  quantity: z.number(),
  section: z.enum(sections),
  category: z.string(),
  cut: z.string().nullable(),
  colour: z.string().nullable(),
  clarity: z.string().nullable(),
  countInStock: z.number(),
  link: z.string(),
});

/** Every cart call. */
export const cartAnswer = okMessageAnswer({ cartItems: z.array(cartLineSchema) });
