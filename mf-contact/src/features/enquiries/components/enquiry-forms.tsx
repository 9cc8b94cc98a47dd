/** The forms' code (react-hook-form, the rules, the calendar, Radix's dialog) arrives when a form is first opened. */
import { lazy, Suspense } from 'react';
import type { useEnquiries } from '../hooks/use-enquiries';

const EnquiryDialog = lazy(() => import(/* webpackChunkName: "enquiry-forms" */ './enquiry-dialog'));

export function EnquiryForms({ enquiries }: { enquiries: ReturnType<typeof useEnquiries> }) {
  if (!enquiries.asked) return null;
  return (
    <Suspense fallback={null}>
      <EnquiryDialog open={enquiries.open} onClose={enquiries.close} returnFocusTo={enquiries.opener} />
    </Suspense>
  );
}
