/**
 * Issue 19: the account pages by keyboard alone — register, the e-mailed code, the profile edited and saved — with
 * no click anywhere. Each step reaches its control with Tab from where the previous step left the focus, so a
 * field out of order, a control Tab cannot reach, or a focus lost on a page change fails here.
 */
import { expect, test } from '@playwright/test';
import { freshShopper } from '../support/accounts';
import { latestCodeFor } from '../support/mailbox';
import { tabTo, typeInto } from '../support/keyboard';
import { toast } from '../support/notices';

test('register, the e-mailed code and the profile, by keyboard alone', async ({ page }) => {
  const shopper = freshShopper();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();

  // From the top of the page: past the header to the form's first field, then field by field.
  await typeInto(page, page.getByLabel('First name'), shopper.firstName, 40);
  await typeInto(page, page.getByLabel('Last name'), shopper.lastName);
  await typeInto(page, page.getByLabel('Email'), shopper.email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), shopper.password);
  await typeInto(page, page.getByLabel('Confirm password'), shopper.password);
  const trust = page.getByLabel('Trust this device for 30 days');
  await tabTo(page, trust, 2);
  await expect(trust).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Register', exact: true }), 2);
  await page.keyboard.press('Enter');

  await expect(
    toast(page, `Registration successful. We have sent a verification code to ${shopper.email}.`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();

  // The code page: the boxes are reached with Tab, the code typed, Enter sends it.
  const code = await latestCodeFor(shopper.email);
  const codeInput = page.getByRole('textbox', { name: 'Verification code' });
  await typeInto(page, codeInput, code, 40);
  await expect(page.getByTestId('code-box')).toHaveText([...code]);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'User verified successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Home, signed in. The keyboard starts from the new page's heading (ADR 044), so the header's profile link (named
  // for the shopper) is a few presses back.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  const account = page
    .getByRole('banner')
    .getByRole('link', { name: `Profile, ${shopper.firstName} ${shopper.lastName}` });
  await expect(account).toBeVisible();
  await tabTo(page, account, 12, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();

  // Edit Profile opens the form with the focus in its first field; the address is typed, the country chosen by
  // typing its first letters, and Save Changes pressed with Enter.
  await tabTo(page, page.getByRole('button', { name: 'Edit Profile' }), 40);
  await page.keyboard.press('Enter');
  const firstName = page.getByLabel('First name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toBeEditable();
  await typeInto(page, page.getByLabel('Street Address'), '1 Orchard Boulevard', 4);
  await typeInto(page, page.getByLabel('City'), 'Singapore');
  await typeInto(page, page.getByLabel('Postal code'), '248649', 4);
  const country = page.getByLabel('Country');
  await tabTo(page, country, 2);
  await page.keyboard.type('Singapore');
  await expect(country).toHaveValue('Singapore');
  await tabTo(page, page.getByRole('button', { name: 'Save Changes' }), 2);
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
  // Saved, the form is read-only again and the focus is back on Edit Profile, where the shopper carries on.
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
  await page.reload();
  await expect(page.getByLabel('Street Address')).toHaveValue('1 Orchard Boulevard');
  await expect(page.getByLabel('Postal code')).toHaveValue('248649');
  await expect(country).toHaveValue('Singapore');
});
