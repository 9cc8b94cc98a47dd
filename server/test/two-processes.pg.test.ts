/**
 * On Postgres only: one shop served by two real API processes on one database (ADR 060), reached over HTTP as a
 * browser reaches them through a load balancer without sticky sessions. The last piece is sold once whichever
 * process each buyer reaches; a session ended through one process is ended in the other at once; and a stock or
 * price change through one is on the other's next listing, though that listing was cached there a moment before.
 *
 * The processes also sweep every second (MAIL_RETRY_SECONDS=1), each round taking its turn, while the buyers race.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { orderLines, orders, products, users } from '../src/db/schema';
import { queryRows } from '../src/db/client';
import { LISTING_TTL_MS } from '../src/modules/catalogue/cache';
import { CATALOGUE_CHANNEL } from '../src/modules/catalogue/changes';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { insertProduct } from './support/app';
import { sessionIdFrom } from './support/checkout';
import { Browser, saveAddress, SHOP_ORIGIN, shopperPassword, signIn, signUp } from './support/browser';
import { openTestDatabase, type TestDatabase } from './support/database';
import { eventually } from './support/eventually';
import { startMailCapture, type MailCapture } from './support/mail-capture';

let database: TestDatabase;
let mail: MailCapture;
let folder: string;
let processes: ApiProcess[] = [];
/** The two processes' base URLs, in the order `via` counts them. */
let shop: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  if (!database.url) throw new Error('the Postgres project gives its database a URL');
  mail = await startMailCapture();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gemstore-two-processes-'));
  const settings = {
    DATABASE_URL: database.url,
    PUBLIC_URL: SHOP_ORIGIN,
    SMTP_URL: mail.url,
    SHOP_INBOX: 'inbox@gemstore.test',
    // Not the repository's .data: the pictures' folder of this shop alone (none are asked for here).
    DATA_DIR: path.join(folder, 'db'),
    MEDIA_DIR: path.join(folder, 'media'),
    MAIL_RETRY_SECONDS: '1',
  };
  processes = await Promise.all([startApiProcess(settings), startApiProcess(settings)]);
  shop = processes.map((api) => api.url);
}, 180_000);

