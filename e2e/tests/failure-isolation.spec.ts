/**
 * A remote whose server is down: its area shows the fallback with Retry after the retries, while home, the header
 * and the other remotes keep working; once its server is back, Retry mounts it.
 */
import { expect, test } from '@playwright/test';
import { SECOND_FRONT_END, serveSecondShop } from '../support/second-shop';

// It serves the second front end, on fixed ports: never beside another journey that does (ADR 068).
test.describe.configure({ lock: SECOND_FRONT_END });

test('with the catalogue server stopped, only its area falls back, and Retry mounts it once it is back', async ({
  page,
}) => {
  const { shop, url } = await serveSecondShop();
  try {
    await shop.remotes.catalogue.stop();

    await page.goto(`${url}/gemstones/Ruby`);
    const area = page.locator('[data-remote="catalogue"]');
    await expect(area.getByRole('heading', { name: 'The catalogue could not be loaded' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(area.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The header and the other remotes still work.
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gemstore' })).toBeVisible();

    await menu.getByRole('link', { name: 'Gemstones' }).click();
    await expect(area.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });

    await shop.remotes.catalogue.start();
    await area.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Featured' })).toBeVisible();
    await expect(area.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  } finally {
    await shop.close();
  }
});
