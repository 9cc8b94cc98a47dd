import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './app';
import { registerRemotesFromManifest } from './remotes/runtime-manifest';

// single-spa's history patch: a pushState in any remote's router becomes a popstate every other router hears.
// urlRerouteOnly: nothing reroutes unless the URL really changed. We register no applications (remotes mount as
// parcels inside the shell's layout), so start() only installs the patch.
start({ urlRerouteOnly: true });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Remotes are looked up when first needed; the shell paints without waiting for the manifest.
void registerRemotesFromManifest();
createRoot(root).render(<App />);
