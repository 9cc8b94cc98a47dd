/**
 * Test-only shoppers, cart lines and wishlist items, for the session suites and every remote's tests
 * (`@gemstore/shared/test-fixtures`). No shop code imports it, so it is in no build.
 */
import { productLink } from '../links';
import type { CartLine, Order, Product, User, WishlistItem } from '../types';

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

/** A product shaped like the server's answers: a ruby unless `overrides` say otherwise; its link made from it. */
export function aProduct(overrides: Partial<Product> & Pick<Product, 'id'>): Product {
  const base: Product = {
    _id: String(overrides.id),
    id: overrides.id,
    name: `Ruby ${overrides.id}`,
    description: 'A clean, glowing red ruby from Mozambique.',
    price: 1000 * overrides.id,
    priceHidden: null,
    weight: 1 + overrides.id / 10,
    cut: 'Oval',
    colour: 'Red',
    clarity: 'Eye-Clean',
    category: 'Ruby',
    section: 'gemstones',
    image: [`/api/v1/media/products/${overrides.id}/1.jpg`],
    countInStock: 1,
    quantity: 1,
    link: '',
  };
  const product = { ...base, ...overrides };
  return { ...product, link: overrides.link ?? productLink(product) };
}

/** A ring: no weight, cut, colour or clarity. */
export function aJewel(overrides: Partial<Product> = {}): Product {
  return aProduct({
    id: 40,
    name: 'Sapphire Halo Ring',
    description: 'A cornflower-blue sapphire framed by a halo of diamonds, hand-set in platinum.',
    price: 4200,
    weight: null,
    cut: null,
    colour: null,
    clarity: null,
    category: 'Rings',
    section: 'jewellery',
    ...overrides,
  });
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

/**
 * A paid order as GET /api/v1/orders answers it: one ruby, shipped free within Singapore; `n` makes its id and
 * reference (GS-000001). Placed at 16:30 UTC, which is half past midnight the next day in Singapore.
 */
export function anOrder(n = 1, overrides: Partial<Order> = {}): Order {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    reference: `GS-${String(n).padStart(6, '0')}`,
    status: 'Paid',
    date: '2026-03-04T16:30:00.000Z',
    items: [
      {
        productId: 12,
        name: 'Burmese Ruby',
        quantity: 1,
        price: 4850,
        imageUrl: '/api/v1/media/products/12/1.jpg',
      },
    ],
    subtotal: 4850,
    shipping: 0,
    total: 4850,
    currency: 'SGD',
    shippingDetails: { name: 'Ada Tan', address: { ...aUser().address, country: 'Singapore' } },
    ...overrides,
  };
}
