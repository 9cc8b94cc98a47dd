import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './app';
import './remotes/provide-exposures';

// single-spa's history patch: a pushState in any remote's router becomes a popstate every other router hears.
// urlRerouteOnly: nothing reroutes unless the URL really changed. We register no applications (remotes mount as
// parcels inside the shell's layout), so start() only installs the patch.
start({ urlRerouteOnly: true });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A transition lets React render the first screen in slices, leaving the browser room between them (the remote's
// requests and code arriving, a tap) instead of one long task on a slow phone. And a transition that suspends (the
// home page's chunk still on its way) keeps what is on screen, the page the server drew, instead of committing the
// outlet's empty screen (ADR 058; first-screen.spec's home page journey holds the chunk back to see it).
startTransition(() => {
  createRoot(root).render(<App />);
});
