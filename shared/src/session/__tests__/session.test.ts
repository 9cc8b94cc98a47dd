import { createStore } from 'jotai';
import { api, ApiError } from '../../api/client';
import type * as ClientModule from '../../api/client';
import {
  markAuthenticated,
  refreshCurrentUser,
  reloadCart,
  reloadWishlist,
  replaceCart,
  replaceWishlist,
  signIn,
  signOutLocally,
  onceWishlistKnown,
  whenSessionKnown,
} from '../actions';
import {
  authStatusAtom,
  cartAtom,
  cartCountAtom,
  roleAtom,
  sessionKnownAtom,
  sessionStore,
  userAtom,
  wishlistAtom,
  wishlistKnownAtom,
} from '../store';
import { aCartLine, aUser, aWishlistItem } from '../test-fixtures';
import { keepWishlistIntent, takeWishlistIntents } from '../wishlist-intents';

// The session talks to the server only through the shared client; stand in for it, not for the network.
jest.mock('../../api/client', () => {
  const actual = jest.requireActual<typeof ClientModule>('../../api/client');
  return { ...actual, api: { get: jest.fn(), put: jest.fn() } };
});

const get = jest.mocked(api.get);
const put = jest.mocked(api.put);

/** What api.get resolves with: axios's answer, of which the session reads only `data`. */
const answer = <T>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.get>>;

type Store = ReturnType<typeof createStore>;

function signedInStore(): Store {
  const store = createStore();
  store.set(userAtom, aUser());
  store.set(authStatusAtom, 'authenticated');
  store.set(cartAtom, [aCartLine(1), aCartLine(2)]);
  store.set(wishlistAtom, [aWishlistItem(5)]);
  return store;
}

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  sessionStorage.clear();
});

describe('the session store', () => {
  it('starts as checking, with no user, an empty cart and an empty wishlist', () => {
    const store = createStore();
    expect(store.get(authStatusAtom)).toBe('checking');
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(roleAtom)).toBe('guest');
    expect(store.get(cartAtom)).toEqual([]);
    expect(store.get(wishlistAtom)).toEqual([]);
    expect(store.get(cartCountAtom)).toBe(0);
  });

  it('counts cart lines for the badge, not units', () => {
    const store = createStore();
    store.set(cartAtom, [aCartLine(1, 3), aCartLine(2, 2)]);
    expect(store.get(cartCountAtom)).toBe(2);
    store.set(cartAtom, [aCartLine(1, 3), aCartLine(2, 2), aCartLine(3, 1)]);
    expect(store.get(cartCountAtom)).toBe(3);
  });

  it("takes the role from the user, or 'guest' without one", () => {
    const store = createStore();
    store.set(userAtom, aUser({ role: 'admin' }));
    expect(store.get(roleAtom)).toBe('admin');
    store.set(userAtom, aUser());
    expect(store.get(roleAtom)).toBe('user');
    store.set(userAtom, null);
    expect(store.get(roleAtom)).toBe('guest');
  });
});

describe('refreshCurrentUser (SPEC §4, §8)', () => {
  it('asks the server who is signed in and keeps the user as authenticated', async () => {
    const store = createStore();
    const user = aUser({ role: 'admin' });
    get.mockResolvedValueOnce(answer({ user }));

    await expect(refreshCurrentUser(store)).resolves.toEqual(user);

    expect(get).toHaveBeenCalledWith('/user/me');
    expect(store.get(userAtom)).toEqual(user);
    expect(store.get(authStatusAtom)).toBe('authenticated');
    expect(store.get(roleAtom)).toBe('admin');
  });

  it("keeps a signed-in shopper's cart and wishlist", async () => {
    const store = signedInStore();
    get.mockResolvedValueOnce(answer({ user: aUser() }));

    await refreshCurrentUser(store);

    expect(store.get(cartAtom)).toHaveLength(2);
    expect(store.get(wishlistAtom)).toHaveLength(1);
  });

  it('keeps the same user object when nothing changed, so effects keyed on it do not re-run', async () => {
    const store = signedInStore();
    const before = store.get(userAtom);
    get.mockResolvedValueOnce(answer({ user: aUser() }));

    await refreshCurrentUser(store);

    expect(store.get(userAtom)).toBe(before);
  });

  it('replaces the user when the server knows them differently', async () => {
    const store = signedInStore();
    get.mockResolvedValueOnce(answer({ user: aUser({ firstName: 'Grace' }) }));

    await refreshCurrentUser(store);

    expect(store.get(userAtom)?.firstName).toBe('Grace');
  });

  it('treats a failed call as logged out: no user, guest, cart and wishlist emptied', async () => {
    const store = signedInStore();
    get.mockRejectedValueOnce(new ApiError('Not logged in', 401, { message: 'Not logged in' }));

    await expect(refreshCurrentUser(store)).resolves.toBeNull();

    expect(store.get(userAtom)).toBeNull();
    expect(store.get(authStatusAtom)).toBe('guest');
    expect(store.get(roleAtom)).toBe('guest');
    expect(store.get(cartAtom)).toEqual([]);
    expect(store.get(wishlistAtom)).toEqual([]);
  });

  it('treats an answer without a user as logged out', async () => {
    const store = signedInStore();
    get.mockResolvedValueOnce(answer({ user: null }));

    await expect(refreshCurrentUser(store)).resolves.toBeNull();

    expect(store.get(authStatusAtom)).toBe('guest');
    expect(store.get(cartAtom)).toEqual([]);
    expect(store.get(wishlistAtom)).toEqual([]);
  });

  it('ends the checking state of a first visit as guest', async () => {
    const store = createStore();
    get.mockRejectedValueOnce(new ApiError('Cannot reach the shop.', null, null));

    await refreshCurrentUser(store);

    expect(store.get(authStatusAtom)).toBe('guest');
  });

  it("works on the page's one session store when no store is given", async () => {
    get.mockResolvedValueOnce(answer({ user: aUser({ id: 'u-9' }) }));

    await refreshCurrentUser();

    expect(sessionStore.get(userAtom)?.id).toBe('u-9');
    expect(sessionStore.get(authStatusAtom)).toBe('authenticated');
    signOutLocally();
  });
});

