/**
 * The origin rules alone (server/src/lib/origins.ts, ADR 032), and the Google sign-in's return path, with values that
 * LOOK like allowed ones: a longer host, a port that starts the same, a suffix, user-info, case, a trailing dot or
 * slash. Only the exact allowed origin passes: a check loosened to a prefix, a suffix or a case-blind match fails
 * here, where plainly foreign values could not tell. Fast (no shop): `npm run bench:mutation -- origins` runs it.
 */
import Fastify, { type FastifyRequest } from 'fastify';
import { registerErrorHandling } from '../src/lib/errors';
import {
  foreignSiteMessage,
  nullOriginMessage,
  originProblem,
  refuseForeignStateChanges,
  unknownSiteMessage,
} from '../src/lib/origins';
import { sameSitePath } from '../src/modules/users/google';

const allowed: ReadonlySet<string> = new Set(['http://localhost:3000', 'https://shop.example.com']);

type Request = {
  method?: string;
  url?: string;
  headers?: Record<string, string>;
  config?: { changesNothing?: boolean; changesOnGet?: boolean };
};

function problem({ method = 'POST', url = '/api/v1/cart/add-to-cart', headers = {}, config = {} }: Request) {
  // As Fastify gives it: `routeOptions.url` is the route reached (no query; a trailing slash is the same route).
  const route = url.split('?')[0]?.replace(/(.)\/$/, '$1');
  const request = { method, url, headers, routeOptions: { url: route, config } } as unknown as FastifyRequest;
  return originProblem(request, allowed);
}

/** Values a browser could send (or a tool could forge) that start, end or read like an allowed origin. */
const lookalikes = [
  'http://localhost:30001',
  'http://localhost:300',
  'http://localhost:3000.evil.com',
  'http://localhost:3000evil.com',
  'http://localhost',
  'http://localhost:3000/',
  'http://localhost:3000.',
  'http://localhost.:3000',
  'https://localhost:3000',
  'http://LOCALHOST:3000',
  'HTTP://localhost:3000',
  'http://localhost:3000@evil.com',
  'http://evil.com@localhost:3000',
  'http://user:pass@localhost:3000',
  ' http://localhost:3000',
  'http://localhost:3000 ',
  'http://localhost:3000, http://evil.com',
  'https://shop.example.com.evil',
  'https://shop.example.com.',
  'https://shop.example.com:443',
  'https://evil-shop.example.com',
  'https://shop.example.co',
  'https://SHOP.example.com',
  'http://shop.example.com',
  'https://example.com',
  'https://sub.shop.example.com',
];

describe('a state change (POST, PUT, PATCH, DELETE)', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s passes from an allowed origin, exactly as written',
    (method) => {
      expect(problem({ method, headers: { origin: 'http://localhost:3000' } })).toBeNull();
      expect(problem({ method, headers: { origin: 'https://shop.example.com' } })).toBeNull();
    },
  );

  it.each(lookalikes)('is refused from the lookalike %j', (origin) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(problem({ method, headers: { origin } })).toBe(foreignSiteMessage);
    }
  });

  it.each(lookalikes)('is refused from the lookalike %j even with same-origin fetch metadata', (origin) => {
    expect(problem({ headers: { origin, 'sec-fetch-site': 'same-origin' } })).toBe(foreignSiteMessage);
  });

  it("is refused from 'null', whatever the fetch metadata says", () => {
    expect(problem({ headers: { origin: 'null' } })).toBe(nullOriginMessage);
    expect(problem({ headers: { origin: 'null', 'sec-fetch-site': 'same-origin' } })).toBe(nullOriginMessage);
    expect(problem({ headers: { origin: 'NULL' } })).toBe(foreignSiteMessage);
  });

  it.each([
    ['same-origin', null],
    ['same-site', null],
    ['none', null],
    ['cross-site', unknownSiteMessage],
    ['same-origin-ish', unknownSiteMessage],
    ['Same-Origin', unknownSiteMessage],
    ['same', unknownSiteMessage],
    ['', unknownSiteMessage],
  ])('without an Origin, with Sec-Fetch-Site %j: %p', (site, expected) => {
    expect(problem({ headers: { 'sec-fetch-site': site } })).toBe(expected);
  });

  it('without an Origin or fetch metadata is refused', () => {
    expect(problem({})).toBe(unknownSiteMessage);
  });

  it('to the Stripe webhook is left to its signature, and only there', () => {
    expect(problem({ url: '/api/v1/stripe/webhook' })).toBeNull();
    expect(problem({ url: '/api/v1/stripe/webhook?attempt=2' })).toBeNull();
    expect(problem({ url: '/api/v1/stripe/webhook/' })).toBeNull();
    expect(
      problem({ url: '/api/v1/stripe/webhooks-elsewhere', headers: { origin: 'https://evil.com' } }),
    ).toBe(foreignSiteMessage);
    expect(problem({ url: '/api/v1/stripe', headers: { origin: 'https://evil.com' } })).toBe(
      foreignSiteMessage,
    );
    expect(problem({ url: '/x/api/v1/stripe/webhook', headers: { origin: 'https://evil.com' } })).toBe(
      foreignSiteMessage,
    );
  });

  it('to a route that changes nothing (the listing) passes from anywhere', () => {
    expect(problem({ config: { changesNothing: true }, headers: { origin: 'https://evil.com' } })).toBeNull();
    expect(problem({ config: { changesNothing: true } })).toBeNull();
    expect(problem({ config: { changesNothing: false }, headers: { origin: 'https://evil.com' } })).toBe(
      foreignSiteMessage,
    );
  });
});

