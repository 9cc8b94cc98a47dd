/**
 * Moving to a page that another part of the shop draws (issue 32): the page being left stays on show until the next
 * one is drawn, so the content never blanks on the way (a new customer saw half a second of nothing moving to the
 * cart). Each painted frame is looked at, on a phone with its CPU slowed 4× and on a large screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';
import { waitForTakeOver } from '../support/clock';
import { putPieceInCart } from '../support/orders';

/** From now on, what the main region says in each painted frame (its words, or that it has none). */
async function watchFrames(page: Page) {
  await page.evaluate(() => {
    const frames: string[] = [];
    (window as unknown as { frames_: string[] }).frames_ = frames;
    const look = () => {
      const words = (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ').trim();
      frames.push(words === '' ? '(nothing)' : words.slice(0, 60));
      if (frames.length < 2000) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return async () => page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
}

for (const [size, viewport, slowerCpu] of [
  ['on a phone', { width: 390, height: 844 }, 4],
  ['on a large screen', { width: 1440, height: 900 }, 1],
] as const) {
  test.describe(size, () => {
    test.use({ viewport });

    test('the listing stays until the cart is drawn, which then has the focus', async ({ page }) => {
      await registerAndSignIn(page.request);
      await putPieceInCart(page.request);
      await page.goto('/gemstones/Ruby');
      await expect(page.getByRole('list', { name: 'Ruby products' })).toBeVisible();
      // Taken over by its code: the listing is drawn on the server (ADR 018), and a link pressed before then is a
      // plain link, which loads /cart afresh (a CI run pressed it that early: a new page, its focus at the top, as
      // after any load).
      await waitForTakeOver(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowerCpu });
      const frames = await watchFrames(page);

      await page.getByRole('banner').getByRole('link', { name: /cart/i }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeFocused();
      const seen = await frames();
      expect(seen).not.toContain('(nothing)');
      expect(seen[0]).toMatch(/Ruby/);
      // Once the cart is drawn, the copy of the listing is gone.
      await expect(page.locator('[data-held-page]')).toHaveCount(0);
    });

    test('the home page stays until a listing is drawn', async ({ page }) => {
      await page.goto('/');
      // Taken over by the shell (the page is drawn on the server, ADR 058, where its links are plain links).
      await expect(page.getByRole('heading', { level: 1, name: 'Gemstore' })).toBeVisible();
      await expect(page.locator('[data-first-screen]')).toHaveCount(0);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowerCpu });
      const frames = await watchFrames(page);

      await page.getByRole('main').getByRole('link', { name: 'Shop rings' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Rings' })).toBeVisible();
      expect(await frames()).not.toContain('(nothing)');
      await expect(page.locator('[data-held-page]')).toHaveCount(0);
    });
  });
}
