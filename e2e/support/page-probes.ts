/**
 * What the page itself can tell about how it was composed: how many React DOM copies registered with the
 * (stand-in) DevTools hook, how many times @gemstore/shared's session store was evaluated, and what the federation
 * runtime's share scope says about who provided each singleton.
 */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __reactDomCopies?: number;
    __gemstoreSessionStores?: number;
    __FEDERATION__?: {
      __SHARE__: Record<
        string,
        Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>
      >;
    };
  }
}

/** React DOM registers itself with this hook once per evaluated copy. Must run before the page's scripts. */
export async function countReactDomCopies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__reactDomCopies = 0;
    const hook = {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        window.__reactDomCopies = (window.__reactDomCopies ?? 0) + 1;
        return window.__reactDomCopies;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
      setStrictMode() {},
      checkDCE() {},
    };
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { value: hook, configurable: true });
  });
}

export type Composition = {
  reactDomCopies: number;
  sessionStoreEvaluations: number;
  /** package@version → the builds that provided a loaded copy of it. */
  providers: Record<string, string[]>;
};

export async function readComposition(page: Page): Promise<Composition> {
  return page.evaluate(() => {
    const providers: Record<string, Set<string>> = {};
    for (const scopes of Object.values(window.__FEDERATION__?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, shared] of Object.entries(versions)) {
            if (!shared.loaded) continue;
            const key = `${name}@${version}`;
            (providers[key] ??= new Set()).add(shared.from);
          }
        }
      }
    }
    return {
      reactDomCopies: window.__reactDomCopies ?? 0,
      sessionStoreEvaluations: window.__gemstoreSessionStores ?? 0,
      providers: Object.fromEntries(Object.entries(providers).map(([key, from]) => [key, [...from]])),
    };
  });
}
