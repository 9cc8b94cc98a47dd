import { useEffect } from 'react';
import { act, screen } from '@testing-library/react';
import type * as Shared from '@gemstore/shared';
import { loggedOutAtom, matchRoute, sessionStore, type RouteMatch } from '@gemstore/shared';
import { forgetFirstScreen } from '../../first-screen/first-screen-context';
import { RouteOutlet } from '../route-outlet';
import { aShopper, renderAt, seedSession, type InitialEntry } from '../../test-helpers';

const actualShared = jest.requireActual<typeof Shared>('@gemstore/shared');

// The real shared module, with matchRoute observable so one test can add a route the table does not have yet.
jest.mock('@gemstore/shared', () => {
  const actual = jest.requireActual<typeof Shared>('@gemstore/shared');
  return { ...actual, matchRoute: jest.fn(actual.matchRoute) };
});

/** Every mount of a remote's area, by remote, so a test can tell a kept parcel from a new one. */
const mockAreaMounts: string[] = [];

// No federation in these tests: the owner's area only says whose it is.
jest.mock('../../remotes/remote-area', () => ({
  RemoteArea: ({ name }: { name: string }) => {
    useEffect(() => {
      mockAreaMounts.push(name);
    }, [name]);
    return <p>remote: {name}</p>;
  },
}));

function renderOutletAt(at: InitialEntry) {
  return renderAt(<RouteOutlet />, at);
}

beforeEach(() => {
  mockAreaMounts.length = 0;
  jest.mocked(matchRoute).mockImplementation(actualShared.matchRoute);
});

