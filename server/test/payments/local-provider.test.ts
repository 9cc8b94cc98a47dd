/**
 * The local test provider end to end through its hosted page: app.inject on a bare Fastify with the plugin,
 * on a real (test) database.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../support/database';
import type { Database } from '../../src/db/client';
import { localPaymentSessions } from '../../src/db/schema';
import { sendSecurityHeaders } from '../../src/lib/security-headers';
import {
  PaymentProviderError,
  WebhookSignatureError,
  createLocalProvider,
  localCheckoutRoutes,
  type CreateCheckoutInput,
  type LocalPaymentProvider,
  type ProviderEvent,
} from '../../src/payments';

const PREFIX = '/api/v1/payments/local';
const GOOD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Mei Ling Tan' };

let database: Database;
let app: FastifyInstance;
let provider: LocalPaymentProvider;
let events: ProviderEvent[];
let failEvents = false;

beforeAll(async () => {
  database = await openTestDatabase();
  provider = createLocalProvider({
    db: database.db,
    publicUrl: 'http://shop.test/',
    onEvent: async (event) => {
      events.push(event);
      if (failEvents) throw new Error('shop handler failed');
    },
  });
  app = Fastify();
  await app.register(localCheckoutRoutes, { provider, prefix: PREFIX, shopName: 'Gemstore' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(() => {
  events = [];
  failEvents = false;
});

function input(overrides: Partial<CreateCheckoutInput> = {}): CreateCheckoutInput {
  return {
    reference: randomUUID(),
    lineItems: [
      { name: 'Burmese ruby 2.1ct oval', quantity: 1, unitAmount: 125000, image: null },
      { name: 'Gift box', quantity: 2, unitAmount: 1500, image: 'https://cdn.example/box.jpg' },
    ],
    shippingAmount: 2000,
    currency: 'sgd',
    customerEmail: 'buyer@example.com',
    customerId: null,
    successUrl: 'http://shop.test/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://shop.test/cart',
    expiresAt: new Date(Date.now() + 31 * 60 * 1000),
    ...overrides,
  };
}

async function newSession(overrides: Partial<CreateCheckoutInput> = {}) {
  const created = await provider.createCheckoutSession(input(overrides));
  return { ...created, path: new URL(created.url).pathname };
}

function post(url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const pay = (path: string, card: Partial<typeof GOOD> = {}) => post(`${path}/pay`, { ...GOOD, ...card });

function tokenOf(html: string): string {
  const match = /name="token" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no token on the page');
  return match[1];
}

describe('creating a session', () => {
  it('stores it with an unguessable id and a URL on the shop origin', async () => {
    const s = await newSession();
    expect(s.id).toMatch(/^cs_test_local_[A-Za-z0-9]{32}$/);
    expect(s.url).toBe(`http://shop.test/api/v1/payments/local/checkout/${s.id}`);
    const other = await newSession();
    expect(other.id).not.toBe(s.id);
    const state = await provider.retrieveSession(s.id);
    expect(state).toEqual({
      id: s.id,
      reference: expect.any(String),
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: 125000 + 3000 + 2000,
      currency: 'sgd',
      paymentReference: null,
    });
  });

  it('refuses what Stripe would refuse', async () => {
    await expect(
      provider.createCheckoutSession(input({ expiresAt: new Date(Date.now() + 5 * 60 * 1000) })),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(provider.createCheckoutSession(input({ lineItems: [] }))).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    await expect(
      provider.createCheckoutSession(
        input({ lineItems: [{ name: 'x', quantity: 0, unitAmount: 100, image: null }] }),
      ),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(
      provider.createCheckoutSession(input({ successUrl: 'javascript:alert(1)' })),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('knows nothing of unknown ids', async () => {
    expect(await provider.retrieveSession('cs_test_local_nope')).toBeNull();
    expect(await provider.retrieveSession("'; drop table x; --")).toBeNull();
    const res = await app.inject({ method: 'GET', url: `${PREFIX}/checkout/cs_test_local_nope` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Checkout not found');
    await expect(provider.expireSession('cs_test_local_nope')).resolves.toBeUndefined();
  });

  it('has no customers and accepts no webhooks', async () => {
    expect(
      await provider.upsertCustomer(null, {
        email: 'a@b.sg',
        name: 'A',
        shipping: {
          name: 'A',
          address: {
            line1: '1',
            line2: '',
            city: 'Singapore',
            state: '',
            postal_code: '018956',
            country: 'SG',
          },
        },
      }),
    ).toBeNull();
    expect(() => provider.parseWebhook(Buffer.from('{}'), {})).toThrow(WebhookSignatureError);
  });
});

describe('the hosted page', () => {
  it('shows the items, shipping, total, e-mail, the card form and the test banner', async () => {
    const s = await newSession();
    const res = await app.inject({ method: 'GET', url: s.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('Gemstore');
    expect(html).toContain('Burmese ruby 2.1ct oval');
    expect(html).toContain('Qty 2 × S$ 15.00');
    expect(html).toContain('S$ 30.00');
    expect(html).toContain('S$ 20.00'); // shipping
    expect(html).toContain('S$ 1,300.00');
    expect(html).toContain('Pay S$ 1,300.00');
    expect(html).toContain('buyer@example.com');
    expect(html).toMatch(/TEST payment page/);
    for (const card of [
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
      '4000 0000 0000 9995',
      '4000 0027 6000 3184',
    ]) {
      expect(html).toContain(card);
    }
    for (const name of ['number', 'expiry', 'cvc', 'name']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('href="http://shop.test/cart"');
    expect(html).toContain('Back to shop');
    // Relative action: resolves to <prefix>/checkout/<id>/pay from the page's own URL.
    expect(html).toContain(`action="${s.id}/pay"`);
    expect(new URL(`${s.id}/pay`, `http://shop.test${s.path}`).pathname).toBe(`${s.path}/pay`);
  });

  it('has a CSP that allows only its own nonce-tagged styles', async () => {
    const s = await newSession();
    const res = await app.inject({ method: 'GET', url: s.path });
    const csp = String(res.headers['content-security-policy']);
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://shop.test");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.body).toContain(`<style nonce="${nonce}">`);
    expect(res.body).not.toMatch(/<script|<link|<img|style="/);
    const again = await app.inject({ method: 'GET', url: s.path });
    expect(again.headers['content-security-policy']).not.toBe(csp);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps its own CSP when the app sends its site-wide one', async () => {
    const withHelmet = Fastify();
    sendSecurityHeaders(withHelmet);
    await withHelmet.register(localCheckoutRoutes, { provider, prefix: PREFIX });
    const s = await newSession();
    const res = await withHelmet.inject({ method: 'GET', url: s.path });
    await withHelmet.close();
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; style-src 'nonce-/);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('escapes names from the database', async () => {
    const s = await newSession({
      lineItems: [
        { name: '<script>alert("x")</script> & \'Ruby\'', quantity: 1, unitAmount: 5000, image: null },
      ],
    });
    const res = await app.inject({ method: 'GET', url: s.path });
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Ruby&#39;');
  });

  it('shows free shipping', async () => {
    const s = await newSession({ shippingAmount: 0 });
    const res = await app.inject({ method: 'GET', url: s.path });
    expect(res.body).toContain('Free');
    expect(res.body).toContain('Pay S$ 1,280.00');
  });
});

describe('paying', () => {
  it('pays with 4242: 303 to the success URL, one event, session complete and paid', async () => {
    const s = await newSession();
    const res = await pay(s.path);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://shop.test/checkout/success?session_id=${s.id}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual({
      type: 'checkout.completed',
      session: expect.objectContaining({
        id: s.id,
        status: 'complete',
        paymentStatus: 'paid',
        amountTotal: 130000,
        currency: 'sgd',
      }),
    });
    const state = await provider.retrieveSession(s.id);
    expect(state).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    expect(state?.paymentReference).toMatch(/^pi_test_local_/);
    expect(events[0]?.session).toEqual(state);
    const [row] = await database.db
      .select()
      .from(localPaymentSessions)
      .where(eq(localPaymentSessions.id, s.id));
    expect(row?.cardLast4).toBe('4242');

    const page = await app.inject({ method: 'GET', url: s.path });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('already paid');
  });

  it('accepts the card number without spaces and the expiry as MMYY', async () => {
    const s = await newSession();
    const res = await pay(s.path, { number: '4242424242424242', expiry: '1234' });
    expect(res.statusCode).toBe(303);
  });

  it('still redirects when the shop handler throws (verify-payment is the other path)', async () => {
    failEvents = true;
    const s = await newSession();
    const res = await pay(s.path);
    expect(res.statusCode).toBe(303);
    expect(events).toHaveLength(1);
    expect((await provider.retrieveSession(s.id))?.paymentStatus).toBe('paid');
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['5555 5555 5555 4444', 'Your card was declined.'],
  ])('declines %s with "%s" and leaves the session open', async (number, message) => {
    const s = await newSession();
    const res = await pay(s.path, { number });
    expect(res.statusCode).toBe(402);
    expect(res.body).toContain(message);
    expect(res.body).toContain('action="pay"');
    expect(res.body).toContain('value="Mei Ling Tan"');
    expect(events).toHaveLength(0);
    expect(await provider.retrieveSession(s.id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid' });
    expect((await pay(s.path)).statusCode).toBe(303);
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [{ number: '4242' }, 'Your card number is incomplete.'],
    [{ number: '' }, 'Your card number is incomplete.'],
    [{ expiry: '01/20' }, 'Your card&#39;s expiration year is in the past.'],
    [{ expiry: '13/34' }, 'Your card&#39;s expiration date is invalid.'],
    [{ expiry: '' }, 'Your card&#39;s expiration date is incomplete.'],
    [{ cvc: '12' }, 'Your card&#39;s security code is incomplete.'],
    [{ cvc: '12a' }, 'Your card&#39;s security code is invalid.'],
    [{ cvc: '12345' }, 'Your card&#39;s security code is invalid.'],
    [{ name: ' ' }, 'Enter the name on the card.'],
  ])('rejects %j with a message on the page', async (card, message) => {
    const s = await newSession();
    const res = await pay(s.path, card);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(message);
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body).not.toContain('value="123"'); // the CVC is never echoed
    expect(events).toHaveLength(0);
    expect((await provider.retrieveSession(s.id))?.status).toBe('open');
  });

  it('rejects an expiry earlier this year', async () => {
    const now = new Date();
    if (now.getUTCMonth() === 0) return; // no earlier month this year in January
    const s = await newSession();
    const mm = String(now.getUTCMonth()).padStart(2, '0');
    const res = await pay(s.path, { expiry: `${mm}/${String(now.getUTCFullYear() % 100).padStart(2, '0')}` });
    expect(res.body).toContain('Your card&#39;s expiration date is in the past.');
  });

  it('3184 asks for authentication; completing it pays', async () => {
    const s = await newSession();
    const step = await pay(s.path, { number: '4000 0027 6000 3184' });
    expect(step.statusCode).toBe(200);
    expect(step.body).toContain('Complete authentication');
    expect(step.body).toContain('Fail authentication');
    expect(step.body).toContain('action="authenticate"');
    expect(step.body).toContain('ending in 3184');
    expect(events).toHaveLength(0);
    expect((await provider.retrieveSession(s.id))?.status).toBe('open');

    const done = await post(`${s.path}/authenticate`, { token: tokenOf(step.body), outcome: 'complete' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`http://shop.test/checkout/success?session_id=${s.id}`);
    expect(events).toHaveLength(1);
    expect(await provider.retrieveSession(s.id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  });

  it('3184 failing authentication shows the message; the token cannot be reused', async () => {
    const s = await newSession();
    const step = await pay(s.path, { number: '4000002760003184' });
    const token = tokenOf(step.body);
    const failed = await post(`${s.path}/authenticate`, { token, outcome: 'fail' });
    expect(failed.statusCode).toBe(402);
    expect(failed.body).toContain(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    expect(failed.body).toContain('action="pay"');
    expect((await provider.retrieveSession(s.id))?.status).toBe('open');

    const replay = await post(`${s.path}/authenticate`, { token, outcome: 'complete' });
    expect(replay.statusCode).toBe(402);
    expect(replay.body).toContain('no longer valid');
    const forged = await post(`${s.path}/authenticate`, { token: 'guess', outcome: 'complete' });
    expect(forged.statusCode).toBe(402);
    expect(events).toHaveLength(0);
    expect((await provider.retrieveSession(s.id))?.paymentStatus).toBe('unpaid');
  });

  it('charges once when the form is posted twice at the same time', async () => {
    const s = await newSession();
    const results = await Promise.all([pay(s.path), pay(s.path), pay(s.path)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([303, 409, 409]);
    expect(events).toHaveLength(1);
    const conflict = results.find((r) => r.statusCode === 409);
    expect(conflict?.body).toContain('Nothing more was charged.');
  });

  it('cannot pay an expired session, and expireSession emits nothing', async () => {
    const s = await newSession();
    await provider.expireSession(s.id);
    expect(events).toHaveLength(0);
    expect(await provider.retrieveSession(s.id)).toMatchObject({
      status: 'expired',
      paymentStatus: 'unpaid',
    });
    const page = await app.inject({ method: 'GET', url: s.path });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This checkout has expired');
    const res = await pay(s.path);
    expect(res.statusCode).toBe(410);
    expect(events).toHaveLength(0);
  });

  it('cannot pay once expires_at has passed', async () => {
    const s = await newSession();
    const later = createLocalProvider({
      db: database.db,
      publicUrl: 'http://shop.test',
      onEvent: async (event) => {
        events.push(event);
      },
      now: () => new Date(Date.now() + 2 * 60 * 60 * 1000),
    });
    expect((await later.retrieveSession(s.id))?.status).toBe('expired');
    const result = await later.pay(s.id, GOOD);
    expect(result.kind).toBe('closed');
    expect(events).toHaveLength(0);
    expect((await provider.retrieveSession(s.id))?.paymentStatus).toBe('unpaid');
  });

  it('expireSession leaves a paid session paid', async () => {
    const s = await newSession();
    await pay(s.path);
    await provider.expireSession(s.id);
    expect(await provider.retrieveSession(s.id)).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  });

  it('sends a reload of a result URL back to the page', async () => {
    const s = await newSession();
    const res = await app.inject({ method: 'GET', url: `${s.path}/pay` });
    expect(res.statusCode).toBe(303);
    expect(new URL(String(res.headers.location), `http://shop.test${s.path}/pay`).pathname).toBe(s.path);
  });
});
