/** The shell's text pages: legal pages (SPEC §2, §9) and the education page. Filled in by issue 4. */
import { Link } from '@gemstore/shared';
import { SimplePage } from '../simple-page';

export function Education() {
  return (
    <SimplePage title="Education">
      <p>
        This page is under construction. <Link to="/">Return to the home page</Link>
      </p>
    </SimplePage>
  );
}

export function TermsAndConditions() {
  return <SimplePage title="Terms & Conditions">{null}</SimplePage>;
}

export function PrivacyPolicy() {
  return <SimplePage title="Privacy Policy">{null}</SimplePage>;
}

export function ReturnPolicy() {
  return <SimplePage title="Return Policy">{null}</SimplePage>;
}
