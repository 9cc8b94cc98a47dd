import { Link, useLocation } from '@gemstore/shared';
import { AuthCard, AuthLinks } from '../components/auth-card';
import { ForgotPasswordForm } from '../features/passwords';

export function ForgotPasswordPage() {
  const location = useLocation();
  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the e-mail of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
      <AuthLinks>
        <Link to="/login" state={location.state}>
          Back to login
        </Link>
      </AuthLinks>
    </AuthCard>
  );
}
