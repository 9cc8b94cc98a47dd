/**
 * Test-only helpers for the shell suites: the providers every shell root has (the page's one session store and the
 * shop theme) around a memory router, and a few shoppers and cart lines. Not part of the shell's build.
 */
import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { Provider as SessionProvider } from 'jotai';
import {
  type AuthStatus,
  authStatusAtom,
  cartAtom,
  type CartLine,
  type Role,
  sessionStore,
  theme,
  type User,
  userAtom,
  wishlistAtom,
} from '@gemstore/shared';
// Tests drive the router directly; the shop's code takes it from @gemstore/shared.
import {
  type InitialEntry,
  type Location,
  MemoryRouter,
  type NavigateFunction,
  Route,
  Routes,
  type To,
  useLocation,
  useNavigate,
} from 'react-router-dom';

export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider store={sessionStore}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </SessionProvider>
  );
}

export type { InitialEntry };

type Seen = { location?: Location; navigate?: NavigateFunction };

function RouterProbe({ seen }: { seen: Seen }) {
  seen.location = useLocation();
  seen.navigate = useNavigate();
  return null;
}

/**
 * Renders `element` on every path of a memory router that starts at `at`. `location()` is where the router is now
 * (after any redirect); `navigate()` moves it as a click on a link would.
 */
export function renderAt(element: ReactNode, at: InitialEntry = '/') {
  const seen: Seen = {};
  const view = render(
    <TestProviders>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {element}
                <RouterProbe seen={seen} />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  const location = (): Location => {
    if (!seen.location) throw new Error('the router has not rendered');
    return seen.location;
  };
  const navigate = (to: To) =>
    act(() => {
      if (!seen.navigate) throw new Error('the router has not rendered');
      void seen.navigate(to);
    });
  return { ...view, location, navigate };
}

export function aShopper(role: Role = 'user'): User {
  return {
    _id: `id-${role}`,
    id: `id-${role}`,
    firstName: 'Ada',
    lastName: 'Tan',
    email: `${role}@example.com`,
    role,
    image: null,
    address: { line1: '', line2: '', city: '', state: '', postal_code: '', country: 'SG' },
    verified: true,
  };
}

export function aCartLine(productId: number, quantity = 1): CartLine {
  return {
    _id: `line-${productId}`,
    lineId: productId,
    id: productId,
    productId,
    name: `Stone ${productId}`,
    image: [],
    description: 'A stone',
    price: 1000,
    weight: 1,
    quantity,
    section: 'gemstones',
    category: 'Ruby',
    cut: 'Oval',
    colour: 'Red',
    clarity: 'Eye-Clean',
    countInStock: 5,
    link: `/gemstones/ruby/stone-${productId}-1ct-oval-cut-${productId}`,
  };
}

/** Puts the page's session store in a known state: who is signed in (or nobody) and whether that is known yet. */
export function seedSession({
  user = null,
  status = user ? 'authenticated' : 'guest',
  cart = [],
}: { user?: User | null; status?: AuthStatus; cart?: CartLine[] } = {}) {
  sessionStore.set(userAtom, user);
  sessionStore.set(authStatusAtom, status);
  sessionStore.set(cartAtom, cart);
  sessionStore.set(wishlistAtom, []);
}
