/** Money as the shop shows it: Singapore dollars with `$` and two decimals (§price.format). */
const sgd = new Intl.NumberFormat('en-SG', {
  style: 'currency',
  currency: 'SGD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatPrice(amount: number): string {
  return sgd.format(amount);
}

/** §wishlist.card: descriptions on wishlist cards are cut to 70 characters with '...'. */
export function truncate(text: string, max = 70): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
