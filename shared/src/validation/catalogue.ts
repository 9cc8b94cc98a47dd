/**
 * Cart, wishlist, payment and product-list requests (§cart.quantity-bounds, §wishlist.set-call,
 * §listing.product-call).
 */
import { z } from 'zod';
import { canonicalCategory, sections, sortOptions, toFilterKey } from '../taxonomy';
import { boundedAmount, boundedWhole, databaseId } from './bounds';
import { strictObject } from './common';

export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 99;

/** A product id: positive whole number, also accepted as a string of digits ('42') from URLs and older clients. */
export const productIdSchema = databaseId('Invalid product id');

/** How many of one piece a line may hold. */
export const quantitySchema = boundedWhole(CART_QUANTITY_MIN, CART_QUANTITY_MAX, {
  invalid: 'Quantity must be a whole number',
  tooSmall: `Quantity must be at least ${CART_QUANTITY_MIN}`,
  tooBig: `Quantity must be at most ${CART_QUANTITY_MAX}`,
});

/** POST /api/v1/cart/update-cart, /update-cart-item and /api/v1/stripe/create-checkout-session. */
export const cartQuantitySchema = strictObject({
  productId: productIdSchema,
  quantity: quantitySchema,
});
export type CartQuantityBody = z.output<typeof cartQuantitySchema>;

/** PUT /api/v1/wishlist/update-wishlist. */
export const wishlistUpdateSchema = strictObject({ productId: productIdSchema });
/** DELETE /api/v1/cart/delete-cart: the same body. */
export const cartDeleteSchema = wishlistUpdateSchema;
export type ProductIdBody = z.output<typeof wishlistUpdateSchema>;

/** POST /api/v1/stripe/verify-payment. Checkout session ids are short ASCII ids ('cs_test_…'). */
export const verifyPaymentSchema = strictObject({
  sessionId: z
    .string({ error: 'Invalid session id' })
    .trim()
    .min(1, { error: 'Invalid session id', abort: true })
    .max(255, { error: 'Invalid session id', abort: true })
    .regex(/^[A-Za-z0-9_]+$/, 'Invalid session id'),
});

// ---------------------------------------------------------------------------------------------------------------
// Product list

export const FILTER_LIST_MAX = 20;
const FILTER_VALUE_MAX = 50;
export const PRODUCT_PAGE_LIMIT_MAX = 200;
export const PRODUCT_PAGE_LIMIT_DEFAULT = 100;
/** Far past the last page of any real catalogue, and small enough that page × limit is a safe SQL offset. */
export const PRODUCT_PAGE_MAX = 100_000;

/**
 * A filter list (cut, colour, clarity), each value normalised with the taxonomy's `toFilterKey` ('Purplish Red' →
 * 'purplish-red'). Unknown values are kept: they match no product, and refusing them would break a listing whose
 * persisted filters came from an older taxonomy.
 */
function filterList(label: string) {
  return z
    .array(
      z
        .string({ error: `Invalid ${label} filter` })
        .max(FILTER_VALUE_MAX, { error: `Invalid ${label} filter`, abort: true })
        .overwrite(toFilterKey)
        .min(1, `Invalid ${label} filter`),
      { error: `Invalid ${label} filter` },
    )
    .max(FILTER_LIST_MAX, `At most ${FILTER_LIST_MAX} ${label} filters`);
}

const rangeBound = boundedAmount('Invalid range');

/** [min, max], both from 0 to S$10 million (or as many carats), min ≤ max. */
export const rangeSchema = z
  .tuple([rangeBound, rangeBound], { error: 'Invalid range' })
  .refine(([min, max]) => min <= max, 'Invalid range');

/**
 * Body of POST /api/v1/products/?section=&category= (§listing.product-call). Every filter optional; absent
 * means "every".
 */
export const productListBodySchema = strictObject({
  cut: filterList('cut').optional(),
  colour: filterList('colour').optional(),
  clarity: filterList('clarity').optional(),
  weight: rangeSchema.optional(),
  price: rangeSchema.optional(),
});
export type ProductListBody = z.output<typeof productListBodySchema>;

const sortValues = sortOptions.gemstones;

/**
 * Query of the product list. Not strict: query strings pick up cache busters and tracking parameters, which are
 * harmless to drop. The category is matched case-insensitively ('/gemstones/featured') and comes out as the shop
 * spells it ('Featured').
 */
export const productListQuerySchema = z
  .object({
    section: z.enum(sections, { error: 'Unknown section' }),
    category: z
      .string({ error: 'Unknown category' })
      .trim()
      .max(FILTER_VALUE_MAX, { error: 'Unknown category', abort: true }),
    page: boundedWhole(1, PRODUCT_PAGE_MAX, {
      invalid: 'Page must be a whole number of at least 1',
      tooBig: `Page must be at most ${PRODUCT_PAGE_MAX}`,
    }).default(1),
    limit: boundedWhole(
      1,
      PRODUCT_PAGE_LIMIT_MAX,
      `Limit must be between 1 and ${PRODUCT_PAGE_LIMIT_MAX}`,
    ).default(PRODUCT_PAGE_LIMIT_DEFAULT),
    sort: z.enum(sortValues, { error: 'Unknown sort option' }).optional(),
  })
  .refine((query) => canonicalCategory(query.section, query.category) !== undefined, {
    error: 'Unknown category',
    path: ['category'],
  })
  .transform((query) => ({
    ...query,
    category: canonicalCategory(query.section, query.category) ?? query.category,
  }));
export type ProductListQuery = z.output<typeof productListQuerySchema>;
