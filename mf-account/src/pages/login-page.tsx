import { Link, useLocation } from '@gemstore/shared';
import { AuthCard, AuthLinks, OrRule } from '../components/auth-card';
import { GoogleButton, GoogleSignInNote, LoginForm, useGoogleSignInReturn } from '../features/sign-in';

export function LoginPage() {
  const location = useLocation();
  useGoogleSignInReturn('login');
  return (
    <AuthCard title="Login" intro="Welcome back. Sign in to see your wishlist, cart and orders.">
      <LoginForm />
      <OrRule>or</OrRule>
      <GoogleButton intent="login" />
      <AuthLinks>
        Don&apos;t have an account?{' '}
        <Link to="/register" state={location.state}>
          Register
        </Link>
      </AuthLinks>
      <GoogleSignInNote />
    </AuthCard>
  );
}
