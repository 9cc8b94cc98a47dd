/**
 * The head script's work (head-script.ts runs it): it preloads the shell's own code the page needs besides main.js
 * (page-code.ts), asks for remotes.json and, on a public page a remote owns, for that remote's manifest, then
 * preloads the remote's entry and the files of its exposed module. By the time the shell or its federation runtime
 * asks for them, they are on their way or already here.
 *
 * It only starts requests: nothing here can break the page. A failure is left for the shell, which asks again
 * and shows its own fallback with Retry.
 */
import { manifestBaseUrl } from '@gemstore/shared/manifest';
import { matchRoute } from '@gemstore/shared/routes';
import { openingRemote } from '../remotes/opening-remote';
import type { EarlyStart } from './early-start';
import { pageCodeFor, readPageCode } from './page-code';

type RemoteManifest = {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
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

/** The remote's entry and its exposed module's files, resolved as the federation runtime resolves them. */
export function remoteScripts(manifest: RemoteManifest, manifestUrl: string): string[] {
  const meta = manifest.metaData ?? {};
  const base = manifestBaseUrl(manifest, manifestUrl);
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
  pageCodeFor(matchRoute(window.location.pathname), readPageCode(document)).forEach(preloadScript);
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
            if (json) remoteScripts(json, new URL(entry, window.location.href).href).forEach(preloadScript);
          });
      })
      .catch(() => undefined);
  }
  return early;
}
