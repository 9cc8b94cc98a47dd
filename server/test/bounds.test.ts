/**
 * Every id, number and date a request carries has its real bounds (issue 30, item 7; ADR 040): what the database or
 * the calendar cannot hold is a 400 with a clear message, never a 500 from a query or from date arithmetic. The two
 * cases the audit's fuzzer found are here first; the fuzz suite sends the same shapes to every route.
 */
import { Shopper, insertProduct, signedInShopper, startShop, type TestShop } from './support/app';

// Wednesday 15 January 2031, 09:00 in Singapore.
const now = new Date('2031-01-15T01:00:00Z');
let shop: TestShop;
let shopper: Shopper;
let productId: number;
beforeAll(async () => {
  shop = await startShop({ clock: () => now, env: { ENQUIRIES_PER_HOUR: '1000' } });
  shopper = (await signedInShopper(shop)).shopper;
  productId = (await insertProduct(shop.db, { countInStock: 3 })).id;
});
afterAll(() => shop.close());

const slots = (date: string) =>
  new Shopper(shop.app).get(`/api/v1/form/appointment/slots?date=${date}&meetingType=online`);

const booking = (date: string) => ({
  firstName: 'Mei',
  lastName: 'Lim',
  email: 'mei.bounds@example.com',
  phoneNumber: '+6591234567',
  country: 'Singapore',
  date,
  time: '14:00',
  meetingType: 'online',
  preferredLocation: 'cafe1',
  purposeOfMeeting: 'inventory',
  additionalInformation: '',
});

describe('appointment dates (the fuzzer found 9999-12-31: RangeError: Invalid time value, a 500)', () => {
  it.each([
    ['9999-12-31', 'Please choose a date from 2000 to 2099'],
    ['2100-01-01', 'Please choose a date from 2000 to 2099'],
    ['0000-01-01', 'Please choose a date from 2000 to 2099'],
    ['1999-12-31', 'Please choose a date from 2000 to 2099'],
    ['2031-02-30', 'Please give a date as YYYY-MM-DD'],
    ['2031-13-01', 'Please give a date as YYYY-MM-DD'],
    ['+02031-01-20', 'Please give a date as YYYY-MM-DD'],
  ])('the free times of %s are a 400: %s', async (date, message) => {
    const res = await slots(encodeURIComponent(date));
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe(message);
  });

  it('the last day of 2099 is still a date the slots answer (empty once past, but never an error)', async () => {
    const res = await slots('2099-12-31');
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['9999-12-31', 'Please choose a date from 2000 to 2099'],
    ['2031-02-30', 'Please select a valid date'],
  ])('booking %s is a 400 that books nothing: %s', async (date, message) => {
    const res = await new Shopper(shop.app).post('/api/v1/form/appointment', booking(date));
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe(message);
    expect(res.data.errors).toEqual({ date: message });
  });
});

describe('ids past the database integer (the fuzzer found productId 2147483648 on proceed-to-checkout: a 500)', () => {
  it.each([2_147_483_648, 2 ** 53, 0, -1, 1.5, '1e3'])(
    'proceed-to-checkout with productId %p is a 400',
    async (id) => {
      const res = await shopper.post('/api/v1/cart/proceed-to-checkout', {
        page: 'product',
        productId: id,
        quantity: 1,
      });
      expect(res.statusCode).toBe(400);
      expect(res.data.message).toBe('Invalid product id');
    },
  );

  it('the largest integer id is a real question (no such piece: 404), and a real id works', async () => {
    const missing = await shopper.post('/api/v1/cart/proceed-to-checkout', {
      page: 'product',
      productId: 2_147_483_647,
      quantity: 1,
    });
    expect(missing.statusCode).toBe(404);
    const found = await shopper.post('/api/v1/cart/proceed-to-checkout', {
      page: 'product',
      productId,
      quantity: 1,
    });
    expect(found.statusCode).toBe(200);
  });

  it('a body of 1e309 (Infinity once parsed) is refused, not stored or queried', async () => {
    const res = await shopper.request(
      'POST',
      '/api/v1/cart/proceed-to-checkout',
      `{"page":"product","productId":1e309,"quantity":1}`,
      { 'content-type': 'application/json' },
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('amounts past what a column holds', () => {
  it.each([[[0, 1e308]], [[30_000_000, 40_000_000]]])(
    'a listing price filter of %p is a 400 (min × 100 past the integer column was a 500)',
    async (price) => {
      const res = await new Shopper(shop.app).post('/api/v1/products/?section=gemstones&category=Ruby', {
        price,
      });
      expect(res.statusCode).toBe(400);
      expect(res.data.message).toBe('Invalid range');
    },
  );

  it.each(['0', '-1', '2147483648', '1.5', '1e3'])('order page %s is a 400', async (page) => {
    const res = await shopper.get(`/api/v1/orders?page=${page}`);
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe('Page must be a whole number from 1 to 10000');
  });
});
