/**
 * /password-change (§password-change.page; ADR 025). A signed-in shopper changes their password here
 * with the profile's form; a guest cannot prove who they are without a reset link, so the page offers one.
 */
import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { ButtonLink, userAtom } from '@gemstore/shared';
import { AuthCard } from '../components/auth-card';
import { ChangePasswordForm } from '../features/profile';

export function PasswordChangePage() {
  const user = useAtomValue(userAtom);
  const titleId = useId();
  if (!user) {
    return (
      <AuthCard
        title="Change Password"
        intro="To choose a new password, we e-mail you a link that proves the account is yours."
      >
        <ButtonLink to="/forgot-password" css={{ width: '100%' }}>
          Send me a reset link
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Change Password"
      intro="Changing it signs you out on your other devices; you stay signed in here."
    >
      <span id={titleId} hidden>
        Change Password
      </span>
      <ChangePasswordForm titleId={titleId} />
    </AuthCard>
  );
}
