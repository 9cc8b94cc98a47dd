/**
 * PUT /api/v1/user/reset-password (§password-change.result, the profile's Change Password). The server signs
 * the account out everywhere else; this session stays.
 */
import { api, type ApiMessage } from '@gemstore/shared';
import type { ChangePasswordBody } from '@gemstore/shared/validation';

export async function changePassword(body: ChangePasswordBody): Promise<ApiMessage> {
  return (await api.put<ApiMessage>('/user/reset-password', body)).data;
}
