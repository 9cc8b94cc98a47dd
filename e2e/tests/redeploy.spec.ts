/**
 * Deploying a new build of one remote, and nothing else, changes what the shop shows on the next reload: the
 * shell is not rebuilt, remotes.json is not touched, and no cache keeps the old build.
 */
import { expect, test } from '@playwright/test';
import { copyOfRemote, fingerprint } from '../support/remote-copy';
import { SECOND_FRONT_END, serveSecondShop } from '../support/second-shop';
import { distOf } from '../support/shop-server';

// It serves the second front end, on fixed ports: never beside another journey that does (ADR 068).
test.describe.configure({ lock: SECOND_FRONT_END });

test('a rebuilt contact remote shows its change after a reload, with the shell build untouched', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const contact = copyOfRemote('mf-contact');
  const shellBefore = fingerprint(distOf('shell'));
  const { shop, url } = await serveSecondShop({ contact: contact.deployed });
  try {
    await page.goto(`${url}/contact`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const stamp = `New contact build ${Date.now()}`;
    await expect(page.getByText(stamp)).toHaveCount(0);

    // The visible change: the remote's root draws a banner above its pages (through the mounting contract only).
    contact.change('bootstrap.tsx', (source) =>
      source.replace(
        /mountRemote\('contact', (\w+)\)/,
        (_, routes: string) => `mountRemote('contact', () => (<><p>${stamp}</p><${routes} /></>))`,
      ),
    );
    contact.redeploy();

    await page.reload();
    await expect(page.getByText(stamp)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(fingerprint(distOf('shell'))).toBe(shellBefore);
  } finally {
    await shop.close();
    contact.remove();
  }
});
