/**
 * Every route of §routes.table, its owner and its access rule, defined once. The shell matches and guards
 * with it; each remote maps the paths it owns to pages; links are built from it. React-free so the server
 * could use it too.
 */
import { sections } from '../taxonomy';
import { registeredRemotes, type RemoteName } from './remotes';
import { segmentsOf } from './segments';

export {
  isRemoteName,
  registeredRemote,
  registeredRemotes,
  remoteNames,
  type RegisteredRemote,
  type RemoteName,
} from './remotes';

/** Who draws a route: the shell, or a remote of the registry (build/remote-registry.json); another is a type error. */
export type RouteOwner = 'shell' | RemoteName;
export type Role = 'user' | 'admin';

/**
 * public: anyone. guest-only: a logged-in user goes to `/`. customer: a guest goes to `/login` (remembering where
 * from). role: like customer, and a user whose role is not listed goes to `/`.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'guest-only' }
  | { kind: 'customer' }
  | { kind: 'role'; roles: readonly Role[] };

export type RouteDefinition = {
  /** react-router style pattern: `/gemstones/:category`. */
  path: string;
  owner: RouteOwner;
  access: RouteAccess;
  /** Allowed values for some params; anything else is not this route (`/foo/bar/baz` is not a product). */
  params?: Readonly<Record<string, readonly string[]>>;
};

const publicAccess = { kind: 'public' } as const;
const guestOnly = { kind: 'guest-only' } as const;
const customer = { kind: 'customer' } as const;

/** Order matters only for readability: static segments always win over params when matching. */
export const routeTable = {
  home: { path: '/', owner: 'shell', access: publicAccess },
  gemstones: { path: '/gemstones/:category', owner: 'catalogue', access: publicAccess },
  jewellery: { path: '/jewellery/:category', owner: 'catalogue', access: publicAccess },
  product: {
    path: '/:section/:category/:productSlug',
    owner: 'catalogue',
    access: publicAccess,
    params: { section: sections },
  },
  education: { path: '/education', owner: 'shell', access: publicAccess },
  services: { path: '/services', owner: 'contact', access: publicAccess },
  contact: { path: '/contact', owner: 'contact', access: publicAccess },
  // The link in an appointment's confirmation e-mail (ADR 039): whoever holds it may see and cancel that booking.
  appointmentCancel: { path: '/appointments/cancel/:token', owner: 'contact', access: publicAccess },
  termsAndConditions: { path: '/terms-and-conditions', owner: 'shell', access: publicAccess },
  privacyPolicy: { path: '/privacy-policy', owner: 'shell', access: publicAccess },
  returnPolicy: { path: '/return-policy', owner: 'shell', access: publicAccess },
  cart: { path: '/cart', owner: 'checkout', access: customer },
  paymentCanceled: { path: '/payment/canceled', owner: 'checkout', access: customer },
  checkout: {
    path: '/checkout/:page/:productIds',
    owner: 'checkout',
    access: customer,
    params: { page: ['cart', 'product'] },
  },
  // §routes.table: customers only. The page verifies the payment of the signed-in shopper's session, so a
  // guest logs in first and comes back here (ADR 010).
  paymentSuccess: { path: '/payment/success/:sessionId', owner: 'checkout', access: customer },
  wishlist: { path: '/wishlist', owner: 'account', access: customer },
  orderHistory: { path: '/order-history', owner: 'account', access: customer },
  // §order-history.card: the order card's 'View Details' opens the order at its own address, which only
  // its shopper can open (anyone else gets the not-found page).
  order: { path: '/order-history/:orderId', owner: 'account', access: customer },
  profile: { path: '/profile', owner: 'account', access: { kind: 'role', roles: ['user', 'admin'] } },
  passwordChange: { path: '/password-change', owner: 'account', access: publicAccess },
  login: { path: '/login', owner: 'account', access: guestOnly },
  register: { path: '/register', owner: 'account', access: guestOnly },
  verifyOtp: { path: '/verify-otp/:id', owner: 'account', access: guestOnly },
  forgotPassword: { path: '/forgot-password', owner: 'account', access: guestOnly },
  resetPassword: { path: '/reset-password/:token', owner: 'account', access: guestOnly },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routeTable;

/**
 * A registered remote none of whose routes the table has written yet — a new one, as `npm run new-remote` makes it —
 * has a public page at each path prefix the registry gives it, so it mounts on its route from the start. Once the
 * table gives the remote a route of its own (with its access rule), its landing pages are gone.
 */
export type LandingRouteName = `landing:${RemoteName}`;

export type RouteMatch = {
  name: RouteName | LandingRouteName;
  route: RouteDefinition;
  params: Record<string, string>;
};

const writtenRoutes = Object.entries(routeTable) as [RouteName, RouteDefinition][];

/** The landing pages of the registered remotes the table gives no route (LandingRouteName). */
export const landingRoutes: readonly (readonly [LandingRouteName, RouteDefinition])[] = registeredRemotes
  .filter((remote) => !writtenRoutes.some(([, route]) => route.owner === remote.name))
  .flatMap((remote) =>
    remote.routes.map(
      (prefix) =>
        [`landing:${remote.name}`, { path: prefix, owner: remote.name, access: publicAccess }] as const,
    ),
  );

function matchOne(route: RouteDefinition, segments: string[]): Record<string, string> | null {
  const pattern = segmentsOf(route.path);
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(segment);
      } catch {
        return null;
      }
      const name = part.slice(1);
      const allowed = route.params?.[name];
      if (allowed && !allowed.includes(value)) return null;
      params[name] = value;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/** How specific a pattern is: more static segments first, so `/payment/canceled` beats any `/:a/:b`. */
const staticSegments = (route: RouteDefinition) =>
  segmentsOf(route.path).filter((s) => !s.startsWith(':')).length;

const ranked = [...writtenRoutes, ...landingRoutes].sort(
  ([, a], [, b]) => staticSegments(b) - staticSegments(a),
);

/** The route a pathname belongs to, or null for the 'Page Not Found' catch-all. Trailing slashes are ignored. */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = segmentsOf(pathname);
  for (const [name, route] of ranked) {
    const params = matchOne(route, segments);
    if (params) return { name, route, params };
  }
  return null;
}

