/**
 * /reset-password/{token} (§reset.link): the link is checked first; the form shows only for a valid one,
 * otherwise 'Invalid or expired reset link' and on to /login.
 */
import { useEffect } from 'react';
import { notify, Spinner, useNavigate, useParams } from '@gemstore/shared';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm, useResetLink } from '../features/passwords';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const link = useResetLink(token);

  useEffect(() => {
    if (!link.isError) return;
    notify.error('Invalid or expired reset link');
    navigate('/login', { replace: true });
  }, [link.isError, navigate]);

  return (
    <AuthCard
      title="Reset Password"
      intro={link.isSuccess ? 'Choose a new password for your account.' : null}
    >
      {link.isSuccess ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div css={{ display: 'grid', placeItems: 'center', minHeight: '8rem' }}>
          <Spinner label="Checking your reset link" />
        </div>
      )}
    </AuthCard>
  );
}
