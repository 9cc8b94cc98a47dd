/** The shell's text pages: the legal pages (SPEC §2, §9) and the education page. */
export { Education } from './education';
export { PrivacyPolicy } from './privacy-policy';
export { ReturnPolicy } from './return-policy';
export { TermsAndConditions } from './terms-and-conditions';
