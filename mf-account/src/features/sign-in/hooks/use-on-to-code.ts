/**
 * Login without a trusted device, and register, end the same way (§login.needs-code, §register.success): the
 * verification is remembered, and 1.5 s after the server's message the shopper is on the code page, still
 * carrying where they were going and the code's cooldown.
 */
import { useLocation, useNavigate } from '@gemstore/shared';
import { beginVerification, type Verification } from '../../../lib/pending-verification';
import { wait } from '../../../lib/wait';

/** §login.needs-code, §register.success: redirect after login/register 1.5 s. */
export const AFTER_SIGN_IN_MS = 1500;

export function useOnToCode() {
  const navigate = useNavigate();
  const location = useLocation();
  /** `from`: where the shopper was going, when this page's own state no longer knows it (back from Google). */
  return async (
    verification: Verification,
    cooldownExpiry: number,
    pauseMs = AFTER_SIGN_IN_MS,
    from?: string,
  ) => {
    const verifyPath = beginVerification(verification);
    if (pauseMs > 0) await wait(pauseMs);
    navigate(verifyPath, { state: { ...(location.state ?? {}), ...(from ? { from } : {}), cooldownExpiry } });
  };
}
