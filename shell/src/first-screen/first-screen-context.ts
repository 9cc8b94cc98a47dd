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
  }
  return found?.remote === remote ? found.element : null;
}

/** The server-drawn page has left the screen: a later visit to the remote's area renders as usual. */
export function firstScreenDone(): void {
  found = null;
}

/** Tests: look at the document again. */
export function forgetFirstScreen(): void {
  found = undefined;
}
