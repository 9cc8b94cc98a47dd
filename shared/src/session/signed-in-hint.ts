/**
 * Whether the shopper is probably signed in, kept across page loads (local storage; in memory when storage is
 * refused): it decides only whether the session refresh asks for the cart alongside the current user (issue 20).
 * A sign-in sets it; a logout clears it the moment the server has ended the session, so a signed-out page never asks
 * for a customer's resource (issue 30: a 401 on /cart after logout).
 */
const SIGNED_IN_HINT = 'gemstore.signed-in';

let inMemory = false;

export function hintedSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return inMemory;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  inMemory = signedIn;
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage refused (a private window's settings): the page's memory keeps it for this load.
  }
}
