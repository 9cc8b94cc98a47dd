/**
 * After an in-app navigation, the keyboard and a screen reader start from the new page's main heading (ADR 044), as
 * they would be told of a new page after a full load: the heading receives the focus (`tabindex="-1"`, no ring), so
 * a screen reader reads it and the next Tab goes on into the page rather than back through the header.
 *
 * A page arrives in its own time (a remote's chunk, its data), and React Router holds the old page on screen while
 * the new one's code loads, so the heading taken is a new one: not on the page when the address changed, or one
 * whose words have changed since (a listing moving to another category keeps its <h1>). The focus is moved only
 * while it is lost (on the page's body, or on something removed) or still where it was when the address changed
 * (the pressed link); a page that focuses a control itself (the code page's first box) keeps it, and so does a
 * shopper who has pressed a key or the pointer since. A page that shows no new heading within
 * `HEADING_WAIT_MS` is announced by its tab title in the polite live region instead, as Next.js's route announcer
 * does, and the keyboard starts from the main region. A heading that comes later still (a remote's code and data on a
 * slow phone on a slow line) takes the focus from the main region, until `LATE_HEADING_MS` have gone by: the shopper
 * starts from the page's heading as soon as there is one.
 */

/** How long a new page's heading may take to appear: a remote's code and its data on a slow connection. */
export const HEADING_WAIT_MS = 3000;

/**
 * Until when, after the address changed, a heading that arrives late is still given the focus, if the focus is where
 * this left it (the main region) or lost, and the shopper has not acted meanwhile.
 */
export const LATE_HEADING_MS = 20_000;

export type PageFocusTargets = {
  main: HTMLElement;
  /** A polite live region (role="status"), visually hidden. */
  announcer: HTMLElement;
};

/** Gives `target` the focus as a starting point: focusable by script only, without scrolling (the page is at its top). */
export function focusStart(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Starts following one navigation; call it as the address changes, before the new page is drawn. Returns a stop
 * function (the next navigation, or the layout going away).
 */
export function followNavigation({ main, announcer }: PageFocusTargets): () => void {
  const before = new Map(
    Array.from(main.querySelectorAll('h1'), (heading) => [heading, heading.textContent]),
  );
  const focusedAtChange = document.activeElement;
  let placed: HTMLElement | null = null;
  // The main region, once it has been given the focus for want of a heading.
  let mainFocused = false;

  const focusIsLost = () => {
    const focused = document.activeElement;
    return (
      focused === null ||
      focused === document.body ||
      !focused.isConnected ||
      focused === focusedAtChange ||
      (mainFocused && focused === main) ||
      // The heading placed earlier, replaced as the page finished drawing.
      (placed !== null && !placed.isConnected)
    );
  };
  // Not in the copy of the page just left, nor in a page drawn but not yet shown (remotes/held-page.tsx): both inert.
  const newHeading = () =>
    Array.from(main.querySelectorAll('h1')).find(
      (heading) => before.get(heading) !== heading.textContent && !heading.closest('[inert], [hidden]'),
    );

  const place = () => {
    const heading = newHeading();
    if (!heading) return;
    if (heading === placed && heading === document.activeElement) return;
    if (focusIsLost()) {
      focusStart(heading);
      placed = heading;
    } else if (placed === null) {
      // The page focused something of its own: it knows best.
      stop();
    }
  };

  const observer = new MutationObserver(place);
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  const frame = requestAnimationFrame(place);
  const fallback = setTimeout(() => {
    // A heading came in time: nothing more to follow.
    if (placed !== null) return stop();
    announcer.textContent = document.title;
    if (focusIsLost()) {
      focusStart(main);
      mainFocused = true;
    }
  }, HEADING_WAIT_MS);
  // Until then, a late heading is still watched for (place() above).
  const lastCall = setTimeout(stop, LATE_HEADING_MS);

  // The shopper has taken over: whatever they do next is theirs.
  const onInput = () => stop();
  document.addEventListener('keydown', onInput, true);
  document.addEventListener('pointerdown', onInput, true);

  announcer.textContent = '';
  let stopped = false;
  function stop() {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    clearTimeout(lastCall);
    document.removeEventListener('keydown', onInput, true);
    document.removeEventListener('pointerdown', onInput, true);
  }
  return stop;
}
