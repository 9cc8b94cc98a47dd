/** The pages the shell itself owns in the route table, by route name. */
import type { RouteName } from '@gemstore/shared';
import { Home } from './home';
import { SimplePage } from './simple-page';
import { Link } from '@gemstore/shared';

export const shellPages: Partial<Record<RouteName, () => React.ReactNode>> = {
  home: Home,
  education: () => (
    <SimplePage title="Education">
      <p>
        This page is under construction. <Link to="/">Return to the home page</Link>
      </p>
    </SimplePage>
  ),
  termsAndConditions: () => <SimplePage title="Terms & Conditions">{null}</SimplePage>,
  privacyPolicy: () => <SimplePage title="Privacy Policy">{null}</SimplePage>,
  returnPolicy: () => <SimplePage title="Return Policy">{null}</SimplePage>,
};
