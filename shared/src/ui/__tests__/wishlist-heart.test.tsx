/**
 * The heart hands every change to the wishlist's owner, the account remote's `account/wishlist`, loaded at run time
 * (ADR 053), here a stand-in: when (§wishlist.heart: after the pause, or at once as the page goes), with what, and
 * what it shows while that remote cannot be loaded (the wishlist is unavailable right now, with Retry). What reaches
 * the server and what the shopper is told are the account remote's, tested with its exposure
 * (mf-account/src/__tests__/wishlist-heart*.test.tsx).
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authStatusAtom,
  provideExposureLoader,
  RemoteProviders,
  sessionStore,
  signIn,
  signOutLocally,
  userAtom,
  WAITING_WISHES_KEY,
  WISHLIST_CONTRACT,
  wishlistAtom,
  type WishlistChange,
  type WishlistExposure,
} from '@gemstore/shared';
import { aProduct, aUser } from '@gemstore/shared/test-fixtures';
import { provideWishlistStandIn, withdrawStandIns } from '@gemstore/shared/testing';
import { WishlistHeart } from '../wishlist-heart';

const ruby = aProduct({ id: 12, name: 'Burmese Ruby' });

function renderHeart({ debounceMs = 300, piece = true } = {}) {
  return render(
    <RemoteProviders name="catalogue">
      <p>The rest of the page</p>
      <WishlistHeart
        productId={ruby.id}
        productName={ruby.name}
        debounceMs={debounceMs}
        {...(piece ? { piece: ruby } : {})}
      />
    </RemoteProviders>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  signIn(aUser());
  sessionStore.set(wishlistAtom, []);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  withdrawStandIns();
  signOutLocally();
});

/**
 * The account remote still on its way: its loads wait until `giveUp()`, which each test calls before it ends so that
 * nothing it started is left listening for the next test's page going.
 */
function provideArrivingOwner() {
  const waiting: { arrive: (module: unknown) => void; fail: (error: Error) => void }[] = [];
  const changes: WishlistChange[] = [];
  const wishlist: WishlistExposure = {
    contract: WISHLIST_CONTRACT,
    setWishlisted: async (change) => {
      changes.push(change);
      return true;
    },
  };
  provideExposureLoader(
    {
      load: () => new Promise((arrive, fail) => waiting.push({ arrive, fail })),
      reset: async () => undefined,
    },
    [],
  );
  return {
    changes,
    /** The account remote arrives at last. */
    arrive: async () => {
      for (const load of waiting.splice(0)) load.arrive({ default: wishlist });
      await wait(0);
    },
    giveUp: async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      for (const load of waiting.splice(0)) load.fail(new Error('The account remote did not arrive'));
      await wait(0);
    },
  };
}

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const heart = () => screen.getByRole('button', { name: /Burmese Ruby (to|from) wishlist/ });

