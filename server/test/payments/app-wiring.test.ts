/**
 * The payment routes inside the real app: its helmet CSP, Origin check and JSON parser must not get in the way
 * of the hosted test page or the webhook.
 */
import { randomUUID } from 'node:crypto';
import { startShop, type TestShop } from '../support/app';

let shop: TestShop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

it('serves the local test checkout with its own CSP and accepts a same-origin payment', async () => {
  const payments = shop.app.services.payments;
  expect(payments.name).toBe('local');
  const session = await payments.createCheckoutSession({
    reference: randomUUID(),
    lineItems: [{ name: 'Padparadscha sapphire 1.02ct', quantity: 1, unitAmount: 480000, image: null }],
    shippingAmount: 0,
    currency: 'sgd',
    customerEmail: 'buyer@example.com',
    customerId: null,
    successUrl: 'http://localhost:3000/payment/success/{CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/cart',
    expiresAt: new Date(Date.now() + 31 * 60 * 1000),
  });
  expect(session.url.startsWith('http://localhost:3000/api/v1/payments/local/checkout/')).toBe(true);
  const path = new URL(session.url).pathname;

  const page = await shop.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Pay S$ 4,800.00');
  expect(String(page.headers['content-security-policy'])).toMatch(/^default-src 'none'; style-src 'nonce-/);

  const paid = await shop.app.inject({
    method: 'POST',
    url: `${path}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    payload: new URLSearchParams({
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'A Buyer',
    }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  expect(paid.headers.location).toBe(`http://localhost:3000/payment/success/${session.id}`);
  expect(await payments.retrieveSession(session.id)).toMatchObject({
    status: 'complete',
    paymentStatus: 'paid',
  });
});

it('answers 400 on the Stripe webhook path when no Stripe is configured', async () => {
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    payload: '{"id":"evt_1","object":"event","type":"checkout.session.completed"}',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ success: false, message: 'Invalid signature' });
});
