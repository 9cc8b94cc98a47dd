/**
 * The whole shop on the Stripe provider, against the fake Stripe server, with webhook deliveries signed as Stripe
 * signs them: delayed payment methods (checkout.session.completed while still unpaid, then async_payment_succeeded
 * or async_payment_failed), and payments that must not be confirmed as they are.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { checkoutSessions, orders, products } from '../../src/db/schema';
import { sweepExpiredCheckouts } from '../../src/modules/checkout/checkout-sessions';
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
    expect(held).toMatchObject({ status: 'pending', stockReserved: true });
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

  it('a pending payment keeps its stone when the same shopper starts another checkout or cancels (issue 30 item 2)', async () => {
    const { shopper, stoneId, session } = await startCheckout();
    expect((await webhook('checkout.session.completed', completeUnpaid(session))).statusCode).toBe(200);
    const pendingCheckout = await checkoutOf(session.id);

    const another = await insertProduct(shop.db, { priceCents: 90_000, countInStock: 1 });
    const next = await shopper.post('/api/v1/stripe/create-checkout-session', {
      productId: another.id,
      quantity: 1,
    });
    expect(next.statusCode).toBe(200);
    // The stone whose money is on its way is not back on sale, and its checkout still waits for the provider.
    expect(await stockOf(stoneId)).toBe(0);
    expect(await checkoutOf(session.id)).toMatchObject({ status: 'pending', stockReserved: true });
    expect(fake.sessions.get(session.id)?.status).toBe('complete');
    // The shopper's cancel (the provider page's back link) does not give it back either.
    const cancel = await shopper.post('/api/v1/stripe/cancel-checkout', { checkout: pendingCheckout?.id });
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(stoneId)).toBe(0);
    expect(await checkoutOf(session.id)).toMatchObject({ status: 'pending', stockReserved: true });

    // The provider's word decides: paid becomes the order.
    const settled = await webhook(
      'checkout.session.async_payment_succeeded',
      fake.completeSession(session.id),
    );
    expect(settled.statusCode).toBe(200);
    expect(await checkoutOf(session.id)).toMatchObject({ status: 'complete', stockReserved: false });
    expect(await stockOf(stoneId)).toBe(0);
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

describe('payments the shop must check before confirming', () => {
  const checking = 'We received your payment and are checking it; we will e-mail you shortly.';
  const staffInbox = 'inbox@gemstore.test';

  /** The mails a shopper and the staff inbox got about order `reference`. */
  const mailsAbout = (reference: string) => shop.mail.messages.filter((m) => m.subject.includes(reference));

  it('a normal payment: verify-payment says Payment verified with the status Paid', async () => {
    const { shopper, email, session } = await startCheckout();
    fake.completeSession(session.id);
    const verify = await shopper.post('/api/v1/stripe/verify-payment', { sessionId: session.id });
    expect(verify.statusCode).toBe(200);
    expect(verify.data).toEqual({
      success: true,
      message: 'Payment verified',
      orderId: expect.any(String) as string,
      status: 'Paid',
    });
    await shop.mail.latest(email, /Your Gemstore order/);
  });

  it('an underpaid session: Needs attention, no confirmation, a "being checked" mail and one to the staff', async () => {
    const { shopper, email, userId, session } = await startCheckout();
    const paid = fake.completeSession(session.id);
    paid.amount_total = 100; // S$1.00 paid for a S$3,200.00 stone

    const verify = await shopper.post('/api/v1/stripe/verify-payment', { sessionId: session.id });
    expect(verify.statusCode).toBe(200);
    expect(verify.data).toEqual({
      success: true,
      message: checking,
      orderId: expect.any(String) as string,
      status: 'Needs attention',
    });
    const [order] = await shop.db.select().from(orders).where(eq(orders.userId, userId));
    expect(order).toMatchObject({ id: verify.data.orderId, status: 'Needs attention' });
    const reference = order?.reference ?? '';

    const toShopper = await shop.mail.latest(email, /checking your payment/);
    expect(toShopper.subject).toBe(`We are checking your payment for order ${reference}`);
    expect(toShopper.text).toContain('we will e-mail you shortly');
    const toStaff = await shop.mail.latest(staffInbox, /Payment needs attention/);
    expect(toStaff.subject).toBe(`Payment needs attention: order ${reference}`);
    expect(toStaff.text).toContain('Paid $1.00 SGD, but the order total is $3,200.00 SGD.');
    expect(toStaff.text).toContain(email);
    expect(toStaff.text).toContain(String(paid.payment_intent));
    // The shopper got no confirmation, and asking again changes nothing.
    expect(mailsAbout(reference).filter((m) => /Your Gemstore order/.test(m.subject))).toEqual([]);
    const again = await shopper.post('/api/v1/stripe/verify-payment', { sessionId: session.id });
    expect(again.data).toMatchObject({
      orderId: verify.data.orderId,
      status: 'Needs attention',
      message: checking,
    });
    expect(mailsAbout(reference)).toHaveLength(2);
  });

  it('paid after the hold lapsed and the stone sold to someone else: Needs attention, staff told', async () => {
    const late = await startCheckout();
    await shop.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.providerSessionId, late.session.id));
    await sweepExpiredCheckouts(shop.app.checkout);
    expect(await stockOf(late.stoneId)).toBe(1);
    // Another shopper takes the stone; then the first payment lands after all.
    const other = await signedInShopper(shop);
    await saveAddress(other.shopper);
    const taken = await other.shopper.post('/api/v1/stripe/create-checkout-session', {
      productId: late.stoneId,
      quantity: 1,
    });
    expect(taken.statusCode).toBe(200);
    const paid = fake.completeSession(late.session.id);
    expect((await webhook('checkout.session.completed', paid)).statusCode).toBe(200);

    const verify = await late.shopper.post('/api/v1/stripe/verify-payment', { sessionId: late.session.id });
    expect(verify.data).toMatchObject({ success: true, message: checking, status: 'Needs attention' });
    const [order] = await shop.db.select().from(orders).where(eq(orders.userId, late.userId));
    const reference = order?.reference ?? '';
    await shop.mail.latest(late.email, /checking your payment/);
    const toStaff = await shop.mail.latest(
      staffInbox,
      new RegExp(`Payment needs attention: order ${reference}`),
    );
    expect(toStaff.text).toContain(
      'Paid after the checkout had lapsed, and its pieces are no longer in stock',
    );
    expect(mailsAbout(reference).filter((m) => /Your Gemstore order/.test(m.subject))).toEqual([]);
    expect(await stockOf(late.stoneId)).toBe(0);
  });
});
