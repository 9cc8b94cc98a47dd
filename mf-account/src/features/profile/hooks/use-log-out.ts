/**
 * Logout (SPEC §4 Session, §8, §9): the server ends the session, the account's stored keys are cleared, a toast says
 * so, and 900 ms later the shopper is home and signed out on the page. The page's session is cleared at that moment
 * rather than at once: cleared at once, the shell's guard would send a shopper still on /profile to /login for those
 * 900 ms. A shopper who moves on meanwhile is signed out where they are.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { notify, signOutLocally, toApiError, useNavigate } from '@gemstore/shared';
import { forgetStoredAccount } from '../../../lib/stored-keys';
import { logOut } from '../api/log-out';
import { profileMessages } from '../lib/messages';

/** SPEC §9: logout redirect 900 ms. */
export const LOGOUT_REDIRECT_MS = 900;

export function useLogOut() {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const leave = useCallback(async () => {
    setLeaving(true);
    try {
      const answer = await logOut();
      forgetStoredAccount();
      notify.success(answer.message || profileMessages.loggedOut);
      setTimeout(() => {
        // Home and signed out in one render. The routers apply a new address as a transition (single-spa turns this
        // navigation into a popstate the shell's router hears at once); a sign-out outside it would render first,
        // and the shell's guard would send a guest still on /profile to /login.
        startTransition(() => {
          if (shown.current) void navigate('/', { replace: true });
          signOutLocally();
        });
      }, LOGOUT_REDIRECT_MS);
    } catch (error) {
      notify.error(toApiError(error, profileMessages.logoutFailed).message);
      setLeaving(false);
    }
  }, [navigate]);

  return { leaving, leave };
}