describe('reloadCart and reloadWishlist (SPEC §4)', () => {
  it('gives an empty cart without a user, without asking the server', async () => {
    const store = createStore();
    store.set(cartAtom, [aCartLine(1)]);

    await expect(reloadCart(store)).resolves.toEqual([]);

    expect(store.get(cartAtom)).toEqual([]);
    expect(get).not.toHaveBeenCalled();
  });

  it("replaces the cart with the server's list for a signed-in user", async () => {
    const store = signedInStore();
    const lines = [aCartLine(7, 2)];
    get.mockResolvedValueOnce(answer({ cartItems: lines }));

    await expect(reloadCart(store)).resolves.toEqual(lines);

    expect(get).toHaveBeenCalledWith('/cart');
    expect(store.get(cartAtom)).toEqual(lines);
    expect(store.get(cartCountAtom)).toBe(1);
  });

  it('leaves the cart as it was when the server call fails, and lets the caller see the failure', async () => {
    const store = signedInStore();
    get.mockRejectedValueOnce(new ApiError('Failed to fetch cart', 500, null));

    await expect(reloadCart(store)).rejects.toThrow('Failed to fetch cart');

    expect(store.get(cartAtom)).toHaveLength(2);
  });

  it('gives an empty wishlist without a user, without asking the server', async () => {
    const store = createStore();
    store.set(wishlistAtom, [aWishlistItem(1)]);

    await expect(reloadWishlist(store)).resolves.toEqual([]);

    expect(store.get(wishlistAtom)).toEqual([]);
    expect(get).not.toHaveBeenCalled();
  });

  it("replaces the wishlist with the server's list for a signed-in user", async () => {
    const store = signedInStore();
    const items = [aWishlistItem(8), aWishlistItem(9)];
    get.mockResolvedValueOnce(answer({ wishlistItems: items }));

    await expect(reloadWishlist(store)).resolves.toEqual(items);

    expect(get).toHaveBeenCalledWith('/wishlist');
    expect(store.get(wishlistAtom)).toEqual(items);
  });
});

describe('local changes to the session', () => {
  it("replaceCart puts the server's list in place of the local one", () => {
    const store = signedInStore();
    const lines = [aCartLine(3, 4)];

    replaceCart(lines, store);

    expect(store.get(cartAtom)).toEqual(lines);
    expect(store.get(cartCountAtom)).toBe(1);
    replaceCart([], store);
    expect(store.get(cartCountAtom)).toBe(0);
  });

  it("replaceWishlist puts the server's list in place of the local one", () => {
    const store = signedInStore();
    const items = [aWishlistItem(11), aWishlistItem(12)];

    replaceWishlist(items, store);

    expect(store.get(wishlistAtom)).toEqual(items);
  });

  it('signIn knows the user at once; markAuthenticated marks them authenticated afterwards', () => {
    const store = createStore();
    store.set(authStatusAtom, 'guest');

    signIn(aUser(), store);
    expect(store.get(userAtom)?.email).toBe('ada@example.com');
    expect(store.get(authStatusAtom)).toBe('guest');

    markAuthenticated(store);
    expect(store.get(authStatusAtom)).toBe('authenticated');
  });

  it('markAuthenticated without a user leaves a guest', () => {
    const store = createStore();
    markAuthenticated(store);
    expect(store.get(authStatusAtom)).toBe('guest');
  });

  it('signOutLocally forgets the user and everything that was theirs', () => {
    const store = signedInStore();

    signOutLocally(store);

    expect(store.get(userAtom)).toBeNull();
    expect(store.get(authStatusAtom)).toBe('guest');
    expect(store.get(roleAtom)).toBe('guest');
    expect(store.get(cartAtom)).toEqual([]);
    expect(store.get(cartCountAtom)).toBe(0);
    expect(store.get(wishlistAtom)).toEqual([]);
  });
});

