/**
 * Test-only products, shoppers and a product page rendered as the shop renders it (the page's session store, theme,
 * a router, the shell's toaster). Not part of the build: nothing outside the test suites imports it.
 */
import type { ReactNode } from 'react';
import {
  authStatusAtom,
  cartAtom,
  isSection,
  type Product,
  Route,
  Routes,
  routeTable,
  sessionStore,
  type User,
  useParams,
  userAtom,
  wishlistAtom,
} from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { aJewel as aSharedJewel, aProduct, aUser } from '@gemstore/shared/test-fixtures';
import { catalogueQueries } from '../lib/query-client';

// Each test starts from a page that has asked the server nothing yet.
beforeEach(() => catalogueQueries.clear());

const media = (id: number, file: string) => `/api/v1/media/products/${id}/${file}`;

/** The product page's gemstone: a ruby with stills, an animation and a lab report. */
export function aGemstone(overrides: Partial<Product> = {}): Product {
  return aProduct({
    id: 12,
    name: 'Burmese Ruby',
    description: 'A pigeon-blood ruby from Mogok, unheated, with a crisp and even colour.',
    price: 4850,
    weight: 2.15,
    image: [media(12, '1.jpg'), media(12, '2.jpg'), media(12, 'spin.webp'), media(12, 'certificate.png')],
    countInStock: 5,
    quantity: 5,
    link: '/gemstones/ruby/burmese-ruby-2.15ct-oval-cut-12',
    ...overrides,
  });
}

/** A ring (no weight, cut, colour or clarity) with a sparkle animation. */
export function aJewel(overrides: Partial<Product> = {}): Product {
  return aSharedJewel({
    image: [media(40, '1.jpg'), media(40, '2.jpg'), media(40, 'sparkle.gif')],
    countInStock: 3,
    quantity: 3,
    link: '/jewellery/rings/sapphire-halo-ring-40',
    ...overrides,
  });
}

/** `count` media in the server's order: stills, then the certificate last. */
export function mediaList(id: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    index === count - 1 ? media(id, 'certificate.png') : media(id, `${index + 1}.jpg`),
  );
}

export function aShopper(overrides: Partial<User> = {}): User {
  return aUser({ firstName: 'Amelia', email: 'amelia@example.com', ...overrides });
}

/** Who is signed in on the page's one session store (null: a guest). */
export function seedSession(user: User | null) {
  sessionStore.set(userAtom, user);
  sessionStore.set(authStatusAtom, user ? 'authenticated' : 'guest');
  sessionStore.set(cartAtom, []);
  sessionStore.set(wishlistAtom, []);
}

/** The shell mounts the catalogue only where the route table's product route matches: sections only. */
function ProductRoute({ page }: { page: ReactNode }) {
  const { section = '' } = useParams();
  return isSection(section) ? page : <p>Elsewhere in the shop</p>;
}

/**
 * Renders `page` on the product route at `path` (after `before`, the pages the shopper came through), inside the
 * providers every remote root has. `location()` is where the router is now; `navigate()` moves it.
 */
export function renderOnProductRoute(page: ReactNode, path: string, before: string[] = []) {
  return renderInRemote(
    <Routes>
      <Route path={routeTable.product.path} element={<ProductRoute page={page} />} />
      <Route path="*" element={<p>Elsewhere in the shop</p>} />
    </Routes>,
    { remote: 'catalogue', queries: catalogueQueries, url: path, before },
  );
}
