/**
 * Pages whose first screen is drawn on the server (ADR 018), as the shell's origin asks for them. The drawing is
 * done in the drawing worker (ADR 020); this side reads remotes.json as the browser would, at every page, gives
 * the drawing a short time and tells each distinct failure once. Anything that fails or is late gives null: the page
 * is then sent without a first screen, and the browser draws it as it always did.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DrawingThread } from './drawing-thread';
import type { ShellRemotes } from './manifest';
import type { PageRequest } from './protocol';

/** How long a page waits for its first screen before it goes without one. */
const FIRST_SCREEN_TIMEOUT_MS = 400;

const LATE = Symbol('late');

function within<T>(work: Promise<T>, ms: number): Promise<T | typeof LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export type FirstScreenComposer = {
  /** The page with its first screen, or null (no first screen for this page, a failure, or too late). */
  compose(page: PageRequest): Promise<string | null>;
  /**
   * Loads the shell's server entry and every listed remote's ahead of the first page: fetching and evaluating a
   * remote's (about 1 MB) takes longer than a page may wait, so a new server's first shopper would otherwise get
   * the page without its first screen. Never fails.
   * @param shopOrigin The shell origin's own address (relative addresses in remotes.json).
   */
  warm(shopOrigin: string): Promise<void>;
  /** Stops the drawing worker. */
  close(): Promise<void>;
};

export function firstScreenComposer({
  shellDir,
  apiOrigin,
  remotes,
  serverCodeKey = null,
  timeoutMs = FIRST_SCREEN_TIMEOUT_MS,
  log = (message) => console.warn(message),
}: {
  /** The shell's dist folder (index.html, remotes.json, server/render-page.cjs). */
  shellDir: string;
  /** Where the remotes' server entries call the API. */
  apiOrigin: string;
  /** Where each remote's manifest lives, and the pins on their server code (remotes.json, ADR 033). */
  remotes: () => Promise<ShellRemotes>;
  /** Sent when fetching a remote's server code, which shop-server's origins serve to no one else (ADR 033). */
  serverCodeKey?: string | null;
  timeoutMs?: number;
  /** Told once per distinct failure (a page still goes out). */
  log?: (message: string) => void;
}): FirstScreenComposer {
  const thread = new DrawingThread({ shellDir, apiOrigin, serverCodeKey });
  // A shell built without a server entry draws nothing, and needs no worker to say so. Nor does one built before
  // its build listed the drawn page's inline scripts: the page's Content-Security-Policy would stop them (ADR 033).
  const shellDraws = () =>
    existsSync(path.join(shellDir, 'server', 'render-page.cjs')) &&
    existsSync(path.join(shellDir, 'server', 'inline-scripts.json'));
  const told = new Set<string>();
  const tell = (error: unknown) => {
    const message = `A first screen was not drawn: ${error instanceof Error ? error.message : String(error)}`;
    if (told.has(message)) return;
    told.add(message);
    log(message);
  };

  return {
    async compose(page) {
      if (!shellDraws()) return null;
      const drawing = remotes().then((listed) => thread.run({ kind: 'draw', page, remotes: listed }));
      // A failure after the page has gone without a first screen is still told, once.
      drawing.catch(tell);
      try {
        const drawn = await within(drawing, timeoutMs);
        if (drawn !== LATE) return drawn;
        thread.checkAlive();
        return null;
      } catch {
        return null;
      }
    },
    async warm(shopOrigin) {
      if (!shellDraws()) return;
      const listed = await remotes().catch((): ShellRemotes => ({ locations: {}, pins: {} }));
      await thread.run({ kind: 'warm', shopOrigin, remotes: listed }).catch(tell);
    },
    close: () => thread.close(),
  };
}