/** The paths one owner serves, for its router (a new remote's landing pages included). */
export function pathsOwnedBy(owner: RouteOwner): string[] {
  return [...writtenRoutes, ...landingRoutes]
    .filter(([, route]) => route.owner === owner)
    .map(([, route]) => route.path);
}

/** Fills a pattern: `pathTo('checkout', { page: 'cart', productIds: '4-9' })`. Values are URI-encoded. */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  return routeTable[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathTo('${name}') needs the parameter '${key}'`);
    return encodeURIComponent(String(value));
  });
}

export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: string; rememberFrom?: string };

export type Viewer = { status: 'guest' } | { status: 'signed-in'; role: Role };

/**
 * §routes.guest-only, §routes.customer-only: guest-only pages send a logged-in user to `/`; protected pages
 * send a guest to `/login` remembering where they came from; a role that does not match goes to `/`.
 */
export function guard(
  route: RouteDefinition,
  viewer: Viewer,
  from: string,
  /** Where a guest was going when sent to /login: once signed in there, they go on to it instead of `/`. */
  remembered?: string,
): GuardDecision {
  switch (route.access.kind) {
    case 'public':
      return { kind: 'render' };
    case 'guest-only':
      return viewer.status === 'guest'
        ? { kind: 'render' }
        : { kind: 'redirect', to: safeReturnPath(remembered) };
    case 'customer':
      return viewer.status === 'signed-in'
        ? { kind: 'render' }
        : { kind: 'redirect', to: '/login', rememberFrom: from };
    case 'role':
      if (viewer.status === 'guest') return { kind: 'redirect', to: '/login', rememberFrom: from };
      return route.access.roles.includes(viewer.role) ? { kind: 'render' } : { kind: 'redirect', to: '/' };
  }
}

/** Only a path on this site is followed after login, never `//evil.example` or a full URL. */
export function safeReturnPath(path: string | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  const match = matchRoute(path.split(/[?#]/)[0] ?? '/');
  return match && match.route.access.kind !== 'guest-only' ? path : '/';
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The one-segment pages of §page.title, by what the shop calls them: the header, footer and headings' words
 * (ADR 044).
 */
const oneSegmentPageNames: Partial<Record<RouteName, string>> = {
  education: 'Education',
  services: 'Services',
  contact: 'Contact Us',
  termsAndConditions: 'Terms & Conditions',
  privacyPolicy: 'Privacy Policy',
  returnPolicy: 'Return Policy',
  cart: 'Cart',
  wishlist: 'Wishlist',
  orderHistory: 'Order History',
  profile: 'Profile',
  passwordChange: 'Change Password',
  login: 'Login',
  register: 'Register',
  forgotPassword: 'Forgot Password',
};

/**
 * §page.title: the shop's name, or the shop's name followed by the capitalised path segments separated by
 * ' | ' when there is more than one segment. Were a page of one segment given only the shop's name, every
 * such page would read the same; it is followed by the page's name instead ('Gemstore | Contact Us'), and an address
 * no route owns by 'Page Not Found' (ADR 044). The home page is the shop's name.
 */
export function pageTitle(shopName: string, pathname: string): string {
  const segments = segmentsOf(pathname).map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  if (segments.length > 1) return [shopName, ...segments.map(capitalise)].join(' | ');
  if (segments.length === 0) return shopName;
  const match = matchRoute(pathname);
  const name = !match
    ? 'Page Not Found'
    : match.name.startsWith('landing:')
      ? registeredRemotes.find((remote) => remote.name === match.route.owner)?.label
      : oneSegmentPageNames[match.name as RouteName];
  return name ? `${shopName} | ${name}` : shopName;
}
