/**
 * The head script's work (head-script.ts runs it): it asks for remotes.json and, on a public page a remote owns,
 * for that remote's manifest, then runs the remote's opening script when the manifest names one (ADR 018: it starts
 * the page's data) and preloads the remote's entry and the files of its exposed module. By the time the shell's
 * federation runtime asks for them, they are on their way or already here.
 *
 * It only starts requests: nothing here can break the page. A failure is left for the shell, which asks again
 * and shows its own fallback with Retry.
 */
import { openingRemote } from '../remotes/opening-remote';
import type { EarlyStart } from './early-start';

type RemoteManifest = {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
    /** A remote's own script to run as its page opens (build/webpack.mjs, remoteConfig's `opening`). */
    openingScript?: string;
  };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
};

/** The remote's exposed module, as the shell loads it (`${name}/app`). */
const EXPOSED_MODULE = 'app';

function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  document.head.appendChild(link);
}

function runScript(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

/** Where the remote's files are, as the federation runtime resolves it: publicPath 'auto' is beside the manifest. */
function remoteBase(manifest: RemoteManifest, manifestUrl: string): string {
  const publicPath = manifest.metaData?.publicPath;
  return publicPath && publicPath !== 'auto'
    ? new URL(publicPath, manifestUrl).href
    : new URL('.', manifestUrl).href;
}

/** The remote's opening script, when its manifest names one. */
export function openingScript(manifest: RemoteManifest, manifestUrl: string): string | null {
  const file = manifest.metaData?.openingScript;
  return typeof file === 'string' && file ? new URL(file, remoteBase(manifest, manifestUrl)).href : null;
}

/** The remote's entry and its exposed module's files, resolved as the federation runtime resolves them. */
export function remoteScripts(manifest: RemoteManifest, manifestUrl: string): string[] {
  const meta = manifest.metaData ?? {};
  const base = remoteBase(manifest, manifestUrl);
  const entry = meta.remoteEntry?.name
    ? [
        new URL(`${meta.remoteEntry.path ? `${meta.remoteEntry.path}/` : ''}${meta.remoteEntry.name}`, base)
          .href,
      ]
    : [];
  const exposed = manifest.exposes?.find((expose) => expose.name === EXPOSED_MODULE);
  const files = (exposed?.assets?.js?.sync ?? []).map((file) => new URL(file, base).href);
  return [...entry, ...files];
}

export function startEarly(): EarlyStart {
  // no-store, as the shell asks: a changed remotes.json takes effect on the next page load.
  const remotes = fetch('/remotes.json', { cache: 'no-store' });
  // A failure here is the shell's to report, when it takes the answer; it is not an unhandled rejection.
  remotes.catch(() => undefined);
  const early: EarlyStart = { remotes, manifests: new Map() };
  const owner = openingRemote(window.location.pathname);
  if (owner) {
    remotes
      .then((response) =>
        response.ok ? (response.clone().json() as Promise<Record<string, unknown>>) : null,
      )
      .then((locations) => {
        const entry = locations?.[owner];
        if (typeof entry !== 'string' || !/\.json(\?|$)/.test(entry)) return;
        const manifest = fetch(entry);
        early.manifests.set(entry, manifest);
        return manifest
          .then((response) => (response.ok ? (response.clone().json() as Promise<RemoteManifest>) : null))
          .then((json) => {
            if (!json) return;
            const manifestUrl = new URL(entry, window.location.href).href;
            // First, so the page's data is asked for before the remote's code takes the line.
            const opening = openingScript(json, manifestUrl);
            if (opening) runScript(opening);
            remoteScripts(json, manifestUrl).forEach(preloadScript);
          });
      })
      .catch(() => undefined);
  }
  return early;
}
