/**
 * `account/wishlist`, what the account remote lends the rest of the shop at run time (ADR 053; the contract is
 * WishlistExposure in @gemstore/shared). The hearts of the catalogue and the cart (shared's WishlistHeart) and the
 * cart's Move to wishlist come here, through the federation runtime: a change to how the wishlist is changed, or to
 * what the shopper is told, ships with this remote's deploy alone.
 *
 * It carries its writes (with the data layer): it is loaded only as a shopper's finger or focus nears a heart, or at
 * a tap, and a change handed over as the page goes must be sent within the page's last event, with no time left to
 * fetch more code.
 */
import {
  notify,
  sessionKnownAtom,
  sessionStore,
  toApiError,
  whenSessionKnown,
  WISHLIST_CONTRACT,
  type WishlistChange,
  type WishlistExposure,
} from '@gemstore/shared';
import { setWishlisted, wishlistMessages } from './features/wishlist';

/**
 * Whether the change is a signed-in shopper's. In the page's first moments the sign-in may still be on its way: a
 * signed-in shopper is not a guest. A page that is going cannot wait: its change is sent, and a guest's is refused
 * by the server.
 */
async function signedIn(leaving: boolean): Promise<boolean> {
  if (leaving && !sessionStore.get(sessionKnownAtom)) return true;
  return (await whenSessionKnown(sessionStore)) !== null;
}

async function change({ productId, saved, piece, leaving = false }: WishlistChange): Promise<boolean> {
  // §wishlist.heart: a guest's heart changes nothing.
  if (!(await signedIn(leaving))) {
    notify.error(wishlistMessages.logIn);
    return false;
  }
  try {
    await setWishlisted(productId, saved, piece);
  } catch (error) {
    // §wishlist.heart, §wishlist.messages: the page's wishlist is back as it was (the mutation's rollback).
    notify.error(toApiError(error, wishlistMessages.updateFailed).message);
    return false;
  }
  // §wishlist.heart: the heart itself is the confirmation; nothing more is said.
  return true;
}

const wishlist: WishlistExposure = { contract: WISHLIST_CONTRACT, setWishlisted: change };

export default wishlist;
