/**
 * §cart.guest-redirect, §product.buy-now: a guest who tries to buy is told to log in and taken to /login 2000
 * ms later, with the page they were on remembered, so signing in brings them back to it. Also for a shopper
 * whose session ended unseen (the server answered 401): the page forgets them first, else /login, a
 * guest-only page, would send them on to /.
 */
import { useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { notify } from '../notify';
import { useLocation, useNavigate } from '../router';
import { signOutLocally } from './user';

/** §cart.guest-redirect, §product.buy-now: the redirect to /login, 2000 ms after the notice. */
export const LOGIN_REDIRECT_MS = 2000;

/** `sendToLogin(message)`: the notice at once, /login after 2 s (once, however often it is called meanwhile). */
export function useSendToLogin(): (message: string) => void {
  const store = useStore();
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(
    (message: string) => {
      notify.error(message);
      if (timer.current) return;
      timer.current = setTimeout(() => {
        signOutLocally(store);
        navigate('/login', { state: { from } });
      }, LOGIN_REDIRECT_MS);
    },
    [store, navigate, from],
  );
}
