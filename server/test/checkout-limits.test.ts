/**
 * What one shopper may hold and how often they may start a checkout (audit issue 20, stock hoarding): one account
 * could reserve the whole catalogue for 31 minutes with a cart of every piece. The numbers are written out here on
 * purpose, so changing a cap means changing this test too.
 */
import { eq } from 'drizzle-orm';
import { checkoutSessions, products } from '../src/db/schema';
import {
  Shopper,
  insertProduct,
  saveAddress,
  signedInShopper,
  startShop,
  type TestShop,
} from './support/app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const stockOf = async (id: number) =>
  (await shop.db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0]?.n;

async function buyer() {
  const signedIn = await signedInShopper(shop);
  await saveAddress(signedIn.shopper);
  return signedIn;
}

/** Puts `count` new pieces in the cart, `quantity` of each; answers the pieces. */
async function fillCart(shopper: Shopper, count: number, quantity = 1, priceCents = 100_000) {
  const pieces = [];
  for (let i = 0; i < count; i++) {
    const piece = await insertProduct(shop.db, { priceCents, countInStock: 5 });
    const added = await shopper.post('/api/v1/cart/update-cart', { productId: piece.id, quantity });
    expect(added.statusCode).toBe(200);
    pieces.push(piece);
  }
  return pieces;
}

async function cartOf(shopper: Shopper) {
  return (await shopper.get('/api/v1/cart')).data.cartItems as { productId?: number; quantity: number }[];
}

