/**
 * The Stripe provider against a fake Stripe HTTP server (what the stripe library really sends, form-encoded),
 * webhook parsing with real signatures, and the webhook route through app.inject.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  createPaymentProvider,
  createStripeProvider,
  stripeWebhookRoutes,
  type CreateCheckoutInput,
  type CustomerDetails,
  type ProviderEvent,
  type StripePaymentProvider,
} from '../../src/payments';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import { startFakeStripe, type FakeStripe, type FakeSession } from './fake-stripe';

const SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

let fake: FakeStripe;
let provider: StripePaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider({
    secretKey: 'sk_test_123',
    webhookSecret: SECRET,
    apiBase: fake.url,
    maxNetworkRetries: 0,
  });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.requests.length = 0;
});

const expiresAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 45 * 60 * 1000);

function input(overrides: Partial<CreateCheckoutInput> = {}): CreateCheckoutInput {
  return {
    reference: randomUUID(),
    lineItems: [
      {
        name: 'Ceylon blue sapphire 1.5ct',
        quantity: 1,
        unitAmount: 125000,
        image: 'https://cdn.gemstore.sg/sapphire.jpg',
      },
      { name: 'Ring sizing', quantity: 2, unitAmount: 1550, image: '/media/sizing.jpg' },
    ],
    shippingAmount: 2500,
    currency: 'sgd',
    customerEmail: 'buyer@example.com',
    customerId: null,
    successUrl: 'https://gemstore.sg/payment/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://gemstore.sg/payment/canceled',
    expiresAt,
    ...overrides,
  };
}

const details: CustomerDetails = {
  email: 'mei@example.com',
  name: 'Mei Ling Tan',
  shipping: {
    name: 'Mei Ling Tan',
    address: {
      line1: '1 Raffles Place',
      line2: '#20-01',
      city: 'Singapore',
      state: '',
      postal_code: '048616',
      country: 'SG',
    },
  },
};

describe('createCheckoutSession', () => {
  it('sends a payment-mode session with SGD prices in cents, the reference, expiry and return URLs', async () => {
    const data = input();
    const session = await provider.createCheckoutSession(data);
    expect(session.id).toMatch(/^cs_test_fake_/);
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);

    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0];
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/v1/checkout/sessions');
    expect(req?.headers.authorization).toBe('Bearer sk_test_123');
    expect(req?.headers['idempotency-key']).toBeTruthy();
    expect(req?.form).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'sgd',
      'line_items[0][price_data][unit_amount]': '125000',
      'line_items[0][price_data][product_data][name]': 'Ceylon blue sapphire 1.5ct',
      'line_items[0][price_data][product_data][images][0]': 'https://cdn.gemstore.sg/sapphire.jpg',
      // A relative image URL is not sent: Stripe needs absolute https URLs.
      'line_items[1][quantity]': '2',
      'line_items[1][price_data][currency]': 'sgd',
      'line_items[1][price_data][unit_amount]': '1550',
      'line_items[1][price_data][product_data][name]': 'Ring sizing',
      'line_items[2][quantity]': '1',
      'line_items[2][price_data][currency]': 'sgd',
      'line_items[2][price_data][unit_amount]': '2500',
      'line_items[2][price_data][product_data][name]': 'Shipping',
      client_reference_id: data.reference,
      'metadata[reference]': data.reference,
      'payment_intent_data[metadata][reference]': data.reference,
      expires_at: String(expiresAt.getTime() / 1000),
      success_url: 'https://gemstore.sg/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://gemstore.sg/payment/canceled',
      customer_email: 'buyer@example.com',
    });
    expect(fake.sessions.get(session.id)?.amount_total).toBe(125000 + 3100 + 2500);
  });

  it('sends no shipping line when shipping is free, and the customer instead of the e-mail when known', async () => {
    await provider.createCheckoutSession(input({ shippingAmount: 0, customerId: 'cus_known' }));
    const form = fake.requests[0]?.form ?? {};
    expect(form['line_items[2][quantity]']).toBeUndefined();
    expect(form.customer).toBe('cus_known');
    expect(form.customer_email).toBeUndefined();
  });

  it('refuses invalid input before calling Stripe', async () => {
    await expect(
      provider.createCheckoutSession(input({ expiresAt: new Date(Date.now() + 10 * 60 * 1000) })),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    expect(fake.requests).toHaveLength(0);
  });

  it('turns a refusal into a PaymentProviderError with a safe message', async () => {
    fake.failNext(400, {
      type: 'invalid_request_error',
      message: 'Invalid API key sk_test_123 for param line_items',
    });
    const error: unknown = await provider.createCheckoutSession(input()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toBe(
      'The payment service refused the request. Please try again or contact us.',
    );
    expect((error as Error).message).not.toContain('sk_test');
  });

  it('turns an unreachable Stripe into a PaymentProviderError', async () => {
    const closed = await startFakeStripe();
    await closed.close();
    const offline = createStripeProvider({
      secretKey: 'sk_test_1',
      webhookSecret: SECRET,
      apiBase: closed.url,
      maxNetworkRetries: 0,
    });
    const error: unknown = await offline.createCheckoutSession(input()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toBe(
      'The payment service could not be reached. Please try again in a moment.',
    );
    expect((error as Error).cause).toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });
});

describe('retrieveSession and expireSession', () => {
  it('maps an open, then a paid session; unknown ids are null', async () => {
    const data = input();
    const { id } = await provider.createCheckoutSession(data);
    expect(await provider.retrieveSession(id)).toEqual({
      id,
      reference: data.reference,
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: 130600,
      currency: 'sgd',
      paymentReference: null,
    });
    const paid = fake.completeSession(id);
    expect(await provider.retrieveSession(id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      paymentReference: paid.payment_intent,
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${id}` });
    expect(await provider.retrieveSession('cs_test_unknown')).toBeNull();
  });

  it('expires an open session and leaves complete or unknown ones alone', async () => {
    const open = await provider.createCheckoutSession(input());
    await provider.expireSession(open.id);
    expect(
      fake.requests.some((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${open.id}/expire`),
    ).toBe(true);
    expect((await provider.retrieveSession(open.id))?.status).toBe('expired');

    const done = await provider.createCheckoutSession(input());
    fake.completeSession(done.id);
    fake.requests.length = 0;
    await provider.expireSession(done.id);
    expect(fake.requests.some((r) => r.path.endsWith('/expire'))).toBe(false);
    expect((await provider.retrieveSession(done.id))?.status).toBe('complete');

    await expect(provider.expireSession('cs_test_unknown')).resolves.toBeUndefined();
  });
});

describe('upsertCustomer', () => {
  it('creates a customer with name, e-mail, shipping and address', async () => {
    const id = await provider.upsertCustomer(null, details);
    expect(id).toMatch(/^cus_fake_/);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      form: {
        email: 'mei@example.com',
        name: 'Mei Ling Tan',
        'shipping[name]': 'Mei Ling Tan',
        'shipping[address][line1]': '1 Raffles Place',
        'shipping[address][line2]': '#20-01',
        'shipping[address][city]': 'Singapore',
        'shipping[address][postal_code]': '048616',
        'shipping[address][country]': 'SG',
        'address[line1]': '1 Raffles Place',
        'address[country]': 'SG',
      },
    });
  });

  it('updates an existing customer, and recreates one Stripe no longer knows', async () => {
    const id = await provider.upsertCustomer(null, details);
    if (!id) throw new Error('no id');
    fake.requests.length = 0;
    const same = await provider.upsertCustomer(id, { ...details, name: 'Mei Ling Tan-Lim' });
    expect(same).toBe(id);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: `/v1/customers/${id}`,
      form: { name: 'Mei Ling Tan-Lim' },
    });

    const replaced = await provider.upsertCustomer('cus_deleted', details);
    expect(replaced).toMatch(/^cus_fake_/);
    expect(replaced).not.toBe('cus_deleted');
  });
});

function sessionObject(overrides: Partial<FakeSession> = {}): FakeSession {
  return {
    id: 'cs_test_hook',
    object: 'checkout.session',
    url: 'https://checkout.stripe.test/c/pay/cs_test_hook',
    status: 'complete',
    payment_status: 'paid',
    amount_total: 130600,
    currency: 'sgd',
    client_reference_id: '4b8c1f0e-1111-4222-8333-944445555666',
    metadata: { reference: '4b8c1f0e-1111-4222-8333-944445555666' },
    payment_intent: 'pi_123',
    customer: null,
    customer_email: 'buyer@example.com',
    expires_at: 0,
    success_url: '',
    cancel_url: '',
    mode: 'payment',
    ...overrides,
  };
}

function delivery(type: string, object: unknown = sessionObject(), secret = SECRET) {
  // Deliberately irregular spacing: the signature covers the exact bytes, so they must reach parseWebhook untouched.
  const payload = JSON.stringify(
    { id: `evt_${randomUUID()}`, object: 'event', type, data: { object } },
    null,
    3,
  );
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}

describe('parseWebhook', () => {
  it.each(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])(
    'maps %s to checkout.completed',
    (type) => {
      const { payload, signature } = delivery(type);
      expect(provider.parseWebhook(Buffer.from(payload), { 'stripe-signature': signature })).toEqual({
        type: 'checkout.completed',
        session: {
          id: 'cs_test_hook',
          reference: '4b8c1f0e-1111-4222-8333-944445555666',
          status: 'complete',
          paymentStatus: 'paid',
          amountTotal: 130600,
          currency: 'sgd',
          paymentReference: 'pi_123',
        },
      });
    },
  );

  it('maps checkout.session.expired and async_payment_failed, keeps an unpaid completion unpaid, ignores other types', () => {
    const expired = delivery(
      'checkout.session.expired',
      sessionObject({ status: 'expired', payment_status: 'unpaid', payment_intent: null }),
    );
    expect(
      provider.parseWebhook(Buffer.from(expired.payload), { 'stripe-signature': expired.signature }),
    ).toMatchObject({
      type: 'checkout.expired',
      session: { status: 'expired', paymentStatus: 'unpaid', paymentReference: null },
    });
    const pending = delivery('checkout.session.completed', sessionObject({ payment_status: 'unpaid' }));
    expect(
      provider.parseWebhook(Buffer.from(pending.payload), { 'stripe-signature': pending.signature }),
    ).toMatchObject({
      type: 'checkout.completed',
      session: { paymentStatus: 'unpaid' },
    });
    const failed = delivery(
      'checkout.session.async_payment_failed',
      sessionObject({ payment_status: 'unpaid' }),
    );
    expect(
      provider.parseWebhook(Buffer.from(failed.payload), { 'stripe-signature': failed.signature }),
    ).toMatchObject({
      type: 'checkout.payment_failed',
      session: { status: 'complete', paymentStatus: 'unpaid' },
    });
    for (const type of ['payment_intent.succeeded', 'customer.updated']) {
      const other = delivery(type);
      expect(
        provider.parseWebhook(Buffer.from(other.payload), { 'stripe-signature': other.signature }),
      ).toBeNull();
    }
  });

  it('throws WebhookSignatureError on a wrong secret, a changed body or no signature', () => {
    const wrong = delivery('checkout.session.completed', sessionObject(), 'whsec_other');
    expect(() =>
      provider.parseWebhook(Buffer.from(wrong.payload), { 'stripe-signature': wrong.signature }),
    ).toThrow(WebhookSignatureError);
    const good = delivery('checkout.session.completed');
    const tampered = good.payload.replace('130600', '100');
    expect(() =>
      provider.parseWebhook(Buffer.from(tampered), { 'stripe-signature': good.signature }),
    ).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(Buffer.from(good.payload), {})).toThrow(WebhookSignatureError);
    expect(() =>
      provider.parseWebhook(Buffer.from(good.payload), { 'stripe-signature': ['a', 'b'] }),
    ).toThrow(WebhookSignatureError);
  });
});

describe('the webhook route', () => {
  let app: FastifyInstance;
  let received: ProviderEvent[];
  let failHandler = false;

  beforeAll(async () => {
    app = Fastify();
    await app.register(stripeWebhookRoutes, {
      prefix: '/api/v1/stripe',
      provider,
      onEvent: async (event) => {
        received.push(event);
        if (failHandler) throw new Error('database down');
      },
    });
    // A sibling route: JSON outside the webhook plugin is still parsed as usual.
    app.post('/api/v1/echo', async (request) => ({ body: request.body }));
    await app.ready();
  });

  afterAll(() => app.close());

  beforeEach(() => {
    received = [];
    failHandler = false;
  });

  const send = (payload: string, signature: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });

  it('verifies the raw body and hands the event over', async () => {
    const { payload, signature } = delivery('checkout.session.completed');
    const res = await send(payload, signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      type: 'checkout.completed',
      session: { id: 'cs_test_hook', paymentStatus: 'paid' },
    });
  });

  it('answers 400 to a bad signature without calling the handler', async () => {
    const { payload } = delivery('checkout.session.completed');
    const res = await send(payload, 't=1,v1=deadbeef');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Invalid signature' });
    expect(received).toHaveLength(0);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('acknowledges ignored event types without calling the handler', async () => {
    const { payload, signature } = delivery('customer.updated', { id: 'cus_1', object: 'customer' });
    const res = await send(payload, signature);
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(0);
  });

  it('answers 500 when the handler fails, so Stripe delivers again', async () => {
    failHandler = true;
    const { payload, signature } = delivery(
      'checkout.session.expired',
      sessionObject({ status: 'expired', payment_status: 'unpaid' }),
    );
    const res = await send(payload, signature);
    expect(res.statusCode).toBe(500);
    expect(received).toHaveLength(1);
  });

  it('leaves JSON parsing of the rest of the app alone', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/echo', payload: { a: 1 } });
    expect(res.json()).toEqual({ body: { a: 1 } });
  });
});

describe('createPaymentProvider', () => {
  const base = { PUBLIC_URL: 'http://localhost:3000' } as Config;
  const deps = { db: {} as Db, onEvent: async () => undefined };

  it('uses the local provider without keys and Stripe with them', () => {
    expect(createPaymentProvider(base, deps).name).toBe('local');
    expect(
      createPaymentProvider(
        { ...base, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: fake.url },
        deps,
      ).name,
    ).toBe('stripe');
    expect(() => createPaymentProvider({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' }, deps)).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });
});
