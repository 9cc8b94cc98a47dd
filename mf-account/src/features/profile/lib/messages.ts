/**
 * §profile.messages, §password-change.result and §session.logout, word for word (the server's own message
 * wins where it gives one).
 */
export const profileMessages = {
  saved: 'Profile updated successfully!',
  saveFailed: 'Failed to update profile',
  passwordChanged: 'Password updated successfully!',
  passwordFailed: 'An error occurred while updating the password.',
  loggedOut: 'Logged out successfully',
  logoutFailed: 'An error occurred during logout. Please try again.',
} as const;
