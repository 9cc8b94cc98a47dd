import { AccountPage } from './account-page';

export const ResetPasswordPage = () => <AccountPage title="Reset Password" />;
