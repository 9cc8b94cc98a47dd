/**
 * Resend OTP (§otp.resend-cooldown, §otp.resend): a new code by e-mail; while the server's cooldown runs the
 * button is disabled and counts down as minutes:seconds, then comes back. A refusal that lasts longer than
 * the minute (the day's codes to the address are used up, ADR 049) keeps its message under the button, which
 * stays disabled for that wait without a countdown: hours of seconds counting down would say nothing useful.
 */
import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { Button, notify, toApiError } from '@gemstore/shared';
import type { Verification } from '../../../lib/pending-verification';
import { cooldownOf, resendCode, retryAfterOf } from '../api/resend-code';
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
  /** A refusal without a cooldown: its message, shown until the wait it gave has passed. */
  const [held, setHeld] = useState<{ message: string; until: number } | null>(null);
  const noteId = useId();
  const secondsLeft = useSecondsUntil(until);
  const waiting = secondsLeft > 0;

  useEffect(() => {
    if (!held) return;
    // One timer for the whole wait (at most a day, well inside what setTimeout can hold).
    const timer = setTimeout(() => setHeld(null), Math.max(0, held.until - Date.now()));
    return () => clearTimeout(timer);
  }, [held]);

  const resend = async () => {
    setBusy(true);
    try {
      const answer = await resendCode({ userId: verification.userId, email: verification.email });
      notify.success(answer.message);
      setUntil(answer.cooldownExpiry);
    } catch (error) {
      const { message } = toApiError(error, 'Failed to resend OTP');
      notify.error(message);
      const cooldown = cooldownOf(error);
      const retryAt = cooldown === null ? retryAfterOf(error) : null;
      if (cooldown !== null) setUntil(cooldown);
      else if (retryAt !== null) setHeld({ message, until: retryAt });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        type="button"
        variant="secondary"
        onClick={resend}
        disabled={busy || waiting || held !== null}
        aria-busy={busy}
        aria-describedby={held ? noteId : undefined}
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
      {held && <HeldNote id={noteId}>{held.message}</HeldNote>}
    </>
  );
}

/** Why the button stays disabled, in the server's words, while the toast has long gone. */
const HeldNote = styled.p(({ theme }) => ({
  margin: 0,
  textAlign: 'center',
  color: theme.colour.inkSoft,
  font: `400 0.875rem/1.5 ${theme.font.body}`,
}));
