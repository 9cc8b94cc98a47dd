export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { GoogleButton, useGoogleSignInReturn } from './components/google-button';
