/**
 * Verify the e-mailed code (§otp.page, §otp.format, §otp.success, §otp.failure): the code boxes, 'Verify
 * Code' ('Verifying...'), 'Please enter a valid 6-digit OTP.' under the boxes, then signed in and on to where
 * the shopper was going.
 */
import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { Button, markAuthenticated, notify, signIn, toApiError, useNavigate } from '@gemstore/shared';
import { OTP_MESSAGE } from '@gemstore/shared/validation/fields';
import { endVerification, type Verification } from '../../../lib/pending-verification';
import { wait } from '../../../lib/wait';
import { verifyCode } from '../api/verify-code';
import { CodeBoxes } from './code-boxes';

/** §otp.success: verify success delay 1.2 s (the success notice shows as long). */
const AFTER_VERIFY_MS = 1200;

/** The server's rule for a code, fetched when a code is sent: zod stays off the page's first load (ADR 025). */
const codeRule = () => import('@gemstore/shared/validation').then((rules) => rules.otpCodeSchema);

export function VerifyCodeForm({ verification }: { verification: Verification }) {
  const navigate = useNavigate();
  const problemId = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      if (!(await codeRule()).safeParse(code).success) {
        setProblem(OTP_MESSAGE);
        setBusy(false);
        return;
      }
      setProblem(null);
      const answer = await verifyCode({
        otp: code,
        userId: verification.userId,
        trustDevice: verification.trustDevice,
      });
      if (answer.message === 'User is not verified') {
        notify.error(answer.message, AFTER_VERIFY_MS);
        await wait(AFTER_VERIFY_MS);
        navigate('/verify');
        return;
      }
      notify.success(answer.message, AFTER_VERIFY_MS);
      endVerification();
      signIn(answer.user);
      await wait(AFTER_VERIFY_MS);
      // Authenticated, the shell's guard moves the shopper on from this guest-only page: to the page they were
      // going to when sent to log in, else home (§login.return-to-origin).
      markAuthenticated();
    } catch (error) {
      notify.error(toApiError(error, 'Verification failed').message);
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Verify code" css={{ display: 'grid', gap: '1.25rem' }}>
      <CodeBoxes
        value={code}
        onChange={(value) => {
          setCode(value);
          if (problem) setProblem(null);
        }}
        problemId={problem ? problemId : undefined}
        readOnly={busy}
      />
      {problem ? (
        <Problem id={problemId} role="alert">
          {problem}
        </Problem>
      ) : null}
      <Button type="submit" busy={busy}>
        {busy ? 'Verifying...' : 'Verify Code'}
      </Button>
    </form>
  );
}

const Problem = styled.p(({ theme }) => ({
  margin: 0,
  textAlign: 'center',
  color: theme.colour.danger,
  font: `400 0.875rem/1.5 ${theme.font.body}`,
}));
