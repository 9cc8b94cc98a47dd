/**
 * POST /api/v1/user/login (§login.success, §login.needs-code): signed in, or a code was e-mailed (success
 * false).
 */
import type { z } from 'zod';
import { api } from '@gemstore/shared';
import type { loginAnswer } from '@gemstore/shared/contract';
import type { LoginBody } from '@gemstore/shared/validation';

export type LoginAnswer = z.infer<typeof loginAnswer>;

export async function logIn(body: LoginBody): Promise<LoginAnswer> {
  return (await api.post<LoginAnswer>('/user/login', body)).data;
}
