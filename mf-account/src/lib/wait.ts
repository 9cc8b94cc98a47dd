/**
 * The pauses before moving on (§login.success, §otp.success: 1.5 s after login, 1.2 s after a code…). Not
 * tied to the page: the shopper is signed in even if they leave the page during the pause.
 */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
