/**
 * Issue 19: signing in as a shopper does it — register, the e-mailed code typed or pasted into the code boxes,
 * the pauses of §otp.success and §session.logout (1.2 s after the code, 900 ms after logout) on the page's
 * clock, a trusted device that skips the code, a browser that is not trusted, and the Resend OTP countdown.
 */
import { expect, test, type Page } from '@playwright/test';
import { freshShopper, registerAndSignIn, type Shopper } from '../support/accounts';
import { advanceUntilVisible, holdClock, STEP_MS } from '../support/clock';
import { codesSentTo, latestCodeFor, nextCodeFor } from '../support/mailbox';
import { toast } from '../support/notices';

const codeInput = (page: Page) => page.getByRole('textbox', { name: 'Verification code' });
const codeBoxes = (page: Page) => page.getByTestId('code-box');
const onCodePage = /\/verify-otp\/[^/]+_[^/]+$/;

/** The header's profile link as a signed-in shopper sees it: named for them (a guest's is just 'Profile'). */
const signedInHeader = (page: Page, shopper: Pick<Shopper, 'firstName' | 'lastName'>) =>
  page.getByRole('banner').getByRole('link', { name: `Profile, ${shopper.firstName} ${shopper.lastName}` });

async function logIn(page: Page, shopper: Pick<Shopper, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await expect(page.getByLabel('Trust this device for 30 days')).toBeChecked();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a shopper registers, types the e-mailed code, logs out, and is trusted on this browser only', async ({
  page,
  browser,
}) => {
  const shopper = freshShopper();
  await page.clock.install();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await page.getByLabel('First name').fill(shopper.firstName);
  await page.getByLabel('Last name').fill(shopper.lastName);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm password').fill(shopper.password);
  await expect(page.getByLabel('Trust this device for 30 days')).toBeChecked();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(
    toast(page, `Registration successful. We have sent a verification code to ${shopper.email}.`),
  ).toBeVisible();
  await expect(page).toHaveURL(onCodePage);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(shopper.email, { exact: true })).toBeVisible();

  // The code from the inbox, typed digit by digit: each box takes the next digit.
  const code = await latestCodeFor(shopper.email);
  await codeInput(page).pressSequentially(code);
  await expect(codeBoxes(page)).toHaveText([...code]);

  // §otp.success: the notice, and 1.2 s later home, signed in.
  await holdClock(page);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await advanceUntilVisible(page, toast(page, 'User verified successfully'));
  await page.clock.runFor(1200 - 2 * STEP_MS);
  await expect(page).toHaveURL(onCodePage);
  await page.clock.runFor(2 * STEP_MS);
  await expect(page).toHaveURL(/\/$/);
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1, name: 'Gemstore' })).toBeVisible();

  // Signed in, the header's profile icon is the shopper's initial, named for them, and opens their profile.
  const account = signedInHeader(page, shopper);
  await expect(account).toBeVisible();
  await expect(account).toHaveText(shopper.firstName.charAt(0));
  await account.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();

  // Logout from the profile: a notice, and home 900 ms later, signed out. (Soft: the journey goes on to the trusted
  // sign-in whatever page the shopper is left on.)
  await holdClock(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await advanceUntilVisible(page, toast(page, 'Logged out successfully'));
  await page.clock.runFor(900 - 2 * STEP_MS);
  await expect(page).toHaveURL(/\/profile$/);
  await page.clock.runFor(2 * STEP_MS);
  await page.clock.resume();
  await expect.soft(page.getByRole('heading', { level: 1, name: 'Gemstore' })).toBeVisible();
  await expect.soft(page).toHaveURL(/\/$/);

  // Logged out, the header's icon is a guest's again and leads to the login page; this browser is trusted, so no
  // code is asked.
  await expect(signedInHeader(page, shopper)).toHaveCount(0);
  const codesBefore = await codesSentTo(shopper.email);
  await page.getByRole('banner').getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, shopper);
  await expect(toast(page, 'User logged in successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
  await expect(signedInHeader(page, shopper)).toBeVisible();
  expect(await codesSentTo(shopper.email)).toBe(codesBefore);

  // Another browser is not trusted: the same password leads to the code page and a new code by e-mail.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto('/login');
    await logIn(other, shopper);
    await expect(
      toast(other, `For your security, we have sent a verification code to ${shopper.email}.`),
    ).toBeVisible();
    await expect(other).toHaveURL(onCodePage);
    await expect(other.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await nextCodeFor(shopper.email, codesBefore);
  } finally {
    await elsewhere.close();
  }
});

test('on a browser that is not trusted, the e-mailed code pasted into the boxes signs the shopper in', async ({
  page,
  request,
}) => {
  // The account is made in another browser (the test's own API context): this page has never been trusted.
  const shopper = await registerAndSignIn(request);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const codesBefore = await codesSentTo(shopper.email);
  await page.goto('/login');
  await logIn(page, shopper);
  await expect(page).toHaveURL(onCodePage);
  const code = await nextCodeFor(shopper.email, codesBefore);

  // Copied from the mail, pasted into the first box: every box fills.
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await codeInput(page).focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(codeBoxes(page)).toHaveText([...code]);
  await expect(codeInput(page)).toHaveValue(code);

  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(toast(page, 'User verified successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signedInHeader(page, shopper).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('Resend OTP counts down as mm:ss, is refused until the end, then comes back', async ({
  page,
  request,
}) => {
  const shopper = await registerAndSignIn(request);
  await page.clock.install();
  await page.goto('/login');
  const loginAnswer = page.waitForResponse((response) => response.url().endsWith('/api/v1/user/login'));
  await logIn(page, shopper);
  // When the next code may be asked for, as the server said (a timestamp in ms).
  const { cooldownExpiry } = (await (await loginAnswer).json()) as { cooldownExpiry: number };
  await expect(page).toHaveURL(onCodePage);

  const resend = page.getByRole('button', { name: /^Resend OTP/ });
  await expect(resend).toHaveText(/^Resend OTP in 00:[0-5]\d$/);
  await expect(resend).toBeDisabled();

  // From half a second into 00:31, the page's time moves only when the test says so. Each step ends mid-second, so
  // what is shown does not depend on whether the page redraws at the second's edge or at the end of the step.
  await page.clock.pauseAt(cooldownExpiry - 30_500);
  await expect(resend).toHaveText('Resend OTP in 00:31');
  await expect(resend).toBeDisabled();
  await page.clock.runFor(1000);
  await expect(resend).toHaveText('Resend OTP in 00:30');
  await page.clock.runFor(28_000);
  await expect(resend).toHaveText('Resend OTP in 00:02');
  await page.clock.runFor(1000);
  await expect(resend).toHaveText('Resend OTP in 00:01');
  await expect(resend).toBeDisabled();
  await page.clock.runFor(1000);
  await expect(resend).toHaveText('Resend OTP');
  await expect(resend).toBeEnabled();
});
