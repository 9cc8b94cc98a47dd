/**
 * A public page owned by a remote (a listing, a product): its remote starts loading as the shell's script runs.
 * Guarded pages wait for the guard, which may send the shopper elsewhere. Kept free of React so it runs before
 * the rest of the shell is evaluated.
 */
import { matchRoute } from '@gemstore/shared/routes';
import { startLoadingRemote } from './load-remote-app';
import { registerRemotesFromManifest } from './runtime-manifest';

// Where the remotes live is asked at once; the shell paints without waiting for the answer.
void registerRemotesFromManifest();

const opening = matchRoute(window.location.pathname);
if (opening && opening.route.owner !== 'shell' && opening.route.access.kind === 'public') {
  startLoadingRemote(opening.route.owner);
}
