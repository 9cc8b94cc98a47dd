/**
 * The product call (SPEC §7 GET /products/getProductDetails/{id}) as data: its path, and which product a product page
 * opened from its URL asks for. React- and axios-free, so the catalogue's opening script (ADR 018) and the page make
 * the very same call.
 */
import type { Product } from '@gemstore/shared';
import { parseProductSlug } from '@gemstore/shared/links';
import { matchRoute } from '@gemstore/shared/routes';
import { preloadPicture } from '../../pictures/preload-picture';
import { galleryItems, STAGE_SIZES, stageSources } from '../gallery-items';

export type ProductDetailsAnswer = { success: boolean; product: Product };

export const productDetailsPath = (productId: number) => `/products/getProductDetails/${productId}`;

/** Two calls with the same key get the same answer. */
export const productDetailsKey = (productId: number) => JSON.stringify(['product', productId]);

/** The product of the product page at this address, when its slug can be read; null for any other page. */
export function openingProductId(location: Pick<Location, 'pathname'>): number | null {
  const match = matchRoute(location.pathname);
  if (match?.name !== 'product') return null;
  const { section, productSlug = '' } = match.params;
  if (section !== 'gemstones' && section !== 'jewellery') return null;
  return parseProductSlug(productSlug, section)?.id ?? null;
}

/** The gallery's first picture, asked for as soon as the product is here; a first video is left to the page. */
export function preloadFirstPicture(product: Product): void {
  const first = galleryItems(product.image, product.name)[0];
  if (first?.kind === 'image') preloadPicture({ ...stageSources(first.url), sizes: STAGE_SIZES });
}
