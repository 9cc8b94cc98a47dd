/** The contact page's enquiries (SPEC §2 Contact page, §3, §4, §5, §8): sections, contact bar, and their forms. */
export { ContactBar, EnquirySections } from './components/enquiry-sections';
export { EnquiryForms } from './components/enquiry-forms';
export { useEnquiries } from './hooks/use-enquiries';
export { enquiryText, type EnquiryKind } from './lib/enquiry-kinds';
export { openingTimes } from './lib/appointment-times';
