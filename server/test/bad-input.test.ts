/**
 * Bad input everywhere: wrong types, missing fields, oversize strings, negative or huge quantities, unknown ids,
 * malformed JSON. Every answer is a 4xx with a message, never a 5xx, and no table changes.
 */
import { getTableName, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { registerErrorHandling } from '../src/lib/errors';
import * as schema from '../src/db/schema';
import { queryRows } from '../src/db/client';
import type { Shopper } from './support/app';
import { insertProduct, saveAddress, signedInShopper, startShop, type TestShop } from './support/app';

let shop: TestShop;
let customer: Shopper;
let productId: number;
beforeAll(async () => {
  shop = await startShop();
  customer = (await signedInShopper(shop)).shopper;
  await saveAddress(customer);
  productId = (await insertProduct(shop.db, { countInStock: 3 })).id;
});
afterAll(() => shop.close());

const tables: string[] = Object.values(schema)
  .filter(
    (v): v is typeof schema.users => typeof v === 'object' && v !== null && Symbol.for('drizzle:Name') in v,
  )
  .map((t) => getTableName(t));

/** Every row of every table except counters that legitimately move (rate limits). */
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of tables.filter((t) => t !== 'rate_limits').sort()) {
    const rows = await queryRows(shop.db, sql.raw(`SELECT * FROM ${table} ORDER BY 1`));
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

const long = 'x'.repeat(5000);
const uuid = '00000000-0000-4000-8000-000000000000';

type Case = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown];
const cases = (): Case[] => [
  ['POST', '/api/v1/user/register', { firstName: 42, lastName: [], email: {}, password: null }],
  ['POST', '/api/v1/user/register', {}],
  [
    'POST',
    '/api/v1/user/register',
    { firstName: long, lastName: 'Tan', email: 'a@b.co', password: 'Abcdef1!' },
  ],
  [
    'POST',
    '/api/v1/user/register',
    { firstName: 'Ann', lastName: 'Tan', email: `${long}@b.co`, password: 'Abcdef1!' },
  ],
  ['POST', '/api/v1/user/register', { firstName: 'Ann', lastName: 'Tan', email: 'a@b.co', password: long }],
  ['POST', '/api/v1/user/login', { email: 'a@b.co' }],
  ['POST', '/api/v1/user/login', 'not json at all'],
  ['POST', '/api/v1/user/verify-otp', { otp: 123456, userId: uuid }],
  ['POST', '/api/v1/user/verify-otp', { otp: '123456', userId: 'not-a-uuid' }],
  ['POST', '/api/v1/user/verify-otp', { otp: '123456', userId: uuid }],
  // resend-otp with an unknown id is not bad input: it answers like a known id (accounts.test.ts 'resend-otp').
  ['POST', '/api/v1/user/resend-otp', { userId: 'not-a-uuid' }],
  ['POST', '/api/v1/user/password/forgot', { email: ['x'] }],
  ['GET', '/api/v1/user/password/reset/short'],
  ['POST', `/api/v1/user/password/reset/${'y'.repeat(43)}`, { password: 'Abcdef1!x' }],
  ['PUT', '/api/v1/user/update-user', { firstName: long }],
  ['PUT', '/api/v1/user/update-user', { address: 'Orchard Road' }],
  ['PUT', '/api/v1/user/update-user', { image: 'data:text/html;base64,PGgxPg==' }],
  ['PUT', '/api/v1/user/reset-password', { currentPassword: 1, newPassword: 2, confirmPassword: 3 }],
  ['POST', '/api/v1/products/?section=gemstones&category=Ruby', { price: [0, 'lots'] }],
  ['POST', '/api/v1/products/?section=gemstones&category=Ruby', { cut: long }],
  ['GET', '/api/v1/products/getProductDetails/%00'],
  ['GET', `/api/v1/products/gemstones?name=${'z'.repeat(300)}`],
  ['POST', '/api/v1/cart/update-cart', { productId, quantity: -1 }],
  ['POST', '/api/v1/cart/update-cart', { productId, quantity: 1e9 }],
  ['POST', '/api/v1/cart/update-cart', { productId, quantity: 1.5 }],
  ['POST', '/api/v1/cart/update-cart', { productId: 2_000_000_000, quantity: 1 }],
  ['POST', '/api/v1/cart/update-cart', { productId: 'DROP TABLE products', quantity: 1 }],
  ['POST', '/api/v1/cart/update-cart-item', { productId, quantity: 1 }],
  ['DELETE', '/api/v1/cart/delete-cart', { productId: 999_999 }],
  ['DELETE', '/api/v1/cart/delete-cart', {}],
  ['PUT', '/api/v1/wishlist/update-wishlist', { productId: -3 }],
  ['PUT', '/api/v1/wishlist/update-wishlist', { productId: 999_999 }],
  ['POST', '/api/v1/form/appointment', { firstName: long }],
  ['POST', '/api/v1/form/custom-order', []],
  ['POST', '/api/v1/form/leave-message', { firstName: 'Ann', email: 'a@b.co', message: long }],
  ['POST', '/api/v1/stripe/create-checkout-session', { productId, quantity: 0 }],
  ['POST', '/api/v1/stripe/create-checkout-session', { productId, quantity: 4 }],
  ['POST', '/api/v1/stripe/create-checkout-session', { productId: 999_999, quantity: 1 }],
  ['POST', '/api/v1/stripe/update-customer', { customerData: { email: 'x' } }],
  ['POST', '/api/v1/stripe/verify-payment', { sessionId: 'cs_test_local_doesnotexist' }],
  ['POST', '/api/v1/stripe/verify-payment', {}],
  ['POST', '/api/v1/stripe/cancel-checkout', { checkout: uuid }],
  ['POST', '/api/v1/cart/proceed-to-checkout', { page: 'basket' }],
  ['GET', `/api/v1/orders/${uuid}`],
  ['GET', '/api/v1/orders/not-a-uuid'],
  ['GET', '/api/v1/orders?page=-1'],
  ['POST', '/api/v1/admin/products', { name: 'x' }],
  ['GET', '/api/v1/media/products/abc/1.jpg'],
  ['GET', '/api/v1/media/products/1/../../etc/passwd'],
  ['GET', '/api/v1/no-such-endpoint'],
];

it('answers every bad request with a 4xx and a message, and changes nothing', async () => {
  expect(tables).toEqual(expect.arrayContaining(['users', 'products', 'cart_items', 'orders', 'enquiries']));
  const before = await snapshot();
  expect(before).toContain('Test Ruby');
  const failures: string[] = [];
  for (const [method, url, body] of cases()) {
    const res = await customer.request(
      method,
      url,
      body,
      typeof body === 'string' ? { 'content-type': 'application/json' } : {},
    );
    const ok =
      res.statusCode >= 400 &&
      res.statusCode < 500 &&
      typeof res.data.message === 'string' &&
      res.data.message.length > 0;
    if (!ok) failures.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  expect(failures).toEqual([]);
  expect(await snapshot()).toBe(before);
});

it('hides internals on a 5xx and gives a reference', async () => {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw new Error('secret internal detail');
  });
  const res = await app.inject({ method: 'GET', url: '/boom' });
  expect(res.statusCode).toBe(500);
  expect(res.body).not.toContain('secret');
  expect(res.json()).toEqual({
    success: false,
    message: expect.stringMatching(/^Something went wrong on our side\. Please try again \(ref .+\)\.$/),
  });
  await app.close();
});
