/**
 * Journeys across remotes against the built shop: shell, four remotes, API (fresh embedded database) and mail
 * inbox, started by global-setup on their own ports (support/ports.ts). Two workers (ADR 068): one journey waits on
 * its browser, its timers and the shop about a quarter of the time, and the other fills it. The journeys share the
 * shop's catalogue and make what they need (their own accounts, the well-stocked pieces of a category of their own);
 * those that share something more with each other hold a test lock of its name (support/second-shop.ts).
 */
import { defineConfig } from '@playwright/test';
import { launchOptions } from './support/browser';
import { shopUrl } from './support/ports';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A focused journey (test.only) would drop every other journey on CI; lint catches it too (build/eslint-test-focus.mjs).
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: shopUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: launchOptions(),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } }],
});
