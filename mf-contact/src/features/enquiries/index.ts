/**
 * The contact page's enquiries (§contact.page, §contact.bar, §enquiry.dialog): sections, contact bar, and
 * their forms.
 */
export { ContactBar, EnquirySections } from './components/enquiry-sections';
export { EnquiryForms } from './components/enquiry-forms';
export { useEnquiries } from './hooks/use-enquiries';
export { enquiryText, type EnquiryKind } from './lib/enquiry-kinds';
export { openingTimes } from './lib/appointment-times';
