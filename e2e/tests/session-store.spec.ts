/**
 * One session store for every React root: a change made in the catalogue shows in the shell's header at once and
 * in the account remote after a client-side move, without a reload and without the account fetching it again.
 */
import { expect, test } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';

test('a cart and wishlist change in the catalogue shows in the header and in the account remote', async ({
  page,
}) => {
  await registerAndSignIn(page.request);
  await page.goto('/gemstones/Ruby');
  const badge = page.getByTestId('cart-badge');
  await expect(badge).toHaveText('0');

  // The wishlist heart on a listing card…
  const grid = page.getByRole('list', { name: 'Ruby products' });
  const card = grid.getByRole('article').first();
  const productName = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await card.getByRole('button', { name: `Add ${productName} to wishlist` }).click();
  await expect(card.getByRole('button', { name: `Remove ${productName} from wishlist` })).toBeVisible();

  // …and Add to Cart on a product page with stock, all inside the catalogue remote.
  await grid
    .getByRole('article')
    .filter({ hasNot: page.getByText('Sold out') })
    .first()
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(badge).toHaveText('1');
  await expect(page.getByRole('dialog')).toBeHidden(); // the confirmation closes itself after 2.5 s

  // From here on the page must not load again, nor ask the server for the wishlist: the store already has it.
  const wishlistFetches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/wishlist') wishlistFetches.push(request.url());
  });
  await page.evaluate(() => {
    (window as Window & { __sameDocument?: boolean }).__sameDocument = true;
  });

  await page.getByRole('link', { name: 'Wishlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Wishlist' }).getByRole('link', { name: productName }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  expect(wishlistFetches).toEqual([]);
  await expect(badge).toHaveText('1');
});
