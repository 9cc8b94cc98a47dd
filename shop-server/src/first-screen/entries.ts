/**
 * The server entries a page is drawn with (ADR 018), loaded once and kept: the shell's own, read from its dist, and
 * each remote's, fetched from the remote's origin. What they export is checked against the contract, so an entry
 * built against another contract is a failure told once, not an error deep in a page.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FirstScreen, FirstScreenRequest } from '@gemstore/shared/first-screen';
import { evaluateServerEntry } from './evaluate';
import { isObject } from './is-object';
import { fetchOk } from './manifest';

/** The shell's server entry (shell/src/first-screen/render-page.tsx, built as dist/server/render-page.cjs). */
export type ShellEntry = {
  /** The remote that draws this page's first screen, or null for a page no remote draws. */
  firstScreenOwner(pathname: string): string | null;
  /** The shell's index.html with its frame around the remote's first screen; null when it cannot be composed. */
  renderPage(page: { url: string; indexHtml: string; firstScreen: FirstScreen }): string | null;
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
    typeof exports.renderPage === 'function'
  )
    return exports as ShellEntry;
  throw new Error(`${file} exports no firstScreenOwner and renderPage`);
}

function remoteEntryOf(exports: unknown, url: string): RemoteEntry {
  if (isObject(exports) && typeof exports.renderFirstScreen === 'function') return exports as RemoteEntry;
  throw new Error(`${url} exports no renderFirstScreen`);
}

export function serverEntries(shellDir: string) {
  const shellEntryFile = path.join(shellDir, 'server', 'render-page.cjs');
  let shell: { stamp: string; entry: Promise<ShellEntry> } | null = null;
  const remotes = new Map<string, Promise<RemoteEntry>>();

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
        shell = { stamp, entry };
        entry.catch(() => {
          if (shell?.entry === entry) shell = null;
        });
      }
      return shell.entry;
    },

    /** A remote's server entry. Its name carries its content's hash, so one fetched is kept while a manifest names it. */
    remote(url: string): Promise<RemoteEntry> {
      let entry = remotes.get(url);
      if (!entry) {
        entry = fetchOk(url)
          .then((response) => response.text())
          .then((code) => remoteEntryOf(evaluateServerEntry(code, url), url));
        remotes.set(url, entry);
        entry.catch(() => remotes.delete(url));
        for (const oldest of remotes.keys()) {
          if (remotes.size <= KEPT_ENTRIES) break;
          remotes.delete(oldest);
        }
      }
      return entry;
    },
  };
}