describe("handing the change to the wishlist's owner (§wishlist.heart)", () => {
  it('starts loading the owner at the first tap and hands it the wish, with the piece, 300 ms after it', async () => {
    const wishlist = provideWishlistStandIn();
    renderHeart();

    await user().click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    // Asked for as the pointer reached the heart, once: it comes during the pause.
    expect(wishlist.seen.loads).toBe(1);
    await wait(299);
    expect(wishlist.changes).toEqual([]);
    await wait(1);
    expect(wishlist.changes).toEqual([{ productId: 12, saved: true, piece: ruby }]);
  });

  it('gives the owner a head start as a finger or the focus reaches the heart, loading it once', async () => {
    const wishlist = provideWishlistStandIn();
    renderHeart();
    expect(wishlist.seen.loads).toBe(0);
    fireEvent.pointerEnter(heart());
    await wait(0);
    expect(wishlist.seen.loads).toBe(1);
    act(() => heart().focus());
    await wait(0);
    expect(wishlist.seen.loads).toBe(1);
    expect(wishlist.changes).toEqual([]);
  });

  it('hands a wish over without a piece where the page has none (a cart line)', async () => {
    const wishlist = provideWishlistStandIn();
    sessionStore.set(wishlistAtom, [ruby]);
    renderHeart({ debounceMs: 500, piece: false });
    await user().click(heart());
    await wait(500);
    expect(wishlist.changes).toEqual([{ productId: 12, saved: false }]);
  });

  it('hands a waiting wish over at once as the page goes, marked leaving, to the owner already loaded', async () => {
    const wishlist = provideWishlistStandIn();
    renderHeart();
    await user().click(heart());
    await wait(0);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    // Within the page's last event: no later turn of the event loop is waited for.
    expect(wishlist.changes).toEqual([{ productId: 12, saved: true, piece: ruby, leaving: true }]);
    await wait(500);
    expect(wishlist.changes).toHaveLength(1);
  });

  it('keeps a waiting wish in the tab when the page goes before the owner has arrived, for the next page', async () => {
    // The account remote is still on its way as the shopper reloads.
    const owner = provideArrivingOwner();
    renderHeart();
    await user().click(heart());
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(JSON.parse(sessionStorage.getItem(WAITING_WISHES_KEY) ?? 'null')).toEqual([
      { productId: 12, saved: true },
    ]);
    await owner.giveUp();
  });

  it('keeps a wish handed over after its pause whose owner is still on its way when the page goes', async () => {
    const owner = provideArrivingOwner();
    renderHeart();
    await user().click(heart());
    await wait(300);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(JSON.parse(sessionStorage.getItem(WAITING_WISHES_KEY) ?? 'null')).toEqual([
      { productId: 12, saved: true },
    ]);
    await owner.giveUp();
  });

  it('keeps nothing when the page goes after an owner that arrived late has taken the change', async () => {
    const owner = provideArrivingOwner();
    renderHeart();
    await user().click(heart());
    await wait(300);
    await owner.arrive();
    expect(owner.changes).toEqual([{ productId: 12, saved: true, piece: ruby }]);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(sessionStorage.getItem(WAITING_WISHES_KEY)).toBeNull();
  });

  it("keeps nothing of a guest's tap as the page goes: the next page would drop it", async () => {
    signOutLocally();
    const owner = provideArrivingOwner();
    renderHeart();
    await user().click(heart());
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(sessionStorage.getItem(WAITING_WISHES_KEY)).toBeNull();
    await owner.giveUp();
  });

  it('starts afresh when drawn for another piece, handing over what the last piece still waited for', async () => {
    const wishlist = provideWishlistStandIn();
    const sapphire = aProduct({ id: 7, name: 'Ceylon Sapphire' });
    sessionStore.set(wishlistAtom, [sapphire]);
    const view = renderHeart();
    await user().click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    // The shopper moves on to the next piece's page within the pause.
    view.rerender(
      <RemoteProviders name="catalogue">
        <p>The rest of the page</p>
        <WishlistHeart
          productId={sapphire.id}
          productName={sapphire.name}
          debounceMs={300}
          piece={sapphire}
        />
      </RemoteProviders>,
    );
    await wait(0);
    expect(wishlist.changes).toEqual([{ productId: 12, saved: true, piece: ruby }]);
    const next = screen.getByRole('button', { name: 'Remove Ceylon Sapphire from wishlist' });
    expect(next).toHaveAttribute('aria-pressed', 'true');
    await user().click(next);
    await wait(300);
    expect(wishlist.changes).toEqual([
      { productId: 12, saved: true, piece: ruby },
      { productId: 7, saved: false, piece: sapphire },
    ]);
  });

  it('keeps nothing when the page goes after the owner has taken the change', async () => {
    const wishlist = provideWishlistStandIn();
    renderHeart();
    await user().click(heart());
    await wait(300);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(wishlist.changes).toHaveLength(1);
    expect(sessionStorage.getItem(WAITING_WISHES_KEY)).toBeNull();
  });

  it('flips back to what the page holds when the owner refuses', async () => {
    const wishlist = provideWishlistStandIn(() => false);
    renderHeart();
    await user().click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await wait(300);
    expect(wishlist.changes).toHaveLength(1);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it("hands a guest's tap to the owner, who asks them to log in, and changes nothing", async () => {
    signOutLocally();
    const wishlist = provideWishlistStandIn(() => false);
    renderHeart();
    await user().click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await wait(0);
    expect(wishlist.changes).toEqual([{ productId: 12, saved: true, piece: ruby }]);
    await wait(500);
    expect(wishlist.changes).toHaveLength(1);
  });

  it('waits for the page to know the shopper before handing over a tap made in its first moments', async () => {
    sessionStore.set(userAtom, null);
    sessionStore.set(authStatusAtom, 'checking');
    const wishlist = provideWishlistStandIn();
    renderHeart();
    await user().click(heart());
    await wait(300);
    expect(wishlist.changes).toEqual([]);
    await act(async () => signIn(aUser()));
    await wait(0);
    expect(wishlist.changes).toEqual([{ productId: 12, saved: true, piece: ruby }]);
  });
});

describe('while the account remote cannot be loaded', () => {
  it('flips back and says the wishlist is unavailable right now, with Retry; the rest of the page works on', async () => {
    const wishlist = provideWishlistStandIn();
    wishlist.down();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHeart();

    await user().click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await wait(300);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('The wishlist is unavailable right now.');
    expect(within(notice).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    expect(wishlist.changes).toEqual([]);
  });

  it('Retry loads it afresh and hands over what the shopper asked for; the notice goes', async () => {
    const wishlist = provideWishlistStandIn();
    wishlist.down();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHeart();
    await user().click(heart());
    await wait(300);

    wishlist.up();
    await user().click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    // The heart shows the wish again while the owner makes it.
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await wait(0);
    expect(wishlist.seen.resets).toBeGreaterThan(0);
    expect(wishlist.changes).toEqual([{ productId: 12, saved: true, piece: ruby }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Then what the page holds (a stand-in changes nothing there).
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it("Retry after a guest's tap hands it to the owner again, who asks them to log in; the heart stays empty", async () => {
    signOutLocally();
    const wishlist = provideWishlistStandIn(() => false);
    wishlist.down();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHeart();
    await user().click(heart());
    await wait(0);
    expect(screen.getByRole('alert')).toHaveTextContent('The wishlist is unavailable right now.');

    wishlist.up();
    await user().click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await wait(0);
    // Loaded afresh: the runtime forgot the remote that could not be reached.
    expect(wishlist.seen.resets).toBeGreaterThan(0);
    expect(wishlist.changes).toEqual([{ productId: 12, saved: true, piece: ruby }]);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it("a tap made while Retry's change is on its way speaks for itself when the owner answers", async () => {
    let answer: (held: boolean) => void = () => undefined;
    const wishlist = provideWishlistStandIn(() => new Promise((resolve) => (answer = resolve)));
    wishlist.down();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHeart();
    await user().click(heart());
    await wait(300);
    wishlist.up();
    await user().click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await wait(0);
    expect(wishlist.changes).toEqual([{ productId: 12, saved: true, piece: ruby }]);
    // The owner shows the piece saved at once (optimistic); the shopper changes their mind before it answers.
    act(() => sessionStore.set(wishlistAtom, [ruby]));
    await user().click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await act(async () => answer(true));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await wait(300);
    expect(wishlist.changes).toEqual([
      { productId: 12, saved: true, piece: ruby },
      { productId: 12, saved: false, piece: ruby },
    ]);
  });

  it('a tap once it is back is handed over as usual, and the notice goes', async () => {
    const wishlist = provideWishlistStandIn();
    wishlist.down();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHeart();
    await user().click(heart());
    await wait(300);
    wishlist.up();
    await user().click(heart());
    await wait(300);
    expect(wishlist.changes).toEqual([{ productId: 12, saved: true, piece: ruby }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so too where nothing lends the wishlist (a remote run alone, without the shell)', async () => {
    withdrawStandIns();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHeart();
    await user().click(heart());
    await wait(300);
    expect(screen.getByRole('alert')).toHaveTextContent('The wishlist is unavailable right now.');
  });
});
