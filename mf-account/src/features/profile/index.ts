/** The profile page's piece (§profile.layout): picture, details, Change Password and Logout. */
export { ProfileView } from './components/profile-view';
export { LOGOUT_REDIRECT_MS } from './hooks/use-log-out';
export { profileMessages } from './lib/messages';
export { ChangePasswordForm } from './components/change-password-form';
