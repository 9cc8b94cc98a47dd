/**
 * Staff endpoints (/api/v1/admin/*): products and stock, orders, enquiries.
 */
import { z } from 'zod';
import { sections } from '../taxonomy';
import { okAnswer, okMessageAnswer } from './common';
import { enquiryKinds, enquiryStatuses } from './enquiries';
import { orderSchema } from './orders';

/** A time the server holds as a Date and sends as ISO 8601 text. */
const timestamp = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** A product as staff edit it: every stored field, the price in dollars too, and its shop link. */
export const adminProductSchema = z.object({
  id: z.number(),
  section: z.enum(sections),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number(),
  price: z.number(),
  weight: z.number().nullable(),
  cut: z.string().nullable(),
  colour: z.string().nullable(),
  clarity: z.string().nullable(),
  cutKey: z.string().nullable(),
  colourKey: z.string().nullable(),
  clarityKey: z.string().nullable(),
  media: z.array(z.string()),
  countInStock: z.number(),
  active: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
  link: z.string(),
});

/** GET /products. */
export const adminProductListAnswer = okAnswer({
  products: z.array(adminProductSchema),
  total: z.number(),
  page: z.number(),
});

/** POST /products (201) and PUT /products/{id}. */
export const adminProductAnswer = okMessageAnswer({ product: adminProductSchema });

/** An order as staff see it: the shopper's view plus who placed it. */
export const adminOrderSchema = orderSchema.extend({
  userId: z.string().optional(),
  email: z.string().optional(),
});

/** GET /orders. */
export const adminOrderListAnswer = okAnswer({ orders: z.array(adminOrderSchema), page: z.number() });

/** PUT /orders/{id}. */
export const adminOrderAnswer = okMessageAnswer({ order: orderSchema });

export const enquirySchema = z.object({
  id: z.string(),
  kind: z.enum(enquiryKinds),
  email: z.string(),
  /** The signed-in shopper who sent it; null for a guest. */
  userId: z.string().nullable(),
  /** The form's fields as sent, each as text. */
  payload: z.record(z.string(), z.string()),
  status: z.enum(enquiryStatuses),
  createdAt: timestamp,
});

/** GET /enquiries. */
export const enquiryListAnswer = okAnswer({ enquiries: z.array(enquirySchema), page: z.number() });

/** PUT /enquiries/{id}. */
export const enquiryAnswer = okMessageAnswer({ enquiry: enquirySchema });
