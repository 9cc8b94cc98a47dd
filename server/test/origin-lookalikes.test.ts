/**
 * CORS and the origin rule on a running shop, with origins that LOOK like the shop's (ADR 032): only the exact
 * origin is answered with `Access-Control-Allow-Origin` or may change data. The rules alone, with many more
 * lookalikes, are in origin-rules.test.ts.
 */
import { databaseFingerprint } from './support/fingerprint';
import { signedInShopper, startShop, type TestShop } from './support/app';

let shop: TestShop;
let cookie: string;
beforeAll(async () => {
  shop = await startShop();
  const { shopper } = await signedInShopper(shop);
  cookie = [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
});
afterAll(() => shop.close());

const lookalikes = [
  'http://localhost:30001',
  'http://localhost:3000.evil.com',
  'http://localhost:3000@evil.com',
  'http://LOCALHOST:3000',
  'http://localhost:3000.',
  'http://localhost:3000/',
  'https://localhost:3000',
];

const preflight = (origin: string) =>
  shop.app.inject({
    method: 'OPTIONS',
    url: '/api/v1/user/update-user',
    headers: { origin, 'access-control-request-method': 'PUT' },
  });

it('answers the shop’s own origin’s preflight with that origin, credentials allowed', async () => {
  const res = await preflight('http://localhost:3000');
  expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  expect(res.headers['access-control-allow-credentials']).toBe('true');
});

it.each(lookalikes)('does not allow the lookalike %j by CORS, nor let it change anything', async (origin) => {
  expect((await preflight(origin)).headers['access-control-allow-origin']).toBeUndefined();
  const before = await databaseFingerprint(shop.db);
  const res = await shop.app.inject({
    method: 'PUT',
    url: '/api/v1/user/update-user',
    headers: { cookie, origin },
    payload: { firstName: 'Changed' },
  });
  expect(res.statusCode).toBe(403);
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
  expect(await databaseFingerprint(shop.db)).toBe(before);
});
