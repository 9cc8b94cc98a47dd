/**
 * The whole shop on the Stripe provider, against the fake Stripe server, with webhook deliveries signed as Stripe
 * signs them: delayed payment methods (checkout.session.completed while still unpaid, then async_payment_succeeded
 * or async_payment_failed), and payments that must not be confirmed as they are.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { checkoutSessions, orders, products } from '../../src/db/schema';
import {
  insertProduct,
  saveAddress,
  signedInShopper,
  startShop,
  type Shopper,
  type TestShop,
} from '../support/app';
import { startFakeStripe, type FakeSession, type FakeStripe } from './fake-stripe';

const SECRET = 'whsec_shop_secret';
const signer = new Stripe('sk_test_signer');

let fake: FakeStripe;
let shop: TestShop;

beforeAll(async () => {
  fake = await startFakeStripe();
  shop = await startShop({
    env: { STRIPE_SECRET_KEY: 'sk_test_shop', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: fake.url },
  });
});

afterAll(async () => {
  await shop.close();
  await fake.close();
});

const stockOf = async (id: number) =>
  (await shop.db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0]?.n;

/** Posts a Stripe event about `session` to the shop's webhook, signed with the shop's secret. */
async function webhook(type: string, session: FakeSession) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type,
    data: { object: session },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return shop.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/** A shopper with an address who has started a buy-now checkout of a new stone; answers its Stripe session. */
async function startCheckout(stock = 1): Promise<{
  shopper: Shopper;
  email: string;
  userId: string;
  stoneId: number;
  session: FakeSession;
}> {
  const { shopper, email, userId } = await signedInShopper(shop);
  await saveAddress(shopper);
  const stone = await insertProduct(shop.db, { priceCents: 320_000, countInStock: stock });
  const res = await shopper.post('/api/v1/stripe/create-checkout-session', {
    productId: stone.id,
    quantity: 1,
  });
  expect(res.statusCode).toBe(200);
  const id = String(res.data.url).split('/').pop() ?? '';
  const session = fake.sessions.get(id);
  if (!session) throw new Error(`no fake session ${id}`);
  return { shopper, email, userId, stoneId: stone.id, session };
}

/** What Stripe's page does for a delayed method (bank transfer, some wallets): complete, payment still pending. */
function completeUnpaid(session: FakeSession): FakeSession {
  session.status = 'complete';
  session.payment_status = 'unpaid';
  return session;
}

const checkoutOf = async (providerSessionId: string) =>
  (
    await shop.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.providerSessionId, providerSessionId))
  )[0];

describe('delayed payment methods', () => {
  it('checkout.session.completed while unpaid is acknowledged and keeps the stone held; async_payment_succeeded fulfils', async () => {
    const { shopper, email, userId, stoneId, session } = await startCheckout();

    const pending = await webhook('checkout.session.completed', completeUnpaid(session));
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({ received: true });
    const held = await checkoutOf(session.id);
    expect(held).toMatchObject({ status: 'open', stockReserved: true });
    // Held past the usual 31 minutes while the payment is on its way (the sweeper would give it back otherwise).
    expect(held?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 24 * 60 * 60 * 1000);
    expect(await stockOf(stoneId)).toBe(0);
    expect(await shop.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);
    // The success page is told the payment is on its way, not that it failed.
    const early = await shopper.post('/api/v1/stripe/verify-payment', { sessionId: session.id });
    expect(early.statusCode).toBe(402);
    expect(early.data).toEqual({
      success: false,
      message: 'Your payment is being processed. We will e-mail you as soon as it is confirmed.',
    });

    const paid = fake.completeSession(session.id);
    const settled = await webhook('checkout.session.async_payment_succeeded', paid);
    expect(settled.statusCode).toBe(200);
    const own = await shop.db.select().from(orders).where(eq(orders.userId, userId));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ status: 'Paid', paymentReference: paid.payment_intent });
    expect(await checkoutOf(session.id)).toMatchObject({ status: 'complete', stockReserved: false });
    expect(await stockOf(stoneId)).toBe(0);
    expect((await shop.mail.latest(email, /Your Gemstore order/)).text).toContain('$3,200.00');
  });

  it('async_payment_failed gives the stone back and closes the checkout', async () => {
    const { userId, stoneId, session } = await startCheckout();
    expect((await webhook('checkout.session.completed', completeUnpaid(session))).statusCode).toBe(200);
    expect(await stockOf(stoneId)).toBe(0);

    const failed = await webhook('checkout.session.async_payment_failed', session);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({ received: true });
    expect(await checkoutOf(session.id)).toMatchObject({ status: 'expired', stockReserved: false });
    expect(await stockOf(stoneId)).toBe(1);
    expect(await shop.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);
    // Delivered again (Stripe retries): nothing more happens.
    expect((await webhook('checkout.session.async_payment_failed', session)).statusCode).toBe(200);
    expect(await stockOf(stoneId)).toBe(1);
  });
});
