/** The pages the shell itself owns in the route table, by route name. */
import { lazy } from 'react';
import type { RouteName } from '@gemstore/shared';
import { Education } from './legal/education';

// Each page's code is its own chunk, so one page's first load never carries another's: the home page's hero,
// promotions and category menus (about 4.5 KB gzip) are not every other page's to download. index.html preloads
// the home page's chunk with the document on '/', so the home page does not wait for main.js to ask for it.
const Home = lazy(() =>
  import(/* webpackChunkName: "home-page" */ './home').then((m) => ({ default: m.Home })),
);

// The legal texts are long and rarely read: their own chunk, so every other page does not download them.
const legalPages = () => import(/* webpackChunkName: "legal-pages" */ './legal');
const TermsAndConditions = lazy(() => legalPages().then((m) => ({ default: m.TermsAndConditions })));
const PrivacyPolicy = lazy(() => legalPages().then((m) => ({ default: m.PrivacyPolicy })));
const ReturnPolicy = lazy(() => legalPages().then((m) => ({ default: m.ReturnPolicy })));

export const shellPages: Partial<Record<RouteName, React.ComponentType>> = {
  home: Home,
  education: Education,
  termsAndConditions: TermsAndConditions,
  privacyPolicy: PrivacyPolicy,
  returnPolicy: ReturnPolicy,
};
