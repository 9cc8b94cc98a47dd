/**
 * Journeys across remotes against the built shop: shell, four remotes, API (fresh embedded database) and mail
 * inbox, started by global-setup on their own ports (support/ports.ts). One worker: the journeys share a catalogue
 * whose stock they change, and the machine has two cores.
 */
import { defineConfig } from '@playwright/test';
import { launchOptions } from './support/browser';
import { shopUrl } from './support/ports';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
