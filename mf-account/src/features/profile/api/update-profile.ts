/**
 * PUT /api/v1/user/update-user (§profile.editing): names, address and picture; the answer is the user as
 * saved, which replaces the page's (shared signIn), so the header and every remote follow at once.
 */
import type { z } from 'zod';
import { api } from '@gemstore/shared';
import type { updateUserAnswer } from '@gemstore/shared/contract';
import type { UpdateUserBody } from '@gemstore/shared/validation';

export type UpdateUserAnswer = z.infer<typeof updateUserAnswer>;

export async function updateProfile(body: UpdateUserBody): Promise<UpdateUserAnswer> {
  return (await api.put<UpdateUserAnswer>('/user/update-user', body)).data;
}
