/**
 * Where a remote's server entry is (ADR 018): remotes.json names the remote's mf-manifest.json, as it does for the
 * browser, and the manifest names the entry (`metaData.firstScreen`), so a remote deployed alone brings its new
 * server code with it.
 */
import { manifestBaseUrl } from '@gemstore/shared/manifest';
import { serverEntryPins, type ServerEntryPins } from './integrity';
import { isObject } from './is-object';

/** remotes.json: each remote's name → the address of its mf-manifest.json (or remoteEntry.js). */
export type RemoteLocations = Record<string, string>;

/** What the composer reads in remotes.json: where each remote is, and the pins on their server code (ADR 033). */
export type ShellRemotes = { locations: RemoteLocations; pins: ServerEntryPins };

export const shellRemotes = (json: unknown): ShellRemotes => ({
  locations: remoteLocations(json),
  pins: serverEntryPins(json),
});

/** The header that asks a shop-server origin for its server code, which it serves to no one else (ADR 033). */
export const SERVER_CODE_KEY_HEADER = 'x-gemstore-server-code-key';

// Taken as this module loads, before any server entry runs in this thread: an entry that replaced the global fetch
// would otherwise see the next request for server code, and its key.
const fetchFirst = globalThis.fetch;

/** A manifest or a server entry that does not answer in this time is given up for this page. */
const FETCH_TIMEOUT_MS = 2_000;

/** remotes.json as read from disk: the entries that are addresses (the shell's own reading reports the rest). */
export function remoteLocations(json: unknown): RemoteLocations {
  if (!isObject(json)) return {};
  return Object.fromEntries(
    Object.entries(json).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export async function fetchOk(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetchFirst(url, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

/**
 * The address of a remote's server entry, with the manifest that names it, or null when remotes.json does not list
 * the remote or its build has none. `shopOrigin` is what a relative address in remotes.json is read against: the
 * shell origin's own address, never a request's Host header.
 */
export async function serverEntryUrl(
  listed: string | undefined,
  shopOrigin: string,
): Promise<{ url: string; manifest: unknown } | null> {
  if (listed === undefined) return null;
  const manifestUrl = new URL(listed, shopOrigin).href;
  const manifest: unknown = await (await fetchOk(manifestUrl)).json();
  const metaData = isObject(manifest) && isObject(manifest.metaData) ? manifest.metaData : {};
  const { firstScreen, publicPath } = metaData;
  if (typeof firstScreen !== 'string') return null;
  const base = manifestBaseUrl(
    { metaData: { publicPath: typeof publicPath === 'string' ? publicPath : undefined } },
    manifestUrl,
  );
  return { url: new URL(firstScreen, base).href, manifest };
}
