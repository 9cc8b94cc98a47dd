import { AccountPage } from './account-page';

export const OrderHistoryPage = () => <AccountPage title="Order History" />;
