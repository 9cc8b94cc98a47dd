/** The pages the shell itself owns in the route table, by route name. */
import { createContext, lazy, type ComponentType } from 'react';
import type { RouteName } from '@gemstore/shared';
import { Education } from './legal/education';

// Each page's code is its own chunk, so one page's first load never carries another's: the home page's hero,
// promotions and category menus (about 4.5 KB gzip) are not every other page's to download (ADR 057). index.html
// preloads the home page's chunk with the document on '/', so it does not wait for main.js to ask for it. On a page
// the server drew (the home page, ADR 058) the drawn page stays while the chunk arrives: the shell's first render
// is a transition (bootstrap.tsx), and React keeps what is on screen rather than show the outlet's empty screen.
const Home = lazy(() =>
  import(/* webpackChunkName: "home-page" */ './home').then((m) => ({ default: m.Home })),
);

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
 * The shell's pages as the outlet draws them: these in the browser; the server's render of a page (ADR 058) gives
 * the ones it draws with their code already in hand, since a server render cannot wait for a chunk.
 */
export const ShellPagesContext = createContext(shellPages);
