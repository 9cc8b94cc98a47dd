/**
 * Leaving the shop for another site (the payment provider's page). An object, so a test can watch the trip that jsdom
 * cannot make.
 */
export const browser = {
  leaveFor(url: string): void {
    window.location.assign(url);
  },
};
