/** The longest the shell's scripts wait for the first screen to be painted. */
export const SCRIPT_PATIENCE_MS = 500;

/** The inline script's attribute that names the shell's scripts, space-separated, in order (render-page.tsx). */
export const SCRIPTS_ATTRIBUTE = 'data-scripts';

/**
 * Runs the shell's scripts once the first screen has been painted, its first pictures included. A deferred script
 * runs as soon as the document is parsed, and on a fast line it has arrived by then: the first screen would be
 * painted after its evaluation, the very wait a page drawn on the server exists to avoid. So the scripts are
 * downloaded at once (preloaded in the head) and only their evaluation waits: for the first contentful paint and
 * the pictures the server marked urgent to load (or fail), then for the frame after that. Never longer than
 * `patienceMs`, so a slow picture (or a tab not on show, where frames do not come) does not keep the page from
 * working.
 */
export function runAfterFirstPaint(sources: string[], patienceMs: number) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of sources) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false; // in order, as deferred scripts would run
      document.body.appendChild(script);
    }
  };
  const urgent = Array.from(document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]'));
  const loaded = (img: HTMLImageElement) =>
    img.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        });
  // The first contentful paint itself: until the words are painted (font-display optional holds them for the
  // typefaces a moment), a frame may come and go with nothing in it.
  const firstPaint = new Promise<void>((resolve) => {
    const paintTiming =
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!paintTiming) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  void Promise.all([firstPaint, ...urgent.map(loaded)]).then(() =>
    requestAnimationFrame(() => setTimeout(start, 0)),
  );
  setTimeout(start, patienceMs);
}
