/**
 * Finds a Chromium for Playwright by itself: Playwright's own download if one is installed, else the system's
 * /usr/bin/chromium, else it installs Debian's `chromium` when it can (root or password-less sudo).
 * Playwright's browser download does not reach every machine (ours has no internet but Debian mirrors).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from '@playwright/test';
import { installDebianPackage } from './debian';

const systemCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function playwrightsOwn(): string | null {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export function findChromium(): string | undefined {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  const own = playwrightsOwn();
  if (own) return undefined; // Playwright launches its own browser when no executablePath is given.
  const system = () => systemCandidates.find((candidate) => existsSync(candidate));
  const found = system();
  if (found) return found;
  installDebianPackage('chromium');
  const installed = system();
  if (installed) return installed;
  throw new Error(
    'No Chromium for the e2e tests: install Playwright browsers (npx playwright install chromium), ' +
      'or Debian/Ubuntu `chromium`, or set CHROME_PATH.',
  );
}

/** Flags that keep headless Chromium quiet and working in containers. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** How every browser of the tests and benchmarks starts: these flags, and the Chromium found (or Playwright's own). */
export function launchOptions(executablePath: string | undefined = findChromium()): LaunchOptions {
  return { args: chromiumArgs, ...(executablePath ? { executablePath } : {}) };
}

/** A headless Chromium for the benchmarks, started as the tests start theirs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions());
}
