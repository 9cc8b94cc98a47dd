/**
 * The remote whose code can start loading as a page is opened: the owner of a public page. A guarded page waits
 * for its guard, which may send the shopper elsewhere. React-free and runtime-free, so both the head script
 * (early-start) and the shell's first turn (open-page-remote) can use it.
 */
import { matchRoute, type RemoteName } from '@gemstore/shared/routes';

export function openingRemote(pathname: string): RemoteName | null {
  const opening = matchRoute(pathname);
  if (!opening || opening.route.owner === 'shell' || opening.route.access.kind !== 'public') return null;
  return opening.route.owner;
}
