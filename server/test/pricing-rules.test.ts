/**
 * What a checkout costs (§shipping.flat-fee-abroad, §shipping.cart-order), on the pricing functions
 * themselves: free shipping to Singapore, a flat S$50 abroad on a single-product checkout only, totals in
 * cents, and the amounts as the shop writes them in mails. The numbers are the rules', written out here
 * (bench/mutation: these kill the pricing mutants the route tests miss).
 */
import type { CheckoutLine } from '../src/db/schema';
import { dollars, formatSgd, shippingCents, totals } from '../src/modules/checkout/pricing';

const line = (unitPriceCents: number, quantity: number): CheckoutLine => ({
  productId: 1,
  name: 'Ruby',
  quantity,
  unitPriceCents,
  image: null,
});

describe('shipping (§shipping.free-in-singapore, §shipping.flat-fee-abroad, §shipping.cart-order)', () => {
  it('is S$50 (5000 cents) on a single product sent abroad', () => {
    expect(shippingCents('product', 'Malaysia')).toBe(5000);
    expect(shippingCents('product', 'JP')).toBe(5000);
  });

  it('is free on a single product sent within Singapore, by name or by code', () => {
    expect(shippingCents('product', 'Singapore')).toBe(0);
    expect(shippingCents('product', 'SG')).toBe(0);
  });

  it('is never charged on a cart checkout, wherever it goes', () => {
    expect(shippingCents('cart', 'Malaysia')).toBe(0);
    expect(shippingCents('cart', 'Singapore')).toBe(0);
  });
});

describe('totals', () => {
  it('adds price × quantity of every line, then the shipping', () => {
    expect(totals([line(12_345, 3), line(100, 2)], 5000)).toEqual({
      subtotalCents: 37_235,
      shippingCents: 5000,
      totalCents: 42_235,
    });
  });

  it('of no lines is the shipping alone', () => {
    expect(totals([], 0)).toEqual({ subtotalCents: 0, shippingCents: 0, totalCents: 0 });
  });
});

describe('amounts as written', () => {
  it('dollars are cents ÷ 100, rounded to the cent first', () => {
    expect(dollars(12_345)).toBe(123.45);
    expect(dollars(12_345.6)).toBe(123.46);
  });

  it('formatSgd writes a dollar sign, thousands separators and two decimals', () => {
    expect(formatSgd(15_000_000)).toBe('$150,000.00');
    expect(formatSgd(123_456_789)).toBe('$1,234,567.89');
    expect(formatSgd(5)).toBe('$0.05');
    expect(formatSgd(100)).toBe('$1.00');
  });
});
