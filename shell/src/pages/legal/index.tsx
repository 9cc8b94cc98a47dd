/** The shell's text pages: the legal pages (§legal.pages) and the education page (§education.page). */
export { Education } from './education';
export { PrivacyPolicy } from './privacy-policy';
export { ReturnPolicy } from './return-policy';
export { TermsAndConditions } from './terms-and-conditions';
