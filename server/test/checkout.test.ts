/**
 * Checkout and payment on the built-in test provider: the whole journey of the issue, shipping rules,
 * declined cards, cancelling and expiry giving stock back, and one order per payment.
 */
import { eq } from 'drizzle-orm';
import { checkoutSessions, products } from '../src/db/schema';
import { sweepExpiredCheckouts } from '../src/modules/checkout/checkout-sessions';
import { codeIn } from './support/mail-capture';
import { payOnLocalPage, sessionIdFrom } from './support/checkout';
import {
  Shopper,
  insertProduct,
  saveAddress,
  signedInShopper,
  startShop,
  strongPassword,
  type TestShop,
} from './support/app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const stockOf = async (id: number) =>
  (await shop.db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0]?.n;

type OrderView = {
  id: string;
  status: string;
  total: number;
  items: { name: string; quantity: number; price: number }[];
};

it('journey: register, verify, trusted login, wishlist, cart, pay 4242, verify-payment, order', async () => {
  const email = 'journey@example.com';
  const browser = new Shopper(shop.app, '203.0.113.50');
  const reg = await browser.post('/api/v1/user/register', {
    firstName: 'Lena',
    lastName: 'Goh',
    email,
    password: strongPassword,
  });
  expect(reg.data.success).toBe(true);
  const code = codeIn(await shop.mail.latest(email, /verification code/));
  const verified = await browser.post('/api/v1/user/verify-otp', {
    otp: code,
    userId: reg.data.userId,
    trustDevice: true,
  });
  expect(verified.data).toMatchObject({ success: true, message: 'User verified successfully' });
  await browser.get('/api/v1/user/logout');

  // An untrusted browser needs a code; the trusted one does not.
  const elsewhere = new Shopper(shop.app, '203.0.113.51');
  expect((await elsewhere.post('/api/v1/user/login', { email, password: strongPassword })).data.success).toBe(
    false,
  );
  const login = await browser.post('/api/v1/user/login', {
    email,
    password: strongPassword,
    trustDevice: true,
  });
  expect(login.data.success).toBe(true);

  const emerald = await insertProduct(shop.db, {
    category: 'Emerald',
    name: 'Muzo Emerald',
    colour: 'Green',
    priceCents: 480_000,
    countInStock: 3,
  });
  const wish = await browser.put('/api/v1/wishlist/update-wishlist', { productId: emerald.id });
  expect(wish.data.wishlistItems).toEqual([expect.objectContaining({ id: emerald.id })]);
  await browser.post('/api/v1/cart/update-cart', { productId: emerald.id, quantity: 2 });

  // Without an address the checkout check says so; then the address is saved to the account.
  const early = await browser.post('/api/v1/stripe/create-checkout-session-cart');
  expect(early.statusCode).toBe(400);
  expect(early.data.message).toBe('Please fill in your shipping address before paying');
  await saveAddress(browser);
  const check = await browser.post('/api/v1/cart/proceed-to-checkout', { page: 'cart' });
  expect(check.data).toMatchObject({
    success: true,
    addressComplete: true,
    summary: { subtotal: 9600, shipping: 0, total: 9600 },
  });
  const customer = await browser.post('/api/v1/stripe/update-customer', {
    customerData: {
      email,
      name: 'Lena Goh',
      shipping: {
        name: 'Lena Goh',
        address: {
          line1: '1 Orchard Road',
          line2: '#10-01',
          city: 'Singapore',
          state: 'Singapore',
          postal_code: '238823',
          country: 'SG',
        },
      },
    },
  });
  expect(customer.data).toMatchObject({ success: true });

  const session = await browser.post('/api/v1/stripe/create-checkout-session-cart');
  expect(session.statusCode).toBe(200);
  const url = String(session.data.url);
  expect(url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/payments\/local\/checkout\/cs_test_/);
  expect(await stockOf(emerald.id)).toBe(1); // reserved

  const paid = await payOnLocalPage(shop.app, url);
  expect(paid.status).toBe(303);
  const sessionId = sessionIdFrom(paid.location);
  expect(paid.location).toBe(`http://localhost:3000/payment/success/${sessionId}`);

  const verify = await browser.post('/api/v1/stripe/verify-payment', { sessionId });
  expect(verify.data).toEqual({
    success: true,
    message: 'Payment verified',
    orderId: expect.any(String) as string,
    status: 'Paid',
  });
  const again = await browser.post('/api/v1/stripe/verify-payment', { sessionId });
  expect(again.data.orderId).toBe(verify.data.orderId);

  const history = await browser.get('/api/v1/orders');
  const list = history.data.orders as OrderView[];
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({
    id: verify.data.orderId,
    status: 'Paid',
    total: 9600,
    items: [{ name: 'Muzo Emerald', quantity: 2, price: 4800 }],
  });
  expect((await browser.get(`/api/v1/orders/${String(verify.data.orderId)}`)).data.order).toMatchObject({
    id: verify.data.orderId,
  });
  expect(await stockOf(emerald.id)).toBe(1); // went down once
  expect((await browser.get('/api/v1/cart')).data.cartItems).toEqual([]);
  const confirmation = await shop.mail.latest(email, /Your Gemstore order/);
  expect(confirmation.text).toContain('$9,600.00');

  // Someone else can't see it.
  const stranger = await signedInShopper(shop);
  expect((await stranger.shopper.get(`/api/v1/orders/${String(verify.data.orderId)}`)).statusCode).toBe(404);
  expect((await stranger.shopper.get('/api/v1/orders')).data.orders).toEqual([]);
  expect((await stranger.shopper.post('/api/v1/stripe/verify-payment', { sessionId })).statusCode).toBe(404);
});

