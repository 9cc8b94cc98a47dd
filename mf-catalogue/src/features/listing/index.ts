/** A category listing (§listing.page): its product call, the grid's cards, tabs, breadcrumb and sort. */
export { openingListingCall, prefetchOpeningListing, productListQuery } from './api/get-product-list';
export { Breadcrumb, sectionTitles } from './components/breadcrumb';
export { CategoryTabs } from './components/category-tabs';
export { ProductCard } from './components/product-card';
export { SortMenu } from './components/sort-menu';
export { useProductList } from './hooks/use-product-list';
export { useShownCardCount } from './hooks/use-shown-card-count';
export { cardsInFirstRow } from './lib/card-picture';
export { sortProducts } from './lib/sort';
