/**
 * Which sites may change data (issue 22, item 8; ADR 032): a state change needs an allowed Origin, or no Origin and
 * the fetch metadata of the shop's own pages; `Origin: null` and a request that says nothing are refused. The signed
 * Stripe webhook, the catalogue listing and the check before payment (POSTs that change nothing) are exempt. In production the remotes'
 * localhost origins are not allowed unless CORS_ORIGINS names them, and the API docs are off unless API_DOCS=on.
 * Logout is a GET (§security.logout-get): refused when the browser says another site sent it.
 */
import { loadConfig } from '../src/config';
import { foreignSiteMessage, nullOriginMessage, unknownSiteMessage } from '../src/lib/origins';
import { databaseFingerprint } from './support/fingerprint';
import { insertProduct, signedInShopper, startShop, type TestShop } from './support/app';

let shop: TestShop;
let cookie: string;
let product: { id: number };
beforeAll(async () => {
  shop = await startShop();
  const { shopper } = await signedInShopper(shop);
  cookie = [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  product = await insertProduct(shop.db);
});
afterAll(() => shop.close());

const rename = (headers: Record<string, string>) =>
  shop.app.inject({
    method: 'PUT',
    url: '/api/v1/user/update-user',
    headers: { cookie, 'x-forwarded-for': '203.0.113.7', ...headers },
    payload: { firstName: 'Changed' },
  });

it.each([
  ['Origin: null', { origin: 'null' }, nullOriginMessage],
  [
    'Origin: null, even with same-origin fetch metadata',
    { origin: 'null', 'sec-fetch-site': 'same-origin' },
    nullOriginMessage,
  ],
  ['no Origin and no fetch metadata', {}, unknownSiteMessage],
  ['no Origin, and fetch metadata of another site', { 'sec-fetch-site': 'cross-site' }, unknownSiteMessage],
  ['no Origin, and fetch metadata of another kind', { 'sec-fetch-site': 'whatever' }, unknownSiteMessage],
])('refuses a state change with %s, and changes nothing', async (_label, headers, message) => {
  const before = await databaseFingerprint(shop.db);
  const res = await rename(headers);
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ success: false, message });
  expect(await databaseFingerprint(shop.db)).toBe(before);
});

it.each([
  ['the shop’s Origin', { origin: 'http://localhost:3000' }],
  ['a remote’s Origin (development)', { origin: 'http://localhost:3001' }],
  ['no Origin and same-origin fetch metadata', { 'sec-fetch-site': 'same-origin' }],
  ['no Origin and same-site fetch metadata', { 'sec-fetch-site': 'same-site' }],
  ['no Origin and fetch metadata of a typed address', { 'sec-fetch-site': 'none' }],
])('accepts a state change with %s', async (_label, headers) => {
  const res = await rename(headers);
  expect(res.statusCode).toBe(200);
});

it('still reads without an Origin (GET)', async () => {
  const res = await shop.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie } });
  expect(res.statusCode).toBe(200);
});

