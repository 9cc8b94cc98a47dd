/** The account's pages for the routes it owns in the shared route table. */
import { BrowserRouter, Route, Routes, routeTable } from '@gemstore/shared';
import { AccountPage } from './pages/account-page';
import { WishlistPage } from './pages/wishlist-page';

export function AccountRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={routeTable.login.path} element={<AccountPage title="Login" />} />
        <Route path={routeTable.register.path} element={<AccountPage title="Register" />} />
        <Route path={routeTable.verifyOtp.path} element={<AccountPage title="Verify OTP" />} />
        <Route path={routeTable.forgotPassword.path} element={<AccountPage title="Forgot Password" />} />
        <Route path={routeTable.resetPassword.path} element={<AccountPage title="Reset Password" />} />
        <Route path={routeTable.passwordChange.path} element={<AccountPage title="Change Password" />} />
        <Route path={routeTable.profile.path} element={<AccountPage title="Profile" />} />
        <Route path={routeTable.orderHistory.path} element={<AccountPage title="Order History" />} />
        <Route path={routeTable.wishlist.path} element={<WishlistPage />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
