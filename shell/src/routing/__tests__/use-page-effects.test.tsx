import type * as Shared from '@gemstore/shared';
import { refreshCurrentUser, reloadCart, reloadWishlist, sessionStore, userAtom } from '@gemstore/shared';
import { act } from '@testing-library/react';
import { usePageEffects } from '../use-page-effects';
import { aShopper, renderAt, seedSession } from '../../test-helpers';

// The real shared module, with the calls to the server replaced: this suite is about when they are made.
jest.mock('@gemstore/shared', () => ({
  ...jest.requireActual<typeof Shared>('@gemstore/shared'),
  refreshCurrentUser: jest.fn(),
  reloadCart: jest.fn(),
  reloadWishlist: jest.fn(),
}));

const refresh = jest.mocked(refreshCurrentUser);
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
  refresh.mockReset().mockResolvedValue(null);
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

  it("fetches the current user again on every route change, on the page's session store", async () => {
    const { navigate } = renderAt(<PageEffects />, '/');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith(sessionStore);

    navigate('/cart');
    navigate('/wishlist');
    await settle();

    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('reloads the cart once the current user is known, on every route change', async () => {
    const { navigate } = renderAt(<PageEffects />, '/');
    await settle();
    const afterStart = cart.mock.calls.length;

    navigate('/gemstones/Ruby');
    await settle();

    expect(cart).toHaveBeenCalledTimes(afterStart + 1);
    expect(cart).toHaveBeenLastCalledWith(sessionStore);
  });

  it('does not reload the cart for a route the shopper has already left', async () => {
    let answerFirst: (user: null) => void = () => undefined;
    refresh.mockReturnValueOnce(
      new Promise((resolve) => {
        answerFirst = resolve;
      }),
    );
    const { navigate } = renderAt(<PageEffects />, '/');
    await settle();
    const beforeAnswers = cart.mock.calls.length;

    navigate('/cart');
    await settle();
    expect(cart).toHaveBeenCalledTimes(beforeAnswers + 1);

    await act(async () => {
      answerFirst(null);
      await Promise.resolve();
    });
    expect(cart).toHaveBeenCalledTimes(beforeAnswers + 1);
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
