/**
 * The settings a shop behind load balancers needs (docs/deploy.md, ADR 061): TRUST_PROXY names the balancers allowed
 * to say who the shopper is, so that rate limits count shoppers and not the balancer; nobody else may.
 */
import { loadConfig } from '../src/config';
import { startShop, type TestShop } from './support/app';

let shop: TestShop;

beforeAll(async () => {
  shop = await startShop({ env: { TRUST_PROXY: '10.0.0.0/8', PASSWORD_RESETS_PER_HOUR: '1' } });
});
afterAll(() => shop.close());

/** A forgot-password request arriving from `from`, saying it was sent for `shopper`. */
const forgot = (from: string, shopper: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/v1/user/password/forgot',
    remoteAddress: from,
    headers: { origin: 'http://localhost:3000', 'x-forwarded-for': shopper },
    payload: { email: `someone.${Math.random()}@example.com` },
  });

it('a trusted balancer’s shoppers are counted one by one: each of two may ask once an hour', async () => {
  expect((await forgot('10.20.30.40', '198.51.100.1')).statusCode).toBe(200);
  expect((await forgot('10.20.30.41', '198.51.100.2')).statusCode).toBe(200);
  // The same shopper again, through the other balancer: the second request of the hour.
  expect((await forgot('10.20.30.41', '198.51.100.1')).statusCode).toBe(429);
});

it('a client outside TRUST_PROXY cannot pose as other shoppers: counted as itself', async () => {
  expect((await forgot('203.0.113.50', '198.51.100.3')).statusCode).toBe(200);
  expect((await forgot('203.0.113.50', '198.51.100.4')).statusCode).toBe(429);
});

it('reads TRUST_PROXY as addresses, CIDR ranges or named ranges, and refuses the rest', () => {
  expect(loadConfig({}).TRUST_PROXY).toEqual(['loopback']);
  expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.7 ,uniquelocal,fd00::/8' }).TRUST_PROXY).toEqual([
    '10.0.0.0/8',
    '192.168.1.7',
    'uniquelocal',
    'fd00::/8',
  ]);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/32' }).TRUST_PROXY).toEqual(['10.0.0.0/32']);
  for (const refused of ['', 'everyone', '10.0.0.0/33', '10.0.0/8', 'fd00::/129', '10.0.0.0/8/1', 'true']) {
    expect(() => loadConfig({ TRUST_PROXY: refused })).toThrow(
      'TRUST_PROXY: must be addresses, CIDR ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal, comma-separated',
    );
  }
});

it('refuses more than one API process on the embedded database, and more than 64', () => {
  expect(() => loadConfig({ API_PROCESSES: '2' })).toThrow(
    'API_PROCESSES: above 1 only with DATABASE_URL (Postgres); the embedded database serves one process',
  );
  expect(loadConfig({ API_PROCESSES: '1' }).API_PROCESSES).toBe(1);
  const postgres = { DATABASE_URL: 'postgres://shop@127.0.0.1:5432/shop' };
  expect(loadConfig({ ...postgres, API_PROCESSES: '64' }).API_PROCESSES).toBe(64);
  expect(() => loadConfig({ ...postgres, API_PROCESSES: '65' })).toThrow(/API_PROCESSES/);
  expect(() => loadConfig({ ...postgres, API_PROCESSES: '0' })).toThrow(/API_PROCESSES/);
});
