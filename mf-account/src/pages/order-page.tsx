import { AccountPage } from './account-page';

export const OrderPage = () => <AccountPage title="Order" />;
