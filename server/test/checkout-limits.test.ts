/**
 * What one shopper may hold and how often they may start a checkout (audit issue 20, stock hoarding): one account
 * could reserve the whole catalogue for 31 minutes with a cart of every piece. The numbers are written out here on
 * purpose, so changing a cap means changing this test too.
 */
import { eq } from 'drizzle-orm';
import { checkoutSessions, products } from '../src/db/schema';
import {
  insertProduct,
  saveAddress,
  signedInShopper,
  startShop,
  type Shopper,
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
