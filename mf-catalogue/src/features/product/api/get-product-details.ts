/**
 * GET /products/getProductDetails/{id} (SPEC §7): one product as this shopper may see it. The server hides the price
 * of Featured pieces and, for guests, prices above the guest limit (SPEC §6), so the answer depends on who asks.
 *
 * A product page opened from its URL asks for its product as the catalogue's code arrives (startOpeningProduct),
 * not after the page's own code has loaded and rendered; the page then takes that answer instead of asking again.
 */
import { api, type Product } from '@gemstore/shared';
import { parseProductSlug } from '@gemstore/shared/links';
import { matchRoute } from '@gemstore/shared/routes';
import { openingAnswer } from '../../opening-answer';
import { preloadPicture } from '../../pictures/preload-picture';
import { galleryItems, STAGE_SIZES, stageSources } from '../gallery-items';

export type ProductDetailsAnswer = { success: boolean; product: Product };

export async function getProductDetails(productId: number, signal?: AbortSignal): Promise<Product> {
  const { data } = await api.get<ProductDetailsAnswer>(`/products/getProductDetails/${productId}`, {
    ...(signal ? { signal } : {}),
  });
  return data.product;
}

const opening = openingAnswer<Product>();

/** When the page being opened is a product page with a readable slug, starts its product call now. */
export function startOpeningProduct(location: Pick<Location, 'pathname'>): void {
  const match = matchRoute(location.pathname);
  if (match?.name !== 'product') return;
  const { section, productSlug = '' } = match.params;
  if (section !== 'gemstones' && section !== 'jewellery') return;
  const productId = parseProductSlug(productSlug, section)?.id;
  if (productId === undefined) return;
  const answer = getProductDetails(productId);
  // The gallery's first picture is asked for with the answer (ADR 017); a first video is left to the page.
  answer
    .then((product) => {
      const first = galleryItems(product.image, product.name)[0];
      if (first?.kind === 'image') preloadPicture({ ...stageSources(first.url), sizes: STAGE_SIZES });
    })
    .catch(() => undefined); // the page that takes it reports a failure; if none does, there is nobody to tell
  opening.hold(String(productId), answer);
}

/** The opening call's answer when it was for this product; taken once, so a retry or sign-in asks again. */
export const takeOpeningProduct = (productId: number) => opening.take(String(productId));

/** The same, only when it has already arrived: the page can then start with the product. */
export const takeArrivedOpeningProduct = (productId: number) => opening.takeArrived(String(productId));
