export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { GoogleButton, GoogleSignInNote, useGoogleSignInReturn } from './components/google-button';
export { googleSignInQuery } from './api/google-sign-in';
