/**
 * Moving to a page that another part of the shop draws, the page being left stays on show until the next one is
 * drawn (issue 32: the content blanked for about half a second on a phone, a spinner in its place, as a new customer
 * saw moving to the cart or the checkout). As a remote's area or a shell page leaves the screen, its markup is
 * copied; the next remote's area shows that copy instead of its loading state until its own page is drawn, for at
 * most HOLD_MS, and then its loading state until its page is drawn, so that a slow line still sees the shop at work.
 *
 * The copy is a still picture: inert (no focus, no taps) and hidden from assistive technology, whose users are told
 * of the new page by the focus move and the announcer (page-focus.ts, which passes over it). Its looks hold because
 * the styles it was drawn with stay in the document's head.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** The longest the page being left stays on show. */
export const HOLD_MS = 800;

let leaving: { page: HTMLElement; at: number } | null = null;

/** The page that is going: a copy of what `element` shows, for the area that opens next. */
export function rememberLeavingPage(element: HTMLElement | null): void {
  if (!element?.isConnected || element.childElementCount === 0) return;
  const page = document.createElement('div');
  for (const child of Array.from(element.childNodes)) page.append(child.cloneNode(true));
  // A still picture: a copied video (the home page's hero) would start loading and playing again.
  for (const video of Array.from(page.querySelectorAll('video'))) {
    video.removeAttribute('autoplay');
    video.preload = 'none';
  }
  leaving = { page, at: performance.now() };
}

/**
 * The copy of the page left for the area that began to render at `since`, once: one left since then went in the
 * commit that brings this area (an older copy was left for another screen, or by a page that is long gone).
 */
export function takeLeavingPage(since: number): HTMLElement | null {
  const taken = leaving;
  leaving = null;
  return taken && taken.at >= since ? taken.page : null;
}

/** Wraps a page that is copied as it leaves the screen (a remote's area, a page of the shell). */
export function CopiedWhenLeft({ children }: { children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  // A layout effect's clean-up runs before React takes the leaving page out of the document.
  useLayoutEffect(() => {
    const element = host.current;
    return () => rememberLeavingPage(element);
  }, []);
  // The next page's cover is placed over its content (remote-area.tsx).
  return (
    <div ref={host} css={{ position: 'relative' }}>
      {children}
    </div>
  );
}

/** The copy on show. */
export function HeldPage({ page }: { page: HTMLElement }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    host.current?.replaceChildren(page);
  }, [page]);
  return <div ref={host} aria-hidden="true" inert data-held-page="" />;
}
