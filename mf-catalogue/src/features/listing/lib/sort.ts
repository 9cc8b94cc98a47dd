/**
 * Sorting of §listing.sort: price ascending or descending, gemstones also carat; applied to the loaded list,
 * in the browser, without another call.
 */
import type { Product, SortOption } from '@gemstore/shared';
import { priceDisplay } from '../../price';

export const sortLabels: Record<SortOption, string> = {
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'carat-asc': 'Carat: low to high',
  'carat-desc': 'Carat: high to low',
};

/**
 * A price's place in the order. A price hidden from a guest is above the guest limit, so it sorts above every price
 * shown; a piece priced on request sorts last either way, as it has no price to compare.
 */
function priceRank(product: Product): number {
  const display = priceDisplay(product);
  if (display.kind === 'amount') return display.amount;
  return display.kind === 'login' ? Number.MAX_SAFE_INTEGER - 1 : Number.NaN;
}

function compareBy(rank: (product: Product) => number, direction: 1 | -1) {
  return (a: Product, b: Product) => {
    const x = rank(a);
    const y = rank(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
    return (x - y) * direction || a.id - b.id;
  };
}

const weightRank = (product: Product) => product.weight ?? Number.NaN;

/** A new, sorted list; the server's order (newest collection first) when no sort is chosen. */
export function sortProducts(products: readonly Product[], sort: SortOption | null): Product[] {
  const list = [...products];
  switch (sort) {
    case 'price-asc':
      return list.sort(compareBy(priceRank, 1));
    case 'price-desc':
      return list.sort(compareBy(priceRank, -1));
    case 'carat-asc':
      return list.sort(compareBy(weightRank, 1));
    case 'carat-desc':
      return list.sort(compareBy(weightRank, -1));
    default:
      return list;
  }
}
