/**
 * Serves built micro-frontends the way they are deployed: the shell on its origin (SPA fallback, /api proxied to
 * the API so cookies stay first-party, pages drawn on the server, ADR 018), each remote on its own origin with
 * CORS. Used by `npm start`, `npm run dev` (serving webpack --watch output) and e2e. Every origin can be stopped
 * and started on its own (e2e stops a remote to prove failure isolation).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { origin, type OriginHandle } from './origin';
import type { PublicBuildFiles, RemotesJsonSource } from './origin-app';

export type ShopHandle<Name extends string = string> = {
  shell: OriginHandle;
  remotes: Record<Name, OriginHandle>;
  /** Stops every origin. */
  close: () => Promise<void>;
};

export type ServeShopOptions<Name extends string = string> = {
  /** The shell's dist folder. */
  shellDir: string;
  /** Each remote's dist folder and port. */
  remotes?: Record<Name, { dir: string; port: number }>;
  /** 0 picks a free port. */
  shellPort: number;
  /** Where /api/* goes, e.g. http://localhost:4000; null: no proxy (and no first screens). */
  apiOrigin: string | null;
  /**
   * Served as /remotes.json instead of the shell's file: fixed, or a function read at every page. Besides each
   * remote's address it may pin their server code (`serverEntryIntegrity`, ADR 033); a remote whose server code is
   * not pinned there has its pages drawn in the browser.
   */
  remotesJson?: RemotesJsonSource | undefined;
  /**
   * Send a remote's page with its first screen drawn on the server (ADR 018) when the remote's build has a server
   * entry. Default true; needs `apiOrigin`.
   */
  firstScreens?: boolean;
  /**
   * How long a page waits for its first screen before it goes without one (default 400 ms, ADR 018). The e2e shop
   * waits longer: its journeys check that pages are drawn, on a machine whose load they do not control; how fast
   * they are drawn is the bench's business.
   */
  firstScreenTimeoutMs?: number;
  /** Default 'localhost' (every address localhost resolves to). */
  host?: string;
  /** The shop's public address (PUBLIC_URL); when it is https, every origin sends HSTS (ADR 033). */
  publicUrl?: string | null;
  /** Serving development builds (webpack --watch --mode development), whose modules are run with eval. */
  development?: boolean;
  /**
   * With `development`: the local mail inbox's web API (maildev, e.g. http://127.0.0.1:1080), which each remote's
   * origin proxies at `path` for its standalone page's test shopper (ADR 056). Never in production.
   */
  devInbox?: { path: string; origin: string } | null;
  /**
   * Build files served to anyone (ADR 033). Default: neither the server code (server/, which this shop's composer
   * is served with its key) nor source maps (*.map).
   */
  publicFiles?: Partial<PublicBuildFiles>;
  /**
   * The key this shop's composer sends for remotes' server code, for remotes served by another serveShop (give both
   * the same). Default: a new random key, shared by the origins this call starts.
   */
  serverCodeKey?: string;
};

/** Starts the shell and every remote; if one port is taken, closes what was started and throws PortInUseError. */
export async function serveShop<Name extends string>({
  shellDir,
  remotes,
  shellPort,
  apiOrigin,
  remotesJson,
  host = 'localhost',
  firstScreens = true,
  firstScreenTimeoutMs,
  publicUrl = null,
  development = false,
  devInbox = null,
  publicFiles = {},
  serverCodeKey = randomBytes(32).toString('base64url'),
}: ServeShopOptions<Name>): Promise<ShopHandle<Name>> {
  const shared = {
    security: { publicUrl, development },
    publicFiles: { serverCode: false, sourceMaps: false, ...publicFiles },
    serverCodeKey,
  };
  const shell = origin({
    ...shared,
    name: 'shell',
    dir: path.resolve(shellDir),
    port: shellPort,
    host,
    cors: false,
    apiOrigin,
    remotesJson,
    firstScreens,
    firstScreenTimeoutMs,
  });
  const remoteHandles = {} as Record<Name, OriginHandle>;
  for (const [name, { dir, port }] of Object.entries<{ dir: string; port: number }>(remotes ?? {})) {
    // A remote's origin also proxies /api, so its standalone page (index.html) works there as in dev.
    remoteHandles[name as Name] = origin({
      ...shared,
      name,
      dir: path.resolve(dir),
      port,
      host,
      cors: true,
      apiOrigin,
      devInbox: development && devInbox ? devInbox : undefined,
    });
  }
  // The remotes first: the shell, once listening, loads their server entries (first screens, ADR 018).
  const all: OriginHandle[] = [...Object.values<OriginHandle>(remoteHandles), shell];
  const close = async () => {
    await Promise.all(all.map((o) => o.stop()));
  };
  try {
    for (const o of all) await o.start();
  } catch (error) {
    await close();
    throw error;
  }
  return { shell, remotes: remoteHandles, close };
}
