import { AccountPage } from './account-page';

export const PasswordChangePage = () => <AccountPage title="Change Password" />;
