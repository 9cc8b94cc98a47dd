/**
 * What the shop says about 'Login with Google' (ADR 024), without zod: the login and register pages show these on
 * their first load, and the answer schemas (google-sign-in.ts) are not needed there. Also exported from
 * `@gemstore/shared`.
 */
export const GOOGLE_SIGN_IN_NOT_SET_UP = 'Google sign-in is not set up for this shop.';

/** `?oauth=failed&reason=…`: what the login or register page tells the shopper. */
export const googleSignInFailures = {
  /** The sign-in was not started in this browser, was used already, or took longer than 10 minutes. */
  state: 'Google sign-in could not be completed. Please try again.',
  /** The shopper cancelled at Google. */
  denied: 'Google sign-in was cancelled.',
  /** Google does not vouch for the account's e-mail address. */
  unverified: 'Your Google account’s email address is not verified, so it cannot be used to sign in here.',
  /** Google could not be reached, or its answer did not check out. */
  failed: 'Google sign-in failed. Please try again, or log in with your email and password.',
  /** Past the sign-in or sign-up limit of the shopper's address (the same limits as for a password). */
  'too-many': 'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
  /** The shop has no Google client set up. */
  'not-set-up': GOOGLE_SIGN_IN_NOT_SET_UP,
} as const;
export type GoogleSignInFailure = keyof typeof googleSignInFailures;

/**
 * `?oauth=verify`: the Google e-mail already has an account here. A code went to that address; entering it on the
 * verify-otp page (POST /verify-otp with `userId`) links Google to the account and signs in.
 */
export const GOOGLE_LINK_NEEDS_CODE =
  'This email already has an account. Enter the code we sent to it to link Google sign-in to your account.';
