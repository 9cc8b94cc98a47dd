/**
 * §slider.carat, §slider.price, §price.guest-limit, §shipping.flat-fee-abroad: every number as the rule
 * writes it, checked at the limit and one step past, so a constant that moves either way fails here.
 */
import {
  GUEST_PRICE_LIMIT,
  HOME_COUNTRY,
  SHIPPING_FEE_OUTSIDE_SINGAPORE,
  caratRange,
  caratStep,
  priceRange,
  priceStep,
} from '..';

describe('guest prices (§price.guest-limit: guests see prices only up to 5000 dollars)', () => {
  it('the limit is 5000 dollars', () => {
    // The comparison itself (5000 shown, 5000.01 hidden) is the server's (server/src/modules/catalogue/product-view.ts):
    // shared only holds the number both sides read.
    expect(GUEST_PRICE_LIMIT).toBe(5000);
  });
});

describe('shipping (§shipping.free-in-singapore, §shipping.flat-fee-abroad: else a flat $50)', () => {
  it('is a flat 50 dollars outside Singapore', () => {
    expect(SHIPPING_FEE_OUTSIDE_SINGAPORE).toBe(50);
  });

  it('Singapore is the home country, +65', () => {
    expect(HOME_COUNTRY).toEqual({ name: 'Singapore', code: 'SG', dialCode: '+65' });
  });
});

describe('price slider bounds (§slider.carat, §slider.price)', () => {
  it('carat runs from 0 to 20 with a minimum gap of 0.25', () => {
    expect(caratRange).toEqual({ min: 0, max: 20, minGap: 0.25 });
  });

  it('price runs from 0 to 10000 with a minimum gap of 1000', () => {
    expect(priceRange).toEqual({ min: 0, max: 10000, minGap: 1000 });
  });
});

describe('carat step (§slider.carat: 0.25 up to 1 ct, 0.5 up to 5, 1 up to 10, 2.5 above)', () => {
  it.each([
    // [value, step]: the last stop before each edge, a hair below it, the edge itself.
    [0, 0.25],
    [0.75, 0.25],
    [0.999, 0.25],
    [1, 0.5],
    [4.5, 0.5],
    [4.999, 0.5],
    [5, 1],
    [9, 1],
    [9.999, 1],
    [10, 2.5],
    [17.5, 2.5],
  ])('at %s ct the next step is %s', (value, step) => {
    expect(caratStep(value)).toBe(step);
  });
});

describe('price step (§slider.price: 100 up to 500, 250 up to 2000, 500 up to 5000, 1000 up to 10000, 2500 above)', () => {
  it.each([
    [0, 100],
    [400, 100],
    [499.99, 100],
    [500, 250],
    [1750, 250],
    [1999.99, 250],
    [2000, 500],
    [4500, 500],
    [4999.99, 500],
    [5000, 1000],
    [9000, 1000],
    [9999.99, 1000],
    [10000, 2500],
    [12500, 2500],
  ])('at $%s the next step is %s', (value, step) => {
    expect(priceStep(value)).toBe(step);
  });
});
