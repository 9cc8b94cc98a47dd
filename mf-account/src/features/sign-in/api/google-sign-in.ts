/**
 * 'Login with Google' / 'Register with Google' (§login.google; ADR 025): the server runs the OpenID
 * Connect flow. The page asks once whether this shop has it set up, and otherwise sends the browser to its start.
 */
import { api, type ApiClient } from '@gemstore/shared';
import { ANYONE, queryOptions, useQuery } from '@gemstore/shared/data';

export type GoogleIntent = 'login' | 'register';

const GOOGLE = '/user/oauth/google';

/** `client`: the API as the browser's page asks it, or as the server asks it for a page it draws (first-screen.tsx). */
export const googleSignInQuery = (client: ApiClient = api) =>
  queryOptions({
    queryKey: [ANYONE, 'google-sign-in'] as const,
    queryFn: async ({ signal }) =>
      (await client.get<{ configured: boolean }>(`${GOOGLE}/status`, { signal })).data.configured,
    // The shop's settings do not change while a page is open.
    staleTime: Infinity,
  });

export const useGoogleSignIn = () => useQuery(googleSignInQuery());

/** Where the browser goes to sign in with Google, and comes back to `returnTo` afterwards. */
export function googleStartUrl(intent: GoogleIntent, returnTo: string): string {
  const query = new URLSearchParams({ intent, returnTo });
  return `${api.defaults.baseURL ?? '/api/v1'}${GOOGLE}/start?${query.toString()}`;
}
