/** The pages the shell itself owns in the route table, by route name. */
import { lazy } from 'react';
import type { RouteName } from '@gemstore/shared';
import { Home } from './home';
import { Education } from './legal/education';

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
