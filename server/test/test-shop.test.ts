/**
 * Issue 30 item 1 (ADR 036): a production shop never sells through the built-in test provider unless it says loudly
 * that it is a test shop; then its pages (through the health answer) and every e-mail say so. The health answer never
 * names the provider.
 */
import { loadConfig } from '../src/config';
import { Shopper, startShop, strongPassword, type TestShop } from './support/app';

const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://gemstore.sg' };

describe('the payment settings of a production shop', () => {
  it('refuses to start without STRIPE_SECRET_KEY, naming it and the test-shop setting', () => {
    expect(() => loadConfig(production)).toThrow(
      /STRIPE_SECRET_KEY: required when NODE_ENV=production[\s\S]*PAYMENTS_TEST_MODE_IN_PRODUCTION=yes-this-is-a-test-shop/,
    );
    // Only the whole phrase: a bare "yes" or "true" is not a decision to run a test shop.
    for (const value of ['yes', 'true', '1', 'yes-this-is-a-test-shop!', 'YES-THIS-IS-A-TEST-SHOP']) {
      expect(() => loadConfig({ ...production, PAYMENTS_TEST_MODE_IN_PRODUCTION: value })).toThrow(
        /STRIPE_SECRET_KEY/,
      );
    }
  });

  it('starts with its Stripe keys, as a real shop', () => {
    const config = loadConfig({
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    });
    expect(config.testShop).toBe(false);
  });

  it('starts as a test shop only with the whole phrase', () => {
    const config = loadConfig({ ...production, PAYMENTS_TEST_MODE_IN_PRODUCTION: 'yes-this-is-a-test-shop' });
    expect(config.testShop).toBe(true);
  });

  it('refuses the test-shop setting beside a Stripe key (one or the other)', () => {
    expect(() =>
      loadConfig({
        ...production,
        STRIPE_SECRET_KEY: 'sk_live_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_123',
        PAYMENTS_TEST_MODE_IN_PRODUCTION: 'yes-this-is-a-test-shop',
      }),
    ).toThrow(/PAYMENTS_TEST_MODE_IN_PRODUCTION: set only without a live STRIPE_SECRET_KEY/);
  });

  it("refuses Stripe's test key in production unless it says it is a test shop, and then is one", () => {
    const testKey = { ...production, STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' };
    expect(() => loadConfig(testKey)).toThrow(
      /STRIPE_SECRET_KEY: a test key \(sk_test_\) takes only test cards[\s\S]*PAYMENTS_TEST_MODE_IN_PRODUCTION=yes-this-is-a-test-shop/,
    );
    expect(
      loadConfig({ ...testKey, PAYMENTS_TEST_MODE_IN_PRODUCTION: 'yes-this-is-a-test-shop' }).testShop,
    ).toBe(true);
    // Outside production a test key is the normal way to try Stripe: no banner, nothing refused.
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' }).testShop,
    ).toBe(false);
  });

  it('is not a test shop outside production (development runs the test provider without a banner)', () => {
    expect(loadConfig({}).testShop).toBe(false);
  });
});

describe('a test shop in production', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop({
      env: { ...production, PAYMENTS_TEST_MODE_IN_PRODUCTION: 'yes-this-is-a-test-shop' },
    });
  });
  afterAll(() => shop.close());

  it('says it is a test shop in its health answer, and not which provider runs', async () => {
    const health = await new Shopper(shop.app).get('/api/v1/health');
    expect(health.data).toEqual({ success: true, status: 'ok', testShop: true });
    expect(health.body).not.toMatch(/local|stripe/i);
  });

  it('marks every e-mail it sends as a test shop’s', async () => {
    const email = 'staging.shopper@example.com';
    const registered = await new Shopper(shop.app, '198.51.100.77').post(
      '/api/v1/user/register',
      {
        firstName: 'Mei',
        lastName: 'Lim',
        email,
        password: strongPassword,
      },
      { origin: 'https://gemstore.sg' },
    );
    expect(registered.statusCode).toBe(200);
    const mail = await shop.mail.latest(email, /verification code/i);
    expect(mail.subject).toMatch(/^\[TEST SHOP\] /);
    expect(mail.text).toMatch(
      /^THIS IS A TEST SHOP\. Nothing bought here is real: no money is taken and no piece is sent\./,
    );
    expect(mail.html).toContain('THIS IS A TEST SHOP.');
  });
});

describe('a shop outside production', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop.close());

  it('answers health without naming its provider, and is no test shop', async () => {
    const health = await new Shopper(shop.app).get('/api/v1/health');
    expect(health.data).toEqual({ success: true, status: 'ok', testShop: false });
    expect(health.body).not.toMatch(/local|stripe/i);
  });

  it('sends its e-mails unmarked', async () => {
    const email = 'dev.shopper@example.com';
    await new Shopper(shop.app, '198.51.100.78').post('/api/v1/user/register', {
      firstName: 'Mei',
      lastName: 'Lim',
      email,
      password: strongPassword,
    });
    const mail = await shop.mail.latest(email, /verification code/i);
    expect(mail.subject).not.toMatch(/TEST SHOP/);
    expect(mail.text).not.toMatch(/TEST SHOP/);
  });
});
