/**
 * Wishlist (§wishlist.load, §wishlist.set-call; /api/v1/wishlist): answers carry the whole list, so the UI
 * replaces its own.
 */
import { z } from 'zod';
import { productSchema } from './catalogue';
import { okAnswer, okMessageAnswer } from './common';

/** A saved product, shown as the signed-in shopper sees it. */
export const wishlistItemSchema = productSchema;

/** GET /. */
export const wishlistAnswer = okAnswer({ wishlistItems: z.array(wishlistItemSchema) });

/** PUT /update-wishlist (the toggle of §wishlist.set-call) and PUT /items/{productId}. */
export const wishlistUpdateAnswer = okMessageAnswer({ wishlistItems: z.array(wishlistItemSchema) });

const invalidProductId = 'Invalid product id';

/** PUT /items/{productId}: the product id from the path (products have Postgres integer ids). */
export const wishlistItemParams = z.object({
  productId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, invalidProductId)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, invalidProductId)),
});

const savedMessage = 'Send { "saved": true } to save the product or { "saved": false } to remove it';

/**
 * PUT /items/{productId} body: the state the shopper wants, so sending it twice changes nothing (unlike the toggle).
 */
export const wishlistSavedBody = z.strictObject(
  { saved: z.boolean({ error: savedMessage }) },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}. ${savedMessage}`
        : savedMessage,
  },
);
