// What the shell loads: single-spa lifecycles for everything the account remote owns.
import { FIRST_SCREEN_ATTRIBUTE, whenSessionKnown } from '@gemstore/shared';
import { receiveHandedAnswer } from '@gemstore/shared/data';
import { mountRemoteWhenReady } from '@gemstore/shared/mount';
import { accountQueries } from './lib/query-client';
import { AccountRoutes, preloadPageFor } from './routes';

// A page drawn on the server (first-screen.tsx) brought what it was drawn from with it (the shop's Google setting, the
// shopper's orders); and the opening page's code is asked for now, while the shell mounts us.
const drawn = document.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}="account"]`) !== null;
receiveHandedAnswer('account', accountQueries);
const openingPage = preloadPageFor(window.location.pathname);
// A drawn page was drawn for the shopper the server saw: it is hydrated once the page knows who that is too (the
// shell asked as it started), so its first render is the server's, signed in or not. The drawn page stays meanwhile.
const ready = drawn ? Promise.all([openingPage, whenSessionKnown()]) : openingPage;

// Mounted once that is so, so a drawn page's first render has the page itself rather than a lazy one waiting for its
// chunk (routes.tsx).
export default mountRemoteWhenReady('account', AccountRoutes, ready);
