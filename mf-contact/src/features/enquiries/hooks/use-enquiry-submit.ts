/**
 * Sending an enquiry form (SPEC §4 Enquiry modals, §8): the success or failure notice, then — either way — the form
 * back to its defaults and the dialog closed. A refusal a form can act on (an appointment time just taken) is also
 * handed to `onRefused`, and when it takes it the form stays as it is.
 */
import { notify } from '@gemstore/shared';
import { sendEnquiry, type SendResult } from '../api/send-enquiry';
import type { EnquiryKind } from '../lib/enquiry-kinds';

type Done = { reset: () => void; close: () => void };

export function enquirySender(
  kind: EnquiryKind,
  { reset, close }: Done,
  onRefused?: (result: Extract<SendResult, { sent: false }>) => boolean,
) {
  return async (values: Record<string, string>): Promise<void> => {
    const result = await sendEnquiry(kind, values);
    if (result.sent) {
      notify.success(result.message);
    } else {
      notify.error(result.message);
      if (onRefused?.(result)) return;
    }
    reset();
    close();
  };
}
