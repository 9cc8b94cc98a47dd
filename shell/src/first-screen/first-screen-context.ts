/**
 * How the remote's first screen reaches the shell's remote area (ADR 018). On the server, the page being composed
 * provides the remote's markup through FirstScreenContext and the area puts it where the parcel will be. In the
 * browser, the area takes that markup from the document as the shell first renders, keeps it on show, and the
 * remote hydrates it.
 */
import { createContext } from 'react';
import { FIRST_SCREEN_ATTRIBUTE, type RemoteName } from '@gemstore/shared';

/** The first screen's mark on a page the shell drew itself, with no remote (the home page, ADR 058). */
export const SHELL_FIRST_SCREEN = 'shell';

export const FirstScreenContext = createContext<{ remote: RemoteName; html: string } | null>(null);

let found: { remote: string; element: HTMLElement } | null | undefined;
/** The field or button in the drawn page the shopper last put the focus on, while it was only drawn. */
let focusedInside: HTMLElement | null = null;

/** Stops following the focus (the drawn page has been taken over, or a test looks again). */
let stopFollowing: () => void = () => undefined;

function followFocus(element: HTMLElement): void {
  const inside = (target: unknown) =>
    target instanceof HTMLElement && element.contains(target) ? target : null;
  focusedInside = inside(document.activeElement);
  const follow = (event: FocusEvent) => {
    focusedInside = inside(event.target) ?? focusedInside;
  };
  document.addEventListener('focusin', follow);
  stopFollowing = () => document.removeEventListener('focusin', follow);
}

/**
 * Browser: where the focus was in the drawn page before the shell took the page over. The shell's first render
 * replaces the frame the server sent, and the drawn page, moved into the new frame, loses the focus on the way: a
 * shopper typing their e-mail at that moment would type into nothing (seen in Chromium on the drawn /login).
 */
export function focusInFirstScreen(): HTMLElement | null {
  return focusedInside;
}

/**
 * Browser: the element holding `remote`'s server-drawn page. Looked up once, as the shell first renders, while the
 * document is still as the server sent it; the same element on every render until firstScreenDone().
 */
export function firstScreenElement(remote: RemoteName): HTMLElement | null {
  if (found === undefined) {
    const element =
      typeof document === 'undefined'
        ? null
        : document.querySelector<HTMLElement>(`[${FIRST_SCREEN_ATTRIBUTE}]`);
    found = element ? { remote: element.getAttribute(FIRST_SCREEN_ATTRIBUTE) ?? '', element } : null;
    if (element) followFocus(element);
  }
  return found?.remote === remote ? found.element : null;
}

/** The server-drawn page has left the screen: a later visit to the remote's area renders as usual. */
export function firstScreenDone(): void {
  found = null;
  focusedInside = null;
  stopFollowing();
}

/** Tests: look at the document again. */
export function forgetFirstScreen(): void {
  found = undefined;
  focusedInside = null;
  stopFollowing();
}
