/**
 * The reset link (§reset.link, §reset.success): GET /api/v1/user/password/reset/{token} checks it before the
 * form shows, POST sets the new password with it.
 */
import { api, type ApiMessage } from '@gemstore/shared';
import { ANYONE, queryOptions, useQuery } from '@gemstore/shared/data';
import type { ResetPasswordRequestBody } from '@gemstore/shared/validation';

const resetPath = (token: string) => `/user/password/reset/${encodeURIComponent(token)}`;

export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: [ANYONE, 'reset-link', token] as const,
    queryFn: async ({ signal }) => (await api.get<ApiMessage>(resetPath(token), { signal })).data,
    // Checked once when the page opens: a link used in another tab is refused by the reset itself.
    staleTime: Infinity,
  });

export const useResetLink = (token: string) => useQuery(resetLinkQuery(token));

export async function resetPassword(token: string, body: ResetPasswordRequestBody): Promise<ApiMessage> {
  return (await api.post<ApiMessage>(resetPath(token), body)).data;
}
