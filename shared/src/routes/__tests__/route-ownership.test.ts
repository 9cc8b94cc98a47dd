/**
 * The route table against the remote registry (build/remote-registry.json, ADR 050): `npm run lint` fails on each
 * problem routeOwnershipProblems finds (scripts/check-remotes.mjs), and each kind of problem is shown here once.
 */
import {
  isRemoteName,
  landingRoutes,
  registeredRemotes,
  remoteNames,
  routeTable,
  type RemoteName,
  type RouteDefinition,
  type RouteOwner,
} from '..';
import { routeOwnershipProblems } from '../ownership';

const publicAccess = { kind: 'public' } as const;
const remotes = [
  { name: 'catalogue', routes: ['/gemstones', '/jewellery'] },
  { name: 'checkout', routes: ['/cart', '/payment'] },
];

it('finds nothing wrong with the shop as it is', () => {
  expect(routeOwnershipProblems()).toEqual([]);
  expect(landingRoutes).toEqual([]);
});

it('reads the registry in its order, with the names it lists and no other', () => {
  expect(remoteNames).toEqual(['catalogue', 'account', 'checkout', 'contact']);
  expect(registeredRemotes.find(({ name }) => name === 'contact')).toEqual({
    name: 'contact',
    folder: 'mf-contact',
    port: 3004,
    routes: ['/contact', '/services', '/appointments'],
    label: 'Contact and enquiries',
  });
  expect(isRemoteName('contact')).toBe(true);
  expect(isRemoteName('contcat')).toBe(false);
  expect(isRemoteName('toString')).toBe(false);
});

it('says so when a route names an owner the registry does not know', () => {
  // A cast, as JavaScript or a stale build could do it: in TypeScript the owner is a type error (below).
  const table = { cart: { path: '/cart', owner: 'cheeckout' as RouteOwner, access: publicAccess } };
  expect(routeOwnershipProblems(table, remotes)).toEqual([
    "route 'cart' (/cart) names the owner 'cheeckout', which is not a remote of build/remote-registry.json " +
      '(catalogue, checkout)',
  ]);
});

it("says so when a remote's route is under none of its prefixes", () => {
  const table: Record<string, RouteDefinition> = {
    wishes: { path: '/wishes/:id', owner: 'checkout', access: publicAccess },
  };
  expect(routeOwnershipProblems(table, remotes)).toEqual([
    "route 'wishes' (/wishes/:id) is owned by 'checkout', but no route prefix of 'checkout' in " +
      'build/remote-registry.json covers /wishes/:id',
  ]);
});

it("says so when a route is under another owner's prefix, the shell's included", () => {
  const table: Record<string, RouteDefinition> = {
    paid: { path: '/payment/paid', owner: 'catalogue', access: publicAccess },
    cart: { path: '/cart', owner: 'shell', access: publicAccess },
  };
  expect(routeOwnershipProblems(table, remotes)).toEqual([
    "route 'paid' (/payment/paid) is owned by 'catalogue', but build/remote-registry.json gives /payment to " +
      "'checkout'",
    "route 'cart' (/cart) is owned by 'shell', but build/remote-registry.json gives /cart to 'checkout'",
  ]);
});

it("places a route by its parameter's allowed values, and says so when it cannot", () => {
  const product = {
    path: '/:section/:slug',
    owner: 'catalogue',
    access: publicAccess,
    params: { section: ['gemstones', 'jewellery'] },
  } as const;
  expect(routeOwnershipProblems({ product }, remotes)).toEqual([]);
  expect(
    routeOwnershipProblems({ product: { ...product, params: { section: ['gemstones', 'cart'] } } }, remotes),
  ).toEqual([
    "route 'product' (/:section/:slug) is owned by 'catalogue', but build/remote-registry.json gives /cart to " +
      "'checkout'",
  ]);
  expect(routeOwnershipProblems({ anything: { ...product, params: {} } }, remotes)).toEqual([
    "route 'anything' (/:section/:slug) may or may not be under /gemstones, /jewellery, /cart, /payment: give its " +
      'parameter the values it allows',
  ]);
});

it('makes a name the registry does not list a type error', () => {
  // @ts-expect-error 'contcat' is not a key of build/remote-registry.json
  const misspelt: RemoteName = 'contcat';
  const route: RouteDefinition = {
    path: '/contact',
    // @ts-expect-error nor is it a route owner
    owner: 'contcat',
    access: publicAccess,
  };
  expect([misspelt, route.owner]).toEqual(['contcat', 'contcat']);
  expect(routeTable.contact.owner satisfies RouteOwner).toBe('contact');
});
