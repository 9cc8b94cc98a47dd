/**
 * The shell's server entry (ADR 018): composes a page whose first screen a remote drew on the server. The shell's
 * frame (header, navigation, footer) is drawn around the remote's markup for the page's URL, as a guest with an
 * empty cart sees it until the browser knows better, and the remote's opening answer rides along for its hydration.
 * The shell's own home page, which needs no data, it draws whole (ADR 058).
 *
 * Built on its own for Node (build/webpack.mjs) as dist/server/render-page.cjs; @gemstore/shop-server loads it.
 */
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import {
  FIRST_SCREEN_ATTRIBUTE,
  handedAnswerScript,
  matchRoute,
  MemoryRouter,
  type FirstScreen,
  type RemoteName,
} from '@gemstore/shared';
import { ShellProviders, SHELL_EMOTION_KEY } from '../app';
import { ShellLayout } from '../layout/shell-layout';
import { DRAWN_BY_SHELL, shellPages, ShellPagesContext } from '../pages';
import { Home } from '../pages/home';
import { ShellErrorBoundary } from '../pages/unexpected-error';
import { manifestShared, sharedContractProblem } from '../remotes/shared-contract';
import { drawnPageScripts } from './drawn-page-scripts';
import { FirstScreenContext, SHELL_FIRST_SCREEN } from './first-screen-context';
import { SCRIPTS_ATTRIBUTE } from './run-after-first-paint';

/**
 * The remote that may draw `pathname`'s first screen, or null: the owner of a page a remote owns. For a guarded page
 * the remote draws only for a shopper its guard lets in (ADR 065: a guest's page for a guest, a customer's page for
 * that customer), and nothing otherwise: the browser's guard then sends the shopper on as before.
 */
export function firstScreenOwner(pathname: string): RemoteName | null {
  const route = matchRoute(pathname)?.route;
  return !route || route.owner === 'shell' ? null : route.owner;
}

/**
 * Why the shell would refuse `remote` in the browser (ADR 054), from the remote's mf-manifest.json and the shell's
 * own (the versions of the contract it provides), or null. The HTML server draws no page of a remote the shell would
 * refuse: the shopper would see it for a moment, then the remote's fallback in its place.
 */
export function refusedRemote(
  remote: string,
  remoteManifest: unknown,
  shellManifest: unknown,
): string | null {
  const provided = Object.fromEntries(
    manifestShared(shellManifest).map((entry): [string, string | undefined] => [entry.name, entry.version]),
  );
  return sharedContractProblem(remote, manifestShared(remoteManifest), provided);
}

/** Whether the shell draws `pathname` itself on the server (DRAWN_BY_SHELL). */
export function drawnByShell(pathname: string): boolean {
  return matchRoute(pathname)?.name === DRAWN_BY_SHELL;
}

/**
 * The home page as the server draws it: marked as a drawn first screen (the shell's, no remote's), so that the page's
 * head script keeps the taps made on its buttons (the hero's category menus) until the shell's code has drawn it
 * anew and makes them again there (Home's replayEarlyTaps). `display: contents`: the mark adds no box to the layout.
 */
function DrawnHome() {
  return (
    <div {...{ [FIRST_SCREEN_ATTRIBUTE]: SHELL_FIRST_SCREEN }} style={{ display: 'contents' }}>
      <Home />
    </div>
  );
}

/** The shell's pages a server render draws, with their code in hand (a server render cannot wait for a chunk). */
const drawnPages = { ...shellPages, [DRAWN_BY_SHELL]: DrawnHome };

/** React's preloads for the first screen's pictures lead its markup; they belong in the head, found sooner. */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;
const ROOT = /<div id=("?)root\1><\/div>/;
/** The shell's deferred scripts as html-webpack-plugin writes them (minified or not). */
const DEFERRED_SCRIPT = /<script defer(?:="defer")? src=("?)([^"\s>]+)\1><\/script>/g;

/**
 * The whole page: `indexHtml` (the shell's built index.html) with the frame and `firstScreen` in its root, the
 * pictures' preloads in its head, and the handed answer after the root. Without `firstScreen`, the shell's own page
 * for `url` (drawnByShell) in the frame. Null when the index has no empty root.
 */
export function renderPage({
  url,
  indexHtml,
  firstScreen,
}: {
  url: string;
  indexHtml: string;
  firstScreen?: FirstScreen;
}): string | null {
  if (!ROOT.test(indexHtml) || !indexHtml.includes('</head>')) return null;
  const preloads = firstScreen ? (LEADING_LINKS.exec(firstScreen.html)?.[0] ?? '') : '';
  const remote = firstScreen
    ? { remote: firstScreen.answer.remote, html: firstScreen.html.slice(preloads.length) }
    : null;
  const frame = renderToString(
    <ShellProviders cache={createCache({ key: SHELL_EMOTION_KEY })}>
      <MemoryRouter initialEntries={[url]}>
        <ShellPagesContext.Provider value={drawnPages}>
          <FirstScreenContext.Provider value={remote}>
            <ShellErrorBoundary>
              <ShellLayout />
            </ShellErrorBoundary>
          </FirstScreenContext.Provider>
        </ShellPagesContext.Provider>
      </MemoryRouter>
    </ShellProviders>,
  );
  const scripts = [...indexHtml.matchAll(DEFERRED_SCRIPT)].map((match) => match[2] ?? '');
  const scriptPreloads = scripts.map((src) => `<link rel="preload" as="script" href="${src}">`).join('');
  // The scripts' addresses as the index had them in an attribute (no quote, space or '>' in them, DEFERRED_SCRIPT).
  const starter = scripts.length
    ? `<script ${SCRIPTS_ATTRIBUTE}="${scripts.join(' ')}">${drawnPageScripts.afterFirstPaint}</script>`
    : '';
  const tapKeeper = `<script>${drawnPageScripts.keepEarlyTaps}</script>`;
  return indexHtml
    .replace(DEFERRED_SCRIPT, '')
    .replace('</head>', () => `${scriptPreloads}${preloads}${tapKeeper}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root">${frame}</div>${firstScreen ? handedAnswerScript(firstScreen.answer) : ''}${starter}`,
    );
}
