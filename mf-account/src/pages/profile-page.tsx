import { AccountPage } from './account-page';

export const ProfilePage = () => <AccountPage title="Profile" />;
