import { Link, useLocation } from '@gemstore/shared';
import { AuthCard, AuthLinks, OrRule } from '../components/auth-card';
import { GoogleButton, GoogleSignInNote, RegisterForm, useGoogleSignInReturn } from '../features/sign-in';

export function RegisterPage() {
  const location = useLocation();
  useGoogleSignInReturn('register');
  return (
    <AuthCard title="Register" intro="Create an account to keep a wishlist, buy and follow your orders.">
      <RegisterForm />
      <OrRule>or</OrRule>
      <GoogleButton intent="register" />
      <AuthLinks>
        Already have an account?{' '}
        <Link to="/login" state={location.state}>
          Login
        </Link>
      </AuthLinks>
      <GoogleSignInNote />
    </AuthCard>
  );
}
