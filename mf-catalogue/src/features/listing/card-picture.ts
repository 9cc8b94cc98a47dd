/**
 * A card's picture: the sizes and files an <img> of the grid asks for, shared by the card and by the early
 * preload of the opening listing's first cards (product-list-call.ts), which must ask for exactly the same file.
 */
import type { Product } from '@gemstore/shared';
import type { Picture } from '../pictures/preload-picture';

/** The grid's column widths at each breakpoint, so the browser picks the smallest picture that is still sharp. */
export const cardSizes = '(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/** The first cards (a row at the widest grid) load at once and first; the rest as they near the screen. */
export const EAGER_CARDS = 5;

export function cardImage(url: string): { src: string; srcSet: string } {
  return { src: `${url}?w=480`, srcSet: `${url}?w=320 320w, ${url}?w=480 480w, ${url} 800w` };
}

/** The pictures of the cards that load at once, in the order shown. */
export function eagerCardPictures(products: readonly Product[]): Picture[] {
  return products
    .slice(0, EAGER_CARDS)
    .flatMap((product) => (product.image[0] ? [{ ...cardImage(product.image[0]), sizes: cardSizes }] : []));
}