describe('what one checkout may hold', () => {
  it('takes 10 different pieces and 20 units in all', async () => {
    const { shopper } = await buyer();
    await fillCart(shopper, 10, 2);
    expect((await shopper.post('/api/v1/cart/proceed-to-checkout', { page: 'cart' })).statusCode).toBe(200);
    const res = await shopper.post('/api/v1/stripe/create-checkout-session-cart');
    expect(res.statusCode).toBe(200);
  });

  it('refuses an 11th different piece, says the limit, and leaves the cart and stock as they were', async () => {
    const { shopper, userId } = await buyer();
    const pieces = await fillCart(shopper, 11);
    const before = await cartOf(shopper);
    const message =
      'A checkout can hold at most 10 different pieces. Please remove some from your cart and try again.';

    const check = await shopper.post('/api/v1/cart/proceed-to-checkout', { page: 'cart' });
    expect(check.statusCode).toBe(400);
    expect(check.data).toMatchObject({ success: false, message });
    const res = await shopper.post('/api/v1/stripe/create-checkout-session-cart');
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ success: false, message });

    expect(await cartOf(shopper)).toEqual(before);
    expect(await Promise.all(pieces.map((p) => stockOf(p.id)))).toEqual(pieces.map(() => 5));
    expect(await shop.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId))).toEqual(
      [],
    );
  });

  it('refuses a 21st unit in a cart', async () => {
    const { shopper } = await buyer();
    const pieces = await fillCart(shopper, 10, 2);
    const extra = pieces[0];
    if (!extra) throw new Error('no piece');
    await shopper.post('/api/v1/cart/update-cart', { productId: extra.id, quantity: 3 });
    const before = await cartOf(shopper);
    const res = await shopper.post('/api/v1/stripe/create-checkout-session-cart');
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe(
      'A checkout can hold at most 20 pieces in all. Please lower some quantities and try again.',
    );
    expect(await cartOf(shopper)).toEqual(before);
    expect(await stockOf(extra.id)).toBe(5);
  });

  it('buy now: 20 of one piece, not 21', async () => {
    const { shopper } = await buyer();
    const lot = await insertProduct(shop.db, { priceCents: 10_000, countInStock: 30 });
    const over = await shopper.post('/api/v1/stripe/create-checkout-session', {
      productId: lot.id,
      quantity: 21,
    });
    expect(over.statusCode).toBe(400);
    expect(over.data.message).toBe(
      'A checkout can hold at most 20 pieces in all. Please lower some quantities and try again.',
    );
    expect(await stockOf(lot.id)).toBe(30);
    const ok = await shopper.post('/api/v1/stripe/create-checkout-session', {
      productId: lot.id,
      quantity: 20,
    });
    expect(ok.statusCode).toBe(200);
    expect(await stockOf(lot.id)).toBe(10);
  });

  it('holds pieces worth $150,000.00 at most', async () => {
    const { shopper } = await buyer();
    const atLimit = await insertProduct(shop.db, { priceCents: 15_000_000, countInStock: 1 });
    const past = await insertProduct(shop.db, { priceCents: 15_000_001, countInStock: 1 });
    const refused = await shopper.post('/api/v1/stripe/create-checkout-session', {
      productId: past.id,
      quantity: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.data.message).toBe(
      'A checkout can hold pieces worth at most $150,000.00. Please contact us for a larger purchase.',
    );
    expect(await stockOf(past.id)).toBe(1);
    const ok = await shopper.post('/api/v1/stripe/create-checkout-session', {
      productId: atLimit.id,
      quantity: 1,
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('how often a checkout may be started', () => {
  const buyNow = (shopper: Shopper, productId: number) =>
    shopper.post('/api/v1/stripe/create-checkout-session', { productId, quantity: 1 });

  it('10 per shopper in 10 minutes; the 11th is refused with 429 and a clear message', async () => {
    const { shopper } = await signedInShopper(shop, { ip: '192.0.2.1' });
    await saveAddress(shopper);
    const lot = await insertProduct(shop.db, { priceCents: 10_000, countInStock: 100 });
    for (let i = 1; i <= 10; i++) expect((await buyNow(shopper, lot.id)).statusCode).toBe(200);
    const refused = await buyNow(shopper, lot.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.data).toMatchObject({
      success: false,
      message: 'Too many checkouts. Please try again in 10 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60);
    // The cart route is the same door.
    await shopper.post('/api/v1/cart/update-cart', { productId: lot.id, quantity: 1 });
    expect((await shopper.post('/api/v1/stripe/create-checkout-session-cart')).statusCode).toBe(429);
    // The checkout it already has stays as it was: one unit held.
    expect(await stockOf(lot.id)).toBe(99);
  });

  it('30 per address in 10 minutes, whoever is signed in; the 31st is refused', async () => {
    const ip = '192.0.2.2';
    const lot = await insertProduct(shop.db, { priceCents: 10_000, countInStock: 100 });
    const shoppers = [];
    for (let i = 0; i < 4; i++) {
      const { shopper } = await signedInShopper(shop, { ip });
      await saveAddress(shopper);
      shoppers.push(shopper);
    }
    const [a, b, c, d] = shoppers;
    if (!a || !b || !c || !d) throw new Error('shoppers missing');
    for (const shopper of [a, b, c]) {
      for (let i = 1; i <= 10; i++) expect((await buyNow(shopper, lot.id)).statusCode).toBe(200);
    }
    const refused = await buyNow(d, lot.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.data.message).toBe(
      'Too many checkouts from your network. Please try again in 10 minutes.',
    );
    // The same shopper on another network is not held back by that address.
    const elsewhere = new Shopper(shop.app, '192.0.2.3');
    for (const [name, value] of d.cookies) elsewhere.cookies.set(name, value);
    expect((await buyNow(elsewhere, lot.id)).statusCode).toBe(200);
  });
});

it('CHECKOUTS_PER_10_MINUTES sets the per-address limit (a shop behind one shared address raises it)', async () => {
  const limited = await startShop({ env: { CHECKOUTS_PER_10_MINUTES: '2' } });
  try {
    const { shopper } = await signedInShopper(limited);
    await saveAddress(shopper);
    const lot = await insertProduct(limited.db, { priceCents: 10_000, countInStock: 10 });
    const start = () =>
      shopper.post('/api/v1/stripe/create-checkout-session', { productId: lot.id, quantity: 1 });
    expect((await start()).statusCode).toBe(200);
    expect((await start()).statusCode).toBe(200);
    expect((await start()).data.message).toBe(
      'Too many checkouts from your network. Please try again in 10 minutes.',
    );
  } finally {
    await limited.close();
  }
});
