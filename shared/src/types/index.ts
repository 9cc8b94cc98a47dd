/**
 * The shapes the API answers with (§api.answer), as the UI reads them: inferred from the response contract
 * (`@gemstore/shared/contract`) that the server's routes declare, so the two cannot drift apart.
 */
import type { z } from 'zod';
import type { cartLineSchema } from '../contract/cart';
import type { productSchema } from '../contract/catalogue';
import type { messageAnswer } from '../contract/common';
import type { orderSchema } from '../contract/orders';
import type { addressSchema, userSchema } from '../contract/user';
import type { wishlistItemSchema } from '../contract/wishlist';

/** One address shape for the API, the UI and the server. */
export type Address = z.infer<typeof addressSchema>;

export type User = z.infer<typeof userSchema>;

export type Product = z.infer<typeof productSchema>;

export type CartLine = z.infer<typeof cartLineSchema>;

export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** One of a shopper's orders, with its lines (GET /api/v1/orders, /orders/{id}). */
export type Order = z.infer<typeof orderSchema>;

export type ApiMessage = z.infer<typeof messageAnswer>;
