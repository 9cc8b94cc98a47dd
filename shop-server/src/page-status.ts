/**
 * The HTTP status of a page the shell's origin sends (issue 30 item 24, ADR 043): the page itself is always the shell
 * (it shows 'Page Not Found' or '404 Product Not Found' as before), but an address that names nothing answers 404, not
 * a soft 200, so search engines and link checkers are told the truth.
 *
 * From the address alone (the shared route table, as the shell and the catalogue read it): a path no route owns, a
 * listing of a category the shop does not have, a product address without a readable id. A product's id needs the
 * catalogue: the API is asked, unless the page was drawn with the product (then it exists).
 */
import { parseProductSlug } from '@gemstore/shared/links';
import { matchRoute } from '@gemstore/shared/routes';
import { canonicalCategory, isSection } from '@gemstore/shared/taxonomy';

export type PageStatus = 200 | 404;

/** What the address says: a status, or the product whose existence decides it. */
export type AddressVerdict = { status: PageStatus } | { productId: number };

export function judgeAddress(pathname: string): AddressVerdict {
  const match = matchRoute(pathname);
  if (!match) return { status: 404 };
  const { section = '', category = '', productSlug = '' } = match.params;
  if (match.name === 'gemstones' || match.name === 'jewellery')
    return { status: canonicalCategory(match.name, category) ? 200 : 404 };
  if (match.name === 'product') {
    const productId = isSection(section) ? parseProductSlug(productSlug, section)?.id : undefined;
    return productId === undefined ? { status: 404 } : { productId };
  }
  return { status: 200 };
}

/** How long the page waits for the API's word on a product before it goes out as 200 (when unsure, not 404). */
export const PRODUCT_CHECK_TIMEOUT_MS = 1_000;

/**
 * 404 when the API says the product does not exist (404, or 400 for an id it cannot read), else 200: a slow or
 * failing API never turns a real piece's page into a 404.
 */
export async function productPageStatus(
  apiOrigin: string,
  productId: number,
  clientIp: string | null,
): Promise<PageStatus> {
  try {
    const answer = await fetch(`${apiOrigin}/api/v1/products/getProductDetails/${productId}`, {
      // The API's per-address limits count the shopper, not this server (it trusts forwarded addresses from here).
      headers: clientIp ? { 'x-forwarded-for': clientIp } : {},
      signal: AbortSignal.timeout(PRODUCT_CHECK_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    return answer.status === 404 || answer.status === 400 ? 404 : 200;
  } catch {
    return 200;
  }
}
