import {
  activeFilterCount,
  coloursFor,
  filtersFromQuery,
  filtersToQuery,
  GEM_FILTERS_STORAGE_KEY,
  noGemFilters,
  productListBody,
  sortFromQuery,
  storedFilters,
  storeFilters,
  type GemFilters,
} from '../lib/gem-filters';

const chosen: GemFilters = {
  cut: ['Oval', 'Emerald'],
  colour: ['Purplish Red', 'Red'],
  clarity: ['Eye-Clean', 'Very Slightly Included'],
  carat: [0.5, 3],
  price: [1000, 7000],
};

describe('filters ↔ query string', () => {
  it('writes chosen filters readably and reads them back the same', () => {
    const query = filtersToQuery(chosen);
    expect(query.toString()).toBe(
      'cut=oval%2Cemerald&colour=purplish-red%2Cred&clarity=eye-clean%2Cvery-slightly-included&carat=0.5-3&price=1000-7000',
    );
    // In the shop's order (Red before Purplish Red for rubies), whatever order they were chosen in.
    expect(filtersFromQuery(query, 'Ruby')).toEqual({ ...chosen, colour: ['Red', 'Purplish Red'] });
  });

  it('gives no query string for no filters, and no filters for no query string', () => {
    expect(filtersToQuery(noGemFilters).toString()).toBe('');
    expect(filtersFromQuery(new URLSearchParams(''), 'Ruby')).toEqual(noGemFilters);
  });

  it('keeps other parameters such as the sort', () => {
    const query = filtersToQuery(
      { ...noGemFilters, cut: ['Pear'] },
      new URLSearchParams('sort=price-asc&cut=oval'),
    );
    expect(query.toString()).toBe('sort=price-asc&cut=pear');
    expect(sortFromQuery(query, 'gemstones')).toBe('price-asc');
  });

  it('drops what the category does not offer and fits odd ranges onto the scales', () => {
    const filters = filtersFromQuery(
      new URLSearchParams('cut=oval,hexagon&colour=blue,red&clarity=flawless&carat=3-1&price=abc'),
      'Ruby',
    );
    expect(filters).toEqual({ ...noGemFilters, cut: ['Oval'], colour: ['Red'], carat: [1, 3] });
  });

  it('offers each category its own colours (§taxonomy.colours)', () => {
    expect(coloursFor('Emerald')).toEqual(['Green', 'Bluish-Green', 'Yellowish-Green']);
    expect(coloursFor('sapphire')).toContain('Colourless');
    expect(coloursFor('Diamond')).toEqual(coloursFor('Featured'));
  });

  it('offers carat sort only for gemstones', () => {
    expect(sortFromQuery(new URLSearchParams('sort=carat-desc'), 'gemstones')).toBe('carat-desc');
    expect(sortFromQuery(new URLSearchParams('sort=carat-desc'), 'jewellery')).toBeNull();
  });

  it('counts each chosen option and each narrowed range', () => {
    expect(activeFilterCount(noGemFilters)).toBe(0);
    expect(activeFilterCount(chosen)).toBe(8);
  });
});

describe('the product call body (§listing.product-call)', () => {
  it('sends cut lowercased, colour and clarity lowercased with hyphens, weight and price as ranges', () => {
    expect(productListBody('gemstones', chosen)).toEqual({
      cut: ['oval', 'emerald'],
      colour: ['purplish-red', 'red'],
      clarity: ['eye-clean', 'very-slightly-included'],
      weight: [0.5, 3],
      price: [1000, 7000],
    });
  });

  it('sends the whole shape with full ranges when nothing is chosen', () => {
    expect(productListBody('gemstones', noGemFilters)).toEqual({
      cut: [],
      colour: [],
      clarity: [],
      weight: [0, 20],
      price: [0, 10000],
    });
  });

  it('sends an empty body for jewellery, which has no gem filters', () => {
    expect(productListBody('jewellery', chosen)).toEqual({});
  });
});

describe('filters in local storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the filters of a listing and gives them back only to that listing', () => {
    storeFilters('gemstones', 'Ruby', chosen);
    expect(JSON.parse(localStorage.getItem(GEM_FILTERS_STORAGE_KEY) ?? '{}')).toMatchObject({
      section: 'gemstones',
      category: 'Ruby',
    });
    expect(storedFilters('gemstones', 'Ruby')).toEqual({ ...chosen, colour: ['Red', 'Purplish Red'] });
    expect(storedFilters('gemstones', 'Emerald')).toBeNull();
  });

  it('removes the stored copy when no filter is left, and ignores a broken one', () => {
    storeFilters('gemstones', 'Ruby', chosen);
    storeFilters('gemstones', 'Ruby', noGemFilters);
    expect(localStorage.getItem(GEM_FILTERS_STORAGE_KEY)).toBeNull();
    localStorage.setItem(GEM_FILTERS_STORAGE_KEY, '{not json');
    expect(storedFilters('gemstones', 'Ruby')).toBeNull();
  });
});
