/**
 * The picture a wishlist card shows: the product's first still (a gallery may also hold animations, videos and a lab
 * report). The shop's media route serves a still smaller on request; 320 px is sharp at the card's size on a
 * high-density screen.
 */
const still = /\.(?:jpe?g|png|webp)$/i;

export function cardPicture(images: readonly string[]): string | null {
  const first = images.find((url) => still.test(url.split('?')[0] ?? url));
  if (!first) return null;
  return first.startsWith('/api/v1/media/') && /\.jpg$/i.test(first) ? `${first}?w=320` : first;
}
