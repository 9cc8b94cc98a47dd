/**
 * Issue 19: the profile as a shopper uses it — details read-only until Edit Profile, names, address and country
 * (Singapore first) saved and still there after a reload; a picture shown at once and kept; a PDF refused with a
 * reason; Change Password with each §password-change.rules message in order, then a change that works.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';
import { waitForTakeOver } from '../support/clock';
import { fromTheShop } from '../support/from-the-shop';
import { toast } from '../support/notices';

/** A 4×4 ruby-red PNG. */
const portrait = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR42mM4IGAARwzEcQCpQxABjnzvdwAAAABJRU5ErkJggg==',
  'base64',
);
const certificate = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The field carries the message (and the notice says it). */
async function expectProblem(page: Page, field: Locator, message: string) {
  await expect(toast(page, message).first()).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`${escape(message)}$`));
}

test('Edit Profile: names, address and country are saved and kept after a reload', async ({ page }) => {
  const shopper = await registerAndSignIn(page.request);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();

  const firstName = page.getByLabel('First name');
  const lastName = page.getByLabel('Last name');
  const street = page.getByLabel('Street Address');
  const unit = page.getByLabel('Apartment, suite, etc.');
  const city = page.getByLabel('City');
  const state = page.getByLabel('State');
  const postcode = page.getByLabel('Postal code');
  const country = page.getByLabel('Country');

  // Read-only until Edit Profile; the e-mail never changes.
  await expect(firstName).toHaveValue(shopper.firstName);
  await expect(firstName).not.toBeEditable();
  await expect(country).toBeDisabled();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(shopper.email);
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(firstName).toBeEditable();
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
  await firstName.fill('Isabella');
  await lastName.fill('Wong');
  await street.fill('8 Marina Boulevard');
  await unit.fill('#22-03');
  await city.fill('Kuala Lumpur');
  await state.fill('Wilayah Persekutuan');
  await postcode.fill('50088');
  // Singapore heads the list of countries (after the prompt to choose one).
  await expect(country.locator('option[value]:not([value=""])').first()).toHaveText(/^Singapore\b/);
  await country.selectOption('Malaysia');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(firstName).not.toBeEditable();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
  await expect(firstName).toHaveValue('Isabella');
  await expect(lastName).toHaveValue('Wong');
  await expect(street).toHaveValue('8 Marina Boulevard');
  await expect(unit).toHaveValue('#22-03');
  await expect(city).toHaveValue('Kuala Lumpur');
  await expect(state).toHaveValue('Wilayah Persekutuan');
  await expect(postcode).toHaveValue('50088');
  await expect(country).toHaveValue('Malaysia');
});

test('a picture is shown at once and kept after a reload; a PDF is refused with the reason', async ({
  page,
}) => {
  const shopper = await registerAndSignIn(page.request);
  await page.goto('/profile');
  const account = page.getByRole('region', { name: 'Your account' });
  const picture = account.getByRole('img', {
    name: `Profile picture of ${shopper.firstName} ${shopper.lastName}`,
  });
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(picture).toHaveCount(0);
  // The profile is drawn on the server (ADR 065): a picture is read by the page's code, so it is chosen once that
  // code has the page (a tap on a button meanwhile is kept; a file handed to the bare input is not).
  await waitForTakeOver(page);

  await page.getByLabel('Profile picture', { exact: true }).setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: portrait,
  });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();

  await page.reload();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
  // Drawn on the server again: the next file is chosen once the code has the page, as above.
  await waitForTakeOver(page);

  // A certificate in PDF is not a picture: refused, with the reason, and the saved picture stays.
  await page.getByLabel('Profile picture', { exact: true }).setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: certificate,
  });
  await expect(account.getByText('Please choose an image file')).toBeVisible();
  await expect(toast(page, 'Please choose an image file')).toBeVisible();
  await expect(picture).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
});

test('§password-change.rules: Change Password shows each rule in order, then changes the password', async ({
  page,
  playwright,
}) => {
  const shopper = await registerAndSignIn(page.request);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change Password' });
  const current = form.getByLabel('Current password');
  const fresh = form.getByLabel('New password', { exact: true });
  const confirm = form.getByLabel('Confirm new password');
  const update = form.getByRole('button', { name: 'Update Password' });
  const newPassword = 'Tanzanite-Violet-7!';

  await update.click();
  await expectProblem(page, current, 'Current password is required');
  await current.fill(shopper.password);
  await update.click();
  await expectProblem(page, fresh, 'New password is required');
  await fresh.fill(newPassword);
  await update.click();
  await expectProblem(page, confirm, 'Confirm password is required');
  await confirm.fill(`${newPassword}x`);
  await update.click();
  await expectProblem(page, confirm, 'New password and confirm password do not match');
  await fresh.fill('tanzanite violet');
  await confirm.fill('tanzanite violet');
  await update.click();
  await expectProblem(
    page,
    fresh,
    'New password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  );

  // The server checks the current password.
  await current.fill('Not-My-Password-1!');
  await fresh.fill(newPassword);
  await confirm.fill(newPassword);
  await update.click();
  await expect(toast(page, 'Current password is incorrect')).toBeVisible();

  await current.fill(shopper.password);
  await update.click();
  await expect(toast(page, 'Password updated successfully!')).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(fresh).toHaveValue('');

  // Still signed in here; elsewhere the old password is refused and the new one accepted.
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
  const elsewhere = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: fromTheShop,
  });
  try {
    const login = (password: string) =>
      elsewhere.post('/api/v1/user/login', { data: { email: shopper.email, password, trustDevice: false } });
    expect((await login(shopper.password)).status()).toBe(401);
    expect((await login(newPassword)).status()).toBe(200);
  } finally {
    await elsewhere.dispose();
  }
});
