// What the shell loads: single-spa lifecycles for everything the checkout remote owns.
import {
  cartKnownAtom,
  FIRST_SCREEN_ATTRIBUTE,
  matchRoute,
  sessionStore,
  whenSessionKnown,
} from '@gemstore/shared';
import { mountRemoteWhenReady } from '@gemstore/shared/mount';
import { putCart, takeHandedCart } from './features/cart';
import { CheckoutRoutes, preloadPageFor } from './routes';

// A page drawn on the server (first-screen.tsx) brought what it was drawn from with it: a cart its lines, a checkout
// its priced order. The opening page's code is asked for now, while the shell mounts us.
const drawnPage =
  document.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}="checkout"]`) === null
    ? undefined
    : matchRoute(window.location.pathname)?.name;
const handedCart = drawnPage === 'cart' ? takeHandedCart() : null;
const openingPage = preloadPageFor(window.location.pathname);

/**
 * A drawn cart was drawn for the shopper the server saw, with their lines: it is hydrated once the page knows who
 * that is too, so its first render is the server's. The shell usually brings the cart with the shopper (a newer copy,
 * kept); when it has not, the page starts from the lines the server drew, and the shell's copy follows when it comes.
 */
async function drawnCartKnown(): Promise<void> {
  const user = await whenSessionKnown(sessionStore);
  if (user && handedCart && !sessionStore.get(cartKnownAtom)) putCart(handedCart, user.id, sessionStore);
}

/**
 * A drawn checkout is hydrated once the page knows who is signed in (the page is theirs: nothing is drawn for nobody)
 * and its priced order is in the page's client, filed under that shopper. Its page's code is the opening page's: asked
 * for once.
 */
async function drawnCheckoutKnown(): Promise<void> {
  const [checkoutPage] = await Promise.all([
    import(/* webpackChunkName: "checkout-page" */ './pages/checkout-page'),
    whenSessionKnown(sessionStore),
  ]);
  checkoutPage.receiveDrawnCheckout();
}

const ready =
  drawnPage === 'cart'
    ? Promise.all([openingPage, drawnCartKnown()])
    : drawnPage === 'checkout'
      ? // A page whose code did not come shows the lazy page's failure, like every other page.
        Promise.all([openingPage, drawnCheckoutKnown().catch(() => undefined)])
      : openingPage;

// Mounted once the opening page's code is here, so a drawn page's first render has the page itself rather than a lazy
// one waiting for its chunk (routes.tsx).
export default mountRemoteWhenReady('checkout', CheckoutRoutes, ready);
