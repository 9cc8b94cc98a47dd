import {
  guard,
  matchRoute,
  pathsOwnedBy,
  pathTo,
  routeTable,
  safeReturnPath,
  type RouteDefinition,
  type RouteName,
  type RouteOwner,
  type Viewer,
} from '..';

const guest: Viewer = { status: 'guest' };
const customer: Viewer = { status: 'signed-in', role: 'user' };
const admin: Viewer = { status: 'signed-in', role: 'admin' };

/** The route a path lands on, and its params: what the shell decides from. */
const landing = (pathname: string) => {
  const match = matchRoute(pathname);
  return match && { name: match.name, params: match.params };
};

describe('matchRoute: every route of §routes.table', () => {
  it.each<[string, RouteName, Record<string, string>]>([
    ['/', 'home', {}],
    ['/gemstones/Featured', 'gemstones', { category: 'Featured' }],
    ['/gemstones/ruby', 'gemstones', { category: 'ruby' }],
    ['/jewellery/Rings', 'jewellery', { category: 'Rings' }],
    [
      '/gemstones/ruby/burmese-ruby-2.15ct-oval-cut-12',
      'product',
      { section: 'gemstones', category: 'ruby', productSlug: 'burmese-ruby-2.15ct-oval-cut-12' },
    ],
    [
      '/jewellery/rings/sapphire-halo-ring-7',
      'product',
      { section: 'jewellery', category: 'rings', productSlug: 'sapphire-halo-ring-7' },
    ],
    ['/education', 'education', {}],
    ['/services', 'services', {}],
    ['/contact', 'contact', {}],
    ['/appointments/cancel/q8Jm1_Zc4VvR3x', 'appointmentCancel', { token: 'q8Jm1_Zc4VvR3x' }],
    ['/terms-and-conditions', 'termsAndConditions', {}],
    ['/privacy-policy', 'privacyPolicy', {}],
    ['/return-policy', 'returnPolicy', {}],
    ['/cart', 'cart', {}],
    ['/payment/canceled', 'paymentCanceled', {}],
    ['/checkout/cart/4-9', 'checkout', { page: 'cart', productIds: '4-9' }],
    ['/checkout/product/12-2', 'checkout', { page: 'product', productIds: '12-2' }],
    ['/wishlist', 'wishlist', {}],
    ['/order-history', 'orderHistory', {}],
    [
      '/order-history/3f1c9a52-8d7e-4b1a-9c2d-5e6f7a8b9c0d',
      'order',
      { orderId: '3f1c9a52-8d7e-4b1a-9c2d-5e6f7a8b9c0d' },
    ],
    ['/profile', 'profile', {}],
    ['/password-change', 'passwordChange', {}],
    ['/payment/success/cs_test_123', 'paymentSuccess', { sessionId: 'cs_test_123' }],
    ['/login', 'login', {}],
    ['/register', 'register', {}],
    ['/verify-otp/5500000042123_42', 'verifyOtp', { id: '5500000042123_42' }],
    ['/forgot-password', 'forgotPassword', {}],
    ['/reset-password/abc123token', 'resetPassword', { token: 'abc123token' }],
  ])('%s is the %s route', (pathname, name, params) => {
    expect(landing(pathname)).toEqual({ name, params });
  });

  it('ignores a trailing slash', () => {
    expect(landing('/cart/')).toEqual({ name: 'cart', params: {} });
    expect(landing('/gemstones/Ruby/')).toEqual({ name: 'gemstones', params: { category: 'Ruby' } });
    expect(landing('/checkout/cart/4-9/')).toEqual({
      name: 'checkout',
      params: { page: 'cart', productIds: '4-9' },
    });
  });

  it('decodes parameters', () => {
    expect(landing('/gemstones/Pink%20Sapphire')).toEqual({
      name: 'gemstones',
      params: { category: 'Pink Sapphire' },
    });
  });

  it.each([
    ['/checkout/other/1', 'a checkout page that is neither cart nor product'],
    ['/foo/bar/baz', 'a three-segment path whose section is not gemstones or jewellery'],
    ['/payment/bar/baz', 'a three-segment path under payment that is not success'],
    ['/nope', 'an unknown path'],
    ['/gemstones', 'a section without a category'],
    ['/cart/extra', 'a known path with one segment too many'],
    ['/gemstones/ruby/burmese-ruby-12/more', 'a product path with one segment too many'],
    ['/verify-otp', 'verify-otp without its id'],
    ['/gemstones/%E0%A4%A', 'a parameter that is not valid URI encoding'],
  ])('gives null (Page Not Found) for %s: %s', (pathname) => {
    expect(matchRoute(pathname)).toBeNull();
  });

  it('lets /payment/canceled win over any pattern of two parameters', () => {
    expect(matchRoute('/payment/canceled')?.route.owner).toBe('checkout');
  });

  it('matches every route of the table when its pattern is filled with allowed values', () => {
    const sample: Record<string, string> = {
      category: 'Ruby',
      section: 'gemstones',
      productSlug: 'burmese-ruby-12',
      page: 'cart',
      productIds: '4-9',
      sessionId: 'cs_1',
      id: '1_42',
      token: 't0k3n',
      orderId: '3f1c9a52-8d7e-4b1a-9c2d-5e6f7a8b9c0d',
    };
    for (const name of Object.keys(routeTable) as RouteName[]) {
      expect(matchRoute(pathTo(name, sample))?.name).toBe(name);
    }
  });
});

