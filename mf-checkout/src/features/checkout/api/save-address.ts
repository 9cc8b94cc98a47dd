/**
 * PUT /api/v1/user/update-user with the address only (§checkout.address-save: the shipping address, when
 * edited, is saved to the account). The answer is the user as saved, which replaces the page's (shared
 * signIn): the profile follows.
 */
import type { z } from 'zod';
import { api, type Address } from '@gemstore/shared';
import type { updateUserAnswer } from '@gemstore/shared/contract';

export type SaveAddressAnswer = z.infer<typeof updateUserAnswer>;

export async function saveAddress(address: Address): Promise<SaveAddressAnswer> {
  return (await api.put<SaveAddressAnswer>('/user/update-user', { address })).data;
}
