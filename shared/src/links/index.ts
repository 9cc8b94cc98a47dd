/**
 * Links and slugs (§product.link, §product.slug): one builder used by the server (it sends `link` with every
 * product) and by every remote, and the parser the product page uses to read a slug back.
 */
import type { Section } from '../taxonomy';

export type LinkableProduct = {
  id: number;
  section: Section;
  category: string;
  name: string;
  weight?: number | null;
  cut?: string | null;
};

/**
 * Lowercase words joined by hyphens. Characters that mean something in a URL (`#`, `?`, `/`, `%`…) become word
 * breaks, so any product name gives a link that reaches its page; the id at the end is what identifies it.
 */
const hyphenate = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s.-]+/gu, ' ')
    .trim()
    .replace(/[\s-]+/g, '-');

/**
 * `/{section}/{category lowercased}/{name lowercased, spaces as hyphens}-{id}`; gemstones add `-{weight}ct` and
 * `-{cut lowercased}-cut` before the id when present.
 */
export function productLink(product: LinkableProduct): string {
  const gem = product.section === 'gemstones';
  const weight = gem && product.weight != null ? `-${product.weight}ct` : '';
  const cut = gem && product.cut ? `-${hyphenate(product.cut)}-cut` : '';
  return `/${product.section}/${product.category.toLowerCase()}/${hyphenate(product.name)}${weight}${cut}-${product.id}`;
}

/** `/gemstones/Ruby`: the listing of a category, with the category as the shop names it. */
export function listingLink(section: Section, category: string): string {
  return `/${section}/${category}`;
}

export type ParsedProductSlug = {
  id: number;
  /** The name as the product-type call wants it: slug words with dashes replaced by spaces. */
  name: string;
  weight?: number;
  cut?: string;
};

/**
 * Reads a product slug back. Gemstone: name words, optionally `{weight}ct` and `{cut}-cut`, always the id last.
 * Jewellery: name words then the id. Null when the slug does not end in a positive id.
 */
export function parseProductSlug(slug: string, section: Section): ParsedProductSlug | null {
  const words = slug.split('-').filter(Boolean);
  const last = words.pop();
  if (!last || !/^[1-9]\d{0,9}$/.test(last)) return null;
  const id = Number(last);
  const parsed: ParsedProductSlug = { id, name: '' };
  if (section === 'gemstones') {
    if (words.at(-1) === 'cut' && words.length >= 2) {
      words.pop();
      parsed.cut = words.pop() as string;
    }
    const weight = /^(\d+(?:\.\d+)?)ct$/.exec(words.at(-1) ?? '');
    if (weight) {
      words.pop();
      parsed.weight = Number(weight[1]);
    }
  }
  parsed.name = words.join(' ');
  return parsed;
}

/**
 * §otp.route-id: the user id is the part after an underscore; before it a tracking string made of
 * an 8-digit random number, the user id and the last 10 digits of the current timestamp.
 */
export function verifyOtpRouteId(userId: string, now = Date.now(), random = Math.random): string {
  const eightDigits = String(Math.floor(random() * 90_000_000) + 10_000_000);
  const tracking = `${eightDigits}${userId}${String(now).slice(-10)}`;
  return `${tracking}_${userId}`;
}

export function userIdFromVerifyOtpRouteId(routeId: string): string | null {
  const index = routeId.lastIndexOf('_');
  const userId = index >= 0 ? routeId.slice(index + 1) : '';
  return userId.length > 0 ? userId : null;
}
