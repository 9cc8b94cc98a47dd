/**
 * The sign-in pages drawn on the server (ADR 065): what the account's server entry asks the API, what it draws, for
 * whom it draws nothing, and that the browser's first render hydrates it (the same elements, nothing asked again,
 * nothing reported).
 */
import { act, screen } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import {
  api,
  authStatusAtom,
  FIRST_SCREEN_ATTRIBUTE,
  forgetHandedAnswer,
  handedAnswerScript,
  sessionStore,
  userAtom,
  type FirstScreenRequest,
  type Order,
} from '@gemstore/shared';
import { answeringApiClient, type AskedCall } from '@gemstore/shared/testing';
import { anOrder, aUser } from '@gemstore/shared/test-fixtures';
import { renderFirstScreen } from '../first-screen';

const request = (url: string, cookie: string | null = null): FirstScreenRequest => ({
  url,
  cookie,
  apiOrigin: 'http://api.test',
  shopOrigin: 'http://shop.test',
  clientIp: '203.0.113.9',
});

/** The API as a shop answers: Google sign-in set up or not, and who is signed in. */
const shop =
  ({ google = true, user = null, orders = [] }: { google?: boolean; user?: unknown; orders?: Order[] }) =>
  (asked: AskedCall) => {
    if (asked.url === '/user/oauth/google/status') return { success: true, configured: google };
    if (asked.url === '/user/me') return { success: true, user };
    if (asked.url === '/orders') {
      const { page, limit } = asked.params as { page: number; limit: number };
      return { success: true, orders: orders.slice((page - 1) * limit, page * limit) };
    }
    throw new Error(`not asked for: ${asked.url}`);
  };

