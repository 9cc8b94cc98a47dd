/**
 * Wishlist changes a page could not hand over as it went (§wishlist.heart; ADR 053): kept in the tab, the last wish
 * for a piece winning, and handed by the next page to the account remote's `account/wishlist` once it knows a
 * signed-in shopper; a guest's are dropped, and none is handed over twice.
 */
import { authStatusAtom, sessionStore, signIn, signOutLocally, userAtom } from '@gemstore/shared';
import { aUser } from '@gemstore/shared/test-fixtures';
import { provideWishlistStandIn, withdrawStandIns } from '@gemstore/shared/testing';
import {
  handOverWaitingWishes,
  keepWaitingWish,
  takeWaitingWishes,
  WAITING_WISHES_KEY,
} from '../waiting-wishes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page just started: its current-user answer is still on its way. */
function pageStarting() {
  sessionStore.set(userAtom, null);
  sessionStore.set(authStatusAtom, 'checking');
}

beforeEach(() => {
  sessionStorage.clear();
  pageStarting();
});

afterEach(() => {
  withdrawStandIns();
  signOutLocally();
});

it('keeps each piece’s last wish, in the order the pieces were tapped', () => {
  keepWaitingWish({ productId: 12, saved: true });
  keepWaitingWish({ productId: 7, saved: true });
  keepWaitingWish({ productId: 12, saved: false });
  expect(takeWaitingWishes()).toEqual([
    { productId: 7, saved: true },
    { productId: 12, saved: false },
  ]);
  expect(takeWaitingWishes()).toEqual([]);
  expect(sessionStorage.getItem(WAITING_WISHES_KEY)).toBeNull();
});

it('ignores what it cannot read as wishes', () => {
  sessionStorage.setItem(
    WAITING_WISHES_KEY,
    '[{"productId":"12","saved":true},{"productId":7,"saved":false}]',
  );
  expect(takeWaitingWishes()).toEqual([{ productId: 7, saved: false }]);
  sessionStorage.setItem(WAITING_WISHES_KEY, 'not json');
  expect(takeWaitingWishes()).toEqual([]);
});

it('hands the kept wishes to the wishlist’s owner once the next page knows a signed-in shopper, once', async () => {
  keepWaitingWish({ productId: 12, saved: true });
  keepWaitingWish({ productId: 7, saved: false });
  const wishlist = provideWishlistStandIn();
  handOverWaitingWishes();
  await settle();
  expect(wishlist.seen.loads).toBe(0);

  signIn(aUser());
  await settle();
  expect(wishlist.changes).toEqual([
    { productId: 12, saved: true },
    { productId: 7, saved: false },
  ]);
  expect(sessionStorage.getItem(WAITING_WISHES_KEY)).toBeNull();
  handOverWaitingWishes();
  await settle();
  expect(wishlist.changes).toHaveLength(2);
});

it('drops a guest’s kept wishes without loading the account remote', async () => {
  keepWaitingWish({ productId: 12, saved: true });
  const wishlist = provideWishlistStandIn();
  handOverWaitingWishes();
  sessionStore.set(authStatusAtom, 'guest');
  await settle();
  expect(wishlist.seen.loads).toBe(0);
  expect(wishlist.changes).toEqual([]);
  expect(sessionStorage.getItem(WAITING_WISHES_KEY)).toBeNull();
});

it('loads nothing when nothing was kept', async () => {
  const wishlist = provideWishlistStandIn();
  signIn(aUser());
  handOverWaitingWishes();
  await settle();
  expect(wishlist.seen.loads).toBe(0);
});
