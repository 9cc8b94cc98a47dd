/**
 * One open checkout per shopper, under races (Postgres only: PGlite has one connection and would serialise the
 * requests into proving nothing). Audit issue 20: five parallel creates from one shopper left five open checkouts,
 * each holding its own stock.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { checkoutSessions, localPaymentSessions, products } from '../src/db/schema';
import { insertProduct, saveAddress, signedInShopper, startShop, type TestShop } from './support/app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const stockOf = async (id: number) =>
  (await shop.db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0]?.n;

async function checkoutsOf(userId: string) {
  return shop.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId));
}

it('5 parallel cart checkouts from one shopper: exactly one stays open, its stock taken once', async () => {
  const { shopper, userId } = await signedInShopper(shop);
  await saveAddress(shopper);
  const stone = await insertProduct(shop.db, { countInStock: 5 });
  await shopper.post('/api/v1/cart/update-cart', { productId: stone.id, quantity: 1 });

  const answers = await Promise.all(
    Array.from({ length: 5 }, () => shopper.post('/api/v1/stripe/create-checkout-session-cart')),
  );
  // Each request either got its page, or was told a newer checkout replaced it before its page existed.
  for (const res of answers) expect([200, 409]).toContain(res.statusCode);
  expect(answers.some((r) => r.statusCode === 200)).toBe(true);

  const rows = await checkoutsOf(userId);
  const open = rows.filter((r) => r.status === 'open');
  expect(open).toHaveLength(1);
  expect(rows.filter((r) => r.stockReserved)).toHaveLength(1);
  expect(await stockOf(stone.id)).toBe(4);

  // Only the open checkout's payment page can still be paid; the replaced ones were closed at the provider too.
  const providerIds = rows.map((r) => r.providerSessionId).filter((id): id is string => id !== null);
  const payable = await shop.db
    .select({ id: localPaymentSessions.id })
    .from(localPaymentSessions)
    .where(and(inArray(localPaymentSessions.id, providerIds), eq(localPaymentSessions.status, 'open')));
  expect(payable.map((p) => p.id)).toEqual([open[0]?.providerSessionId]);
});

it('5 parallel buy-now checkouts of different pieces: one open checkout, only its piece held', async () => {
  const { shopper, userId } = await signedInShopper(shop);
  await saveAddress(shopper);
  const stones = await Promise.all(
    Array.from({ length: 5 }, () => insertProduct(shop.db, { countInStock: 1 })),
  );

  await Promise.all(
    stones.map((s) =>
      shopper.post('/api/v1/stripe/create-checkout-session', { productId: s.id, quantity: 1 }),
    ),
  );
  const open = (await checkoutsOf(userId)).filter((r) => r.status === 'open');
  expect(open).toHaveLength(1);
  const held = open[0]?.lines[0]?.productId;
  const stock = await Promise.all(stones.map((s) => stockOf(s.id)));
  expect(stock).toEqual(stones.map((s) => (s.id === held ? 0 : 1)));
});
