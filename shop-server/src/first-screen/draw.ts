/**
 * Draws a page whose first screen a remote draws on the server (ADR 018). The shell's server entry names the remote
 * for the page; the remote draws the first screen from the API as this shopper; the shell draws its frame around it.
 * The shell's home page the shell draws whole, needing no remote and no data (ADR 058).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverEntries, type ShellEntry } from './entries';
import { serverEntryUrl, type ShellRemotes } from './manifest';
import type { PageRequest, WorkerSettings } from './protocol';

/** How many of the shell's own pages are kept drawn (one per address: the home page with each query it is asked with). */
const KEPT_SHELL_PAGES = 50;

export function pageDrawer({ shellDir, apiOrigin, serverCodeKey }: WorkerSettings) {
  const entries = serverEntries(shellDir, serverCodeKey);
  /**
   * The shell's own pages as drawn (ADR 058): the same for every visitor (no data, the frame as a guest sees it), so
   * each is drawn once per build of the shell and its index.html, not at every request; a new build draws anew.
   */
  const shellPages = new WeakMap<ShellEntry, Map<string, string | null>>();
  function shellPage(shell: ShellEntry, url: string, indexHtml: string): string | null {
    const kept = shellPages.get(shell) ?? new Map<string, string | null>();
    shellPages.set(shell, kept);
    const key = `${url}\n${indexHtml}`;
    if (kept.has(key)) return kept.get(key) ?? null;
    const page = shell.renderPage({ url, indexHtml });
    // The oldest goes first: a page asked with ever new queries (a campaign's tags) cannot fill the memory.
    if (kept.size >= KEPT_SHELL_PAGES) kept.delete(kept.keys().next().value ?? '');
    kept.set(key, page);
    return page;
  }

  /**
   * The remote's current server entry, or null when its build has none; refused unless remotes.json pins it, and
   * when the shell would refuse the remote in the browser (its fallback would replace the drawn page at once).
   */
  async function remoteEntry(remote: string, remotes: ShellRemotes, shopOrigin: string, shell: ShellEntry) {
    const found = await serverEntryUrl(remotes.locations[remote], shopOrigin);
    if (found === null) return null;
    const refusal = shell.refusedRemote?.(remote, found.manifest, await entries.shellManifest());
    if (refusal) throw new Error(refusal);
    return entries.remote(found.url, remotes.pins[remote], remote);
  }

  return {
    /** The whole page, or null when neither a remote nor the shell draws it (or the remote declines). */
    async draw(
      { url, cookie, clientIp, shopOrigin }: PageRequest,
      remotes: ShellRemotes,
    ): Promise<string | null> {
      const pathname = new URL(url, shopOrigin).pathname;
      const shell = await entries.shell();
      if (!shell) return null;
      const indexHtml = () => readFile(path.join(shellDir, 'index.html'), 'utf8');
      if (shell.drawnByShell?.(pathname)) return shellPage(shell, url, await indexHtml());
      const owner = shell.firstScreenOwner(pathname);
      if (!owner) return null;
      const remote = await remoteEntry(owner, remotes, shopOrigin, shell);
      if (!remote) return null;
      const firstScreen = await remote.renderFirstScreen({ url, cookie, apiOrigin, shopOrigin, clientIp });
      if (!firstScreen) return null;
      return shell.renderPage({ url, indexHtml: await indexHtml(), firstScreen });
    },

    /** Loads every entry now; never fails: what cannot be loaded now is loaded by the page that needs it. */
    async warm(shopOrigin: string, remotes: ShellRemotes): Promise<void> {
      const shell = await entries.shell().catch(() => null);
      if (!shell) return;
      await Promise.all(
        Object.keys(remotes.locations).map((remote) =>
          remoteEntry(remote, remotes, shopOrigin, shell).catch(() => undefined),
        ),
      );
    },
  };
}
