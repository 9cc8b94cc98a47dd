/**
 * Orders (§order.fields): a shopper's own, newest first, with their lines.
 */
import { z } from 'zod';
import { okAnswer } from './common';
import { addressSchema } from './user';

export const orderStatuses = [
  'Paid',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Needs attention',
] as const;

export const orderLineSchema = z.object({
  /** null once the product has been deleted from the catalogue; the line keeps its name and price. */
  productId: z.number().nullable(),
  name: z.string(),
  quantity: z.number(),
  price: z.number(),
  imageUrl: z.string().nullable(),
});

export const orderSchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** Short reference shown to the shopper and staff (e.g. GS-7K3F9Q). */
  reference: z.string(),
  status: z.enum(orderStatuses),
  /** When it was placed (ISO 8601). */
  date: z.iso.datetime(),
  items: z.array(orderLineSchema),
  subtotal: z.number(),
  shipping: z.number(),
  total: z.number(),
  currency: z.string(),
  shippingDetails: z.object({ name: z.string(), address: addressSchema }),
});

/** GET /api/v1/orders. */
export const orderListAnswer = okAnswer({ orders: z.array(orderSchema), page: z.number() });

/** GET /api/v1/orders/{id}. */
export const orderAnswer = okAnswer({ order: orderSchema });
