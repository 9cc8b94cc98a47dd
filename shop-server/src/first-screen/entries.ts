/**
 * The server entries a page is drawn with (ADR 018), loaded once and kept: the shell's own, read from its dist, and
 * each remote's, fetched from the remote's origin and run only when remotes.json pins it (ADR 033). What they export
 * is checked against the contract, so an entry built against another contract is a failure told once, not an error
 * deep in a page.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FirstScreen, FirstScreenRequest } from '@gemstore/shared/first-screen';
import { evaluateServerEntry } from './evaluate';
import { digestsOf, matchesPin, PINS_KEY, type Digests } from './integrity';
import { isObject } from './is-object';
import { fetchOk, SERVER_CODE_KEY_HEADER } from './manifest';

/** The shell's server entry (shell/src/first-screen/render-page.tsx, built as dist/server/render-page.cjs). */
export type ShellEntry = {
  /** The remote that draws this page's first screen, or null for a page no remote draws. */
  firstScreenOwner(pathname: string): string | null;
  /** Whether the shell draws this page itself (its home page, ADR 058); absent in a shell built before that. */
  drawnByShell?(pathname: string): boolean;
  /**
   * Why the shell would refuse the remote in the browser, from its mf-manifest.json and the shell's own, or null
   * (ADR 054, 066); absent in a shell built before that.
   */
  refusedRemote?(remote: string, remoteManifest: unknown, shellManifest: unknown): string | null;
  /**
   * The shell's index.html with its frame around the remote's first screen, or around its own page when there is no
   * first screen; null when it cannot be composed.
   */
  renderPage(page: { url: string; indexHtml: string; firstScreen?: FirstScreen }): string | null;
};

/** A remote's server entry (named by `metaData.firstScreen` in its mf-manifest.json). */
export type RemoteEntry = {
  renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null>;
};

/** Server entries kept in memory (each about 1 MB): the current build of each remote, and one it replaced. */
const KEPT_ENTRIES = 8;

function shellEntryOf(exports: unknown, file: string): ShellEntry {
  if (
    isObject(exports) &&
    typeof exports.firstScreenOwner === 'function' &&
    typeof exports.renderPage === 'function' &&
    (exports.drawnByShell === undefined || typeof exports.drawnByShell === 'function') &&
    (exports.refusedRemote === undefined || typeof exports.refusedRemote === 'function')
  )
    return exports as ShellEntry;
  throw new Error(`${file} exports no firstScreenOwner and renderPage`);
}

function remoteEntryOf(exports: unknown, url: string): RemoteEntry {
  if (isObject(exports) && typeof exports.renderFirstScreen === 'function') return exports as RemoteEntry;
  throw new Error(`${url} exports no renderFirstScreen`);
}

/** A remote's server code as fetched: its digests, checked against the pin before it is first run, and then its exports. */
type Fetched = { code: string; digests: Digests; entry: RemoteEntry | null };

/**
 * @param serverCodeKey Sent with each request for a remote's server code: shop-server's origins serve it to no one
 * else (ADR 033). Null: none sent (code served publicly, as a plain static host would).
 */
export function serverEntries(shellDir: string, serverCodeKey: string | null = null) {
  const shellEntryFile = path.join(shellDir, 'server', 'render-page.cjs');
  const shellManifestFile = path.join(shellDir, 'mf-manifest.json');
  /** The shell's entry and its build's mf-manifest.json (written by the same build), read again together. */
  let shell: { stamp: string; entry: Promise<ShellEntry>; manifest: Promise<unknown> } | null = null;
  const remotes = new Map<string, Promise<Fetched>>();
  const keyHeader: Record<string, string> = serverCodeKey ? { [SERVER_CODE_KEY_HEADER]: serverCodeKey } : {};

  return {
    /** The shell's server entry, read again when a rebuild replaced the file; null for a shell built without one. */
    async shell(): Promise<ShellEntry | null> {
      const found = await stat(shellEntryFile).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!found) return null;
      const stamp = `${found.mtimeMs}:${found.size}`;
      if (shell?.stamp !== stamp) {
        const entry = readFile(shellEntryFile, 'utf8').then((code) =>
          shellEntryOf(evaluateServerEntry(code, shellEntryFile), shellEntryFile),
        );
        // Null where the shell's build has no manifest: nothing to judge a remote by (refusedRemote).
        const manifest = readFile(shellManifestFile, 'utf8').then(
          (text): unknown => JSON.parse(text),
          () => null,
        );
        shell = { stamp, entry, manifest };
        entry.catch(() => {
          if (shell?.entry === entry) shell = null;
        });
      }
      return shell.entry;
    },

    /**
     * The mf-manifest.json of the shell build whose entry shell() last gave (the versions of the contract it
     * provides, ADR 054), or null; read with the entry, not at every page.
     */
    shellManifest(): Promise<unknown> {
      return shell?.manifest ?? Promise.resolve(null);
    },

    /**
     * A remote's server entry, run only if its code is what `integrity` (the remote's pin in remotes.json) says:
     * code that is not pinned is not even fetched, and code that does not match is refused before it runs. Its
     * name carries its content's hash, so code fetched is kept while a manifest names it; the pin is checked at
     * every page, since remotes.json may change.
     */
    async remote(url: string, integrity: string | undefined, remote: string): Promise<RemoteEntry> {
      if (integrity === undefined)
        throw new Error(`remotes.json pins no server code for '${remote}' (${PINS_KEY}); it was not run`);
      let fetched = remotes.get(url);
      if (!fetched) {
        fetched = fetchOk(url, keyHeader)
          .then((response) => response.text())
          .then((code) => ({ code, digests: digestsOf(code), entry: null }));
        remotes.set(url, fetched);
        fetched.catch(() => remotes.delete(url));
        for (const oldest of remotes.keys()) {
          if (remotes.size <= KEPT_ENTRIES) break;
          remotes.delete(oldest);
        }
      }
      const kept = await fetched;
      if (!matchesPin(kept.digests, integrity))
        throw new Error(
          `${url} is not the server code remotes.json pins for '${remote}' (it is ${kept.digests.sha384}); refused`,
        );
      kept.entry ??= remoteEntryOf(evaluateServerEntry(kept.code, url), url);
      return kept.entry;
    },
  };
}
