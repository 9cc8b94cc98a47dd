import {
  cartQuantitySchema,
  productIdSchema,
  productListBodySchema,
  productListQuerySchema,
  verifyPaymentSchema,
  wishlistUpdateSchema,
} from '../index';
import { chars, firstIssue, parsed } from '../test-helpers';

describe('product id, cart and wishlist', () => {
  it('product ids are positive whole numbers, numeric strings allowed', () => {
    expect(parsed(productIdSchema, 42)).toBe(42);
    expect(parsed(productIdSchema, ' 42 ')).toBe(42);
    for (const bad of [0, -1, 1.5, '', 'abc', '4e2', true, null, 2_147_483_648]) {
      expect(firstIssue(productIdSchema, bad)).toBe('Invalid product id');
    }
  });

  it('quantity is 1 to 99', () => {
    expect(parsed(cartQuantitySchema, { productId: '7', quantity: 1 })).toEqual({
      productId: 7,
      quantity: 1,
    });
    expect(parsed(cartQuantitySchema, { productId: 7, quantity: 99 })).toEqual({
      productId: 7,
      quantity: 99,
    });
    expect(firstIssue(cartQuantitySchema, { productId: 7, quantity: 0 })).toBe('Quantity must be at least 1');
    expect(firstIssue(cartQuantitySchema, { productId: 7, quantity: 100 })).toBe(
      'Quantity must be at most 99',
    );
    expect(firstIssue(cartQuantitySchema, { productId: 7, quantity: 1.5 })).toBe(
      'Quantity must be a whole number',
    );
    expect(firstIssue(cartQuantitySchema, { productId: 7 })).toBe('Quantity must be a whole number');
    expect(firstIssue(cartQuantitySchema, { productId: 7, quantity: 1, price: 1 })).toBe(
      'Unknown field: price',
    );
  });

  it('wishlist takes a product id', () => {
    expect(parsed(wishlistUpdateSchema, { productId: 3 })).toEqual({ productId: 3 });
    expect(firstIssue(wishlistUpdateSchema, {})).toBe('Invalid product id');
  });

  it('payment verification takes a session id', () => {
    expect(parsed(verifyPaymentSchema, { sessionId: 'cs_test_a1B2' })).toEqual({ sessionId: 'cs_test_a1B2' });
    expect(firstIssue(verifyPaymentSchema, { sessionId: '../x' })).toBe('Invalid session id');
  });
});

describe('productListBodySchema', () => {
  it('everything is optional; filter keys are normalised', () => {
    expect(parsed(productListBodySchema, {})).toEqual({});
    expect(
      parsed(productListBodySchema, {
        cut: ['Oval', 'EMERALD'],
        colour: ['Purplish Red', 'Bluish-Green'],
        clarity: ['Very Slightly Included'],
        weight: [0.5, 2],
        price: [0, 10000],
      }),
    ).toEqual({
      cut: ['oval', 'emerald'],
      colour: ['purplish-red', 'bluish-green'],
      clarity: ['very-slightly-included'],
      weight: [0.5, 2],
      price: [0, 10000],
    });
  });

  it('caps lists and values', () => {
    expect(parsed(productListBodySchema, { cut: Array(20).fill('oval') }).cut).toHaveLength(20);
    expect(firstIssue(productListBodySchema, { cut: Array(21).fill('oval') })).toBe('At most 20 cut filters');
    expect(firstIssue(productListBodySchema, { colour: [chars(51)] })).toBe('Invalid colour filter');
    expect(firstIssue(productListBodySchema, { colour: ['  '] })).toBe('Invalid colour filter');
    expect(firstIssue(productListBodySchema, { clarity: 'Included' })).toBe('Invalid clarity filter');
  });

  it('ranges are two non-negative numbers, min ≤ max', () => {
    expect(parsed(productListBodySchema, { weight: [1, 1] })).toEqual({ weight: [1, 1] });
    for (const bad of [[2, 1], [-1, 2], [1], [1, 2, 3], ['1', '2'], [0, null], 'cheap']) {
      expect(firstIssue(productListBodySchema, { price: bad })).toBe('Invalid range');
    }
  });
});

describe('productListQuerySchema', () => {
  it('canonicalises the category and applies defaults', () => {
    expect(parsed(productListQuerySchema, { section: 'gemstones', category: 'featured' })).toEqual({
      section: 'gemstones',
      category: 'Featured',
      page: 1,
      limit: 100,
    });
    expect(
      parsed(productListQuerySchema, {
        section: 'jewellery',
        category: 'RINGS',
        page: '3',
        limit: '200',
        sort: 'price-desc',
        utm: 'x',
      }),
    ).toEqual({ section: 'jewellery', category: 'Rings', page: 3, limit: 200, sort: 'price-desc' });
  });

  it('refuses what the shop does not have', () => {
    expect(firstIssue(productListQuerySchema, { section: 'watches', category: 'Featured' })).toBe(
      'Unknown section',
    );
    expect(firstIssue(productListQuerySchema, { section: 'jewellery', category: 'Ruby' })).toBe(
      'Unknown category',
    );
    expect(firstIssue(productListQuerySchema, { section: 'gemstones' })).toBe('Unknown category');
    expect(firstIssue(productListQuerySchema, { section: 'gemstones', category: 'Ruby', page: '0' })).toBe(
      'Page must be a whole number of at least 1',
    );
    expect(firstIssue(productListQuerySchema, { section: 'gemstones', category: 'Ruby', limit: '201' })).toBe(
      'Limit must be between 1 and 200',
    );
    expect(firstIssue(productListQuerySchema, { section: 'gemstones', category: 'Ruby', sort: 'name' })).toBe(
      'Unknown sort option',
    );
  });
});
