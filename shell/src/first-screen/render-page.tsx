/**
 * The shell's server entry (ADR 018): composes a page whose first screen a remote drew on the server. The shell's
 * frame (header, navigation, footer) is drawn around the remote's markup for the page's URL, as a guest with an
 * empty cart sees it until the browser knows better, and the remote's opening answer rides along for its hydration.
 *
 * Built on its own for Node (build/webpack.mjs) as dist/server/render-page.cjs; scripts/serve-shop.mjs loads it.
 */
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import {
  EARLY_TAPS,
  FIRST_SCREEN_ATTRIBUTE,
  handedAnswerScript,
  matchRoute,
  MemoryRouter,
  type EarlyTaps,
  type FirstScreen,
  type RemoteName,
} from '@gemstore/shared';
import { ShellProviders, SHELL_EMOTION_KEY } from '../app';
import { ShellLayout } from '../layout/shell-layout';
import { ShellErrorBoundary } from '../pages/unexpected-error';
import { FirstScreenContext } from './first-screen-context';

/** The remote that draws `pathname`'s first screen: a public page a remote owns, or null. */
export function firstScreenOwner(pathname: string): RemoteName | null {
  const route = matchRoute(pathname)?.route;
  if (!route || route.owner === 'shell' || route.access.kind !== 'public') return null;
  return route.owner;
}

/** React's preloads for the first screen's pictures lead its markup; they belong in the head, found sooner. */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;
const ROOT = /<div id=("?)root\1><\/div>/;
/** The shell's deferred scripts as html-webpack-plugin writes them (minified or not). */
const DEFERRED_SCRIPT = /<script defer(?:="defer")? src=("?)([^"\s>]+)\1><\/script>/g;

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

/**
 * Keeps the taps on the drawn page's buttons until its code has taken it over (see EARLY_TAPS): a shopper who taps a
 * heart the moment the page shows must not find the tap lost. Runs in the page's head, before anything can be
 * tapped; steps aside for good once the taps are made again (replayEarlyTaps).
 */
export function keepEarlyTaps(name: string, attribute: string) {
  const early: EarlyTaps = { taps: [], done: false };
  Object.assign(window, { [name]: early });
  document.addEventListener(
    'click',
    (event) => {
      if (early.done || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (!button?.closest(`[${attribute}]`)) return;
      event.preventDefault();
      event.stopPropagation();
      early.taps.push(button);
    },
    true,
  );
}

/** The longest the shell's scripts wait for the first screen to be painted. */
const SCRIPT_PATIENCE_MS = 500;

/**
 * The whole page: `indexHtml` (the shell's built index.html) with the frame and `firstScreen` in its root, the
 * pictures' preloads in its head, and the handed answer after the root. Null when the index has no empty root.
 */
export function renderPage({
  url,
  indexHtml,
  firstScreen,
}: {
  url: string;
  indexHtml: string;
  firstScreen: FirstScreen;
}): string | null {
  if (!ROOT.test(indexHtml) || !indexHtml.includes('</head>')) return null;
  const preloads = LEADING_LINKS.exec(firstScreen.html)?.[0] ?? '';
  const remoteHtml = firstScreen.html.slice(preloads.length);
  const frame = renderToString(
    <ShellProviders cache={createCache({ key: SHELL_EMOTION_KEY })}>
      <MemoryRouter initialEntries={[url]}>
        <FirstScreenContext.Provider value={{ remote: firstScreen.answer.remote, html: remoteHtml }}>
          <ShellErrorBoundary>
            <ShellLayout />
          </ShellErrorBoundary>
        </FirstScreenContext.Provider>
      </MemoryRouter>
    </ShellProviders>,
  );
  const scripts = [...indexHtml.matchAll(DEFERRED_SCRIPT)].map((match) => match[2] ?? '');
  const scriptPreloads = scripts.map((src) => `<link rel="preload" as="script" href="${src}">`).join('');
  const starter = scripts.length
    ? `<script>(${runAfterFirstPaint.toString()})(${JSON.stringify(scripts)}, ${SCRIPT_PATIENCE_MS})</script>`
    : '';
  const tapKeeper = `<script>(${keepEarlyTaps.toString()})(${JSON.stringify(EARLY_TAPS)}, ${JSON.stringify(FIRST_SCREEN_ATTRIBUTE)})</script>`;
  return indexHtml
    .replace(DEFERRED_SCRIPT, '')
    .replace('</head>', () => `${scriptPreloads}${preloads}${tapKeeper}</head>`)
    .replace(ROOT, () => `<div id="root">${frame}</div>${handedAnswerScript(firstScreen.answer)}${starter}`);
}
