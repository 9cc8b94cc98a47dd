/**
 * A product as the shop shows it (§product.fields), with the price hidden where §price.guest-limit and
 * §price.on-request hide it:
 * Featured pieces are price-on-request for everyone; guests don't see prices above the guest limit.
 */
import { GUEST_PRICE_LIMIT } from '@gemstore/shared/taxonomy';
import { productLink } from '@gemstore/shared/links';
import { products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type Viewer = 'guest' | 'customer';

/**
 * The columns a product's view is made of: a listing reads only these (not the filter keys, the flag or the
 * timestamps), which at 100 pieces a page halves the time the database takes to hand them over (issue 32).
 */
export const viewColumns = {
  id: products.id,
  section: products.section,
  category: products.category,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  weight: products.weight,
  cut: products.cut,
  colour: products.colour,
  clarity: products.clarity,
  media: products.media,
  countInStock: products.countInStock,
};

type ViewedRow = Pick<ProductRow, keyof typeof viewColumns>;

export const isPriceOnRequest = (row: Pick<ProductRow, 'category'>) => row.category === 'Featured';

/** §product.link: one builder shared with the UI. */
export { productLink };

export function productView(row: ViewedRow, viewer: Viewer) {
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
