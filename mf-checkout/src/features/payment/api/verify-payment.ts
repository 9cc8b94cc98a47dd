/**
 * POST /api/v1/stripe/verify-payment (§payment.success-page, §payment.verify-retry): has the provider been
 * paid for this session? The server answers 402 while it has not (a card still in its extra step, a slow
 * notice), and with the one order the payment made once it has, however often it is asked (ADR 005).
 */
import type { z } from 'zod';
import { api } from '@gemstore/shared';
import type { verifyPaymentAnswer } from '@gemstore/shared/contract';

export type VerifiedPayment = z.infer<typeof verifyPaymentAnswer>;

export async function verifyPayment(sessionId: string): Promise<VerifiedPayment> {
  return (await api.post<VerifiedPayment>('/stripe/verify-payment', { sessionId })).data;
}
