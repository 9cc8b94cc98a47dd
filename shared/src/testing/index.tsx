/**
 * @gemstore/shared/testing: a remote's pages rendered in tests as the shell mounts them (docs/new-remote.md): the
 * page's session store, theme and emotion cache (RemoteProviders), the remote's query client, a router at `url` and
 * the shop's toaster. Test code only: nothing in a build imports it.
 */
import type { ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import {
  authStatusAtom,
  CART_CONTRACT,
  cartAtom,
  createApiClient,
  formatPrice,
  MemoryRouter,
  PRICE_CONTRACT,
  provideExposureLoader,
  RemoteProviders,
  sessionStore,
  ShopToaster,
  useLocation,
  useNavigate,
  userAtom,
  wishlistAtom,
  wishlistOwnerAtom,
  WISHLIST_CONTRACT,
  type AddToCartRequest,
  type ApiClient,
  type CartExposure,
  type ExposureId,
  type Location,
  type NavigateFunction,
  type PriceDisplay,
  type PricedPiece,
  type PriceExposure,
  type RemoteName,
  type User,
  type WishlistChange,
  type WishlistExposure,
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
   * guest. Either way the cart and wishlist start empty (the wishlist not yet known). Left out: the session store is
   * left as it is.
   */
  session?: User | null;
};

/**
 * Renders `ui` (a remote's `<Routes>`, a page or a part of one). `location()` is where the router is now;
 * `navigate(to)` moves it as a link elsewhere on the page would. The current URL is also on show as
 * `data-testid="current-url"`.
 */
/** What `renderInRemote` gives a test: Testing Library's result, and the router's place and a way to move it. */
export type RemoteRendered = RenderResult & {
  location: () => Location;
  navigate: (to: string) => void;
};

export function renderInRemote(
  ui: ReactNode,
  { remote, queries, url = '/', before = [], session }: RemoteRender,
): RemoteRendered {
  if (session !== undefined) {
    sessionStore.set(userAtom, session);
    sessionStore.set(authStatusAtom, session ? 'authenticated' : 'guest');
    sessionStore.set(cartAtom, []);
    sessionStore.set(wishlistAtom, []);
    sessionStore.set(wishlistOwnerAtom, null);
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

/** What a stand-in remote has been asked: loads (each try), resets (a Retry's), head starts; `down`: unreachable. */
type StandInSeen = { loads: number; resets: number; prepared: number; down: boolean };

/**
 * The stand-ins of this test file, by exposure: each provide…StandIn adds (or replaces) its own and hands the page
 * one loader for all of them, as the shell hands over the federation runtime. An exposure with no stand-in cannot be
 * loaded (its remote is not there). Loads are not paused between tries here.
 */
const standIns = new Map<ExposureId, { module: unknown; seen: StandInSeen }>();

function provideStandIn(id: ExposureId, module: unknown) {
  const seen: StandInSeen = { loads: 0, resets: 0, prepared: 0, down: false };
  standIns.set(id, { module, seen });
  provideExposureLoader(
    {
      load: async (wanted) => {
        const standIn = standIns.get(wanted);
        if (!standIn) throw new Error(`Nothing stands in for ${wanted} in this test`);
        standIn.seen.loads += 1;
        if (standIn.seen.down) throw new Error(`The remote of ${wanted} could not be reached`);
        return { default: standIn.module };
      },
      reset: async (remote) => {
        for (const [wanted, standIn] of standIns)
          if (wanted.startsWith(`${remote}/`)) standIn.seen.resets += 1;
      },
    },
    [],
  );
  return {
    seen,
    down: () => {
      seen.down = true;
    },
    up: () => {
      seen.down = false;
    },
  };
}

/**
 * A stand-in for the checkout remote's `checkout/cart` (ADR 052): it records what the page asked for and answers with
 * `answer`. `down()` makes every load fail (the checkout remote's server stopped) until `up()`.
 */
export function provideCartStandIn(answer: (request: AddToCartRequest) => boolean = () => true) {
  const requests: AddToCartRequest[] = [];
  const cart: CartExposure = {
    contract: CART_CONTRACT,
    addToCart: async (request) => {
      requests.push(request);
      return answer(request);
    },
    reloadCart: async () => undefined,
    prepareToAdd: () => {
      standIn.seen.prepared += 1;
    },
  };
  const standIn = provideStandIn('checkout/cart', cart);
  return { requests, ...standIn };
}

/**
 * A stand-in for the account remote's `account/wishlist` (ADR 053): it records each change handed over and answers
 * with `answer` (true: the server holds it), without touching the store. `down()` makes every load fail (the account
 * remote's server stopped) until `up()`.
 */
export function provideWishlistStandIn(
  answer: (change: WishlistChange) => boolean | Promise<boolean> = () => true,
) {
  const changes: WishlistChange[] = [];
  const wishlist: WishlistExposure = {
    contract: WISHLIST_CONTRACT,
    setWishlisted: async (change) => {
      changes.push(change);
      return answer(change);
    },
  };
  const standIn = provideStandIn('account/wishlist', wishlist);
  return { changes, ...standIn };
}

/**
 * A stand-in for the catalogue's `catalogue/price` (ADR 055), for the other remotes' tests: it says a price, or what
 * stands for it, in the shop's words, and records each piece it drew (`drawn`), so a test sees the page used the
 * catalogue's tag. `down()` makes every load fail (the catalogue's server stopped) until `up()`.
 */
export function providePriceStandIn() {
  const drawn: PricedPiece[] = [];
  const priceDisplay = (piece: PricedPiece): PriceDisplay => {
    if (piece.priceHidden === 'enquire') return { kind: 'enquire', text: 'Enquire for Price' };
    if (piece.price === null) return { kind: 'login', text: 'Login to view price', veil: '$8,888.00' };
    return { kind: 'amount', amount: piece.price, text: formatPrice(piece.price) };
  };
  const price: PriceExposure = {
    contract: PRICE_CONTRACT,
    priceDisplay,
    PriceTag: ({ piece }) => {
      drawn.push(piece);
      return <span>{priceDisplay(piece).text}</span>;
    },
  };
  const standIn = provideStandIn('catalogue/price', price);
  return { drawn, ...standIn };
}

/** Forgets every stand-in: no exposure can be loaded (no shell lent its runtime). */
export function withdrawStandIns(): void {
  standIns.clear();
  provideExposureLoader(null);
}

/** A call the API client of answeringApiClient was asked to make. */
export type AskedCall = { method: string; url: string; params: unknown; body: unknown };

/**
 * An API client (a server entry's, ADR 018) that answers from `answer` instead of a server, noting every call it was
 * asked to make. `answer` may throw to stand for a failed call.
 */
export function answeringApiClient(answer: (asked: AskedCall) => unknown): {
  client: ApiClient;
  asked: AskedCall[];
} {
  const asked: AskedCall[] = [];
  const client = createApiClient('http://api.test/api/v1');
  client.defaults.adapter = async (config) => {
    const call: AskedCall = {
      method: String(config.method).toUpperCase(),
      url: String(config.url),
      params: config.params,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined,
    };
    asked.push(call);
    return { data: answer(call), status: 200, statusText: 'OK', headers: {}, config };
  };
  return { client, asked };
}
