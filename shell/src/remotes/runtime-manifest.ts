/**
 * Where each remote lives is learnt at run time from /remotes.json, served beside the shell (ADR 011): pointing
 * it elsewhere, or deploying a new build of one remote, changes what the shop loads with no shell rebuild.
 */
import {
  init,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName } from '@gemstore/shared';
import { takeEarlyManifest, takeEarlyRemotes } from '../early-start/early-start';
import { sharedContract } from './shared-contract';

/** Where each remote of the registry (build/remote-registry.json, ADR 050) lives: every one is registered. */
export type RemoteLocations = Record<RemoteName, string>;

/**
 * A manifest the page's head script already asked for is used as it arrives instead of being asked for again
 * (ADR 017); any other manifest, or one whose early request failed, is fetched by the runtime as usual.
 */
const earlyManifests: ModuleFederationRuntimePlugin = {
  name: 'gemstore-early-manifests',
  fetch(url) {
    const early = takeEarlyManifest(url);
    if (!early) return undefined;
    return early.then(
      (response) => (response.ok ? response : fetch(url)),
      () => fetch(url),
    );
  },
};

/** The build plugin already made the shell's federation instance; init() hands us that instance. */
const federation = init({ name: 'shell', remotes: [], plugins: [earlyManifests, sharedContract] });

export class RuntimeManifestError extends Error {}

/**
 * An http(s) URL, absolute or relative to the page, whose path (not its query) ends in .json (mf-manifest.json) or
 * .js (remoteEntry.js).
 */
function isEntryUrl(entry: string): boolean {
  try {
    const url = new URL(entry, window.location.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.(json|js)$/.test(url.pathname);
  } catch {
    return false;
  }
}

export function parseRemoteLocations(json: unknown): RemoteLocations {
  if (typeof json !== 'object' || json === null)
    throw new RuntimeManifestError('remotes.json is not an object');
  const record = json as Record<string, unknown>;
  const locations = {} as RemoteLocations;
  for (const name of remoteNames) {
    const entry = record[name];
    if (typeof entry !== 'string' || !isEntryUrl(entry)) {
      throw new RuntimeManifestError(
        `remotes.json has no mf-manifest.json or remoteEntry.js URL for '${name}'`,
      );
    }
    locations[name] = entry;
  }
  return locations;
}

let registered: Promise<RemoteLocations> | null = null;

async function fetchLocations(): Promise<RemoteLocations> {
  // no-store: a changed file must take effect on the next page load, whatever a cache in between thinks. The
  // page's head script asked already, once (ADR 017); a Retry asks again.
  const response = await (takeEarlyRemotes() ?? fetch('/remotes.json', { cache: 'no-store' }));
  if (!response.ok) throw new RuntimeManifestError(`remotes.json answered ${response.status}`);
  const locations = parseRemoteLocations(await response.json());
  registerRemotes(remoteNames.map((name) => ({ name, entry: locations[name] })));
  return locations;
}

/** Fetches and registers once; a failed fetch is forgotten so the next Retry fetches again. */
export function registerRemotesFromManifest(): Promise<RemoteLocations> {
  if (!registered) {
    registered = fetchLocations();
    registered.catch(() => {
      registered = null;
    });
  }
  return registered;
}

/** Forget a remote whose load failed (its cached manifest and entry), so Retry really fetches it again. */
export async function resetRemote(name: RemoteName): Promise<void> {
  const locations = await registerRemotesFromManifest();
  registerRemotes([{ name, entry: locations[name] }], { force: true });
}

export { federation };
