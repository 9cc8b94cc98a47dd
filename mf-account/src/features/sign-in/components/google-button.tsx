/**
 * 'Login with Google' / 'Register with Google': a full-page trip to the server's sign-in start, which brings the
 * shopper back to the page they were going to. Without the shop's Google settings the button stays, and says so.
 */
import styled from '@emotion/styled';
import { useEffect } from 'react';
import {
  Button,
  ButtonAnchor,
  GOOGLE_LINK_NEEDS_CODE,
  GOOGLE_SIGN_IN_NOT_SET_UP,
  googleSignInFailures,
  notify,
  useLocation,
  useNavigate,
  type GoogleSignInFailure,
} from '@gemstore/shared';
import { destinationAfterSignIn } from '../../../lib/navigation-state';
import type { OriginPage } from '../../../lib/stored-keys';
import { useOnToCode } from '../hooks/use-on-to-code';
import { googleStartUrl, useGoogleSignIn, type GoogleIntent } from '../api/google-sign-in';

const labels: Record<GoogleIntent, string> = {
  login: 'Login with Google',
  register: 'Register with Google',
};

/** The note that says Google sign-in is not set up; GoogleSignInNote shows it, the button points to it. */
const NOTE_ID = 'google-sign-in-note';

export function GoogleButton({ intent }: { intent: GoogleIntent }) {
  const location = useLocation();
  const { data: configured } = useGoogleSignIn();
  const icon = <GoogleMark />;

  if (configured === false) {
    return (
      <Button
        type="button"
        variant="secondary"
        aria-disabled="true"
        aria-describedby={NOTE_ID}
        onClick={() => notify.error(GOOGLE_SIGN_IN_NOT_SET_UP)}
        css={{ width: '100%', opacity: 0.6, cursor: 'not-allowed' }}
      >
        {icon}
        {labels[intent]}
      </Button>
    );
  }
  return (
    <ButtonAnchor
      variant="secondary"
      href={googleStartUrl(intent, destinationAfterSignIn(location.state))}
      css={{ width: '100%' }}
    >
      {icon}
      {labels[intent]}
    </ButtonAnchor>
  );
}

/**
 * Under the whole card, not under the button: the shop's Google settings are known only once the API has answered,
 * and a line appearing between the button and the links below it moved them (a layout shift on every visit to the
 * login page of a shop without Google sign-in, issue 32). At the card's end it moves nothing on screen.
 */
export function GoogleSignInNote() {
  const { data: configured } = useGoogleSignIn();
  return configured === false ? <Note id={NOTE_ID}>{GOOGLE_SIGN_IN_NOT_SET_UP}</Note> : null;
}

/**
 * Google sign-in comes back to the login or register page when it could not simply sign the shopper in (ADR 024):
 * `?oauth=failed&reason=…` shows why, once, as a notice; `?oauth=verify&userId=…&email=…&cooldownExpiry=…&returnTo=…`
 * means the Google e-mail already has an account here, so its e-mailed code links the two, on the code page like
 * any other, and then the shopper goes on to `returnTo`.
 */
export function useGoogleSignInReturn(origin: OriginPage): void {
  const location = useLocation();
  const navigate = useNavigate();
  const onToCode = useOnToCode();
  const query = new URLSearchParams(location.search);
  const outcome = query.get('oauth');
  const reason = query.get('reason');
  const userId = query.get('userId');
  const email = query.get('email') ?? '';
  const cooldownExpiry = Number(query.get('cooldownExpiry'));
  // The shell's guard takes this as the remembered page once the code is in, through safeReturnPath like any other.
  const returnTo = query.get('returnTo') ?? undefined;
  useEffect(() => {
    if (outcome === 'verify' && userId) {
      notify.info(GOOGLE_LINK_NEEDS_CODE);
      void onToCode({ userId, email, origin, trustDevice: false }, cooldownExpiry || Date.now(), 0, returnTo);
      return;
    }
    if (outcome !== 'failed') return;
    notify.error(
      reason !== null && Object.hasOwn(googleSignInFailures, reason)
        ? googleSignInFailures[reason as GoogleSignInFailure]
        : googleSignInFailures.failed,
    );
    navigate({ pathname: location.pathname, search: '' }, { replace: true, state: location.state });
    // Once per arrival: the address is cleaned right away, and the code page is where a verify outcome goes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);
}

/** Google's "G", in its colours (the brand asks for it on sign-in buttons). */
function GoogleMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

const Note = styled.p(({ theme }) => ({
  margin: 0,
  textAlign: 'center',
  color: theme.colour.muted,
  font: `400 0.8125rem/1.5 ${theme.font.body}`,
}));
