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
  handedAnswerScript,
  matchRoute,
  MemoryRouter,
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
  return indexHtml
    .replace('</head>', () => `${preloads}</head>`)
    .replace(ROOT, () => `<div id="root">${frame}</div>${handedAnswerScript(firstScreen.answer)}`);
}
