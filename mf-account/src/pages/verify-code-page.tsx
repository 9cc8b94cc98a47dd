import { AccountPage } from './account-page';

export const VerifyCodePage = () => <AccountPage title="Verify OTP" />;
