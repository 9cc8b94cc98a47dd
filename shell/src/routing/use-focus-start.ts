/**
 * After a route change, the keyboard starts from the top of the new page, as it does after a full page load: Tab
 * reaches the header's first link, not whatever followed the link or button that was pressed on the last page.
 *
 * A page that puts the focus somewhere itself (the code page's first box, a heading it announces) keeps it: the
 * start is moved only when the focus is lost (the focused element went with the old page) or still on what was
 * focused when the route changed. Checked a frame after the change, by when the old page has gone; a new page
 * that focuses something later still wins, since it moves the focus after this has run.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from '@gemstore/shared';

/** The browser's sequential focus starting point, moved to the start of `top` without leaving a focus ring there. */
function startFocusAt(top: HTMLElement): void {
  top.setAttribute('tabindex', '-1');
  top.focus({ preventScroll: true });
  top.blur();
  top.removeAttribute('tabindex');
}

export function useFocusStart(top: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    // The first page is the browser's own load: the start is already the top.
    if (first.current) {
      first.current = false;
      return;
    }
    const focusedAtChange = document.activeElement;
    const frame = requestAnimationFrame(() => {
      const focused = document.activeElement;
      const lost = focused === null || focused === document.body || !focused.isConnected;
      if ((lost || focused === focusedAtChange) && top.current) startFocusAt(top.current);
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, top]);
}
