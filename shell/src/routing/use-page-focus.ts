/**
 * Follows every in-app navigation with page-focus.ts. The address is watched through `popstate`, which the browser
 * fires for Back and Forward and single-spa's history patch fires synchronously for every pushState and
 * replaceState (shell bootstrap.tsx), so the old page is still on screen when the watch starts: its heading is
 * known as the old one, whichever React root draws the new page first. The page's own load is the browser's.
 */
import { useEffect, type RefObject } from 'react';
import { followNavigation } from './page-focus';

export function usePageFocus(
  main: RefObject<HTMLElement | null>,
  announcer: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    let pathname = window.location.pathname;
    let stop = () => {};
    const onAddress = () => {
      // A query (a filter) or a fragment (a section of the contact page) is the same page.
      if (window.location.pathname === pathname) return;
      pathname = window.location.pathname;
      stop();
      if (main.current && announcer.current) {
        stop = followNavigation({ main: main.current, announcer: announcer.current });
      }
    };
    window.addEventListener('popstate', onAddress, true);
    return () => {
      window.removeEventListener('popstate', onAddress, true);
      stop();
    };
  }, [main, announcer]);
}
