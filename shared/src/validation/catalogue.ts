/**
 * Cart, wishlist, payment and product-list requests (SPEC §7).
 */
import { z } from 'zod';
import { canonicalCategory, sections, sortOptions, toFilterKey } from '../taxonomy';
import { strictObject, wholeNumber } from './common';

/** Products have Postgres integer ids, so anything above int4 cannot exist and would fail in the query instead. */
const MAX_PRODUCT_ID = 2_147_483_647;
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 99;

/** A product id: positive whole number, also accepted as a string of digits ('42') from URLs and older clients. */
export const productIdSchema = wholeNumber('Invalid product id').pipe(
  z.number().min(1, 'Invalid product id').max(MAX_PRODUCT_ID, 'Invalid product id'),
);

const quantitySchema = wholeNumber('Quantity must be a whole number').pipe(
  z
    .number()
    .min(CART_QUANTITY_MIN, `Quantity must be at least ${CART_QUANTITY_MIN}`)
    .max(CART_QUANTITY_MAX, `Quantity must be at most ${CART_QUANTITY_MAX}`),
);

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

const rangeBound = z.number({ error: 'Invalid range' }).min(0, 'Invalid range');

/** [min, max], both non-negative, min ≤ max; zod 4 numbers already refuse Infinity and NaN. */
export const rangeSchema = z
  .tuple([rangeBound, rangeBound], { error: 'Invalid range' })
  .refine(([min, max]) => min <= max, 'Invalid range');

/** Body of POST /api/v1/products/?section=&category= (SPEC §7). Every filter optional; absent means "any". */
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
    page: wholeNumber('Page must be a whole number of at least 1')
      .pipe(z.number().min(1, 'Page must be a whole number of at least 1'))
      .default(1),
    limit: wholeNumber(`Limit must be between 1 and ${PRODUCT_PAGE_LIMIT_MAX}`)
      .pipe(
        z
          .number()
          .min(1, `Limit must be between 1 and ${PRODUCT_PAGE_LIMIT_MAX}`)
          .max(PRODUCT_PAGE_LIMIT_MAX, `Limit must be between 1 and ${PRODUCT_PAGE_LIMIT_MAX}`),
      )
      .default(PRODUCT_PAGE_LIMIT_DEFAULT),
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
