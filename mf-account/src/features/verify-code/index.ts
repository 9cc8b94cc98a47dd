export { VerifyCodeForm } from './components/verify-code-form';
export { ResendCode } from './components/resend-code';
export { formatCountdown } from './lib/countdown';
