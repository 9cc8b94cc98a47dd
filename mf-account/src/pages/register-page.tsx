import { AccountPage } from './account-page';

export const RegisterPage = () => <AccountPage title="Register" />;
