/**
 * `npm run screens`: the reference screenshots — home, the open mobile menu, a legal page, a listing (and its filter
 * drawer on a phone), a product page and the not-found page at 375 and 1440 px — from the built shop, into docs/screens/. Run after a visual change and look at them.
 */
import path from 'node:path';
import { launchChromium } from '../support/browser';
import { firstProductLink } from '../support/catalogue';
import { shopUrl } from '../support/ports';
import { repoRoot, startShop } from '../support/shop-server';

const out = (name: string) => path.join(repoRoot, 'docs', 'screens', `${name}.png`);

async function main() {
  const stop = await startShop();
  const browser = await launchChromium();
  try {
    const product = await firstProductLink();
    for (const width of [375, 1440]) {
      const context = await browser.newContext({
        baseURL: shopUrl,
        viewport: { width, height: width === 375 ? 812 : 900 },
        reducedMotion: 'reduce', // the poster, not a random video frame: screenshots stay comparable
      });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Gemstore' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: out(`home-${width}`) });
      await page.goto('/return-policy');
      await page.getByRole('heading', { level: 1, name: 'Return Policy' }).waitFor();
      await page.screenshot({ path: out(`return-policy-${width}`) });
      await page.goto('/gemstones/Sapphire');
      await page
        .getByRole('status')
        .filter({ hasText: /pieces$/ })
        .waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: out(`listing-${width}`) });
      if (width === 375) {
        await page.getByRole('button', { name: /^Filters/ }).click();
        await page.getByRole('dialog', { name: 'Filters' }).waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: out('filter-drawer-375') });
        await page.keyboard.press('Escape');
      }
      await page.goto(product);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: out(`product-${width}`) });
      await page.goto('/no/such/page');
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
      await page.screenshot({ path: out(`not-found-${width}`) });
      if (width === 375) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: 'Gemstones' }).waitFor();
        await page.waitForTimeout(600);
        await page.screenshot({ path: out('mobile-menu-375') });
        await page.getByRole('button', { name: 'Gemstones' }).click();
        await page
          .getByRole('navigation', { name: 'Gemstones' })
          .getByRole('button', { name: 'Back' })
          .waitFor();
        await page.waitForTimeout(600);
        await page.screenshot({ path: out('mobile-submenu-375') });
      }
      await context.close();
    }
    console.log(`wrote ${path.join(repoRoot, 'docs', 'screens')}`);
  } finally {
    await browser.close();
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
