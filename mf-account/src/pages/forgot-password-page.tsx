import { AccountPage } from './account-page';

export const ForgotPasswordPage = () => <AccountPage title="Reset your password" />;
