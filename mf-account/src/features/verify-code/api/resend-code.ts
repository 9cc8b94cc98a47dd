/**
 * POST /api/v1/user/resend-otp (§otp.resend, §otp.resend-cooldown): a new code, and until when the next must
 * wait (cooldownExpiry, ms).
 */
import type { z } from 'zod';
import { api, ApiError } from '@gemstore/shared';
import type { resendOtpAnswer } from '@gemstore/shared/contract';
import type { ResendOtpBody } from '@gemstore/shared/validation';

export type ResendAnswer = z.infer<typeof resendOtpAnswer>;

export async function resendCode(body: ResendOtpBody): Promise<ResendAnswer> {
  return (await api.post<ResendAnswer>('/user/resend-otp', body)).data;
}

/** The cooldown a refused resend carries (§otp.resend-cooldown: its message is shown as an error). */
export function cooldownOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const { cooldownExpiry } = error.body as { cooldownExpiry?: unknown };
  return typeof cooldownExpiry === 'number' ? cooldownExpiry : null;
}

/**
 * The wait a refused resend carries when it is not the minute's cooldown (the day's codes to the address are used up,
 * ADR 049, or too many requests from here): `retryAfter` seconds, as a moment in ms; null when there is none.
 */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const { retryAfter } = error.body as { retryAfter?: unknown };
  return typeof retryAfter === 'number' && retryAfter > 0 ? Date.now() + retryAfter * 1000 : null;
}
