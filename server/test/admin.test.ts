/**
 * Staff endpoints: only for the admin role; products, stock, orders and enquiries.
 */
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { Shopper, signedInShopper, startShop, strongPassword, type TestShop } from './support/app';

let shop: TestShop;
let admin: Shopper;
let customer: Shopper;
beforeAll(async () => {
  shop = await startShop();
  const staff = await signedInShopper(shop, { email: 'staff@gemstore.test' });
  await shop.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'staff@gemstore.test'));
  admin = staff.shopper;
  customer = (await signedInShopper(shop)).shopper;
});
afterAll(() => shop.close());

const newStone = {
  section: 'gemstones',
  category: 'sapphire',
  name: 'Kashmir Sapphire',
  description: 'Velvety cornflower blue.',
  price: 48000,
  weight: 2.1,
  cut: 'Cushion',
  colour: 'Blue',
  clarity: 'Eye-Clean',
  countInStock: 1,
};

it('refuses customers and guests', async () => {
  for (const who of [customer, new Shopper(shop.app)]) {
    for (const res of [
      await who.get('/api/v1/admin/products'),
      await who.post('/api/v1/admin/products', newStone),
      await who.get('/api/v1/admin/orders'),
      await who.get('/api/v1/admin/enquiries'),
    ]) {
      expect([401, 403]).toContain(res.statusCode);
      expect(res.data.success).toBe(false);
    }
  }
});

it('creates a product that shows in the listing, and updates its stock and price', async () => {
  const created = await admin.post('/api/v1/admin/products', newStone);
  expect(created.statusCode).toBe(201);
  const product = created.data.product as { id: number; category: string; colourKey: string };
  expect(product).toMatchObject({ category: 'Sapphire', colourKey: 'blue' });

  const listing = await customer.post('/api/v1/products/?section=gemstones&category=Sapphire', {
    cut: ['cushion'],
  });
  expect((listing.data.product as { id: number }[]).map((p) => p.id)).toContain(product.id);

  // Its details asked once before the edit: the edit clears what the shop kept of them (ADR 060).
  const kept = await customer.get(`/api/v1/products/getProductDetails/${product.id}`);
  expect(kept.data.product).toMatchObject({ countInStock: 1 });
  const updated = await admin.put(`/api/v1/admin/products/${product.id}`, { countInStock: 4, price: 45000 });
  expect(updated.data.product).toMatchObject({ countInStock: 4, priceCents: 4_500_000 });
  const details = await customer.get(`/api/v1/products/getProductDetails/${product.id}`);
  expect(details.data.product).toMatchObject({ countInStock: 4, price: 45000 });

  for (const body of [{ countInStock: -1 }, { price: 'free' }, { category: 'Opal' }, { role: 'x' }]) {
    const res = await admin.put(`/api/v1/admin/products/${product.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toEqual(expect.any(String));
  }
  expect((await admin.put('/api/v1/admin/products/999999', { countInStock: 1 })).statusCode).toBe(404);
});

it('lists enquiries and orders', async () => {
  await new Shopper(shop.app).post('/api/v1/form/leave-message', {
    firstName: 'Kai',
    email: 'kai@example.com',
    message: 'Can I see the Kashmir sapphire on Saturday?',
  });
  const list = await admin.get('/api/v1/admin/enquiries');
  expect(list.data.enquiries).toEqual(
    expect.arrayContaining([expect.objectContaining({ kind: 'leave-message', email: 'kai@example.com' })]),
  );
  expect((await admin.get('/api/v1/admin/orders')).data).toMatchObject({
    success: true,
    orders: expect.any(Array),
  });
});

it('logs an admin in like anyone else (role from the current-user answer)', async () => {
  await admin.get('/api/v1/user/logout');
  const login = await admin.post('/api/v1/user/login', {
    email: 'staff@gemstore.test',
    password: strongPassword,
  });
  expect(login.data.user).toMatchObject({ role: 'admin' });
});