describe('single product checkout', () => {
  it('charges $50 shipping outside Singapore and none inside', async () => {
    const { shopper } = await signedInShopper(shop);
    const stone = await insertProduct(shop.db, { priceCents: 100_000, countInStock: 4 });
    await saveAddress(shopper, 'Malaysia');
    const abroad = await shopper.post('/api/v1/cart/proceed-to-checkout', {
      page: 'product',
      productId: stone.id,
      quantity: 2,
    });
    expect(abroad.data.summary).toMatchObject({ subtotal: 2000, shipping: 50, total: 2050 });
    const session = await shopper.post('/api/v1/stripe/create-checkout-session', {
      productId: stone.id,
      quantity: 2,
    });
    const [row] = await shop.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.url, String(session.data.url)));
    expect(row).toMatchObject({ totalCents: 205_000, shippingCents: 5000, kind: 'product' });

    await saveAddress(shopper, 'Singapore');
    const home = await shopper.post('/api/v1/cart/proceed-to-checkout', {
      page: 'product',
      productId: stone.id,
      quantity: 1,
    });
    expect(home.data.summary).toMatchObject({ shipping: 0, total: 1000 });
  });

  it('prices shipping for the country the form names before it is saved (ADR 028); a cart never pays it', async () => {
    const { shopper } = await signedInShopper(shop);
    const stone = await insertProduct(shop.db, { priceCents: 100_000, countInStock: 4 });
    await saveAddress(shopper, 'Singapore');
    const one = { page: 'product', productId: stone.id, quantity: 1 };
    const abroad = await shopper.post('/api/v1/cart/proceed-to-checkout', { ...one, country: 'Malaysia' });
    expect(abroad.data.summary).toMatchObject({ subtotal: 1000, shipping: 50, total: 1050 });
    const home = await shopper.post('/api/v1/cart/proceed-to-checkout', { ...one, country: 'Singapore' });
    expect(home.data.summary).toMatchObject({ shipping: 0, total: 1000 });
    // Without one, the saved address's country.
    expect((await shopper.post('/api/v1/cart/proceed-to-checkout', one)).data.summary).toMatchObject({
      shipping: 0,
    });

    await shopper.post('/api/v1/cart/update-cart', { productId: stone.id, quantity: 1 });
    const cart = await shopper.post('/api/v1/cart/proceed-to-checkout', {
      page: 'cart',
      country: 'Malaysia',
    });
    expect(cart.data.summary).toMatchObject({ shipping: 0, total: 1000 });

    const refused = await shopper.post('/api/v1/cart/proceed-to-checkout', {
      ...one,
      country: 'x'.repeat(101),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.data.message).toBe('Country must be at most 100 characters');
  });

  it('a declined card leaves the checkout open and unpaid', async () => {
    const { shopper } = await signedInShopper(shop);
    await saveAddress(shopper);
    const stone = await insertProduct(shop.db, { countInStock: 1 });
    const session = await shopper.post('/api/v1/stripe/create-checkout-session', {
      productId: stone.id,
      quantity: 1,
    });
    const declined = await payOnLocalPage(shop.app, String(session.data.url), {
      number: '4000 0000 0000 0002',
    });
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined.');
    const providerId = String(session.data.url).split('/').pop() ?? '';
    const verify = await shopper.post('/api/v1/stripe/verify-payment', { sessionId: providerId });
    expect(verify.statusCode).toBe(402);
    expect(verify.data).toMatchObject({ success: false, message: 'Payment has not been completed' });
    expect((await shopper.get('/api/v1/orders')).data.orders).toEqual([]);
    expect(await stockOf(stone.id)).toBe(0); // still held for a retry with another card
  });
});

