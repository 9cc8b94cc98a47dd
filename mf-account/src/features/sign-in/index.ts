export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { GoogleButton, GOOGLE_NOT_SET_UP, useGoogleSignInProblem } from './components/google-button';
