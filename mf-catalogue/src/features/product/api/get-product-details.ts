/**
 * GET /products/getProductDetails/{id} (§product.calls): one product as this shopper may see it. The server
 * hides the price of Featured pieces and, for guests, prices above the guest limit (§price.on-request,
 * §price.guest-limit), so the answer depends on who asks.
 *
 * A product page opened from its URL asks for its product as the catalogue's code arrives (prefetchOpeningProduct),
 * not after the page's own code has loaded and rendered.
 */
import {
  api,
  matchRoute,
  parseProductSlug,
  toApiError,
  type ApiClient,
  type Product,
} from '@gemstore/shared';
import { queryOptions, type QueryClient } from '@gemstore/shared/data';
import { preloadPicture } from '../../../lib/preload-picture';
import { galleryItems, STAGE_SIZES, stageSources } from '../lib/gallery-items';

type ProductDetailsAnswer = { success: boolean; product: Product };

/**
 * `client`: the shop's API client; the server's render of a first screen passes its own (ADR 018).
 *
 * The answer is the product, or null when the shop has no such product: an answer, not a failure, so it is kept and
 * handed on like one. Kept as an error, it was asked for again as the page learnt who the shopper is (a failed
 * answer is not filed under the new viewer) or as the page mounted after it (issue 30: asked twice).
 */
export const productDetailsQuery = (viewer: string, productId: number, client: ApiClient = api) =>
  queryOptions({
    queryKey: [viewer, 'product', productId] as const,
    queryFn: async ({ signal }): Promise<Product | null> => {
      try {
        const { data } = await client.get<ProductDetailsAnswer>(`/products/getProductDetails/${productId}`, {
          signal,
        });
        return data.product;
      } catch (error) {
        if (isProductNotFound(error)) return null;
        throw error;
      }
    },
  });

/** 404 is an unknown or retired product; 400 an id the server cannot read (too large): both are not found. */
export function isProductNotFound(error: unknown): boolean {
  const { status } = toApiError(error);
  return status === 400 || status === 404;
}

/** The product a product page opened at this address shows; null for another page or an unreadable slug. */
export function openingProductId(location: Pick<Location, 'pathname'>): number | null {
  const match = matchRoute(location.pathname);
  if (match?.name !== 'product') return null;
  const { section, productSlug = '' } = match.params;
  if (section !== 'gemstones' && section !== 'jewellery') return null;
  return parseProductSlug(productSlug, section)?.id ?? null;
}

/**
 * When the page being opened is a product page with a readable slug, asks for its product now, and then for the
 * gallery's first picture (ADR 017; a first video is left to the page). A page drawn on the server came with the
 * product (ADR 018): nothing is asked.
 */
export function prefetchOpeningProduct(
  queries: QueryClient,
  viewer: string,
  location: Pick<Location, 'pathname'>,
): void {
  const productId = openingProductId(location);
  if (productId === null) return;
  const query = productDetailsQuery(viewer, productId);
  if (queries.getQueryData(query.queryKey)) return;
  // A failure is the page's to show when it renders (its query holds the error).
  void queries.prefetchQuery(query).then(() => {
    const product = queries.getQueryData(query.queryKey);
    const first = product ? galleryItems(product.image, product.name)[0] : undefined;
    if (first?.kind === 'image') preloadPicture({ ...stageSources(first.url), sizes: STAGE_SIZES });
  });
}
