/**
 * A product as the shop shows it (§product.fields), with the price hidden where §price.guest-limit and
 * §price.on-request hide it:
 * Featured pieces are price-on-request for everyone; guests don't see prices above the guest limit.
 */
import { GUEST_PRICE_LIMIT } from '@gemstore/shared/taxonomy';
import { productLink } from '@gemstore/shared/links';
import type { products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type Viewer = 'guest' | 'customer';

export const isPriceOnRequest = (row: Pick<ProductRow, 'category'>) => row.category === 'Featured';

/** §product.link: one builder shared with the UI. */
export { productLink };

export function productView(row: ProductRow, viewer: Viewer) {
  const price = row.priceCents / 100;
  const onRequest = isPriceOnRequest(row);
  const needsLogin = !onRequest && viewer === 'guest' && price > GUEST_PRICE_LIMIT;
  return {
    _id: String(row.id),
    id: row.id,
    name: row.name,
    description: row.description,
    price: onRequest || needsLogin ? null : price,
    /** Why the price is missing: 'enquire' (Featured) or 'login' (guest above the limit). */
    priceHidden: onRequest ? ('enquire' as const) : needsLogin ? ('login' as const) : null,
    weight: row.weight,
    cut: row.cut,
    colour: row.colour,
    clarity: row.clarity,
    category: row.category,
    section: row.section,
    image: row.media,
    countInStock: row.countInStock,
    quantity: row.countInStock,
    link: productLink(row),
  };
}

export type ProductView = ReturnType<typeof productView>;