afterAll(async () => {
  await Promise.all(processes.map((api) => api.stop()));
  await mail.close();
  await database.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

type Listed = { id: number; countInStock: number; price: number | null; description: string };

/** The product as a category's listing shows it, asked of process `via` (a listing is a POST carrying filters). */
async function listed(browser: Browser, category: string, productId: number, via: number): Promise<Listed> {
  const res = await browser.post(
    `/api/v1/products/?section=gemstones&category=${category}&limit=100`,
    {},
    via,
  );
  if (res.status !== 200) throw new Error(`listing failed: ${res.text}`);
  const found = (res.data.product as Listed[]).find((product) => product.id === productId);
  if (!found) throw new Error(`product ${productId} not listed by process ${via}`);
  return found;
}

/** The product's details page, asked of process `via`. */
async function details(browser: Browser, productId: number, via: number): Promise<Listed> {
  const res = await browser.get(`/api/v1/products/getProductDetails/${productId}`, via);
  if (res.status !== 200) throw new Error(`details failed: ${res.text}`);
  return res.data.product as Listed;
}

const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Aiko Tan' };
let shoppers = 0;
const newEmail = (who: string) => `${who}${++shoppers}.${Date.now()}@example.com`;

it('50 buyers of a one-off stone on both processes at once: one order, stock 0, every other buyer told it is gone', async () => {
  const stone = await insertProduct(database.db, {
    name: 'One-off Padparadscha',
    category: 'Sapphire',
    countInStock: 1,
    priceCents: 420_000,
  });
  const buyers = Array.from({ length: 50 }, (_, i) => new Browser(shop, `198.51.100.${i + 1}`));
  await Promise.all(
    buyers.map(async (buyer) => {
      await signUp(buyer, mail, newEmail('buyer'));
      await saveAddress(buyer);
      const added = await buyer.post('/api/v1/cart/update-cart', { productId: stone.id, quantity: 1 });
      if (added.status !== 200) throw new Error(`add to cart failed: ${added.text}`);
    }),
  );
  const [first] = buyers;
  if (!first) throw new Error('no buyers');
  // Each process has the listing cached with the stone in stock.
  for (const via of [0, 1]) expect((await listed(first, 'Sapphire', stone.id, via)).countInStock).toBe(1);

  const attempts = await Promise.all(
    buyers.map((buyer, i) => buyer.post('/api/v1/stripe/create-checkout-session-cart', {}, i % 2)),
  );
  const winners = attempts.flatMap((answer, i) => (answer.status === 200 ? [i] : []));
  expect(winners).toHaveLength(1);
  for (const lost of attempts.filter((answer) => answer.status !== 200)) {
    expect(lost.status).toBe(400);
    expect(lost.data).toMatchObject({
      success: false,
      message: expect.stringMatching(/Out of stock$/),
      countInStock: 0,
    });
  }

  // The winner pays on the test provider's page and comes back to the shop, each step through either process.
  const won = winners[0] ?? -1;
  const winner = buyers[won];
  const checkoutUrl = attempts[won]?.data.url;
  if (!winner || typeof checkoutUrl !== 'string') throw new Error('no winning checkout');
  const { pathname } = new URL(checkoutUrl);
  expect((await winner.get(pathname, (won + 1) % 2)).status).toBe(200);
  const paid = await winner.request('POST', `${pathname}/pay`, { form: card, via: won % 2 });
  expect(paid.status).toBe(303);
  const verified = await winner.post(
    '/api/v1/stripe/verify-payment',
    { sessionId: sessionIdFrom(paid.location) },
    (won + 1) % 2,
  );
  expect(verified.data).toMatchObject({ success: true, status: 'Paid' });

  const sold = await database.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(eq(orderLines.productId, stone.id));
  expect(sold.map((order) => order.status)).toEqual(['Paid']);
  const [row] = await database.db.select().from(products).where(eq(products.id, stone.id));
  expect(row?.countInStock).toBe(0);

  for (const via of [0, 1]) {
    // Awaited: the sale's notice reaching the process's listener.
    await eventually(
      async () => (await listed(first, 'Sapphire', stone.id, via)).countInStock === 0,
      `process ${via} lists the stone as sold`,
    );
    expect((await details(first, stone.id, via)).countInStock).toBe(0);
    // A buyer who tries now is told at once, on either process.
    const late = await buyers[(won + 1 + via) % buyers.length]?.post(
      '/api/v1/stripe/create-checkout-session-cart',
      {},
      via,
    );
    expect(late?.status).toBe(400);
    expect(late?.data.message).toMatch(/Out of stock$/);
  }
}, 180_000);

it('a logout or a password change through one process ends the session in the other at once', async () => {
  const email = newEmail('two.devices');
  const phone = new Browser(shop, '203.0.113.21');
  const laptop = new Browser(shop, '203.0.113.22');
  await signUp(phone, mail, email);
  await signIn(laptop, mail, email);
  for (const via of [0, 1]) {
    expect((await phone.get('/api/v1/user/me', via)).data.user).toMatchObject({ email });
    expect((await laptop.get('/api/v1/user/me', via)).data.user).toMatchObject({ email });
  }

  // The password changed on the phone through process 0: the laptop's next request through process 1 is a guest's.
  const newPassword = 'Paraiba!Tourmaline-77';
  const changed = await phone.put(
    '/api/v1/user/reset-password',
    { currentPassword: shopperPassword, newPassword, confirmPassword: newPassword },
    0,
  );
  expect(changed.status).toBe(200);
  expect((await laptop.get('/api/v1/user/me', 1)).data.user).toBeNull();
  expect((await laptop.get('/api/v1/cart', 1)).status).toBe(401);
  // The phone, which changed it, stays signed in on both.
  for (const via of [0, 1]) {
    expect((await phone.get('/api/v1/user/me', via)).data.user).toMatchObject({ email });
  }

  // Logged out through process 1: the same cookie, sent again to process 0, is a guest's (the session is gone, not
  // only the cookie).
  const cookies = new Map(phone.cookies);
  expect((await phone.get('/api/v1/user/logout', 1)).status).toBe(200);
  const replayed = new Browser(shop, phone.ip);
  for (const [name, value] of cookies) replayed.cookies.set(name, value);
  expect((await replayed.get('/api/v1/user/me', 0)).data.user).toBeNull();
  expect((await replayed.get('/api/v1/cart', 0)).status).toBe(401);
}, 60_000);

it('a stock or price change through one process is on the other’s next listing, cached there a moment before', async () => {
  const staff = new Browser(shop, '203.0.113.31');
  const staffEmail = newEmail('staff');
  await signUp(staff, mail, staffEmail);
  await database.db.update(users).set({ role: 'admin' }).where(eq(users.email, staffEmail));
  const shopper = new Browser(shop, '203.0.113.32');
  await signUp(shopper, mail, newEmail('shopper'));
  await saveAddress(shopper);
  const stone = await insertProduct(database.db, {
    name: 'Colombian Emerald',
    category: 'Emerald',
    countInStock: 2,
    priceCents: 180_000,
  });

  // Through the admin route.
  let cachedAt = Date.now();
  expect(await listed(shopper, 'Emerald', stone.id, 1)).toMatchObject({ countInStock: 2, price: 1800 });
  // Changed behind the API's back, with no notice: process 1 answers from its cache.
  await database.db
    .update(products)
    .set({ description: 'Re-cut by the shop’s lapidary.' })
    .where(eq(products.id, stone.id));
  expect((await listed(shopper, 'Emerald', stone.id, 1)).description).toBe(stone.description);
  const updated = await staff.put(`/api/v1/admin/products/${stone.id}`, { countInStock: 1, price: 1650 }, 0);
  expect(updated.status).toBe(200);
  // Awaited: the change's notice reaching process 1's listener.
  await eventually(
    async () => (await listed(shopper, 'Emerald', stone.id, 1)).countInStock === 1,
    'process 1 lists the new stock',
  );
  // Sooner than the cached answer could have run out on its own: the notice cleared it, not the clock.
  expect(Date.now() - cachedAt).toBeLessThan(LISTING_TTL_MS);
  expect(await listed(shopper, 'Emerald', stone.id, 1)).toMatchObject({
    price: 1650,
    description: 'Re-cut by the shop’s lapidary.',
  });
  // Product details are read from the database at every request: right at once.
  expect(await details(shopper, stone.id, 1)).toMatchObject({ countInStock: 1, price: 1650 });

  // Through a sale: the checkout takes the last piece off the shelf.
  cachedAt = Date.now();
  expect((await listed(shopper, 'Emerald', stone.id, 1)).countInStock).toBe(1);
  const checkout = await shopper.post(
    '/api/v1/stripe/create-checkout-session',
    { productId: stone.id, quantity: 1 },
    0,
  );
  expect(checkout.status).toBe(200);
  expect((await details(shopper, stone.id, 1)).countInStock).toBe(0);
  // Awaited: the sale's notice reaching process 1's listener.
  await eventually(
    async () => (await listed(shopper, 'Emerald', stone.id, 1)).countInStock === 0,
    'process 1 lists the stone as sold',
  );
  expect(Date.now() - cachedAt).toBeLessThan(LISTING_TTL_MS);
}, 60_000);

it('each process stops cleanly, its listener with it, having swept without a failure', async () => {
  const listening = async () =>
    (
      await queryRows<{ pid: number }>(
        database.db,
        sql`SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND query = ${`LISTEN ${CATALOGUE_CHANNEL}`}`,
      )
    ).length;
  expect(await listening()).toBe(2);
  expect(await Promise.all(processes.map((api) => api.stop()))).toEqual([0, 0]);
  // Awaited: Postgres ends the backends a moment after their clients have closed.
  await eventually(async () => (await listening()) === 0, 'no listener left');
  for (const api of processes) {
    expect(api.output()).not.toMatch(/housekeeping failed|"level":50/);
  }
});
