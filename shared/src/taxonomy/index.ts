/**
 * The shop's vocabulary (§taxonomy.categories, §slider.price, §price.guest-limit, §shipping.flat-fee-abroad):
 * one source for the UI, the server and the seed. React-free so the server can import it.
 */

export const sections = ['gemstones', 'jewellery'] as const;
export type Section = (typeof sections)[number];

export const cuts = ['Oval', 'Round', 'Pear', 'Cushion', 'Marquise', 'Emerald', 'Trillion'] as const;
export type Cut = (typeof cuts)[number];

export const gemstoneCategories = ['Featured', 'Ruby', 'Sapphire', 'Emerald', 'Diamond'] as const;
export type GemstoneCategory = (typeof gemstoneCategories)[number];

export const jewelleryCategories = [
  'Featured',
  'Rings',
  'Earrings',
  'Necklaces',
  'Bracelets',
  'Brooches',
] as const;
export type JewelleryCategory = (typeof jewelleryCategories)[number];

export const categoriesBySection: Record<Section, readonly string[]> = {
  gemstones: gemstoneCategories,
  jewellery: jewelleryCategories,
};

const featuredColours = ['Red', 'Green', 'Blue', 'Yellow', 'Purple', 'Pink', 'Violet'] as const;

/** Colour filter options per gemstone category (§taxonomy.colours). */
export const coloursByGemstoneCategory: Record<GemstoneCategory, readonly string[]> = {
  Featured: featuredColours,
  Sapphire: ['Pink', 'Orange', 'Yellow', 'Green', 'Blue', 'Violet', 'Purple', 'Colourless', 'Other'],
  Ruby: ['Red', 'Purplish Red', 'Pinkish Red', 'Orangy Red'],
  Emerald: ['Green', 'Bluish-Green', 'Yellowish-Green'],
  Diamond: featuredColours,
};

export const clarityLevels = [
  'Eye-Clean',
  'Very Slightly Included',
  'Slightly Included',
  'Moderately Included',
  'Included',
] as const;
export type Clarity = (typeof clarityLevels)[number];

/** Filter key of a cut, colour or clarity: lowercased, spaces as hyphens (§taxonomy.filter-keys). */
export function toFilterKey(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Finds the category as the shop spells it, whatever the case in the URL ('/gemstones/featured'). */
export function canonicalCategory(section: Section, category: string): string | undefined {
  const wanted = category.toLowerCase();
  return categoriesBySection[section].find((c) => c.toLowerCase() === wanted);
}

export function isSection(value: string): value is Section {
  return (sections as readonly string[]).includes(value);
}

/** Guests see prices up to this many dollars; above it the price needs a login (§price.guest-limit). */
export const GUEST_PRICE_LIMIT = 5000;

/**
 * Shipping: free within Singapore, otherwise a flat fee on a single-product checkout
 * (§shipping.flat-fee-abroad).
 */
export const SHIPPING_FEE_OUTSIDE_SINGAPORE = 50;
export const HOME_COUNTRY = { name: 'Singapore', code: 'SG', dialCode: '+65' } as const;

export const caratRange = { min: 0, max: 20, minGap: 0.25 } as const;
export const priceRange = { min: 0, max: 10000, minGap: 1000 } as const;

/** Slider step at a value: carat 0.25 to 1 ct, 0.5 to 5, 1 to 10, 2.5 above (§slider.carat). */
export function caratStep(value: number): number {
  if (value < 1) return 0.25;
  if (value < 5) return 0.5;
  if (value < 10) return 1;
  return 2.5;
}

/**
 * Slider step at a value: price 100 to 500, 250 to 2000, 500 to 5000, 1000 to 10000, 2500 above
 * (§slider.price).
 */
export function priceStep(value: number): number {
  if (value < 500) return 100;
  if (value < 2000) return 250;
  if (value < 5000) return 500;
  if (value < 10000) return 1000;
  return 2500;
}

export const sortOptions = {
  gemstones: ['price-asc', 'price-desc', 'carat-asc', 'carat-desc'],
  jewellery: ['price-asc', 'price-desc'],
} as const satisfies Record<Section, readonly string[]>;
export type SortOption = (typeof sortOptions)['gemstones'][number];
