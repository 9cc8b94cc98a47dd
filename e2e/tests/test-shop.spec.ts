/**
 * Issue 30 item 1 (ADR 036): a production shop that runs the built-in test provider on purpose says so on every page.
 * A shop of its own, on its own ports, started as production with PAYMENTS_TEST_MODE_IN_PRODUCTION.
 */
import { expect, test } from '@playwright/test';
import { shopPortsAt } from '../support/ports';
import { startShop, type ShopPorts } from '../support/shop-server';

const stagingPorts: ShopPorts = shopPortsAt(7);
const stagingUrl = `http://localhost:${stagingPorts.shell}`;
const notice = 'This is a test shop. Nothing bought here is real: no money is taken and no piece is sent.';

let stopShop: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stopShop = await startShop({
    ports: stagingPorts,
    apiSettings: { NODE_ENV: 'production', PAYMENTS_TEST_MODE_IN_PRODUCTION: 'yes-this-is-a-test-shop' },
  });
});

test.afterAll(async () => {
  await stopShop?.();
});

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test(`every page of a test shop says so, on a ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const [name, path] of [
      ['home', '/'],
      ['listing', '/gemstones/Ruby'],
      ['contact', '/contact'],
    ] as const) {
      await page.goto(`${stagingUrl}${path}`);
      const banner = page.getByRole('complementary', { name: 'Test shop' });
      await expect(banner).toBeVisible();
      await expect(banner).toHaveText(notice);
      // In view at the bottom of the screen, whatever the page (the header is fixed at the top).
      const box = await banner.boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height);
      await page.screenshot({ path: `/tmp/h1/test-shop-${name}-${device}.png` });
    }
  });
}
