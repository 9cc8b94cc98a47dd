import { AccountPage } from './account-page';

export const LoginPage = () => <AccountPage title="Login" />;
