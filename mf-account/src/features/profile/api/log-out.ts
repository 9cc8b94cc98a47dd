/** GET /api/v1/user/logout (§session.logout): ends this session on the server and clears its cookie. */
import { api, type ApiMessage } from '@gemstore/shared';

export async function logOut(): Promise<ApiMessage> {
  return (await api.get<ApiMessage>('/user/logout')).data;
}
