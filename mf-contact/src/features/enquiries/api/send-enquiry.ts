/**
 * POST /api/v1/form/{appointment|custom-order|leave-message} (§enquiry.calls): the form's values keyed by
 * field name, phone numbers as code plus digits. §enquiry.messages: `success: false` shows the server's message;
 * a thrown error shows the answer's message, else the form's fallback.
 */
import { api, toApiError } from '@gemstore/shared';
import { enquiryText, type EnquiryKind } from '../lib/enquiry-kinds';

export type SendResult = { sent: true; message: string } | { sent: false; message: string; body: unknown };

export async function sendEnquiry(kind: EnquiryKind, values: Record<string, string>): Promise<SendResult> {
  const text = enquiryText[kind];
  try {
    const { data } = await api.post<{ success: boolean; message?: string }>(text.path, values);
    if (!data.success) return { sent: false, message: data.message || text.failure, body: data };
    return { sent: true, message: text.success };
  } catch (error) {
    const failure = toApiError(error, text.failure);
    return { sent: false, message: failure.message, body: failure.body };
  }
}
