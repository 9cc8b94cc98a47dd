/**
 * GET /products/getProductDetails/{id} (SPEC §7): one product as this shopper may see it. The server hides the price
 * of Featured pieces and, for guests, prices above the guest limit (SPEC §6), so the answer depends on who asks.
 *
 * A product page opened from its URL asks for its product as the catalogue's code arrives (startOpeningProduct),
 * not after the page's own code has loaded and rendered; the page then takes that answer instead of asking again.
 */
import { api, takeHandedAnswer, toApiError, type ApiClient, type Product } from '@gemstore/shared';
import { parseProductSlug } from '@gemstore/shared/links';
import { matchRoute } from '@gemstore/shared/routes';
import { openingAnswer } from '../../opening-answer';
import { preloadPicture } from '../../pictures/preload-picture';
import { galleryItems, STAGE_SIZES, stageSources } from '../gallery-items';

export type ProductDetailsAnswer = { success: boolean; product: Product };

/** `client` is the shop's API client; the server's render of a first screen passes its own (ADR 018). */
export async function getProductDetails(
  productId: number,
  signal?: AbortSignal,
  client: ApiClient = api,
): Promise<Product> {
  const { data } = await client.get<ProductDetailsAnswer>(`/products/getProductDetails/${productId}`, {
    ...(signal ? { signal } : {}),
  });
  return data.product;
}

/** 404 is an unknown or retired product; 400 an id the server cannot read (too large): both are not found. */
export function isProductNotFound(error: unknown): boolean {
  const { status } = toApiError(error);
  return status === 400 || status === 404;
}

const opening = openingAnswer<Product>();

/** The product a product page opened at this address shows; null for another page or an unreadable slug. */
export function openingProductId(location: Pick<Location, 'pathname'>): number | null {
  const match = matchRoute(location.pathname);
  if (match?.name !== 'product') return null;
  const { section, productSlug = '' } = match.params;
  if (section !== 'gemstones' && section !== 'jewellery') return null;
  return parseProductSlug(productSlug, section)?.id ?? null;
}

/** The opening product call's key: the same on the server, in the hand-off and in the browser. */
export const productCallKey = (productId: number) => String(productId);

/** Holds a product for the page's first render to start from (the server's render of its first screen). */
export const holdOpeningProduct = (productId: number, product: Product) =>
  opening.holdArrived(productCallKey(productId), product);

/**
 * When the page being opened is a product page with a readable slug, starts its product call now. A page drawn on
 * the server came with the product (ADR 018): the page starts from it and asks nothing.
 */
export function startOpeningProduct(location: Pick<Location, 'pathname'>): void {
  const productId = openingProductId(location);
  if (productId === null) return;
  const handed = takeHandedAnswer<Product>('catalogue', 'product', productCallKey(productId));
  if (handed) {
    holdOpeningProduct(productId, handed.value);
    return;
  }
  const answer = getProductDetails(productId);
  // The gallery's first picture is asked for with the answer (ADR 017); a first video is left to the page.
  answer
    .then((product) => {
      const first = galleryItems(product.image, product.name)[0];
      if (first?.kind === 'image') preloadPicture({ ...stageSources(first.url), sizes: STAGE_SIZES });
    })
    .catch(() => undefined); // the page that takes it reports a failure; if none does, there is nobody to tell
  opening.hold(productCallKey(productId), answer);
}

/** The opening call's answer when it was for this product; taken once, so a retry or sign-in asks again. */
export const takeOpeningProduct = (productId: number) => opening.take(productCallKey(productId));

/** The same, only when it has already arrived, and left held: the page can then start with the product. */
export const arrivedOpeningProduct = (productId: number) => opening.arrived(productCallKey(productId));
