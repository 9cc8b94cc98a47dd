/**
 * What the page's <head> started before main.js arrived (ADR 017): the request for remotes.json and, on a public
 * page a remote owns, that remote's mf-manifest.json. The shell takes each answer once instead of asking again; a
 * page without the head script (tests, a remote's standalone page) asks as before.
 */
export type EarlyStart = {
  /** GET /remotes.json, started by the head script. */
  remotes?: Promise<Response>;
  /** GET of a remote's manifest, by the URL remotes.json gave for it. */
  manifests: Map<string, Promise<Response>>;
};

/** The global the head script sets: the two are separate scripts, so it is the one place they meet. */
export const EARLY_START_GLOBAL = '__gemstoreEarlyStart';

type EarlyStartWindow = { [EARLY_START_GLOBAL]?: EarlyStart };

function earlyStart(): EarlyStart | undefined {
  return (globalThis as EarlyStartWindow)[EARLY_START_GLOBAL];
}

/** The head script's remotes.json request, once; undefined when there was none or it was already taken. */
export function takeEarlyRemotes(): Promise<Response> | undefined {
  const early = earlyStart();
  const remotes = early?.remotes;
  if (early) delete early.remotes;
  return remotes;
}

/** The head script's request for this manifest, once; undefined when there was none or it was already taken. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const manifests = earlyStart()?.manifests;
  const manifest = manifests?.get(url);
  manifests?.delete(url);
  return manifest;
}
