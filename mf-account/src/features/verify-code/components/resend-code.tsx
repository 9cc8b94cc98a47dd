/**
 * Resend OTP (SPEC §2, §4 OTP, §8): a new code by e-mail; while the server's cooldown runs the button is disabled
 * and counts down as minutes:seconds, then comes back.
 */
import { useState } from 'react';
import { Button, notify, toApiError } from '@gemstore/shared';
import type { Verification } from '../../../lib/pending-verification';
import { cooldownOf, resendCode } from '../api/resend-code';
import { useSecondsUntil } from '../hooks/use-seconds-until';
import { formatCountdown } from '../lib/countdown';

export function ResendCode({
  verification,
  cooldownExpiry,
}: {
  verification: Verification;
  /** The cooldown of the code just sent by login or register, when the page knows it. */
  cooldownExpiry: number | null;
}) {
  const [until, setUntil] = useState<number | null>(cooldownExpiry);
  const [busy, setBusy] = useState(false);
  const secondsLeft = useSecondsUntil(until);
  const waiting = secondsLeft > 0;

  const resend = async () => {
    setBusy(true);
    try {
      const answer = await resendCode({ userId: verification.userId, email: verification.email });
      notify.success(answer.message);
      setUntil(answer.cooldownExpiry);
    } catch (error) {
      notify.error(toApiError(error, 'Failed to resend OTP').message);
      const cooldown = cooldownOf(error);
      if (cooldown !== null) setUntil(cooldown);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type="button"
      variant="secondary"
      onClick={resend}
      disabled={busy || waiting}
      aria-busy={busy}
      css={{ width: '100%' }}
    >
      {waiting ? (
        <>
          Resend OTP in <time dateTime={`PT${secondsLeft}S`}>{formatCountdown(secondsLeft)}</time>
        </>
      ) : (
        'Resend OTP'
      )}
    </Button>
  );
}
