/**
 * Cart and wishlist: per user on the server, stock messages of §cart.stock-note, prices from the database,
 * and one shopper can never see or change another's.
 */
import { and, eq } from 'drizzle-orm';
import { wishlistUpdateAnswer } from '@gemstore/shared/contract';
import { cartItems, wishlistItems } from '../src/db/schema';
import { Shopper, insertProduct, signedInShopper, startShop, type TestShop } from './support/app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

type Line = { _id: string; id: number; name: string; price: number; quantity: number; countInStock: number };

describe('cart', () => {
  it('needs a session for every call', async () => {
    const guest = new Shopper(shop.app);
    for (const res of [
      await guest.get('/api/v1/cart'),
      await guest.post('/api/v1/cart/update-cart', { productId: 1, quantity: 1 }),
      await guest.delete('/api/v1/cart/clear-cart'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.data.success).toBe(false);
    }
    const add = await guest.post('/api/v1/cart/update-cart', { productId: 1, quantity: 1 });
    expect(add.data.message).toBe('Please Log In to add this item to your cart.');
  });

  it('adds, sets, removes and clears lines, answering with the whole cart', async () => {
    const { shopper } = await signedInShopper(shop);
    const ruby = await insertProduct(shop.db, { priceCents: 199_950, countInStock: 5 });
    const ring = await insertProduct(shop.db, {
      section: 'jewellery',
      category: 'Rings',
      name: 'Sapphire Halo Ring',
      cut: null,
      colour: null,
      clarity: null,
      weight: null,
      countInStock: 2,
    });
    expect((await shopper.get('/api/v1/cart')).data.cartItems).toEqual([]);

    const added = await shopper.post('/api/v1/cart/update-cart', { productId: ruby.id, quantity: 2 });
    expect(added.statusCode).toBe(200);
    const lines = added.data.cartItems as Line[];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      id: ruby.id,
      name: ruby.name,
      price: 1999.5,
      quantity: 2,
      section: 'gemstones',
      category: 'Ruby',
      cut: 'Oval',
      weight: 1.5,
      countInStock: 5,
      description: ruby.description,
      image: ruby.media,
    });
    expect(lines[0]?._id).toMatch(/^\d+$/); // joinable with '-' in /checkout/cart/{ids}

    const more = await shopper.post('/api/v1/cart/update-cart', { productId: ruby.id, quantity: 3 });
    expect((more.data.cartItems as Line[])[0]?.quantity).toBe(5);
    const tooMany = await shopper.post('/api/v1/cart/update-cart', { productId: ruby.id, quantity: 1 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.data.message).toBe('Only 5 products left');

    await shopper.post('/api/v1/cart/update-cart', { productId: ring.id, quantity: 1 });
    const set = await shopper.post('/api/v1/cart/update-cart-item', { productId: ruby.id, quantity: 1 });
    expect((set.data.cartItems as Line[]).map((l) => [l.id, l.quantity])).toEqual([
      [ruby.id, 1],
      [ring.id, 1],
    ]);
    const over = await shopper.post('/api/v1/cart/update-cart-item', { productId: ring.id, quantity: 3 });
    expect(over.data.message).toBe('Only 2 products left');

    const removed = await shopper.delete('/api/v1/cart/delete-cart', { productId: ring.id });
    expect((removed.data.cartItems as Line[]).map((l) => l.id)).toEqual([ruby.id]);
    expect((await shopper.delete('/api/v1/cart/delete-cart', { productId: ring.id })).statusCode).toBe(404);

    const cleared = await shopper.delete('/api/v1/cart/clear-cart');
    expect(cleared.data).toMatchObject({ success: true, cartItems: [] });
  });

  it('says Out of stock at zero and refuses price-on-request pieces', async () => {
    const { shopper } = await signedInShopper(shop);
    const gone = await insertProduct(shop.db, { countInStock: 0 });
    const featured = await insertProduct(shop.db, { category: 'Featured' });
    const none = await shopper.post('/api/v1/cart/update-cart', { productId: gone.id, quantity: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.data.message).toBe('Out of stock');
    const enquire = await shopper.post('/api/v1/cart/update-cart', { productId: featured.id, quantity: 1 });
    expect(enquire.statusCode).toBe(400);
    expect(String(enquire.data.message)).toMatch(/enquire/i);
  });

  it('keeps each shopper’s cart and wishlist to themselves', async () => {
    const a = await signedInShopper(shop);
    const b = await signedInShopper(shop);
    const product = await insertProduct(shop.db);
    await a.shopper.post('/api/v1/cart/update-cart', { productId: product.id, quantity: 1 });
    await a.shopper.put('/api/v1/wishlist/update-wishlist', { productId: product.id });
    expect((await b.shopper.get('/api/v1/cart')).data.cartItems).toEqual([]);
    expect((await b.shopper.get('/api/v1/wishlist')).data.wishlistItems).toEqual([]);
    // B's calls act on B's own lists only: nothing of A's changes.
    await b.shopper.delete('/api/v1/cart/clear-cart');
    await b.shopper.delete('/api/v1/cart/delete-cart', { productId: product.id });
    expect((await a.shopper.get('/api/v1/cart')).data.cartItems).toHaveLength(1);
    expect((await a.shopper.get('/api/v1/wishlist')).data.wishlistItems).toHaveLength(1);
  });
});

describe('wishlist', () => {
  it('toggles by product id and answers with the whole list', async () => {
    const { shopper } = await signedInShopper(shop);
    const product = await insertProduct(shop.db, { priceCents: 900_000 });
    const on = await shopper.put('/api/v1/wishlist/update-wishlist', { productId: product.id });
    expect(on.data).toMatchObject({ success: true, message: 'Added to wishlist' });
    expect(on.data.wishlistItems).toEqual([expect.objectContaining({ id: product.id, price: 9000 })]);
    const off = await shopper.put('/api/v1/wishlist/update-wishlist', { productId: product.id });
    expect(off.data).toMatchObject({ success: true, message: 'Removed from wishlist', wishlistItems: [] });
    const missing = await shopper.put('/api/v1/wishlist/update-wishlist', { productId: 987654 });
    expect(missing.statusCode).toBe(404);
    expect(missing.data.message).toBe('Product not found');
    expect((await new Shopper(shop.app).get('/api/v1/wishlist')).statusCode).toBe(401);
  });

  it('leaves no rows behind for refused calls', async () => {
    const { shopper } = await signedInShopper(shop);
    const before = [
      (await shop.db.select().from(cartItems)).length,
      (await shop.db.select().from(wishlistItems)).length,
    ];
    for (const body of [
      {},
      { productId: 'x' },
      { productId: -4 },
      { productId: 1, quantity: 0 },
      { productId: 1, quantity: 10_000 },
    ]) {
      const res = await shopper.post('/api/v1/cart/update-cart', body);
      expect(res.statusCode).toBe(400);
      expect(res.data.message).toEqual(expect.any(String));
    }
    expect([
      (await shop.db.select().from(cartItems)).length,
      (await shop.db.select().from(wishlistItems)).length,
    ]).toEqual(before);
  });
});

describe('PUT /api/v1/wishlist/items/{productId}: the idempotent call beside the toggle (§wishlist.set-call)', () => {
  const itemPath = (productId: number | string) => `/api/v1/wishlist/items/${productId}`;
  const savedRows = async (userId: string, productId: number) =>
    (
      await shop.db
        .select()
        .from(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    ).length;

  it('saved: true adds the product once, saved: false removes it once; sending either again changes nothing', async () => {
    const { shopper, userId } = await signedInShopper(shop);
    const product = await insertProduct(shop.db, { priceCents: 900_000 });

    const saved = await shopper.put(itemPath(product.id), { saved: true });
    expect(saved.statusCode).toBe(200);
    // §wishlist.set-call: the answer carries success, message and the whole list, in the contract's shape.
    expect(wishlistUpdateAnswer.parse(saved.data)).toMatchObject({
      success: true,
      message: 'Saved to wishlist',
    });
    expect(saved.data.wishlistItems).toEqual([expect.objectContaining({ id: product.id, price: 9000 })]);

    const savedAgain = await shopper.put(itemPath(product.id), { saved: true });
    expect(savedAgain.statusCode).toBe(200);
    expect(savedAgain.data.wishlistItems).toEqual(saved.data.wishlistItems);
    expect(await savedRows(userId, product.id)).toBe(1);

    const removed = await shopper.put(itemPath(product.id), { saved: false });
    expect(removed.statusCode).toBe(200);
    expect(wishlistUpdateAnswer.parse(removed.data)).toMatchObject({
      success: true,
      message: 'Removed from wishlist',
      wishlistItems: [],
    });

    const removedAgain = await shopper.put(itemPath(product.id), { saved: false });
    expect(removedAgain.statusCode).toBe(200);
    expect(removedAgain.data).toMatchObject({ success: true, wishlistItems: [] });
    expect(await savedRows(userId, product.id)).toBe(0);
    expect((await shopper.get('/api/v1/wishlist')).data.wishlistItems).toEqual([]);
  });

  it('changes only the product named in the path', async () => {
    const { shopper } = await signedInShopper(shop);
    const ruby = await insertProduct(shop.db);
    const emerald = await insertProduct(shop.db, { category: 'Emerald', colour: 'Green' });
    await shopper.put(itemPath(ruby.id), { saved: true });
    await shopper.put(itemPath(emerald.id), { saved: true });
    const res = await shopper.put(itemPath(ruby.id), { saved: false });
    expect((res.data.wishlistItems as { id: number }[]).map((item) => item.id)).toEqual([emerald.id]);
    // The toggle of §wishlist.set-call still works beside it, on the same list.
    const toggled = await shopper.put('/api/v1/wishlist/update-wishlist', { productId: ruby.id });
    expect(toggled.data.message).toBe('Added to wishlist');
    expect((toggled.data.wishlistItems as unknown[]).length).toBe(2);
  });

  it.each([true, false])(
    'answers 404 Product not found for a product that does not exist (saved: %s)',
    async (saved) => {
      const { shopper, userId } = await signedInShopper(shop);
      const res = await shopper.put(itemPath(987_654), { saved });
      expect(res.statusCode).toBe(404);
      expect(res.data).toEqual({ success: false, message: 'Product not found' });
      expect(await savedRows(userId, 987_654)).toBe(0);
    },
  );

  it('answers 401 to a guest, like the other wishlist calls (§routes.table: the wishlist is for customers)', async () => {
    const product = await insertProduct(shop.db);
    const guest = new Shopper(shop.app);
    for (const saved of [true, false]) {
      const res = await guest.put(itemPath(product.id), { saved });
      expect(res.statusCode).toBe(401);
      expect(res.data).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(
      (await shop.db.select().from(wishlistItems).where(eq(wishlistItems.productId, product.id))).length,
    ).toBe(0);
  });

  it('answers 400 with a clear message to a body or id it cannot use, and saves nothing', async () => {
    const { shopper, userId } = await signedInShopper(shop);
    const product = await insertProduct(shop.db);
    const bodyMessage = 'Send { "saved": true } to save the product or { "saved": false } to remove it';
    const cases: [string, unknown, string | RegExp][] = [
      [itemPath(product.id), {}, bodyMessage],
      [itemPath(product.id), { saved: 'yes' }, bodyMessage],
      [itemPath(product.id), { saved: 1 }, bodyMessage],
      [itemPath(product.id), { saved: null }, bodyMessage],
      [itemPath(product.id), [true], bodyMessage],
      [itemPath(product.id), { saved: true, productId: product.id }, /^Unknown field: productId\./],
      [itemPath('ruby'), { saved: true }, 'Invalid product id'],
      [itemPath(0), { saved: true }, 'Invalid product id'],
      [itemPath(-3), { saved: true }, 'Invalid product id'],
      [itemPath('1.5'), { saved: true }, 'Invalid product id'],
      [itemPath(99_999_999_999), { saved: true }, 'Invalid product id'],
    ];
    for (const [path, body, message] of cases) {
      const res = await shopper.put(path, body);
      expect({ path, body, status: res.statusCode }).toEqual({ path, body, status: 400 });
      expect(res.data.success).toBe(false);
      expect(res.data.message).toEqual(
        typeof message === 'string' ? message : expect.stringMatching(message),
      );
    }
    const noBody = await shopper.request('PUT', itemPath(product.id));
    expect(noBody.statusCode).toBe(400);
    expect(noBody.data.message).toBe(bodyMessage);
    expect(await savedRows(userId, product.id)).toBe(0);
  });
});
