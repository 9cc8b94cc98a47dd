/**
 * /verify-otp/{id} (§otp.route-id, §otp.pending-marker): the user id is the part of the route after its
 * underscore. Without a pending verification for that user (the marker in local storage), there is nothing to
 * verify: home.
 */
import { useMemo } from 'react';
import { Link, Navigate, useLocation, useParams, userIdFromVerifyOtpRouteId } from '@gemstore/shared';
import { AuthCard, AuthLinks } from '../components/auth-card';
import { ResendCode, VerifyCodeForm } from '../features/verify-code';
import { navigationState } from '../lib/navigation-state';
import { pendingVerification } from '../lib/pending-verification';

export function VerifyCodePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const userId = userIdFromVerifyOtpRouteId(id);
  // Read once: a verified code removes the marker, and the page must not jump home while it moves on.
  const verification = useMemo(() => pendingVerification(userId), [userId]);
  if (!verification) return <Navigate to="/" replace />;

  return (
    <AuthCard
      title="Verify your email"
      intro={
        <>
          Enter the 6-digit code we sent to <strong>{verification.email || 'your email'}</strong>.
        </>
      }
    >
      <div css={{ display: 'grid', gap: '1rem' }}>
        <VerifyCodeForm verification={verification} />
        <ResendCode
          verification={verification}
          cooldownExpiry={navigationState(location.state)?.cooldownExpiry ?? null}
        />
      </div>
      <AuthLinks>
        Need to change email?{' '}
        <Link to={verification.origin === 'register' ? '/register' : '/login'} state={location.state}>
          Click here
        </Link>
      </AuthLinks>
    </AuthCard>
  );
}
