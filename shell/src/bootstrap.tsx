import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { matchRoute } from '@gemstore/shared';
import { App } from './app';
import { startLoadingRemote } from './remotes/load-remote-app';
import { registerRemotesFromManifest } from './remotes/runtime-manifest';

// single-spa's history patch: a pushState in any remote's router becomes a popstate every other router hears.
// urlRerouteOnly: nothing reroutes unless the URL really changed. We register no applications (remotes mount as
// parcels inside the shell's layout), so start() only installs the patch.
start({ urlRerouteOnly: true });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Remotes are looked up when first needed; the shell paints without waiting for the manifest.
void registerRemotesFromManifest();
// A public page owned by a remote (a listing, a product): its code starts loading now, alongside the shell's render.
// Guarded pages wait for the guard, which may send the shopper elsewhere.
const opening = matchRoute(window.location.pathname);
if (opening && opening.route.owner !== 'shell' && opening.route.access.kind === 'public') {
  startLoadingRemote(opening.route.owner);
}
createRoot(root).render(<App />);