describe('the route table gives each page the access of §routes.table', () => {
  const accessOf = (pathname: string) => matchRoute(pathname)?.route.access;

  it.each(['/login', '/register', '/verify-otp/1_42', '/forgot-password', '/reset-password/t0k3n'])(
    '%s is for guests only',
    (pathname) => {
      expect(accessOf(pathname)).toEqual({ kind: 'guest-only' });
    },
  );

  it.each(['/cart', '/payment/canceled', '/checkout/cart/4-9', '/wishlist', '/order-history'])(
    '%s is for customers only',
    (pathname) => {
      expect(accessOf(pathname)).toEqual({ kind: 'customer' });
    },
  );

  it('protects /profile by the role of the current user', () => {
    expect(accessOf('/profile')).toEqual({ kind: 'role', roles: ['user', 'admin'] });
  });

  it.each([
    '/',
    '/gemstones/Featured',
    '/jewellery/Rings',
    '/gemstones/ruby/burmese-ruby-12',
    '/education',
    '/services',
    '/contact',
    '/appointments/cancel/q8Jm1_Zc4VvR3x',
    '/terms-and-conditions',
    '/privacy-policy',
    '/return-policy',
    '/password-change',
  ])('%s is public', (pathname) => {
    expect(accessOf(pathname)).toEqual({ kind: 'public' });
  });
});

describe('guard (§routes.guest-only, §routes.customer-only)', () => {
  const routeAt = (pathname: string): RouteDefinition => {
    const match = matchRoute(pathname);
    if (!match) throw new Error(`no route at ${pathname}`);
    return match.route;
  };

  it('renders public pages for everyone', () => {
    for (const viewer of [guest, customer, admin]) {
      expect(guard(routeAt('/gemstones/Ruby'), viewer, '/gemstones/Ruby')).toEqual({ kind: 'render' });
    }
  });

  it('renders a guest-only page for a guest', () => {
    expect(guard(routeAt('/login'), guest, '/login')).toEqual({ kind: 'render' });
  });

  it('sends a signed-in user away from a guest-only page to /', () => {
    expect(guard(routeAt('/login'), customer, '/login')).toEqual({ kind: 'redirect', to: '/' });
    expect(guard(routeAt('/register'), admin, '/register')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a guest on a customer page to /login, remembering where they came from', () => {
    expect(guard(routeAt('/cart'), guest, '/cart')).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberFrom: '/cart',
    });
    expect(guard(routeAt('/checkout/cart/4-9'), guest, '/checkout/cart/4-9?step=2')).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberFrom: '/checkout/cart/4-9?step=2',
    });
  });

  it('renders a customer page for any signed-in user', () => {
    expect(guard(routeAt('/cart'), customer, '/cart')).toEqual({ kind: 'render' });
    expect(guard(routeAt('/wishlist'), admin, '/wishlist')).toEqual({ kind: 'render' });
  });

  it('sends a guest on a role-protected page to /login, remembering where they came from', () => {
    expect(guard(routeAt('/profile'), guest, '/profile')).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberFrom: '/profile',
    });
  });

  it('renders a role-protected page for a user whose role is listed', () => {
    expect(guard(routeAt('/profile'), customer, '/profile')).toEqual({ kind: 'render' });
    expect(guard(routeAt('/profile'), admin, '/profile')).toEqual({ kind: 'render' });
  });

  it('sends a user whose role is not listed to /, without remembering the page', () => {
    const adminOnly: RouteDefinition = {
      path: '/back-office',
      owner: 'account',
      access: { kind: 'role', roles: ['admin'] },
    };
    expect(guard(adminOnly, customer, '/back-office')).toEqual({ kind: 'redirect', to: '/' });
    expect(guard(adminOnly, admin, '/back-office')).toEqual({ kind: 'render' });
  });

  it('honours the remembered origin once the guest has signed in on a guest-only page', () => {
    expect(guard(routeAt('/login'), customer, '/login', '/cart')).toEqual({ kind: 'redirect', to: '/cart' });
    expect(guard(routeAt('/login'), customer, '/login', '/checkout/product/12-2?x=1')).toEqual({
      kind: 'redirect',
      to: '/checkout/product/12-2?x=1',
    });
  });

  it('ignores a remembered origin while the viewer is still a guest', () => {
    expect(guard(routeAt('/login'), guest, '/login', '/cart')).toEqual({ kind: 'render' });
  });

  it.each(['//evil.com', 'https://evil.com/cart', '/register', '/login'])(
    'refuses the remembered origin %j and goes to /',
    (remembered) => {
      expect(guard(routeAt('/login'), customer, '/login', remembered)).toEqual({ kind: 'redirect', to: '/' });
    },
  );
});

