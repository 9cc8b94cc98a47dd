/**
 * Draws a page whose first screen a remote draws on the server (ADR 018). The shell's server entry names the remote
 * for the page; the remote draws the first screen from the API as this shopper; the shell draws its frame around it.
 * The shell's home page the shell draws whole, needing no remote and no data (ADR 058).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverEntries } from './entries';
import { serverEntryUrl, type ShellRemotes } from './manifest';
import type { PageRequest, WorkerSettings } from './protocol';

export function pageDrawer({ shellDir, apiOrigin, serverCodeKey }: WorkerSettings) {
  const entries = serverEntries(shellDir, serverCodeKey);

  /** The remote's current server entry, or null when its build has none; refused unless remotes.json pins it. */
  async function remoteEntry(remote: string, remotes: ShellRemotes, shopOrigin: string) {
    const url = await serverEntryUrl(remotes.locations[remote], shopOrigin);
    return url === null ? null : entries.remote(url, remotes.pins[remote], remote);
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
      if (shell.drawnByShell?.(pathname)) return shell.renderPage({ url, indexHtml: await indexHtml() });
      const owner = shell.firstScreenOwner(pathname);
      if (!owner) return null;
      const remote = await remoteEntry(owner, remotes, shopOrigin);
      if (!remote) return null;
      const firstScreen = await remote.renderFirstScreen({ url, cookie, apiOrigin, shopOrigin, clientIp });
      if (!firstScreen) return null;
      return shell.renderPage({ url, indexHtml: await indexHtml(), firstScreen });
    },

    /** Loads every entry now; never fails: what cannot be loaded now is loaded by the page that needs it. */
    async warm(shopOrigin: string, remotes: ShellRemotes): Promise<void> {
      await entries.shell().catch(() => undefined);
      await Promise.all(
        Object.keys(remotes.locations).map((remote) =>
          remoteEntry(remote, remotes, shopOrigin).catch(() => undefined),
        ),
      );
    },
  };
}