describe('reservations', () => {
  it('holds the last unit for the first buyer and gives it back when they cancel', async () => {
    const first = await signedInShopper(shop);
    const second = await signedInShopper(shop);
    await saveAddress(first.shopper);
    await saveAddress(second.shopper);
    const stone = await insertProduct(shop.db, { countInStock: 1 });
    const a = await first.shopper.post('/api/v1/stripe/create-checkout-session', {
      productId: stone.id,
      quantity: 1,
    });
    expect(a.statusCode).toBe(200);
    const b = await second.shopper.post('/api/v1/stripe/create-checkout-session', {
      productId: stone.id,
      quantity: 1,
    });
    expect(b.statusCode).toBe(400);
    expect(b.data.message).toBe('Out of stock');

    const [row] = await shop.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.url, String(a.data.url)));
    const cancel = await first.shopper.post('/api/v1/stripe/cancel-checkout', { checkout: row?.id });
    expect(cancel.data).toMatchObject({ success: true, message: 'Checkout cancelled' });
    expect(await stockOf(stone.id)).toBe(1);
    // Paying the cancelled session is impossible, and the second buyer can go ahead.
    const latePage = await shop.app.inject({ method: 'GET', url: new URL(String(a.data.url)).pathname });
    expect(latePage.statusCode).toBe(410);
    expect(
      (
        await second.shopper.post('/api/v1/stripe/create-checkout-session', {
          productId: stone.id,
          quantity: 1,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('an expired checkout gives its stock back when the sweeper runs; a paid one becomes an order instead', async () => {
    const buyer = await signedInShopper(shop);
    await saveAddress(buyer.shopper);
    const stone = await insertProduct(shop.db, { countInStock: 2 });
    const s1 = await buyer.shopper.post('/api/v1/stripe/create-checkout-session', {
      productId: stone.id,
      quantity: 1,
    });
    expect(await stockOf(stone.id)).toBe(1);
    await shop.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.url, String(s1.data.url)));
    await sweepExpiredCheckouts(shop.app.checkout);
    expect(await stockOf(stone.id)).toBe(2);

    // Paid, but the shopper never came back to the success page and no notice arrived: the sweeper finds the payment.
    const s2 = await buyer.shopper.post('/api/v1/stripe/create-checkout-session', {
      productId: stone.id,
      quantity: 2,
    });
    const providerId = String(s2.data.url).split('/').pop() ?? '';
    await shop.app.services.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.providerSessionId, providerId));
    const paid = await payOnLocalPage(shop.app, String(s2.data.url));
    expect(paid.status).toBe(303);
    await sweepExpiredCheckouts(shop.app.checkout);
    const own = await buyer.shopper.get('/api/v1/orders');
    expect(own.data.orders).toHaveLength(1);
    expect(await stockOf(stone.id)).toBe(0);
  });

  it('a guest is told to log in', async () => {
    const guest = new Shopper(shop.app);
    const res = await guest.post('/api/v1/stripe/create-checkout-session-cart');
    expect(res.statusCode).toBe(401);
    expect(res.data).toEqual({ success: false, message: 'Please log in to checkout' });
    expect((await guest.post('/api/v1/cart/proceed-to-checkout', { page: 'cart' })).data.message).toBe(
      'Please log in to checkout',
    );
    const buyNow = await guest.post('/api/v1/stripe/create-checkout-session', { productId: 1, quantity: 1 });
    expect(buyNow.data.message).toBe('Please Log In to buy this item.');
  });
});