describe('safeReturnPath', () => {
  it.each(['/cart', '/gemstones/Ruby', '/checkout/cart/4-9?step=2', '/wishlist#top', '/profile'])(
    'keeps the path %j on this site',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each<[string | undefined, string]>([
    [undefined, 'nothing remembered'],
    ['', 'an empty path'],
    ['cart', 'a relative path'],
    ['//evil.com', 'a protocol-relative URL'],
    ['//evil.com/cart', 'a protocol-relative URL with a path'],
    ['/\\evil.com', 'a backslash trick browsers read as //'],
    ['https://evil.com/cart', 'a full URL'],
    ['javascript:alert(1)', 'a script URL'],
    ['/login', 'a guest-only page'],
    ['/verify-otp/1_42', 'a guest-only page with a parameter'],
    ['/reset-password/t0k3n?x=1', 'a guest-only page with a query'],
    ['/no-such-page', 'a path that is no route'],
  ])('refuses %j (%s) and gives /', (path, _why) => {
    expect(safeReturnPath(path)).toBe('/');
  });
});

describe('pathTo', () => {
  it('fills the pattern of a route', () => {
    expect(pathTo('home')).toBe('/');
    expect(pathTo('cart')).toBe('/cart');
    expect(pathTo('checkout', { page: 'cart', productIds: '4-9' })).toBe('/checkout/cart/4-9');
    expect(pathTo('gemstones', { category: 'Featured' })).toBe('/gemstones/Featured');
    expect(pathTo('product', { section: 'jewellery', category: 'rings', productSlug: 'halo-ring-7' })).toBe(
      '/jewellery/rings/halo-ring-7',
    );
  });

  it('accepts numbers', () => {
    expect(pathTo('checkout', { page: 'product', productIds: 12 })).toBe('/checkout/product/12');
  });

  it('URI-encodes the values, which matchRoute decodes back', () => {
    const path = pathTo('gemstones', { category: 'Pink Sapphire/Other' });
    expect(path).toBe('/gemstones/Pink%20Sapphire%2FOther');
    expect(matchRoute(path)?.params).toEqual({ category: 'Pink Sapphire/Other' });
  });

  it('throws, naming the parameter, when one is missing', () => {
    expect(() => pathTo('resetPassword')).toThrow("pathTo('resetPassword') needs the parameter 'token'");
    expect(() => pathTo('checkout', { page: 'cart' })).toThrow("needs the parameter 'productIds'");
  });
});

describe('pathsOwnedBy', () => {
  it('lists the pages the shell draws itself', () => {
    expect(pathsOwnedBy('shell').sort()).toEqual(
      ['/', '/education', '/terms-and-conditions', '/privacy-policy', '/return-policy'].sort(),
    );
  });

  it('lists the pages of each remote', () => {
    expect(pathsOwnedBy('catalogue').sort()).toEqual(
      ['/gemstones/:category', '/jewellery/:category', '/:section/:category/:productSlug'].sort(),
    );
    expect(pathsOwnedBy('checkout').sort()).toEqual(
      ['/cart', '/payment/canceled', '/checkout/:page/:productIds', '/payment/success/:sessionId'].sort(),
    );
    expect(pathsOwnedBy('contact').sort()).toEqual(
      ['/services', '/contact', '/appointments/cancel/:token'].sort(),
    );
    expect(pathsOwnedBy('account').sort()).toEqual(
      [
        '/wishlist',
        '/order-history',
        '/order-history/:orderId',
        '/profile',
        '/password-change',
        '/login',
        '/register',
        '/verify-otp/:id',
        '/forgot-password',
        '/reset-password/:token',
      ].sort(),
    );
  });

  it('gives every route to exactly one owner', () => {
    const owners: RouteOwner[] = ['shell', 'catalogue', 'account', 'checkout', 'contact'];
    const owned = owners.flatMap((owner) => pathsOwnedBy(owner));
    const all = Object.values(routeTable).map((route) => route.path);
    expect(owned.sort()).toEqual([...all].sort());
    expect(new Set(owned).size).toBe(owned.length);
  });
});