describe('RouteOutlet: after a logout (§routes.home-after-logout; issue 30)', () => {
  afterEach(() => sessionStore.set(loggedOutAtom, false));

  it('sends a shopper who has just logged out on /profile home, with nothing remembered for the next login', async () => {
    seedSession({ user: null });
    sessionStore.set(loggedOutAtom, true);
    const { location, navigate } = renderOutletAt('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Gemstore' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(location().state).toBeNull();
    // Home on show, the logout's moment is over: a customer's page asks for a login again, remembering it.
    expect(sessionStore.get(loggedOutAtom)).toBe(false);
    navigate('/profile');
    expect(location().pathname).toBe('/login');
    expect(location().state).toEqual({ from: '/profile' });
  });
});

describe('RouteOutlet: guards of §routes.guest-only and §routes.customer-only', () => {
  it('sends a guest on /cart to the login page, remembering /cart', async () => {
    seedSession({ user: null });
    const { location } = renderOutletAt('/cart');

    expect(await screen.findByText('remote: account')).toBeInTheDocument();
    expect(screen.queryByText('remote: checkout')).not.toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(location().state).toEqual({ from: '/cart' });
  });

  it('remembers the query string as well', async () => {
    seedSession({ user: null });
    const { location } = renderOutletAt('/checkout/cart/4-9?step=2');

    await screen.findByText('remote: account');
    expect(location().pathname).toBe('/login');
    expect(location().state).toEqual({ from: '/checkout/cart/4-9?step=2' });
  });

  it('sends a guest on the role-protected /profile to the login page, remembering /profile', async () => {
    seedSession({ user: null });
    const { location } = renderOutletAt('/profile');

    await screen.findByText('remote: account');
    expect(location().pathname).toBe('/login');
    expect(location().state).toEqual({ from: '/profile' });
  });

  it('sends a signed-in shopper on /login to the home page', async () => {
    seedSession({ user: aShopper() });
    const { location } = renderOutletAt('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Gemstore' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(screen.queryByText('remote: account')).not.toBeInTheDocument();
  });

  it('sends a shopper who just signed in on /login on to where they were going', async () => {
    seedSession({ user: aShopper() });
    const { location } = renderOutletAt({ pathname: '/login', state: { from: '/cart' } });

    expect(await screen.findByText('remote: checkout')).toBeInTheDocument();
    expect(location().pathname).toBe('/cart');
  });

  it('keeps a shopper whose login has not been marked authenticated yet on /login (§login.success: 1.5 s later)', async () => {
    seedSession({ user: aShopper(), status: 'guest' });
    const { location } = renderOutletAt({ pathname: '/login', state: { from: '/cart' } });

    expect(await screen.findByText('remote: account')).toBeInTheDocument();
    expect(location().pathname).toBe('/login');

    act(() => seedSession({ user: aShopper(), status: 'authenticated' }));
    expect(await screen.findByText('remote: checkout')).toBeInTheDocument();
    expect(location().pathname).toBe('/cart');
  });

  it('does not follow a remembered origin off the site', async () => {
    seedSession({ user: aShopper() });
    const { location } = renderOutletAt({ pathname: '/login', state: { from: '//evil.com' } });

    await screen.findByRole('heading', { level: 1, name: 'Gemstore' });
    expect(location().pathname).toBe('/');
  });

  it("renders a customer page for a signed-in shopper in its owner's area", async () => {
    seedSession({ user: aShopper() });
    const { location } = renderOutletAt('/cart');

    expect(await screen.findByText('remote: checkout')).toBeInTheDocument();
    expect(location().pathname).toBe('/cart');
  });

  it('renders /profile for a user and for an admin', async () => {
    seedSession({ user: aShopper('admin') });
    const { location } = renderOutletAt('/profile');

    expect(await screen.findByText('remote: account')).toBeInTheDocument();
    expect(location().pathname).toBe('/profile');
  });

  it('sends a shopper whose role a page does not allow to the home page', async () => {
    const adminOnly: RouteMatch = {
      name: 'profile',
      params: {},
      route: { path: '/back-office', owner: 'account', access: { kind: 'role', roles: ['admin'] } },
    };
    jest
      .mocked(matchRoute)
      .mockImplementation((pathname) =>
        pathname === '/back-office' ? adminOnly : actualShared.matchRoute(pathname),
      );
    seedSession({ user: aShopper('user') });
    const { location } = renderOutletAt('/back-office');

    expect(await screen.findByRole('heading', { level: 1, name: 'Gemstore' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(location().state).toBeNull();
    expect(screen.queryByText('remote: account')).not.toBeInTheDocument();
  });

  it('renders public pages for a guest', async () => {
    seedSession({ user: null });
    renderOutletAt('/gemstones/Ruby');

    expect(await screen.findByText('remote: catalogue')).toBeInTheDocument();
  });
});

describe('RouteOutlet while the session is being checked', () => {
  it('shows "Checking your session" on a protected page instead of sending the shopper to /login', async () => {
    seedSession({ user: null, status: 'checking' });
    const { location } = renderOutletAt('/cart');

    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(location().pathname).toBe('/cart');
    expect(screen.queryByText(/^remote:/)).not.toBeInTheDocument();
  });

  it('shows it on a guest-only page too, so a signed-in shopper does not see the login form flash', () => {
    seedSession({ user: null, status: 'checking' });
    const { location } = renderOutletAt('/login');

    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(location().pathname).toBe('/login');
  });

  describe('on a guarded page the server drew (ADR 065)', () => {
    const drawn = (remote: string) => {
      const element = document.createElement('div');
      element.setAttribute('data-first-screen', remote);
      document.body.append(element);
      forgetFirstScreen();
    };
    afterEach(() => {
      document.querySelector('[data-first-screen]')?.remove();
      forgetFirstScreen();
    });

    it('keeps the drawn page on show while checking, and it stays for a guest', () => {
      drawn('account');
      seedSession({ user: null, status: 'checking' });
      const { location } = renderOutletAt('/login');

      expect(screen.getByText('remote: account')).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      act(() => seedSession({ user: null, status: 'guest' }));
      expect(screen.getByText('remote: account')).toBeInTheDocument();
      // The same area all along: the drawn page is hydrated, never mounted twice.
      expect(mockAreaMounts).toEqual(['account']);
      expect(location().pathname).toBe('/login');
    });

    it('sends a shopper who turns out to be signed in on, as without it', async () => {
      drawn('account');
      seedSession({ user: null, status: 'checking' });
      const { location } = renderOutletAt('/login');

      act(() => seedSession({ user: aShopper() }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Gemstore' })).toBeInTheDocument();
      expect(location().pathname).toBe('/');
    });

    it('keeps a customer’s page drawn for them on show while checking; a guest is then sent to log in', async () => {
      drawn('account');
      seedSession({ user: null, status: 'checking' });
      const { location } = renderOutletAt('/profile');

      expect(screen.getByText('remote: account')).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      act(() => seedSession({ user: null, status: 'guest' }));
      await screen.findByText('remote: account');
      expect(location().pathname).toBe('/login');
      expect(location().state).toEqual({ from: '/profile' });
    });

    it('holds a guest-only page with the spinner when what the server drew is another part’s', () => {
      drawn('catalogue');
      seedSession({ user: null, status: 'checking' });
      renderOutletAt('/login');

      expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    });
  });

  it('decides once the answer is in: a guest then goes to /login', async () => {
    seedSession({ user: null, status: 'checking' });
    const { location } = renderOutletAt('/wishlist');

    act(() => seedSession({ user: null, status: 'guest' }));

    expect(await screen.findByText('remote: account')).toBeInTheDocument();
    expect(location().pathname).toBe('/login');
    expect(location().state).toEqual({ from: '/wishlist' });
  });

  it('does not hold back public pages', () => {
    seedSession({ user: null, status: 'checking' });
    renderOutletAt('/education');

    expect(screen.getByRole('heading', { level: 1, name: 'Education' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('RouteOutlet: what goes where', () => {
  it('draws a shell-owned page itself', () => {
    seedSession({ user: null });
    renderOutletAt('/education');

    expect(screen.getByRole('heading', { level: 1, name: 'Education' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to the home page' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/terms-and-conditions', 'Terms & Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/return-policy', 'Return Policy'],
  ])('draws the legal page %s with its heading and a Back control', async (path, heading) => {
    seedSession({ user: null });
    renderOutletAt(path);

    // The legal texts are their own chunk, loaded when first asked for.
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it.each([
    ['/gemstones/Featured', 'catalogue'],
    ['/jewellery/rings/sapphire-halo-ring-7', 'catalogue'],
    ['/contact', 'contact'],
    ['/services', 'contact'],
    ['/password-change', 'account'],
    ['/register', 'account'],
  ])('gives %s to the %s remote', async (path, owner) => {
    seedSession({ user: null });
    renderOutletAt(path);

    expect(await screen.findByText(`remote: ${owner}`)).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/foo/bar/baz', '/checkout/other/1'])('shows Page Not Found for %s', (path) => {
    seedSession({ user: aShopper() });
    renderOutletAt(path);

    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it("keeps one remote's area mounted while moving within its routes, and swaps it for another remote's", async () => {
    seedSession({ user: null });
    const { navigate } = renderOutletAt('/gemstones/Featured');
    await screen.findByText('remote: catalogue');

    navigate('/jewellery/Rings');
    navigate('/gemstones/ruby/burmese-ruby-12');
    expect(screen.getByText('remote: catalogue')).toBeInTheDocument();
    expect(mockAreaMounts).toEqual(['catalogue']);

    navigate('/contact');
    expect(screen.getByText('remote: contact')).toBeInTheDocument();
    expect(mockAreaMounts).toEqual(['catalogue', 'contact']);
  });
});