describe('renderFirstScreen (the account on the server)', () => {
  it.each([
    ['/login', 'Login', 'Login with Google'],
    ['/register', 'Register', 'Register with Google'],
  ])('draws %s with its form and the Google button the shop has set up', async (url, title, google) => {
    const { client, asked } = answeringApiClient(shop({ google: true }));
    const drawn = await renderFirstScreen(request(url), client);

    expect(drawn?.html).toContain(`>${title}</h1>`);
    expect(drawn?.html).toContain('autoComplete="username"');
    expect(drawn?.html).toContain(google);
    expect(drawn?.html).not.toContain('Google sign-in is not set up');
    // No cookie, no session: only the shop's Google setting is asked, and handed over with the page.
    expect(asked.map((call) => call.url)).toEqual(['/user/oauth/google/status']);
    expect(JSON.stringify(drawn?.answer)).toContain('google-sign-in');
  });

  it('draws the note under the card when the shop has no Google sign-in, as the browser will', async () => {
    const { client } = answeringApiClient(shop({ google: false }));
    const drawn = await renderFirstScreen(request('/login'), client);

    expect(drawn?.html).toContain('Google sign-in is not set up for this shop.');
  });

  it('draws /forgot-password', async () => {
    const { client } = answeringApiClient(shop({ google: true }));
    expect((await renderFirstScreen(request('/forgot-password'), client))?.html).toContain('Send reset link');
  });

  it('draws a guest with a cookie (an ended session) the form, after asking who they are', async () => {
    const { client, asked } = answeringApiClient(shop({ google: true, user: null }));
    const drawn = await renderFirstScreen(request('/login', 'gs_sid=ended'), client);

    expect(drawn?.html).toContain('>Login</h1>');
    expect(asked.map((call) => call.url).sort()).toEqual(['/user/me', '/user/oauth/google/status']);
  });

  it('draws nothing for a shopper who is signed in: the browser sends them on without a login form first', async () => {
    const { client } = answeringApiClient(shop({ google: true, user: aUser() }));
    await expect(renderFirstScreen(request('/login', 'gs_sid=live'), client)).resolves.toBeNull();
  });

  it('draws the form when the API cannot say: the button is a link until the browser knows', async () => {
    const { client } = answeringApiClient(() => {
      throw new Error('down');
    });
    const drawn = await renderFirstScreen(request('/login', 'gs_sid=live'), client);

    expect(drawn?.html).toContain('>Login</h1>');
    expect(drawn?.html).toContain('href="/api/v1/user/oauth/google/start?');
  });

  it.each([
    '/',
    '/profile',
    '/order-history',
    '/wishlist',
    '/order-history/abc',
    '/verify-otp/abc',
    '/reset-password/t0ken',
    '/contact',
  ])('draws nothing for %s without a cookie', async (url) => {
    const { client, asked } = answeringApiClient(shop({ google: true }));
    await expect(renderFirstScreen(request(url), client)).resolves.toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('renderFirstScreen (a customer’s pages on the server)', () => {
  const ada = aUser({ firstName: 'Ada', lastName: 'Tan' });

  it('draws /profile for the shopper signed in, their details in the form’s fields', async () => {
    const { client, asked } = answeringApiClient(shop({ user: ada }));
    const drawn = await renderFirstScreen(request('/profile', 'gs_sid=live'), client);

    expect(drawn?.html).toContain('User Profile');
    expect(drawn?.html).toContain('value="Ada"');
    expect(drawn?.html).toContain('value="1 Orchard Rd"');
    expect(asked.map((call) => call.url)).toEqual(['/user/me']);
  });

  it.each([
    ['no cookie', null],
    ['an ended session', 'gs_sid=ended'],
  ])('draws nothing for a guest (%s): the browser sends them to log in', async (_, cookie) => {
    const { client } = answeringApiClient(shop({ user: null }));
    await expect(renderFirstScreen(request('/profile', cookie), client)).resolves.toBeNull();
    await expect(renderFirstScreen(request('/order-history', cookie), client)).resolves.toBeNull();
  });

  it('draws /order-history from the shopper’s own orders, handed over with the page', async () => {
    const { client, asked } = answeringApiClient(shop({ user: ada, orders: [anOrder(1), anOrder(2)] }));
    const drawn = await renderFirstScreen(request('/order-history', 'gs_sid=live'), client);

    expect(drawn?.html).toContain('Order History');
    expect(drawn?.html).toContain('GS-000001');
    expect(drawn?.html).toContain('GS-000002');
    expect(asked.map((call) => [call.url, call.params])).toEqual([
      ['/user/me', undefined],
      ['/orders', { page: 1, limit: 10 }],
    ]);
    expect(JSON.stringify(drawn?.answer)).toContain('GS-000001');
  });

  it('asks for the next page when a page is full (10 orders), as the browser does, to offer older ones', async () => {
    const orders = Array.from({ length: 11 }, (_, i) => anOrder(i + 1));
    const { client, asked } = answeringApiClient(shop({ user: ada, orders }));
    const drawn = await renderFirstScreen(request('/order-history', 'gs_sid=live'), client);

    expect(asked.filter((call) => call.url === '/orders').map((call) => call.params)).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
    ]);
    expect(drawn?.html).toContain('Older orders');
  });

  it('asks for one page only when it holds 9 orders', async () => {
    const orders = Array.from({ length: 9 }, (_, i) => anOrder(i + 1));
    const { client, asked } = answeringApiClient(shop({ user: ada, orders }));
    const drawn = await renderFirstScreen(request('/order-history', 'gs_sid=live'), client);

    expect(asked.filter((call) => call.url === '/orders')).toHaveLength(1);
    expect(drawn?.html).not.toContain('Older orders');
  });

  it('leaves its session store as it found it: the next page is drawn for nobody in particular', async () => {
    const { client } = answeringApiClient(shop({ user: ada }));
    await renderFirstScreen(request('/profile', 'gs_sid=live'), client);

    expect(sessionStore.get(userAtom)).toBeNull();
    expect(sessionStore.get(authStatusAtom)).toBe('checking');
  });
});

describe('the drawn login page in the browser', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    forgetHandedAnswer();
    document.body.innerHTML = '';
  });

  it('is hydrated: the same elements stay, the Google setting is not asked again, nothing is reported', async () => {
    const { client } = answeringApiClient(shop({ google: false }));
    const drawn = await renderFirstScreen(request('/login'), client);
    if (!drawn) throw new Error('nothing drawn');
    window.history.replaceState(null, '', '/login');
    document.body.innerHTML = `<div ${FIRST_SCREEN_ATTRIBUTE}="account">${drawn.html}</div>${handedAnswerScript(drawn.answer)}`;
    const area = document.querySelector<HTMLElement>(`[${FIRST_SCREEN_ATTRIBUTE}]`);
    if (!area) throw new Error('no area');
    const heading = area.querySelector('h1');
    const email = area.querySelector('input[type="email"]');
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const get = jest.spyOn(api, 'get');
    // The shell has heard who is signed in: nobody (the account hydrates a drawn page once the page knows).
    sessionStore.set(userAtom, null);
    sessionStore.set(authStatusAtom, 'guest');

    const { default: app } = await import('../bootstrap');
    let mounting: Promise<unknown> = Promise.resolve();
    await act(async () => {
      mounting = mountRootParcel(app, { domElement: area, hydrate: true }).mountPromise;
    });
    await act(() => mounting);

    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBe(heading);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBe(email);
    expect(screen.getByRole('checkbox', { name: 'Trust this device for 30 days' })).toBeChecked();
    expect(screen.getByText('Google sign-in is not set up for this shop.')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('/user/oauth/google/status', expect.anything());
    expect(reported).not.toHaveBeenCalled();
  });
});
