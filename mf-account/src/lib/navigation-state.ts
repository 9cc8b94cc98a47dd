/**
 * What the account pages carry from one to the next in the router's state: where a guest was going when the shell
 * sent them to /login (the shell's guard reads `from`), and the code's cooldown from the answer that sent it.
 */
import { safeReturnPath } from '@gemstore/shared';

export type AccountNavigationState = { from?: string; cooldownExpiry?: number } | null;

export function navigationState(state: unknown): AccountNavigationState {
  if (typeof state !== 'object' || state === null) return null;
  const { from, cooldownExpiry } = state as Record<string, unknown>;
  return {
    ...(typeof from === 'string' && { from }),
    ...(typeof cooldownExpiry === 'number' && { cooldownExpiry }),
  };
}

/** Where to go once signed in: the remembered page, or home (only a path of this shop, never a guest-only page). */
export const destinationAfterSignIn = (state: unknown): string =>
  safeReturnPath(navigationState(state)?.from);
