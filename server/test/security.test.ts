/**
 * Security: headers, the CORS allow-list, and state changes refused from foreign origins.
 */
import { Shopper, signedInShopper, startShop, type TestShop } from './support/app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

it('sends security headers', async () => {
  const res = await new Shopper(shop.app).get('/api/v1/health');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers['strict-transport-security']).toBeDefined();
});

it('allows the shop and its remotes by CORS, with credentials, and nobody else', async () => {
  const allowed = await shop.app.inject({
    method: 'OPTIONS',
    url: '/api/v1/cart',
    headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET' },
  });
  expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3001');
  expect(allowed.headers['access-control-allow-credentials']).toBe('true');
  const foreign = await shop.app.inject({
    method: 'OPTIONS',
    url: '/api/v1/cart',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
  });
  expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
});

it('refuses a state change sent from a foreign site, even with a valid session cookie', async () => {
  const { shopper } = await signedInShopper(shop);
  const res = await shopper.request(
    'PUT',
    '/api/v1/user/update-user',
    { firstName: 'Hacked' },
    { origin: 'https://evil.example' },
  );
  expect(res.statusCode).toBe(403);
  expect(res.data.message).toBe('This request came from a site that is not allowed to change your data');
  expect((await shopper.get('/api/v1/user/me')).data.user).not.toMatchObject({ firstName: 'Hacked' });
  const same = await shopper.request('PUT', '/api/v1/user/update-user', { firstName: 'Allowed' });
  expect(same.statusCode).toBe(200);
});

it('sets the session cookie httpOnly and SameSite=Lax', async () => {
  const s = new Shopper(shop.app);
  const reg = await s.post('/api/v1/user/register', {
    firstName: 'Cookie',
    lastName: 'Check',
    email: 'cookie@example.com',
    password: 'Sapphire#2025',
  });
  const code = /\b(\d{6})\b/.exec((await shop.mail.latest('cookie@example.com')).text)?.[1];
  const res = await s.post('/api/v1/user/verify-otp', {
    otp: code,
    userId: reg.data.userId,
    trustDevice: true,
  });
  const cookies = res.cookies as { name: string; httpOnly?: boolean; sameSite?: string; secure?: boolean }[];
  for (const name of ['gs_sid', 'gs_tdid']) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.secure).toBeFalsy(); // PUBLIC_URL is http here; https sets Secure
  }
});