describe('logout, a GET that ends the session (§security.logout-get)', () => {
  /** A shopper of their own, since a logout that goes through ends the session the other tests use. */
  async function logoutWith(headers: Record<string, string>) {
    const { shopper } = await signedInShopper(shop);
    const own = [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await shop.app.inject({
      method: 'GET',
      url: '/api/v1/user/logout',
      headers: { cookie: own, ...headers },
    });
    const me = await shop.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie: own } });
    return { res, signedIn: (me.json() as { user: unknown }).user !== null };
  }

  it.each([
    ['a link on another site', { 'sec-fetch-site': 'cross-site' }, foreignSiteMessage],
    [
      'a script on another site',
      { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      foreignSiteMessage,
    ],
    ['a page without an address', { origin: 'null' }, nullOriginMessage],
    // Issue 30 item 12, ADR 037: a sibling host's link or image (cookies go along with SameSite=Lax), and a page in a
    // browser that sends no fetch metadata, without the shop's client header.
    ['a page on another host of the same site', { 'sec-fetch-site': 'same-site' }, foreignSiteMessage],
    ['a same-site page in a browser that says nothing', {}, unknownSiteMessage],
    ['a page that names another client', { 'x-requested-with': 'XMLHttpRequest' }, unknownSiteMessage],
  ])('is refused from %s, and the shopper stays signed in', async (_label, headers, message) => {
    const { res, signedIn } = await logoutWith(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message });
    expect(signedIn).toBe(true);
  });

  it.each([
    ['the shop’s own page', { 'sec-fetch-site': 'same-origin' }],
    ['the shop’s Origin', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-site' }],
    ['an address typed in', { 'sec-fetch-site': 'none' }],
    ['the shop’s own page in a browser that sends no fetch metadata', { 'x-requested-with': 'gemstore' }],
  ])('signs out from %s', async (_label, headers) => {
    const { res, signedIn } = await logoutWith(headers);
    expect(res.statusCode).toBe(200);
    expect(signedIn).toBe(false);
  });
});

it('lets the HTML server ask the listing (a POST that changes nothing) without an Origin', async () => {
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/products/?section=gemstones&category=Ruby',
    headers: { cookie },
    payload: {},
  });
  expect(res.statusCode).toBe(200);
});

it('lets the HTML server ask the check before payment (a POST that changes nothing) without an Origin', async () => {
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/cart/proceed-to-checkout',
    headers: { cookie },
    payload: { page: 'product', productId: product.id, quantity: 1, country: 'Singapore' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ success: true, summary: { items: [{ productId: product.id }] } });
});

it('leaves the signed Stripe webhook to its signature', async () => {
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    headers: { 'content-type': 'application/json' },
    payload: '{}',
  });
  expect(res.statusCode).not.toBe(403);
  expect(res.statusCode).toBeLessThan(500);
});

describe('settings', () => {
  const remotes = [
    'http://localhost:3001',
    'http://localhost:3002',
    'http://localhost:3003',
    'http://localhost:3004',
  ];

  const inProduction = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://gemstore.example',
    // Without a Stripe key a production shop must say it is a test shop (ADR 036).
    PAYMENTS_TEST_MODE_IN_PRODUCTION: 'yes-this-is-a-test-shop',
  };

  it('needs PUBLIC_URL in production: its localhost default would go into every e-mailed link', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: required when NODE_ENV=production/,
    );
    expect(loadConfig({ ...inProduction }).PUBLIC_URL).toBe('https://gemstore.example');
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('allows the remotes’ dev servers on localhost outside production only', () => {
    expect(loadConfig({}).CORS_ORIGINS).toEqual(remotes);
    expect(loadConfig({ NODE_ENV: 'test' }).CORS_ORIGINS).toEqual(remotes);
    expect(loadConfig({ ...inProduction }).CORS_ORIGINS).toEqual([]);
    expect(
      loadConfig({ ...inProduction, CORS_ORIGINS: 'https://catalogue.gemstore.sg' }).CORS_ORIGINS,
    ).toEqual(['https://catalogue.gemstore.sg']);
  });

  it('turns the API docs off in production unless API_DOCS=on', () => {
    expect(loadConfig({}).API_DOCS).toBe('on');
    expect(loadConfig({ ...inProduction }).API_DOCS).toBe('off');
    expect(loadConfig({ ...inProduction, API_DOCS: 'on' }).API_DOCS).toBe('on');
    expect(loadConfig({ API_DOCS: 'off' }).API_DOCS).toBe('off');
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS: must be on or off/);
  });

  it('serves the docs page and its JSON when on, and neither when off', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const production = await startShop({ env: inProduction });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const res = await production.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
      }
      // A shop in production still refuses the remotes' dev origins.
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { origin: 'http://localhost:3001' },
        payload: { email: 'a@b.co', password: 'x' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await production.close();
    }
  });
});
