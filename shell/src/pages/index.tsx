/** The pages the shell itself owns in the route table, by route name. */
import type { RouteName } from '@gemstore/shared';
import { Home } from './home';
import { Education, PrivacyPolicy, ReturnPolicy, TermsAndConditions } from './legal';

export const shellPages: Partial<Record<RouteName, () => React.ReactNode>> = {
  home: Home,
  education: Education,
  termsAndConditions: TermsAndConditions,
  privacyPolicy: PrivacyPolicy,
  returnPolicy: ReturnPolicy,
};
