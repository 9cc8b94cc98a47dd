import { createStore } from 'jotai';
import { api, ApiError } from '../../api/client';
import type * as ClientModule from '../../api/client';
import {
  authStatusAtom,
  cartAtom,
  cartCountAtom,
  roleAtom,
  sessionKnownAtom,
  sessionStore,
  userAtom,
  viewerAtom,
  wishlistAtom,
  wishlistKnownAtom,
  wishlistOwnerAtom,
} from '../store';
import { aCartLine, aUser, aWishlistItem } from '../test-fixtures';
import { markAuthenticated, refreshCurrentUser, signIn, signOutLocally, whenSessionKnown } from '../user';
import { reloadWishlist } from '../wishlist';

// The session talks to the server only through the shared client; stand in for it, not for the network.
jest.mock('../../api/client', () => {
  const actual = jest.requireActual<typeof ClientModule>('../../api/client');
  return { ...actual, api: { get: jest.fn(), put: jest.fn(), post: jest.fn(), delete: jest.fn() } };
});

const get = jest.mocked(api.get);
const put = jest.mocked(api.put);
const post = jest.mocked(api.post);
const del = jest.mocked(api.delete);

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
  post.mockReset();
  del.mockReset();
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

describe('refreshCurrentUser (§session.current-user)', () => {
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

describe("reloadWishlist (§wishlist.load; the cart is the checkout remote's, ADR 052)", () => {
  it('gives an empty wishlist without a user, without asking the server', async () => {
    const store = createStore();
    store.set(wishlistAtom, [aWishlistItem(1)]);

    await expect(reloadWishlist(store)).resolves.toEqual([]);

    expect(store.get(wishlistAtom)).toEqual([]);
    expect(get).not.toHaveBeenCalled();
  });

  it("replaces the wishlist with the server's list for a signed-in user, and knows it is theirs", async () => {
    const store = signedInStore();
    const items = [aWishlistItem(8), aWishlistItem(9)];
    get.mockResolvedValueOnce(answer({ wishlistItems: items }));
    expect(store.get(wishlistKnownAtom)).toBe(false);

    await expect(reloadWishlist(store)).resolves.toEqual(items);

    expect(get).toHaveBeenCalledWith('/wishlist');
    expect(store.get(wishlistAtom)).toEqual(items);
    expect(store.get(wishlistKnownAtom)).toBe(true);
  });

  it('files an answer only for whoever was signed in when it was asked for', async () => {
    const store = signedInStore();
    const before = store.get(wishlistAtom);
    let answerNow: (value: never) => void = () => undefined;
    get.mockReturnValueOnce(new Promise((resolve) => (answerNow = resolve)));
    const reloading = reloadWishlist(store);
    store.set(userAtom, aUser({ id: 'someone-else' }));
    answerNow(answer({ wishlistItems: [aWishlistItem(8)] }) as never);
    await reloading;
    expect(store.get(wishlistAtom)).toEqual(before);
    expect(store.get(wishlistKnownAtom)).toBe(false);
  });

  it('signing out forgets the wishlist and whose it was', async () => {
    const store = signedInStore();
    get.mockResolvedValueOnce(answer({ wishlistItems: [aWishlistItem(8)] }));
    await reloadWishlist(store);
    signOutLocally(store);
    expect(store.get(wishlistAtom)).toEqual([]);
    expect(store.get(wishlistOwnerAtom)).toBeNull();
  });
});

describe('local changes to the session', () => {
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
});

describe("the viewer: whose eyes server answers are for (the data layer's keys)", () => {
  it("is 'pending' until the first current-user answer, then 'guest' or the user's id", async () => {
    const store = createStore();
    expect(store.get(viewerAtom)).toBe('pending');
    get.mockRejectedValueOnce(new ApiError('Not logged in', 401, { message: 'Not logged in' }));
    await refreshCurrentUser(store);
    expect(store.get(viewerAtom)).toBe('guest');
    store.set(userAtom, aUser({ id: 'u-41' }));
    expect(store.get(viewerAtom)).toBe('u-41');
    signOutLocally(store);
    expect(store.get(viewerAtom)).toBe('guest');
  });
});
