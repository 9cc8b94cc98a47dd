/**
 * The gem filters (§listing.page, §listing.filters-in-url): their controls, and their state in the URL and
 * storage.
 */
export { GemFilterControls } from './components/gem-filter-controls';
export { useChoiceAhead } from './hooks/use-choice-ahead';
export {
  filtersFromQuery,
  filtersToQuery,
  GEM_FILTERS_STORAGE_KEY,
  productListBody,
  sortFromQuery,
  storeFilters,
  type GemFilters,
  type ProductListRequestBody,
} from './lib/gem-filters';
