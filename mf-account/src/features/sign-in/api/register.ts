/** POST /api/v1/user/register (§register.success): the account waits for its e-mailed code. */
import type { z } from 'zod';
import { api } from '@gemstore/shared';
import type { registerAnswer } from '@gemstore/shared/contract';
import type { RegisterBody } from '@gemstore/shared/validation';

export type RegisterAnswer = z.infer<typeof registerAnswer>;

export async function register(body: RegisterBody): Promise<RegisterAnswer> {
  return (await api.post<RegisterAnswer>('/user/register', body)).data;
}
