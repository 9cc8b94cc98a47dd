/**
 * Two checkouts of the same two pieces, listed in opposite orders, at once (Postgres only: PGlite runs one statement
 * at a time). The stock rows are taken in one order whatever the order of the lines, so one checkout waits for the
 * other instead of each holding the piece the other needs (a deadlock, which Postgres ends by failing one of them).
 *
 * The same when those checkouts are replaced by new ones at once, which puts their pieces back on the shelf.
 *
 * A trigger makes each stock update of this test's database hold its row for 200 ms, so both checkouts have taken
 * their first row before either asks for its second: with the lines locked as listed, that is a deadlock every time.
 */
import { inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Db } from '../src/db/client';
import { products, type CheckoutLine } from '../src/db/schema';
import { ListingCache } from '../src/modules/catalogue/cache';
import { catalogueChangesInProcess } from '../src/modules/catalogue/changes';
import { createCheckout, type CheckoutDeps } from '../src/modules/checkout/checkout-sessions';
import type { PaymentProvider } from '../src/payments/provider';
import { checkoutCustomer, checkoutLine, insertShopper } from './support/checkout';
import { openTestDatabase } from './support/database';
import { insertProduct } from './support/app';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.db;
  close = database.close;
  await db.execute(sql`
    CREATE FUNCTION hold_stock_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_sleep(0.2); RETURN NEW; END $$`);
  await db.execute(sql`
    CREATE TRIGGER hold_stock_row BEFORE UPDATE OF count_in_stock ON products
    FOR EACH ROW EXECUTE FUNCTION hold_stock_row()`);
});
afterAll(() => close());

let sessions = 0;
const payments: PaymentProvider = {
  name: 'local',
  createCheckoutSession: async () => {
    sessions += 1;
    return { id: `lock_${sessions}`, url: `https://pay.example/lock_${sessions}` };
  },
  retrieveSession: async () => null,
  expireSession: async () => undefined,
  upsertCustomer: async () => null,
  parseWebhook: () => null,
};

const deps = (): CheckoutDeps => ({
  db,
  payments,
  mailer: { send: async () => undefined, close: () => undefined },
  catalogue: catalogueChangesInProcess(new ListingCache()),
  publicUrl: 'https://shop.example',
  staffInbox: 'staff@shop.example',
  log: Fastify({ logger: { level: 'silent' } }).log,
});

it('two checkouts of the same two pieces in opposite orders both go through, one after the other', async () => {
  const earring = await insertProduct(db, { name: 'Sapphire earring, left', countInStock: 5 });
  const other = await insertProduct(db, { name: 'Sapphire earring, right', countInStock: 5 });
  const [first, second] = await Promise.all([insertShopper(db), insertShopper(db)]);

  const results = await Promise.allSettled([
    createCheckout(deps(), {
      userId: first,
      kind: 'cart',
      lines: [checkoutLine(earring.id), checkoutLine(other.id)],
      customer: checkoutCustomer(),
      paymentCustomerId: null,
    }),
    createCheckout(deps(), {
      userId: second,
      kind: 'cart',
      lines: [checkoutLine(other.id), checkoutLine(earring.id)],
      customer: checkoutCustomer(),
      paymentCustomerId: null,
    }),
  ]);

  expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'open'))).toEqual([
    'open',
    'open',
  ]);
  const stock = await db
    .select({ left: products.countInStock })
    .from(products)
    .where(inArray(products.id, [earring.id, other.id]));
  expect(stock.map((row) => row.left)).toEqual([3, 3]);
});

it('replacing those two checkouts at once puts both pieces back for each, one after the other', async () => {
  const ring = await insertProduct(db, { name: 'Ruby ring', countInStock: 5 });
  const pendant = await insertProduct(db, { name: 'Ruby pendant', countInStock: 5 });
  const brooch = await insertProduct(db, { name: 'Spinel brooch', countInStock: 5 });
  const [first, second] = await Promise.all([insertShopper(db), insertShopper(db)]);
  const checkout = (userId: string, lines: CheckoutLine[]) =>
    createCheckout(deps(), {
      userId,
      kind: 'cart',
      lines,
      customer: checkoutCustomer(),
      paymentCustomerId: null,
    });
  await checkout(first, [checkoutLine(ring.id), checkoutLine(pendant.id)]);
  await checkout(second, [checkoutLine(pendant.id), checkoutLine(ring.id)]);

  // Each shopper's new checkout gives back the old one's pieces, in the order they were listed there.
  const results = await Promise.allSettled([
    checkout(first, [checkoutLine(brooch.id)]),
    checkout(second, [checkoutLine(brooch.id)]),
  ]);

  expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'open'))).toEqual([
    'open',
    'open',
  ]);
  const stock = await db
    .select({ id: products.id, left: products.countInStock })
    .from(products)
    .where(inArray(products.id, [ring.id, pendant.id, brooch.id]));
  expect(Object.fromEntries(stock.map((row) => [row.id, row.left]))).toEqual({
    [ring.id]: 5,
    [pendant.id]: 5,
    [brooch.id]: 3,
  });
});
