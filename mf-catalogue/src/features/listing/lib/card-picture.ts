/**
 * A card's picture: the sizes and files an <img> of the grid asks for, shared by the card and by the early
 * preload of the opening listing's first cards (api/get-product-list.ts), which must ask for exactly the same file.
 */
import { theme, type Product } from '@gemstore/shared';
import type { Picture } from '../../../lib/preload-picture';
import { screenMatches } from '../../../lib/screen';

/** The grid's column widths at each breakpoint, so the browser picks the smallest picture that is still sharp. */
export const cardSizes = '(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/**
 * How many cards the grid's first row holds at this window's width (§listing.grid: 2 columns small, 3 medium,
 * 4 large, 5 extra large). Those load at once and first; the rest as they near the screen. Only the first
 * row: on a slow phone every picture asked for early shares the line with the one the shopper sees first (ADR
 * 017).
 */
export function cardsInFirstRow(): number {
  if (screenMatches(theme.media.extraLarge)) return 5;
  if (screenMatches(theme.media.large)) return 4;
  return screenMatches(theme.media.medium) ? 3 : 2;
}

export function cardImage(url: string): { src: string; srcSet: string } {
  return { src: `${url}?w=480`, srcSet: `${url}?w=320 320w, ${url}?w=480 480w, ${url} 800w` };
}

/** The pictures of the cards that load at once, in the order shown. */
export function eagerCardPictures(products: readonly Product[]): Picture[] {
  return products
    .slice(0, cardsInFirstRow())
    .flatMap((product) => (product.image[0] ? [{ ...cardImage(product.image[0]), sizes: cardSizes }] : []));
}
