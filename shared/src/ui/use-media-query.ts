import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following it while the page is open (a rotated phone, a changed system setting).
 * False where there is no matchMedia (server, tests).
 */
export function useMediaQuery(query: string): boolean {
  // One subscription per query, not one per render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
