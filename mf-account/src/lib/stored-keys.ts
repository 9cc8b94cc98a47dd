/**
 * What the account pages keep in local storage (§session.stored-keys), and only UI state (ADR 025): which
 * e-mail a code went to, where the shopper started (login or register), the verify route's tracking string, whether
 * they asked to trust this device, and that a verification is pending. Never the session or the user: the session
 * is the httpOnly cookie and the user comes from GET /user/me. `user`, `m_sid` and `LoggedIn` are the first
 * shop's names for those; this shop never writes them, and logging out removes them in case an older page
 * did.
 */
export const storedKeys = {
  /** The user id waiting for its code (not a secret: it is in the verify route's address too). */
  pendingVerification: 'pending_verification',
  email: 'user_email',
  originPage: 'c_page',
  tracking: 'p_track',
  trustDevice: 't_Did',
  user: 'user',
  session: 'm_sid',
  loggedIn: 'LoggedIn',
} as const;

export type OriginPage = 'login' | 'register';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a private window's settings): the pages still work, without remembering across reloads.
    return null;
  }
}

export function readStored(key: (typeof storedKeys)[keyof typeof storedKeys]): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeStored(key: (typeof storedKeys)[keyof typeof storedKeys], value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or refused: the verify page falls back to what its address carries.
  }
}

export function removeStored(...keys: (typeof storedKeys)[keyof typeof storedKeys][]): void {
  for (const key of keys) storage()?.removeItem(key);
}

/** Logout (§session.logout): every key the account pages keep. */
export function forgetStoredAccount(): void {
  removeStored(...Object.values(storedKeys));
}
