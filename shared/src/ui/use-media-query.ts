import { useCallback, useSyncExternalStore } from 'react';

/** One subscription per query, not one per render. */
function useMediaSubscription(query: string) {
  return useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
}

const matchesNow = (query: string) => window.matchMedia?.(query).matches ?? false;

/**
 * Whether a media query matches, following it while the page is open (a rotated phone, a changed system setting).
 * False where there is no matchMedia (server, tests).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useMediaSubscription(query);
  return useSyncExternalStore(
    subscribe,
    () => matchesNow(query),
    () => false,
  );
}

/**
 * As useMediaQuery, but undefined where the answer is not known: on the server, and while the browser hydrates
 * what the server drew (ADR 018), whose first render must be the server's. A component can then draw every form
 * and let CSS media rules show the right one, instead of guessing and swapping once the window is asked.
 */
export function useKnownMediaQuery(query: string): boolean | undefined {
  const subscribe = useMediaSubscription(query);
  return useSyncExternalStore<boolean | undefined>(
    subscribe,
    () => matchesNow(query),
    () => undefined,
  );
}
