/**
 * The gem filters (cut, colour and clarity lists, carat and price ranges): their defaults, the query string
 * that mirrors them, the copy kept in local storage (§listing.filters-in-url), and the product call's body
 * (§listing.product-call).
 *
 * The URL is the source of truth: a link or a reload gives the same listing. Local storage keeps the last filters
 * (§listing.filters-in-url) and is cleared with them when a category is visited without a query string.
 */
import {
  clarityLevels,
  coloursByGemstoneCategory,
  cuts,
  sortOptions,
  toFilterKey,
  type GemstoneCategory,
  type Section,
  type SortOption,
} from '@gemstore/shared';
import { caratScale, fitRange, isFullRange, priceScale } from './stepped-scale';

export type Range = [number, number];

export type GemFilters = {
  cut: string[];
  colour: string[];
  clarity: string[];
  carat: Range;
  price: Range;
};

export const noGemFilters: GemFilters = {
  cut: [],
  colour: [],
  clarity: [],
  carat: [caratScale.min, caratScale.max],
  price: [priceScale.min, priceScale.max],
};

export const GEM_FILTERS_STORAGE_KEY = 'gemFilters';

/**
 * The colours a gemstone category offers (§taxonomy.colours); the same list for every spelling of the
 * category.
 */
export function coloursFor(category: string): readonly string[] {
  const known = Object.keys(coloursByGemstoneCategory).find(
    (c) => c.toLowerCase() === category.toLowerCase(),
  );
  return known ? coloursByGemstoneCategory[known as GemstoneCategory] : [];
}

/** How many filters narrow the list: each chosen option and each range that is not the whole scale. */
export function activeFilterCount(filters: GemFilters): number {
  return (
    filters.cut.length +
    filters.colour.length +
    filters.clarity.length +
    (isFullRange(caratScale, filters.carat) ? 0 : 1) +
    (isFullRange(priceScale, filters.price) ? 0 : 1)
  );
}

export type FilterName = 'Cut' | 'Colour' | 'Clarity' | 'Carat' | 'Price';
export const filterNames: FilterName[] = ['Cut', 'Colour', 'Clarity', 'Carat', 'Price'];

/** How much one of the five filters narrows the list now: its chosen options, or 1 for a range that is not whole. */
export function filterSummary(name: FilterName, filters: GemFilters): number {
  switch (name) {
    case 'Cut':
      return filters.cut.length;
    case 'Colour':
      return filters.colour.length;
    case 'Clarity':
      return filters.clarity.length;
    case 'Carat':
      return isFullRange(caratScale, filters.carat) ? 0 : 1;
    case 'Price':
      return isFullRange(priceScale, filters.price) ? 0 : 1;
  }
}

const listFrom = (raw: string | null, allowed: readonly string[]): string[] => {
  if (!raw) return [];
  const wanted = new Set(raw.split(',').map((value) => toFilterKey(decodeURIComponent(value))));
  // In the shop's own order and spelling; anything the category does not offer is dropped.
  return allowed.filter((option) => wanted.has(toFilterKey(option)));
};

const rangeFrom = (raw: string | null, scale: typeof caratScale): Range => {
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(raw ?? '');
  if (!match) return [scale.min, scale.max];
  return fitRange(scale, [Number(match[1]), Number(match[2])]);
};

/** Filters from a query string; what is missing or not understood is simply not filtered on. */
export function filtersFromQuery(params: URLSearchParams, category: string): GemFilters {
  return {
    cut: listFrom(params.get('cut'), cuts),
    colour: listFrom(params.get('colour'), coloursFor(category)),
    clarity: listFrom(params.get('clarity'), clarityLevels),
    carat: rangeFrom(params.get('carat'), caratScale),
    price: rangeFrom(params.get('price'), priceScale),
  };
}

/**
 * The query string of some filters, readable and short: `cut=oval,round&colour=purplish-red&carat=0.5-3`. Parts
 * that do not filter are left out, so no filters give no query string.
 */
export function filtersToQuery(filters: GemFilters, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['cut', 'colour', 'clarity', 'carat', 'price'] as const) next.delete(key);
  if (filters.cut.length) next.set('cut', filters.cut.map(toFilterKey).join(','));
  if (filters.colour.length) next.set('colour', filters.colour.map(toFilterKey).join(','));
  if (filters.clarity.length) next.set('clarity', filters.clarity.map(toFilterKey).join(','));
  if (!isFullRange(caratScale, filters.carat)) next.set('carat', filters.carat.join('-'));
  if (!isFullRange(priceScale, filters.price)) next.set('price', filters.price.join('-'));
  return next;
}

/** The sort in the query string (`sort=price-asc`), if it is one the section offers. */
export function sortFromQuery(params: URLSearchParams, section: Section): SortOption | null {
  const raw = params.get('sort');
  return (sortOptions[section] as readonly string[]).includes(raw ?? '') ? (raw as SortOption) : null;
}

/**
 * §listing.product-call body: cut as a lowercased list, colour lowercased with spaces as hyphens, clarity the
 * same way, weight and price as [min, max]. Jewellery has no gem filters and sends an empty body.
 */
export type ProductListRequestBody = {
  cut?: string[];
  colour?: string[];
  clarity?: string[];
  weight?: Range;
  price?: Range;
};

export function productListBody(section: Section, filters: GemFilters): ProductListRequestBody {
  if (section !== 'gemstones') return {};
  return {
    cut: filters.cut.map((cut) => cut.toLowerCase()),
    colour: filters.colour.map(toFilterKey),
    clarity: filters.clarity.map(toFilterKey),
    weight: [...filters.carat],
    price: [...filters.price],
  };
}

type Stored = { section: Section; category: string; filters: GemFilters };

export function storeFilters(section: Section, category: string, filters: GemFilters): void {
  try {
    if (activeFilterCount(filters) === 0) localStorage.removeItem(GEM_FILTERS_STORAGE_KEY);
    else
      localStorage.setItem(
        GEM_FILTERS_STORAGE_KEY,
        JSON.stringify({ section, category, filters } satisfies Stored),
      );
  } catch {
    // Private browsing or a full store: the URL still carries the filters.
  }
}

/** The stored filters, if they were stored for this listing and still make sense. */
export function storedFilters(section: Section, category: string): GemFilters | null {
  try {
    const raw = localStorage.getItem(GEM_FILTERS_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (stored.section !== section || stored.category?.toLowerCase() !== category.toLowerCase()) return null;
    // Re-read through the query form, so a stored value is held to the same rules as a URL.
    return filtersFromQuery(filtersToQuery({ ...noGemFilters, ...stored.filters }), category);
  } catch {
    return null;
  }
}
