/**
 * @gemstore/shared/testing: a remote's pages rendered in tests as the shell mounts them (docs/new-remote.md): the
 * page's session store, theme and emotion cache (RemoteProviders), the remote's query client, a router at `url` and
 * the shop's toaster. Test code only: nothing in a build imports it.
 */
import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import {
  authStatusAtom,
  cartAtom,
  MemoryRouter,
  RemoteProviders,
  sessionStore,
  ShopToaster,
  useLocation,
  useNavigate,
  userAtom,
  wishlistAtom,
  type Location,
  type NavigateFunction,
  type RemoteName,
  type User,
} from '@gemstore/shared';
import { QueryClientProvider, type QueryClient } from '@gemstore/shared/data';

type Seen = { location: Location | null; navigate: NavigateFunction | null };

function RouterProbe({ seen }: { seen: Seen }) {
  seen.location = useLocation();
  seen.navigate = useNavigate();
  return (
    <div data-testid="current-url">{`${seen.location.pathname}${seen.location.search}${seen.location.hash}`}</div>
  );
}

export type RemoteRender = {
  remote: RemoteName;
  /** The remote's page client (its `src/lib/query-client.ts`): clear it before each test. */
  queries: QueryClient;
  /** Where the router starts; with `before`, the pages the shopper came through. */
  url?: string;
  before?: string[];
  /**
   * Who is signed in as the page opens: a user (authenticated, as the guards of customer pages need), or null for a
   * guest. Either way the cart and wishlist start empty. Left out: the session store is left as it is.
   */
  session?: User | null;
};

/**
 * Renders `ui` (a remote's `<Routes>`, a page or a part of one). `location()` is where the router is now;
 * `navigate(to)` moves it as a link elsewhere on the page would. The current URL is also on show as
 * `data-testid="current-url"`.
 */
export function renderInRemote(
  ui: ReactNode,
  { remote, queries, url = '/', before = [], session }: RemoteRender,
) {
  if (session !== undefined) {
    sessionStore.set(userAtom, session);
    sessionStore.set(authStatusAtom, session ? 'authenticated' : 'guest');
    sessionStore.set(cartAtom, []);
    sessionStore.set(wishlistAtom, []);
  }
  const seen: Seen = { location: null, navigate: null };
  const view = render(
    <RemoteProviders name={remote}>
      <QueryClientProvider client={queries}>
        <MemoryRouter initialEntries={[...before, url]} initialIndex={before.length}>
          {ui}
          <RouterProbe seen={seen} />
        </MemoryRouter>
        <ShopToaster />
      </QueryClientProvider>
    </RemoteProviders>,
  );
  const location = (): Location => {
    if (!seen.location) throw new Error('the router has not rendered');
    return seen.location;
  };
  const navigate = (to: string) =>
    act(() => {
      if (!seen.navigate) throw new Error('the router has not rendered');
      void seen.navigate(to);
    });
  return { ...view, location, navigate };
}
