/**
 * Test-only shoppers, cart lines and wishlist items, for the session suites and every remote's tests
 * (`@gemstore/shared/test-fixtures`). No shop code imports it, so it is in no build.
 */
import type { CartLine, User, WishlistItem } from '../types';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u-1',
    id: 'u-1',
    firstName: 'Ada',
    lastName: 'Tan',
    email: 'ada@example.com',
    role: 'user',
    image: null,
    address: {
      line1: '1 Orchard Rd',
      line2: '#01-01',
      city: 'Singapore',
      state: '',
      postal_code: '238823',
      country: 'SG',
    },
    verified: true,
    ...overrides,
  };
}

export function aCartLine(productId: number, quantity = 1): CartLine {
  return {
    _id: `line-${productId}`,
    lineId: productId * 10,
    id: productId,
    productId,
    name: `Stone ${productId}`,
    image: [],
    description: 'A stone',
    price: 1000,
    weight: 1.5,
    quantity,
    section: 'gemstones',
    category: 'Ruby',
    cut: 'Oval',
    colour: 'Red',
    clarity: 'Eye-Clean',
    countInStock: 5,
    link: `/gemstones/ruby/stone-${productId}-1.5ct-oval-cut-${productId}`,
  };
}

export function aWishlistItem(id: number): WishlistItem {
  return {
    _id: `p-${id}`,
    id,
    name: `Piece ${id}`,
    description: 'A piece',
    price: 2000,
    priceHidden: null,
    weight: null,
    cut: null,
    colour: null,
    clarity: null,
    category: 'Rings',
    section: 'jewellery',
    image: [],
    countInStock: 1,
    quantity: 1,
    link: `/jewellery/rings/piece-${id}-${id}`,
  };
}
