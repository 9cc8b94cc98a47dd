/**
 * Logout (§session.logout): the server ends the session, the account's stored keys are cleared, a toast says
 * so, and 900 ms later the shopper is home and signed out on the page. The page's session is cleared at that moment
 * rather than at once: cleared at once, the shell's guard would send a shopper still on /profile to /login for those
 * 900 ms. A shopper who moves on meanwhile is signed out where they are.
 *
 * The move home and the sign-out go together, but the shell's router hears of the move only once single-spa has
 * rerouted: logOutLocally marks the sign-out as a logout, so the shell's guard, still drawing /profile for a moment,
 * sends the shopper home too, not to /login (issue 30). From the server's answer on, sessionEnded() stops the page
 * asking for the shopper's cart.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { logOutLocally, notify, sessionEnded, toApiError, useNavigate } from '@gemstore/shared';
import { forgetStoredAccount } from '../../../lib/stored-keys';
import { logOut } from '../api/log-out';
import { profileMessages } from '../lib/messages';

/** §session.logout: logout redirect 900 ms. */
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
      sessionEnded();
      forgetStoredAccount();
      notify.success(answer.message || profileMessages.loggedOut);
      setTimeout(() => {
        // Home and signed out in one render where the routers allow it (a transition, as they apply a new address).
        startTransition(() => {
          if (shown.current) void navigate('/', { replace: true });
          logOutLocally();
        });
      }, LOGOUT_REDIRECT_MS);
    } catch (error) {
      notify.error(toApiError(error, profileMessages.logoutFailed).message);
      setLeaving(false);
    }
  }, [navigate]);

  return { leaving, leave };
}
