/**
 * Catalogue: the filtered listing (§listing.product-call), guest price visibility (§price.guest-limit), the
 * slug lookup and details.
 */
import { Shopper, insertProduct, signedInShopper, startShop, type TestShop } from './support/app';

let shop: TestShop;
let guest: Shopper;
type P = {
  id: number;
  name: string;
  price: number | null;
  priceHidden: string | null;
  weight: number;
  link: string;
};
const ids = (res: { data: Record<string, unknown> }) => (res.data.product as P[]).map((p) => p.id);

const fixtures: Record<string, number> = {};
beforeAll(async () => {
  shop = await startShop();
  guest = new Shopper(shop.app);
  const add = async (key: string, values: Parameters<typeof insertProduct>[1]) => {
    fixtures[key] = (await insertProduct(shop.db, values)).id;
  };
  await add('cheapOval', {
    name: 'Burmese Ruby',
    cut: 'Oval',
    colour: 'Red',
    clarity: 'Eye-Clean',
    weight: 0.5,
    priceCents: 120_000,
  });
  await add('pricyRound', {
    name: 'Pigeon-Blood Ruby',
    cut: 'Round',
    colour: 'Purplish Red',
    clarity: 'Very Slightly Included',
    weight: 3,
    priceCents: 850_000,
  });
  await add('bigPear', {
    name: 'Mozambique Ruby',
    cut: 'Pear',
    colour: 'Pinkish Red',
    clarity: 'Included',
    weight: 20,
    priceCents: 1_500_000,
  });
  await add('sapphire', {
    category: 'Sapphire',
    name: 'Ceylon Sapphire',
    colour: 'Blue',
    priceCents: 300_000,
  });
  await add('featured', { category: 'Featured', name: 'Museum Ruby', priceCents: 9_900_000 });
  await add('ring', {
    section: 'jewellery',
    category: 'Rings',
    name: 'Ruby Halo Ring',
    cut: null,
    colour: null,
    clarity: null,
    weight: null,
    priceCents: 420_000,
  });
  await add('hidden', { name: 'Withdrawn Ruby', active: false });
});
afterAll(() => shop.close());

const list = (query: string, body: unknown = {}, who: Shopper = guest) =>
  who.post(`/api/v1/products/?${query}`, body);

