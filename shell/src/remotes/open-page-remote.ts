/**
 * A public page owned by a remote (a listing, a product): its remote starts loading as the shell's script runs
 * (openingRemote says which). Kept free of React so it runs before the rest of the shell is evaluated.
 */
import { startLoadingRemote } from './load-remote-app';
import { openingRemote } from './opening-remote';
import { registerRemotesFromManifest } from './runtime-manifest';

// Where the remotes live is asked at once; the shell paints without waiting for the answer.
void registerRemotesFromManifest();

const remote = openingRemote(window.location.pathname);
if (remote) startLoadingRemote(remote);
