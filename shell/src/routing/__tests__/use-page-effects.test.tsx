import type * as Shared from '@gemstore/shared';
import {
  cartOwnerAtom,
  refreshSession,
  reloadCart,
  reloadWishlist,
  sessionStore,
  userAtom,
} from '@gemstore/shared';
import { act } from '@testing-library/react';
import { usePageEffects } from '../use-page-effects';
import { aShopper, renderAt, seedSession } from '../../test-helpers';

// The real shared module, with the calls to the server replaced: this suite is about when they are made.
jest.mock('@gemstore/shared', () => ({
  ...jest.requireActual<typeof Shared>('@gemstore/shared'),
  refreshSession: jest.fn(),
  reloadCart: jest.fn(),
  reloadWishlist: jest.fn(),
}));

const refresh = jest.mocked(refreshSession);
const cart = jest.mocked(reloadCart);
const wishlist = jest.mocked(reloadWishlist);

function PageEffects() {
  usePageEffects();
  return null;
}

/** Lets pending promise callbacks (refresh → reload cart) run. */
const settle = () => act(() => Promise.resolve());

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  seedSession();
  refresh.mockReset().mockResolvedValue(undefined);
  cart.mockReset().mockResolvedValue([]);
  wishlist.mockReset().mockResolvedValue([]);
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  document.title = '';
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('usePageEffects (SPEC §2, §4)', () => {
  it('sets the tab title from the path, and changes it with the route', () => {
    const { navigate } = renderAt(<PageEffects />, '/gemstones/Ruby');
    expect(document.title).toBe('Gemstore | Gemstones | Ruby');

    navigate('/cart');
    expect(document.title).toBe('Gemstore');

    navigate('/jewellery/rings/sapphire-halo-ring-7');
    expect(document.title).toBe('Gemstore | Jewellery | Rings | Sapphire-halo-ring-7');
  });

  it('scrolls to the top on every route change', () => {
    const { navigate } = renderAt(<PageEffects />, '/');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    navigate('/gemstones/Featured');
    navigate('/contact');

    expect(scrollTo).toHaveBeenCalledTimes(3);
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
