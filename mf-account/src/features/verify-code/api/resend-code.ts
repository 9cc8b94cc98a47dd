/** POST /api/v1/user/resend-otp (SPEC §7): a new code, and until when the next must wait (cooldownExpiry, ms). */
import type { z } from 'zod';
import { api, ApiError } from '@gemstore/shared';
import type { resendOtpAnswer } from '@gemstore/shared/contract';
import type { ResendOtpBody } from '@gemstore/shared/validation';

export type ResendAnswer = z.infer<typeof resendOtpAnswer>;

export async function resendCode(body: ResendOtpBody): Promise<ResendAnswer> {
  return (await api.post<ResendAnswer>('/user/resend-otp', body)).data;
}

/** The cooldown a refused resend carries (SPEC §8: "with a cooldown the server message is shown as an error"). */
export function cooldownOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const { cooldownExpiry } = error.body as { cooldownExpiry?: unknown };
  return typeof cooldownExpiry === 'number' ? cooldownExpiry : null;
}
