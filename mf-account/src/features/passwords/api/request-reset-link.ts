/**
 * POST /api/v1/user/password/forgot (§forgot.result): a reset link by e-mail, if the address has an account.
 */
import { api, type ApiMessage } from '@gemstore/shared';
import type { ForgotPasswordBody } from '@gemstore/shared/validation';

export async function requestResetLink(body: ForgotPasswordBody): Promise<ApiMessage> {
  return (await api.post<ApiMessage>('/user/password/forgot', body)).data;
}
