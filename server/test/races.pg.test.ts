/**
 * Races, on Postgres only (PGlite has one connection and would serialise them into proving nothing):
 * the last unit sold once, and one order however many confirmations arrive at once.
 */
import { eq } from 'drizzle-orm';
import { orders, products } from '../src/db/schema';
import { handleProviderEvent } from '../src/modules/checkout/provider-events';
import { createLocalProvider } from '../src/payments';
import type { ProviderEvent } from '../src/payments/provider';
import { payOnLocalPage, sessionIdFrom } from './support/checkout';
import { insertProduct, saveAddress, signedInShopper, startShop, type TestShop } from './support/app';

let shop: TestShop;
// The provider's in-process "webhook" is held back here, so the test decides when it is delivered.
const heldEvents: ProviderEvent[] = [];
beforeAll(async () => {
  shop = await startShop({
    createPayments: (_onEvent, db) =>
      createLocalProvider({
        db,
        publicUrl: 'http://localhost:3000',
        onEvent: async (e) => void heldEvents.push(e),
      }),
  });
});
afterAll(() => shop.close());

it('20 buyers of the last unit: one checkout, one paid order, the rest told it is out of stock', async () => {
  const stone = await insertProduct(shop.db, { name: 'One-of-a-kind Padparadscha', countInStock: 1 });
  const buyers = await Promise.all(Array.from({ length: 20 }, () => signedInShopper(shop)));
  await Promise.all(buyers.map((b) => saveAddress(b.shopper)));

  const attempts = await Promise.all(
    buyers.map((b) =>
      b.shopper.post('/api/v1/stripe/create-checkout-session', { productId: stone.id, quantity: 1 }),
    ),
  );
  const winners = attempts.filter((r) => r.statusCode === 200);
  const losers = attempts.filter((r) => r.statusCode !== 200);
  expect(winners).toHaveLength(1);
  expect(losers).toHaveLength(19);
  for (const res of losers) expect(res.data).toMatchObject({ success: false, message: 'Out of stock' });

  const [won] = winners;
  const winner = buyers[attempts.findIndex((r) => r === won)];
  if (!won || !winner) throw new Error('no winner');
  const paid = await payOnLocalPage(shop.app, String(won.data.url));
  const verified = await winner.shopper.post('/api/v1/stripe/verify-payment', {
    sessionId: sessionIdFrom(paid.location),
  });
  expect(verified.data.success).toBe(true);

  const sold = await shop.db.select().from(orders);
  expect(sold.filter((o) => o.status === 'Paid')).toHaveLength(1);
  const [row] = await shop.db.select().from(products).where(eq(products.id, stone.id));
  expect(row?.countInStock).toBe(0);
});

it('10 verify-payment calls and the webhook for one session at once: exactly one order, stock taken once, one e-mail', async () => {
  const { shopper, userId, email } = await signedInShopper(shop);
  await saveAddress(shopper);
  const stone = await insertProduct(shop.db, { countInStock: 5 });
  const session = await shopper.post('/api/v1/stripe/create-checkout-session', {
    productId: stone.id,
    quantity: 2,
  });
  heldEvents.length = 0;
  const paid = await payOnLocalPage(shop.app, String(session.data.url));
  const sessionId = sessionIdFrom(paid.location);
  expect(heldEvents).toHaveLength(1);
  const [event] = heldEvents;
  if (!event) throw new Error('no payment event');

  const results = await Promise.all([
    ...Array.from({ length: 10 }, () => shopper.post('/api/v1/stripe/verify-payment', { sessionId })),
    handleProviderEvent(shop.app.checkout, event).then(() => null),
  ]);
  const answers = results.filter((r) => r !== null);
  expect(answers.every((r) => r.statusCode === 200)).toBe(true);
  expect(new Set(answers.map((r) => r.data.orderId)).size).toBe(1);

  const own = await shop.db.select().from(orders).where(eq(orders.userId, userId));
  expect(own).toHaveLength(1);
  const [row] = await shop.db.select().from(products).where(eq(products.id, stone.id));
  expect(row?.countInStock).toBe(3);

  // The confirmation is sent inside the call that created the order, before it answers (and before the webhook's
  // handling resolves), so once every call above has settled, every confirmation there will be has arrived.
  const [order] = own;
  const confirmation = (m: { to: string; subject: string }) =>
    m.to.includes(email) && m.subject.includes(`order ${order?.reference}`);
  await shop.mail.find(confirmation, `confirming order ${order?.reference} to ${email}`);
  expect(shop.mail.messages.filter(confirmation)).toHaveLength(1);
});
