/** The pages the shell itself owns in the route table, by route name. */
import { createContext, lazy, type ComponentType } from 'react';
import type { RouteName } from '@gemstore/shared';
import { Education } from './legal/education';

// Each page's code is its own chunk, so one page's first load never carries another's: the home page's hero,
// promotions and category menus (about 4.5 KB gzip) are not every other page's to download (ADR 057). index.html
// preloads the home page's chunk with the document on '/', so it does not wait for main.js to ask for it.
const homePage = () => import(/* webpackChunkName: "home-page" */ './home');
const Home = lazy(() => homePage().then((m) => ({ default: m.Home })));

// The legal texts are long and rarely read: their own chunk, so every other page does not download them.
const legalPages = () => import(/* webpackChunkName: "legal-pages" */ './legal');
const TermsAndConditions = lazy(() => legalPages().then((m) => ({ default: m.TermsAndConditions })));
const PrivacyPolicy = lazy(() => legalPages().then((m) => ({ default: m.PrivacyPolicy })));
const ReturnPolicy = lazy(() => legalPages().then((m) => ({ default: m.ReturnPolicy })));

export const shellPages: Partial<Record<RouteName, ComponentType>> = {
  home: Home,
  education: Education,
  termsAndConditions: TermsAndConditions,
  privacyPolicy: PrivacyPolicy,
  returnPolicy: ReturnPolicy,
};

/**
 * The page the shell draws on the server itself (ADR 058): the home page, the same for every visitor (no data, the
 * frame as a guest sees it) and the one most visits open.
 */
export const DRAWN_BY_SHELL = 'home' satisfies RouteName;

/**
 * The shell's pages as the outlet draws them: these in the browser; the server's render of a page (ADR 058) gives
 * the ones it draws with their code already in hand, since a server render cannot wait for a chunk.
 */
export const ShellPagesContext = createContext(shellPages);

/**
 * Browser, a page the server drew (ADR 058): the shell's pages with that page's code loaded, awaited before the shell
 * takes the page over. Its first render then has nothing to wait for: a page still loading would show the outlet's
 * empty screen in place of the drawn one (a new Suspense boundary shows its fallback, in a transition too). The
 * drawn page stays on show meanwhile, its taps kept.
 */
export async function shellPagesWithDrawn(drawn: string | undefined): Promise<typeof shellPages> {
  if (drawn !== DRAWN_BY_SHELL) return shellPages;
  const { Home: loaded } = await homePage();
  return { ...shellPages, [DRAWN_BY_SHELL]: loaded };
}
