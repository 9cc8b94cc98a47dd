import type * as Shared from '@gemstore/shared';
import {
  authStatusAtom,
  cartAtom,
  CART_CONTRACT,
  cartOwnerAtom,
  provideExposureLoader,
  refreshSession,
  reloadWishlist,
  sessionStore,
  userAtom,
  WAITING_WISHES_KEY,
  WISHLIST_CONTRACT,
  type CartExposure,
  type WishlistExposure,
} from '@gemstore/shared';
import { act, waitFor } from '@testing-library/react';
import { aCartLine } from '@gemstore/shared/test-fixtures';
import { usePageEffects } from '../use-page-effects';
import { aShopper, renderAt, seedSession } from '../../test-helpers';

// The real shared module, with the calls to the server replaced: this suite is about when they are made.
jest.mock('@gemstore/shared', () => ({
  ...jest.requireActual<typeof Shared>('@gemstore/shared'),
  refreshSession: jest.fn(),
  reloadWishlist: jest.fn(),
}));

const refresh = jest.mocked(refreshSession);
const wishlist = jest.mocked(reloadWishlist);
/** The checkout remote's exposure as the federation runtime would give it (ADR 052). */
const cart = jest.fn<Promise<void>, []>();
const checkoutCart: CartExposure = {
  contract: CART_CONTRACT,
  addToCart: async () => true,
  reloadCart: cart,
  prepareToAdd: () => undefined,
};
const load = jest.fn<Promise<unknown>, [string]>();

function PageEffects() {
  usePageEffects();
  return null;
}

/** Lets pending promise callbacks (refresh → reload cart) run. */
const settle = () => act(() => Promise.resolve());

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  seedSession();
  sessionStore.set(cartOwnerAtom, null);
  refresh.mockReset().mockResolvedValue(undefined);
  cart.mockReset().mockResolvedValue(undefined);
  load.mockReset().mockResolvedValue({ default: checkoutCart });
  provideExposureLoader({ load, reset: async () => undefined });
  wishlist.mockReset().mockResolvedValue([]);
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  document.title = '';
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('usePageEffects (§page.title, §page.scroll-to-top, §session.current-user)', () => {
  it('sets the tab title from the path, and changes it with the route', () => {
    const { navigate } = renderAt(<PageEffects />, '/gemstones/Ruby');
    expect(document.title).toBe('Gemstore | Gemstones | Ruby');

    navigate('/cart');
    expect(document.title).toBe('Gemstore | Cart');

    navigate('/jewellery/rings/sapphire-halo-ring-7');
    expect(document.title).toBe('Gemstore | Jewellery | Rings | Sapphire-halo-ring-7');
  });

  it('scrolls to the top on every route change, not as the page loads (a drawn page the shopper scrolled stays put)', () => {
    const { navigate } = renderAt(<PageEffects />, '/');
    expect(scrollTo).not.toHaveBeenCalled();

    navigate('/gemstones/Featured');
    navigate('/contact');

    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it("fetches the session (the user with their cart) again on every route change, on the page's store", async () => {
    const { navigate } = renderAt(<PageEffects />, '/');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith(sessionStore);

    navigate('/cart');
    navigate('/wishlist');
    await settle();

    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('does not fetch the cart again when the user changes to one whose cart the store already has', async () => {
    renderAt(<PageEffects />, '/');
    await settle();
    const afterStart = cart.mock.calls.length;
    const shopper = aShopper();
    act(() => {
      sessionStore.set(userAtom, shopper);
      sessionStore.set(cartOwnerAtom, shopper.id);
    });
    await settle();
    expect(cart).toHaveBeenCalledTimes(afterStart);

    act(() => sessionStore.set(userAtom, { ...aShopper(), id: 'someone-else' }));
    await settle();
    expect(cart).toHaveBeenCalledTimes(afterStart + 1);
  });

  it("reloads a sign-in's cart through the checkout remote's exposure, not on the page load's first user", async () => {
    seedSession({ status: 'checking' });
    renderAt(<PageEffects />, '/');
    await settle();
    // The page load's user comes with its cart (refreshSession): no checkout remote on every page.
    act(() => {
      sessionStore.set(userAtom, aShopper());
      sessionStore.set(authStatusAtom, 'authenticated');
    });
    await settle();
    expect(load).not.toHaveBeenCalled();

    act(() => sessionStore.set(userAtom, null));
    await settle();
    expect(load).not.toHaveBeenCalled();

    act(() => sessionStore.set(userAtom, { ...aShopper(), id: 'signed-in-here' }));
    await settle();
    expect(load).toHaveBeenCalledWith('checkout/cart');
    await settle();
    expect(cart).toHaveBeenCalledTimes(1);
  });

  it('keeps what the store has when the checkout remote cannot be loaded', async () => {
    load.mockRejectedValue(new Error('checkout is down'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lines = [aCartLine(3)];
    seedSession({ cart: lines });
    renderAt(<PageEffects />, '/');
    await settle();
    act(() => sessionStore.set(userAtom, aShopper()));
    // After the exposure's own retries (EXPOSURE_RETRY_DELAYS_MS).
    await waitFor(
      () =>
        expect(warn).toHaveBeenCalledWith(
          'The cart could not be reloaded after the sign-in',
          expect.objectContaining({ message: 'checkout is down' }),
        ),
      { timeout: 3000 },
    );
    expect(sessionStore.get(cartAtom)).toEqual(lines);
  });

  it('fetches the wishlist and the cart on start and whenever the user changes', async () => {
    renderAt(<PageEffects />, '/');
    await settle();
    expect(wishlist).toHaveBeenCalledTimes(1);
    expect(wishlist).toHaveBeenCalledWith(sessionStore);

    act(() => sessionStore.set(userAtom, aShopper()));
    await settle();
    expect(wishlist).toHaveBeenCalledTimes(2);

    act(() => sessionStore.set(userAtom, null));
    await settle();
    expect(wishlist).toHaveBeenCalledTimes(3);
  });

  it("hands the last page's waiting wishlist changes to the account remote's exposure once it knows the shopper, once", async () => {
    const changes: unknown[] = [];
    const accountWishlist: WishlistExposure = {
      contract: WISHLIST_CONTRACT,
      setWishlisted: async (change) => {
        changes.push(change);
        return true;
      },
    };
    load.mockImplementation(async (id) => ({
      default: id === 'account/wishlist' ? accountWishlist : checkoutCart,
    }));
    sessionStorage.setItem(WAITING_WISHES_KEY, JSON.stringify([{ productId: 12, saved: true }]));
    seedSession({ status: 'checking' });
    const { navigate } = renderAt(<PageEffects />, '/gemstones/Ruby');
    await settle();
    expect(load).not.toHaveBeenCalledWith('account/wishlist');

    act(() => {
      sessionStore.set(userAtom, aShopper());
      sessionStore.set(authStatusAtom, 'authenticated');
    });
    await waitFor(() => expect(changes).toEqual([{ productId: 12, saved: true }]));
    navigate('/contact');
    await settle();
    expect(changes).toHaveLength(1);
    expect(sessionStorage.getItem(WAITING_WISHES_KEY)).toBeNull();
  });

  it('does not fetch the wishlist again on a route change when the user stays the same', async () => {
    seedSession({ user: aShopper() });
    const { navigate } = renderAt(<PageEffects />, '/');
    await settle();

    navigate('/gemstones/Ruby');
    navigate('/contact');
    await settle();

    expect(wishlist).toHaveBeenCalledTimes(1);
  });
});
