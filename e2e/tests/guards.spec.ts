/** §routes.guest-only, §routes.customer-only, §not-found.page and §page.title. */
import { expect, test } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';

test('a guest on /cart lands on /login and, once logged in, returns to /cart', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  await registerAndSignIn(page.request);
  // The session is noticed on the next route change; a reload is one.
  await page.reload();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
});

test('a logged-in user on /login lands on /', async ({ page }) => {
  await registerAndSignIn(page.request);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gemstore' })).toBeVisible();
});

test('an unknown path shows Page Not Found with a link home', async ({ page }) => {
  await page.goto('/no/such/page/here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('§page.title: the shop name, plus capitalised segments when there is more than one, else the page name', async ({
  page,
}) => {
  await page.goto('/gemstones/Ruby');
  await expect(page).toHaveTitle('Gemstore | Gemstones | Ruby');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveTitle('Gemstore | Contact Us');
  await page.goto('/jewellery/rings');
  await expect(page).toHaveTitle('Gemstore | Jewellery | Rings');
});
