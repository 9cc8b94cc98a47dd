/** POST /api/v1/user/verify-otp (§otp.success): the right code signs the shopper in. */
import type { z } from 'zod';
import { api } from '@gemstore/shared';
import type { signedInAnswer } from '@gemstore/shared/contract';
import type { VerifyOtpBody } from '@gemstore/shared/validation';

export type VerifiedAnswer = z.infer<typeof signedInAnswer>;

export async function verifyCode(body: VerifyOtpBody): Promise<VerifiedAnswer> {
  return (await api.post<VerifiedAnswer>('/user/verify-otp', body)).data;
}
