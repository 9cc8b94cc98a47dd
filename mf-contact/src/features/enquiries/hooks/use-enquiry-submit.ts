/**
 * Sending an enquiry form (§enquiry.dialog, §enquiry.messages): the success or failure notice, then — either
 * way — the form back to its defaults and the dialog closed. A refusal a form can act on (an appointment time
 * just taken) is also handed to `onRefused`, and when it takes it the form stays as it is. `resets` counts
 * the resets, for the fields that are drawn afresh on one (the phone). A send the rules refuse puts the focus
 * on the first field in error.
 */
import { useState, type BaseSyntheticEvent } from 'react';
import { notify } from '@gemstore/shared';
import { sendEnquiry, type SendResult } from '../api/send-enquiry';
import type { EnquiryKind } from '../lib/enquiry-kinds';

type Options = {
  /** Puts the form back to its defaults (`form.reset(...)`). */
  reset: () => void;
  close: () => void;
  onRefused?: (result: Extract<SendResult, { sent: false }>) => boolean;
};

/**
 * Each enquiry form's options for useShopForm: react-hook-form's own focusing is off, because focusFirstProblem (given
 * to handleSubmit) does it in the page's order.
 */
export const enquiryFormOptions = { shouldFocusError: false } as const;

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
  return { send, resets, focusFirstProblem };
}

/**
 * After a send the rules refused, the first field in error in the order the shopper sees them takes the focus, so a
 * screen reader says its message at once. The forms turn react-hook-form's own focusing off: it goes by the order the
 * fields were registered, which is not the page's (the names are registered by a child, after the message box), and
 * it cannot reach the phone, whose joined value the form holds without a field of its own.
 */
function focusFirstProblem(errors: Partial<Record<string, unknown>>, event?: BaseSyntheticEvent): void {
  const form: unknown = event?.target;
  if (!(form instanceof HTMLFormElement)) return;
  const first = Array.from(form.elements).find(
    (control): control is HTMLInputElement =>
      'name' in control && typeof control.name === 'string' && errors[control.name] !== undefined,
  );
  first?.focus();
}
