/**
 * Issue 19: the wishlist as a shopper uses it — a heart tapped on a listing shows on /wishlist at once (the header's
 * link, no reload), and a piece removed there (after the confirmation) shows an empty heart back on the listing.
 */
import { expect, test } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';

test('a heart tapped on the listing is on the wishlist without a reload; removed there, it is empty on the listing', async ({
  page,
}) => {
  await registerAndSignIn(page.request);
  await page.goto('/gemstones/Ruby');
  const card = page.getByRole('list', { name: 'Ruby products' }).getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await card.getByRole('button', { name: `Add ${name} to wishlist` }).click();
  await expect(card.getByRole('button', { name: `Remove ${name} from wishlist` })).toBeVisible();

  // The page must not load again from here: a mark left on the window survives only client-side moves.
  await page.evaluate(() => {
    (window as Window & { __sameDocument?: boolean }).__sameDocument = true;
  });
  const sameDocument = () =>
    page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument === true);

  await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
  const saved = page.getByRole('list', { name: 'Wishlist' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('link', { name })).toBeVisible();
  expect(await sameDocument()).toBe(true);

  // Remove, behind a confirmation.
  await saved.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove from wishlist?' });
  await expect(dialog).toContainText(`${name} will no longer be saved in your wishlist.`);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();

  // Back on the listing, the heart is empty again.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/gemstones\/Ruby$/);
  await expect(card.getByRole('button', { name: `Add ${name} to wishlist` })).toBeVisible();
  expect(await sameDocument()).toBe(true);
  // And the server agrees.
  const answer = await page.request.get('/api/v1/wishlist');
  expect(((await answer.json()) as { wishlistItems: unknown[] }).wishlistItems).toEqual([]);
});
