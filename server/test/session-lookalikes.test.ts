/**
 * The session and trusted-device cookies are matched whole (by their hash): a value that starts, ends or reads like a
 * real one (a character more or less, another case) signs nobody in and trusts no device.
 */
import { Shopper, signedInShopper, startShop, strongPassword, type TestShop } from './support/app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const lookalikesOf = (value: string) => [
  value.slice(0, -1),
  `${value}x`,
  `${value}${value}`,
  value.toUpperCase() === value ? value.toLowerCase() : value.toUpperCase(),
  ` ${value}`,
];

it('a session cookie that looks like a real one signs nobody in', async () => {
  const { shopper, email } = await signedInShopper(shop);
  const token = shopper.cookies.get('gs_sid') ?? '';
  expect(token).not.toBe('');
  const me = (cookie: string) =>
    shop.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie: `gs_sid=${cookie}` } });
  expect((await me(token)).json()).toMatchObject({ user: { email } });
  for (const lookalike of lookalikesOf(token)) {
    expect((await me(encodeURIComponent(lookalike))).json()).toMatchObject({ user: null });
  }
});

it('a trusted-device cookie that looks like a real one does not spare the e-mailed code', async () => {
  const { shopper, email } = await signedInShopper(shop, { trustDevice: true });
  const device = shopper.cookies.get('gs_tdid') ?? '';
  expect(device).not.toBe('');
  const logIn = async (cookie: string) => {
    const browser = new Shopper(shop.app, '192.0.2.150');
    browser.cookies.set('gs_tdid', cookie);
    return browser.post('/api/v1/user/login', { email, password: strongPassword, trustDevice: true });
  };
  expect((await logIn(device)).data).toMatchObject({ success: true });
  for (const lookalike of lookalikesOf(device)) {
    expect((await logIn(encodeURIComponent(lookalike))).data).toMatchObject({ success: false });
  }
});