describe('a read (GET, HEAD, OPTIONS)', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('%s passes from anywhere, with or without headers', (method) => {
    expect(problem({ method, headers: { origin: 'https://evil.com' } })).toBeNull();
    expect(problem({ method, headers: { origin: 'null' } })).toBeNull();
    expect(problem({ method, headers: { 'sec-fetch-site': 'cross-site' } })).toBeNull();
    expect(problem({ method })).toBeNull();
  });
});

describe('a GET that changes something (logout)', () => {
  const logout = (headers: Record<string, string>) =>
    problem({ method: 'GET', url: '/api/v1/user/logout', headers, config: { changesOnGet: true } });

  it("passes from an allowed origin, from the shop or the shopper by fetch metadata, and from the shop's client", () => {
    expect(logout({ origin: 'http://localhost:3000' })).toBeNull();
    // The allowed Origin decides; the fetch metadata is read only when there is none.
    expect(logout({ origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' })).toBeNull();
    expect(logout({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(logout({ 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(logout({ 'sec-fetch-site': 'none' })).toBeNull();
    // A browser that sends no fetch metadata: only the shop's own client header (ADR 037).
    expect(logout({ 'x-requested-with': 'gemstore' })).toBeNull();
  });

  it('is refused from a sibling host (same-site) and, with no metadata, without the exact client header (ADR 037)', () => {
    expect(logout({ 'sec-fetch-site': 'same-site' })).toBe(foreignSiteMessage);
    expect(logout({})).toBe(unknownSiteMessage);
    for (const lookalike of ['gemstore ', 'Gemstore', 'gemstore-evil', 'gem', 'XMLHttpRequest']) {
      expect(logout({ 'x-requested-with': lookalike })).toBe(unknownSiteMessage);
    }
  });

  it.each(lookalikes)('is refused from the lookalike %j', (origin) => {
    expect(logout({ origin })).toBe(foreignSiteMessage);
  });

  it("is refused from 'null' and, without an Origin, from another site by fetch metadata", () => {
    expect(logout({ origin: 'null' })).toBe(nullOriginMessage);
    expect(logout({ 'sec-fetch-site': 'cross-site' })).toBe(foreignSiteMessage);
    expect(logout({ 'sec-fetch-site': 'same-origin-ish' })).toBe(foreignSiteMessage);
  });
});

describe('on a running app (the hook every request passes)', () => {
  async function anApp() {
    const app = Fastify();
    registerErrorHandling(app);
    refuseForeignStateChanges(app, allowed);
    app.post('/api/v1/cart/add-to-cart', async () => ({ success: true }));
    app.get('/api/v1/user/logout', { config: { changesOnGet: true } }, async () => ({ success: true }));
    await app.ready();
    return app;
  }

  it('answers 403 with the reason, in words a shopper can read, and lets the shop’s own requests through', async () => {
    const app = await anApp();
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/v1/cart/add-to-cart', headers, payload: {} });
    const foreign = await post({ origin: 'http://localhost:3000.evil.com' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      success: false,
      message: 'This request came from a site that is not allowed to change your data',
    });
    expect((await post({ origin: 'null' })).json()).toEqual({
      success: false,
      message:
        'This request came from a page without an address (a sandboxed frame or a local file), which may not change your data',
    });
    expect((await post({})).json()).toEqual({
      success: false,
      message:
        'This request did not say which site sent it (no Origin or Sec-Fetch-Site header), so it may not change your data',
    });
    expect((await post({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    const logout = await app.inject({
      method: 'GET',
      url: '/api/v1/user/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.statusCode).toBe(403);
    await app.close();
  });
});

describe("Google sign-in's return path (an open redirect would send shoppers anywhere)", () => {
  const shopUrl = 'https://shop.example.com';

  it.each([
    ['/wishlist', '/wishlist'],
    ['/wishlist?from=google#top', '/wishlist?from=google#top'],
    ['/', '/'],
    ['/a/../cart', '/cart'],
  ])('keeps the shop path %j as %j', (returnTo, expected) => {
    expect(sameSitePath(returnTo, shopUrl)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//shop.example.com.evil',
    '/\\evil.com',
    '/\tevil.com',
    '/\nevil.com',
    'https://shop.example.com/wishlist',
    'https://shop.example.com.evil/wishlist',
    'https://shop.example.com@evil.com/',
    'http://shop.example.com/',
    'shop.example.com/wishlist',
    'wishlist',
    'javascript:alert(1)',
    '',
  ])('refuses %j', (returnTo) => {
    expect(sameSitePath(returnTo, shopUrl)).toBeNull();
  });
});