describe('what the page knows of the session, for taps made in its first moments', () => {
  const whenWishlistKnown = (store: Store) =>
    new Promise<unknown>((resolve) => onceWishlistKnown(resolve, store));

  /** Whether a promise has settled, after the microtasks that settle it. */
  async function settled(promise: Promise<unknown>): Promise<boolean> {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    return done;
  }

  it('knows the shopper once the first current-user answer has come, signed in or not', async () => {
    const store = createStore();
    const known = whenSessionKnown(store);
    expect(store.get(sessionKnownAtom)).toBe(false);
    expect(await settled(known)).toBe(false);

    get.mockResolvedValueOnce(answer({ user: aUser() }));
    await refreshCurrentUser(store);
    expect(store.get(sessionKnownAtom)).toBe(true);
    await expect(known).resolves.toEqual(aUser());

    const guestStore = createStore();
    const guest = whenSessionKnown(guestStore);
    get.mockRejectedValueOnce(new ApiError('Not logged in', 401, { message: 'Not logged in' }));
    await refreshCurrentUser(guestStore);
    await expect(guest).resolves.toBeNull();
  });

  it('knows a signed-in shopper’s wishlist only once their own list is held', async () => {
    const store = createStore();
    const known = whenWishlistKnown(store);
    store.set(wishlistAtom, []); // set before anyone is signed in: nobody's list
    store.set(userAtom, aUser());
    store.set(authStatusAtom, 'authenticated');
    expect(store.get(wishlistKnownAtom)).toBe(false);
    expect(await settled(known)).toBe(false);

    get.mockResolvedValueOnce(answer({ wishlistItems: [aWishlistItem(5)] }));
    await reloadWishlist(store);
    expect(store.get(wishlistKnownAtom)).toBe(true);
    await expect(known).resolves.toEqual(aUser());
  });

  it('stops waiting for a wishlist the server did not send, keeping what it holds', async () => {
    const store = createStore();
    store.set(userAtom, aUser());
    store.set(authStatusAtom, 'authenticated');
    const known = whenWishlistKnown(store);
    get.mockRejectedValueOnce(new ApiError('Something went wrong', 500, null));
    await expect(reloadWishlist(store)).rejects.toThrow('Something went wrong');
    expect(store.get(wishlistAtom)).toEqual([]);
    await expect(known).resolves.toEqual(aUser());
  });

  it('knows a guest has no wishlist to wait for', async () => {
    const store = createStore();
    store.set(authStatusAtom, 'guest');
    expect(store.get(wishlistKnownAtom)).toBe(true);
    await expect(whenWishlistKnown(store)).resolves.toBeNull();
    // Known now: decided within the call, not a moment later.
    let decided = false;
    onceWishlistKnown(() => {
      decided = true;
    }, store);
    expect(decided).toBe(true);
  });
});

describe('hearts tapped on a page that went away before it knew the wishlist', () => {
  function signedIn(): Store {
    const store = createStore();
    store.set(userAtom, aUser());
    store.set(authStatusAtom, 'authenticated');
    return store;
  }

  it('are decided by the next page against the list it loads: sent when the list differs', async () => {
    keepWishlistIntent(5, true);
    get.mockResolvedValueOnce(answer({ wishlistItems: [] }));
    put.mockResolvedValueOnce(answer({ wishlistItems: [aWishlistItem(5)] }));
    const store = signedIn();

    await expect(reloadWishlist(store)).resolves.toEqual([aWishlistItem(5)]);
    expect(put).toHaveBeenCalledWith('/wishlist/update-wishlist', { productId: 5 });
    expect(store.get(wishlistAtom)).toEqual([aWishlistItem(5)]);
    // Decided once: the next load sends nothing more.
    get.mockResolvedValueOnce(answer({ wishlistItems: [aWishlistItem(5)] }));
    await reloadWishlist(store);
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('send nothing when the list already says what the shopper asked for', async () => {
    keepWishlistIntent(5, true);
    get.mockResolvedValueOnce(answer({ wishlistItems: [aWishlistItem(5)] }));
    await reloadWishlist(signedIn());
    expect(put).not.toHaveBeenCalled();
  });

  it('are forgotten after a minute: a visit much later is not the page after the tap', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    keepWishlistIntent(5, true);
    now.mockReturnValue(1_000_000 + 60_000);
    get.mockResolvedValueOnce(answer({ wishlistItems: [] }));
    await reloadWishlist(signedIn());
    expect(put).not.toHaveBeenCalled();
    now.mockRestore();
  });

  it('keep only the latest wish for a piece', () => {
    keepWishlistIntent(5, true);
    keepWishlistIntent(5, false);
    expect(takeWishlistIntents().map(({ productId, saved }) => ({ productId, saved }))).toEqual([
      { productId: 5, saved: false },
    ]);
    expect(takeWishlistIntents()).toEqual([]);
  });
});
