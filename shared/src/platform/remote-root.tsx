/**
 * What is around every remote's UI (ADR 009): the page's one session store, the shop theme and the remote's own
 * emotion cache key (so class names of two remotes never clash). The single-spa lifecycles that mount it are
 * `@gemstore/shared/mount` (mount-remote.tsx), a page singleton: a page that mounts no remote never downloads them.
 */
import type { ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { Provider as SessionProvider } from 'jotai';
import { sessionStore } from '../session/store';
import { theme } from '../theme';

/** What the shell passes to every remote parcel. */
export type RemoteProps = {
  /** Called when the remote fails while rendering; the shell then shows its fallback with Retry. */
  onCrash?: (error: Error) => void;
  /**
   * The parcel's element already holds this remote's page as the server drew it (ADR 018): hydrate it instead of
   * rendering anew, so the first screen stays on show while the remote's code takes it over.
   */
  hydrate?: boolean;
};

/**
 * Around every remote's UI. `cache` is for a server render, which needs a fresh emotion cache per page (a shared one
 * remembers what an earlier page inserted and would leave those styles out of the next page's HTML).
 */
export function RemoteProviders({
  name,
  cache = cacheFor(name),
  children,
}: {
  name: string;
  cache?: EmotionCache;
  children: ReactNode;
}) {
  return (
    <SessionProvider store={sessionStore}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </CacheProvider>
    </SessionProvider>
  );
}

/** The emotion cache key of a remote's styles; the server's render of its first screen uses the same one. */
export const emotionKeyOf = (name: string) => `gs-${name}`;

const caches = new Map<string, EmotionCache>();
/** The remote's emotion cache in the browser: one per remote for the page's life (mountRemote creates it early). */
export function cacheFor(name: string) {
  let cache = caches.get(name);
  if (!cache) {
    cache = createCache({ key: emotionKeyOf(name) });
    caches.set(name, cache);
  }
  return cache;
}
