/**
 * Sending an enquiry form (SPEC §4 Enquiry modals, §8): the success or failure notice, then — either way — the form
 * back to its defaults and the dialog closed. A refusal a form can act on (an appointment time just taken) is also
 * handed to `onRefused`, and when it takes it the form stays as it is. `resets` counts the resets, for the fields
 * that are drawn afresh on one (the phone).
 */
import { useState } from 'react';
import { notify } from '@gemstore/shared';
import { sendEnquiry, type SendResult } from '../api/send-enquiry';
import type { EnquiryKind } from '../lib/enquiry-kinds';

type Options = {
  /** Puts the form back to its defaults (`form.reset(...)`). */
  reset: () => void;
  close: () => void;
  onRefused?: (result: Extract<SendResult, { sent: false }>) => boolean;
};

export function useEnquirySender(kind: EnquiryKind, { reset, close, onRefused }: Options) {
  const [resets, setResets] = useState(0);
  const send = async (values: Record<string, string>): Promise<void> => {
    const result = await sendEnquiry(kind, values);
    if (result.sent) {
      notify.success(result.message);
    } else {
      notify.error(result.message);
      if (onRefused?.(result)) return;
    }
    reset();
    setResets((count) => count + 1);
    close();
  };
  return { send, resets };
}
