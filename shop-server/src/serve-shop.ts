/**
 * Serves built micro-frontends the way they are deployed: the shell on its origin (SPA fallback, /api proxied to
 * the API so cookies stay first-party, pages drawn on the server, ADR 018), each remote on its own origin with
 * CORS. Used by `npm start`, `npm run dev` (serving webpack --watch output) and e2e. Every origin can be stopped
 * and started on its own (e2e stops a remote to prove failure isolation).
 */
import path from 'node:path';
import type { RemoteLocations } from './first-screen/manifest';
import { origin, type OriginHandle } from './origin';

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
  /** Served as /remotes.json instead of the shell's file. */
  remotesJson?: RemoteLocations | undefined;
  /**
   * Send a remote's page with its first screen drawn on the server (ADR 018) when the remote's build has a server
   * entry. Default true; needs `apiOrigin`.
   */
  firstScreens?: boolean;
  /** Default 'localhost' (every address localhost resolves to). */
  host?: string;
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
}: ServeShopOptions<Name>): Promise<ShopHandle<Name>> {
  const shell = origin({
    name: 'shell',
    dir: path.resolve(shellDir),
    port: shellPort,
    host,
    cors: false,
    apiOrigin,
    remotesJson,
    firstScreens,
  });
  const remoteHandles = {} as Record<Name, OriginHandle>;
  for (const [name, { dir, port }] of Object.entries<{ dir: string; port: number }>(remotes ?? {})) {
    // A remote's origin also proxies /api, so its standalone page (index.html) works there as in dev.
    remoteHandles[name as Name] = origin({ name, dir: path.resolve(dir), port, host, cors: true, apiOrigin });
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