describe('listing', () => {
  it('lists a category, case-insensitively, without inactive products', async () => {
    const res = await list('section=gemstones&category=ruby');
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ success: true, total: 3, page: 1 });
    expect(ids(res)).toEqual([fixtures.cheapOval, fixtures.pricyRound, fixtures.bigPear]);
  });

  it('filters by cut, colour (hyphenated), clarity, carat and price ranges', async () => {
    expect(ids(await list('section=gemstones&category=Ruby', { cut: ['round', 'pear'] }))).toEqual([
      fixtures.pricyRound,
      fixtures.bigPear,
    ]);
    expect(ids(await list('section=gemstones&category=Ruby', { colour: ['purplish-red'] }))).toEqual([
      fixtures.pricyRound,
    ]);
    expect(
      ids(await list('section=gemstones&category=Ruby', { clarity: ['Eye-Clean', 'included'] })),
    ).toEqual([fixtures.cheapOval, fixtures.bigPear]);
    expect(ids(await list('section=gemstones&category=Ruby', { weight: [1, 5] }))).toEqual([
      fixtures.pricyRound,
    ]);
    // The top of the carat slider means "and above".
    expect(ids(await list('section=gemstones&category=Ruby', { weight: [10, 20] }))).toEqual([
      fixtures.bigPear,
    ]);
    expect(ids(await list('section=gemstones&category=Ruby', { price: [0, 2000] }))).toEqual([
      fixtures.cheapOval,
    ]);
    expect(ids(await list('section=gemstones&category=Ruby', { price: [5000, 10000] }))).toEqual([
      fixtures.pricyRound,
      fixtures.bigPear,
    ]);
    expect(ids(await list('section=gemstones&category=Ruby', { cut: ['trillion'] }))).toEqual([]);
  });

  it('sorts and pages on the server when asked', async () => {
    expect(ids(await list('section=gemstones&category=Ruby&sort=price-desc'))).toEqual([
      fixtures.bigPear,
      fixtures.pricyRound,
      fixtures.cheapOval,
    ]);
    expect(ids(await list('section=gemstones&category=Ruby&sort=carat-asc&limit=2&page=2'))).toEqual([
      fixtures.bigPear,
    ]);
  });

  it('hides prices above $5000 from guests and shows them to customers; Featured is price on request', async () => {
    const asGuest = (await list('section=gemstones&category=Ruby')).data.product as P[];
    expect(asGuest.find((p) => p.id === fixtures.cheapOval)).toMatchObject({
      price: 1200,
      priceHidden: null,
    });
    expect(asGuest.find((p) => p.id === fixtures.pricyRound)).toMatchObject({
      price: null,
      priceHidden: 'login',
    });

    const { shopper } = await signedInShopper(shop);
    const asCustomer = (await list('section=gemstones&category=Ruby', {}, shopper)).data.product as P[];
    expect(asCustomer.find((p) => p.id === fixtures.pricyRound)).toMatchObject({
      price: 8500,
      priceHidden: null,
    });

    const featured = (await list('section=gemstones&category=Featured', {}, shopper)).data.product as P[];
    expect(featured[0]).toMatchObject({ id: fixtures.featured, price: null, priceHidden: 'enquire' });
  });

  it('§product.link: builds product links', async () => {
    const res = await list('section=gemstones&category=Ruby');
    const pricy = (res.data.product as P[]).find((p) => p.id === fixtures.pricyRound);
    expect(pricy?.link).toBe(`/gemstones/ruby/pigeon-blood-ruby-3ct-round-cut-${fixtures.pricyRound}`);
    const ring = (await list('section=jewellery&category=Rings')).data.product as P[];
    expect(ring[0]?.link).toBe(`/jewellery/rings/ruby-halo-ring-${fixtures.ring}`);
  });

  it.each([
    ['section=rocks&category=Ruby', {}],
    ['section=gemstones&category=Opal', {}],
    ['category=Ruby', {}],
    ['section=gemstones&category=Ruby', { weight: [5, 1] }],
    ['section=gemstones&category=Ruby', { weight: 'heavy' }],
    ['section=gemstones&category=Ruby', { price: [-1, 5] }],
    ['section=gemstones&category=Ruby', { cut: Array.from({ length: 50 }, () => 'oval') }],
    ['section=gemstones&category=Ruby&limit=100000', {}],
    ['section=gemstones&category=Ruby', { unknown: true }],
  ])('refuses %s %j with a message', async (query, body) => {
    const res = await list(query, body);
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe('product lookup', () => {
  it('finds a gemstone from its slug words, weight and cut', async () => {
    const res = await guest.get(
      '/api/v1/products/gemstones?name=pigeon blood ruby&category=ruby&weight=3&cut=round',
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.product).toMatchObject({ id: fixtures.pricyRound, name: 'Pigeon-Blood Ruby' });
    const miss = await guest.get('/api/v1/products/gemstones?name=pigeon blood ruby&weight=4');
    expect(miss.statusCode).toBe(404);
    expect(miss.data.message).toBe('Product not found');
    expect((await guest.get('/api/v1/products/rocks?name=x')).statusCode).toBe(400);
  });

  it('returns details by id on both paths, 404 for unknown or inactive, 400/404 never 500 for garbage', async () => {
    const a = await guest.get(`/api/v1/products/getProductDetails/${fixtures.sapphire}`);
    expect(a.data.product).toMatchObject({
      _id: String(fixtures.sapphire),
      id: fixtures.sapphire,
      name: 'Ceylon Sapphire',
      section: 'gemstones',
      category: 'Sapphire',
      price: 3000,
      cut: 'Oval',
      colour: 'Blue',
      clarity: 'Eye-Clean',
      countInStock: 5,
      image: expect.any(Array),
    });
    const b = await guest.get(
      `/api/v1/products/productDetails/${fixtures.sapphire}?section=gemstones&category=sapphire`,
    );
    expect(b.data.product).toEqual(a.data.product);
    expect(
      (await guest.get(`/api/v1/products/productDetails/${fixtures.sapphire}?category=ruby`)).statusCode,
    ).toBe(404);
    expect((await guest.get(`/api/v1/products/getProductDetails/${fixtures.hidden}`)).statusCode).toBe(404);
    for (const id of ['999999', 'abc', '-1', '1.5', '99999999999999']) {
      const res = await guest.get(`/api/v1/products/getProductDetails/${id}`);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.data.message).toEqual(expect.any(String));
    }
  });
});

describe('countries and health', () => {
  it('lists about 250 countries with Singapore first', async () => {
    const res = await guest.get('/api/v1/countries');
    const countries = res.data.countries as { name: string; code: string; dialCode: string; flag: string }[];
    expect(countries.length).toBeGreaterThan(240);
    expect(countries[0]).toEqual({ name: 'Singapore', code: 'SG', dialCode: '+65', flag: '🇸🇬' });
    expect(countries.find((c) => c.code === 'US')?.dialCode).toBe('+1');
    expect(countries.find((c) => c.code === 'GB')?.dialCode).toBe('+44');
  });

  it('reports health and serves OpenAPI docs', async () => {
    expect((await guest.get('/api/v1/health')).data).toMatchObject({ status: 'ok' });
    const docs = await guest.get('/api/docs/json');
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys((docs.data as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/user/login', '/api/v1/stripe/verify-payment']));
    expect(paths.some((p) => p.replace(/\/$/, '') === '/api/v1/products')).toBe(true);
  });
});
