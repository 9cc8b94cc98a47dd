/**
 * Issue 19: a forgotten password as the shopper lives it — the reset link from the inbox,
 * §reset.password-rules one after the other, /login 1.5 s after the reset, the new password working and the
 * old one not, the link refused a second time, and a session signed in elsewhere before the reset ended by
 * it.
 */
import { expect, test, type Page } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';
import { advanceUntilVisible, holdClock, STEP_MS } from '../support/clock';
import { codesSentTo, latestResetLinkFor, nextCodeFor } from '../support/mailbox';
import { toast } from '../support/notices';

const newPassword = 'Padparadscha-2026!';

/** Fills both fields and submits; the field the message belongs to must carry it, and the notice says it too. */
async function refused(page: Page, password: string, confirm: string, message: string, field: string) {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(confirm);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(toast(page, message).first()).toBeVisible();
  await expect(page.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(field)).toHaveAccessibleDescription(new RegExp(`${escape(message)}$`));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a forgotten password is reset from the e-mailed link, once, and the sessions from before end', async ({
  page,
  browser,
}) => {
  // Signed in on another browser before the reset.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  const shopper = await registerAndSignIn(other.request);
  await other.goto('/profile');
  await expect(other).toHaveURL(/\/profile$/);

  // Forgot password, from the login page.
  await page.clock.install();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    toast(page, 'If an account exists for this email, we have sent a link to reset your password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const link = await latestResetLinkFor(shopper.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();

  // §reset.password-rules: what the password still lacks, in order, then the match.
  const must = 'Password must contain: ';
  await refused(
    page,
    '',
    '',
    `${must}at least 8 characters, one lowercase letter, one uppercase letter, one number, one special character`,
    'New password',
  );
  await refused(
    page,
    'ruby',
    'ruby',
    `${must}at least 8 characters, one uppercase letter, one number, one special character`,
    'New password',
  );
  await refused(
    page,
    'rubyrubyruby',
    'rubyrubyruby',
    `${must}one uppercase letter, one number, one special character`,
    'New password',
  );
  await refused(
    page,
    'Rubyrubyruby',
    'Rubyrubyruby',
    `${must}one number, one special character`,
    'New password',
  );
  await refused(page, 'Rubyrubyruby7', 'Rubyrubyruby7', `${must}one special character`, 'New password');
  const tooLong = `Aa1!${'x'.repeat(125)}`;
  await refused(page, tooLong, tooLong, `${must}at most 128 characters`, 'New password');
  await refused(page, newPassword, `${newPassword}?`, 'Passwords do not match', 'Confirm password');

  // §reset.success: the notice, then /login 1.5 s later.
  await page.getByLabel('Confirm password').fill(newPassword);
  await holdClock(page);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await advanceUntilVisible(page, toast(page, 'Password reset successfully'));
  await page.clock.runFor(1500 - 2 * STEP_MS);
  await expect(page).toHaveURL(/\/reset-password\//);
  await page.clock.runFor(2 * STEP_MS);
  await expect(page).toHaveURL(/\/login$/);
  await page.clock.resume();

  // The same link a second time is refused.
  await page.goto(link);
  await expect(toast(page, 'Invalid or expired reset link')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The other browser's session ended with the reset.
  await other.goto('/profile');
  await expect(other).toHaveURL(/\/login$/);
  await elsewhere.close();

  // The old password no longer works; the new one does (this browser was never trusted: with a code).
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const codesBefore = await codesSentTo(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-otp\//);
  const code = await nextCodeFor(shopper.email, codesBefore);
  await page.getByRole('textbox', { name: 'Verification code' }).pressSequentially(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(toast(page, 'User verified successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
