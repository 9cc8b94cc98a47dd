/** How a piece's price shows, wherever it shows (ADR 055): the catalogue's, lent to the others as `catalogue/price`. */
export { priceDisplay, priceWords } from './price-display';
export { PriceTag } from './components/price-tag';
