import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { FIRST_SCREEN_ATTRIBUTE, matchRoute } from '@gemstore/shared';
import { App } from './app';
import { SHELL_FIRST_SCREEN } from './first-screen/first-screen-context';
import { shellPages, shellPagesWithDrawn, ShellPagesContext } from './pages';
import './remotes/provide-exposures';

// single-spa's history patch: a pushState in any remote's router becomes a popstate every other router hears.
// urlRerouteOnly: nothing reroutes unless the URL really changed. We register no applications (remotes mount as
// parcels inside the shell's layout), so start() only installs the patch.
start({ urlRerouteOnly: true });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// On a page the shell drew on the server (ADR 058) its code is loaded first, the drawn page on show meanwhile, so
// that the shell's first render replaces it with the same page, never with an empty screen (first-screen.spec's
// home page journey holds the chunk back to see it).
const drawnHere = document.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}="${SHELL_FIRST_SCREEN}"]`)
  ? matchRoute(window.location.pathname)?.name
  : undefined;
void shellPagesWithDrawn(drawnHere)
  .catch(() => shellPages) // its chunk failed: the outlet asks for it again and shows what it must
  .then((pages) => {
    // A transition lets React render the first screen in slices, leaving the browser room between them (the
    // remote's requests and code arriving, a tap) instead of one long task on a slow phone.
    startTransition(() => {
      createRoot(root).render(
        <ShellPagesContext.Provider value={pages}>
          <App />
        </ShellPagesContext.Provider>,
      );
    });
  });
