/**
 * The picture a wishlist card shows: the product's first still, at 320 px, sharp at the card's size on a
 * high-density screen.
 */
import { firstStill, thumbnailOf } from '@gemstore/shared';

export function cardPicture(images: readonly string[]): string | null {
  const first = firstStill(images);
  return first ? thumbnailOf(first, 320) : null;
}
