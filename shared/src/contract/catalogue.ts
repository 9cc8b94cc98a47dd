/**
 * Catalogue (§product.fields, §product.calls, §listing.product-call; /api/v1/products/*).
 */
import { z } from 'zod';
import { sections } from '../taxonomy';
import { okAnswer } from './common';

/**
 * A product as the shop shows it, with the price hidden where §price.guest-limit and §price.on-request hide
 * it.
 */
export const productSchema = z.object({
  _id: z.string(),
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** null when hidden: see priceHidden. */
  price: z.number().nullable(),
  /** 'enquire' for Featured pieces, 'login' for a guest above the guest price limit. */
  priceHidden: z.enum(['enquire', 'login']).nullable(),
  weight: z.number().nullable(),
  cut: z.string().nullable(),
  colour: z.string().nullable(),
  clarity: z.string().nullable(),
  category: z.string(),
  section: z.enum(sections),
  /** Gallery URLs in display order: images, animations, videos, certificates. */
  image: z.array(z.string()),
  countInStock: z.number(),
  quantity: z.number(),
  link: z.string(),
});

/** POST /?section=&category= (the filtered listing): one page of products. */
export const productListAnswer = okAnswer({
  product: z.array(productSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** GET /getProductDetails/{id}, /productDetails/{id} and /{type}: one product. */
export const productAnswer = okAnswer({ product: productSchema });
