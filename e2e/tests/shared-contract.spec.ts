/**
 * `@gemstore/shared` is a versioned contract (ADR 054). The checkout remote is really built, alone, against its own
 * release of shared (installed in its copy as a team's checkout would install it) and deployed beside the shop's
 * shell: built against the next major, the shell refuses it at load, its area shows the fallback and the console
 * names both versions, while the rest of the shop works; built against an older minor of the shell's major (a copy of
 * the shell built with the next minor), it runs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';
import { wellStockedPieces } from '../support/orders';
import { SECOND_FRONT_END, serveSecondShop } from '../support/second-shop';
import { copyOfRemote } from '../support/remote-copy';
import { repoRoot } from '../support/shop-server';

// It serves the second front end, on fixed ports: never beside another journey that does (ADR 068).
test.describe.configure({ lock: SECOND_FRONT_END });

/** The release the shell was built with: the workspace's. */
const shellShared = (
  JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')) as { version: string }
).version;
const [major = 0, minor = 0] = shellShared.split('.').map(Number);

/** What the page said in its console, as it says it. */
function consoleOf(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => said.push(message.text()));
  return said;
}

test('a checkout built against the next major of shared is refused at load: its fallback, both versions named, the shop works', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const next = `${major + 1}.0.0`;
  const checkout = copyOfRemote('mf-checkout');
  checkout.installShared(next);
  checkout.redeploy();
  const { shop, url } = await serveSecondShop({ checkout: checkout.deployed });
  try {
    const said = consoleOf(page);
    await registerAndSignIn(page.request);

    // Not drawn on the server either: a cart the browser then replaced with the fallback would flash by.
    expect(await (await page.request.get(`${url}/cart`)).text()).not.toContain(
      'data-first-screen="checkout"',
    );
    await page.goto(`${url}/cart`);
    const fallback = page.getByRole('main').getByRole('alert');
    await expect(
      fallback.getByRole('heading', { name: 'Cart and checkout could not be loaded' }),
    ).toBeVisible();
    await expect(fallback).toContainText('This part of the shop is being updated.');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toHaveCount(0);
    expect(said).toContainEqual(
      expect.stringContaining(
        `The checkout part of the shop was built against @gemstore/shared ${next} (it needs ^${next}), but this shell provides @gemstore/shared ${shellShared}.`,
      ),
    );

    // The rest of the shop works: a piece's page draws, and its Add to Cart (checkout's exposure, refused too)
    // says the cart is unavailable instead of doing something undefined.
    const [piece] = await wellStockedPieces(page.request, 1);
    if (!piece) throw new Error('a ring with stock expected');
    await page.goto(`${url}${piece.link}`);
    await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The cart is unavailable right now.' }),
    ).toBeVisible({ timeout: 20_000 });
  } finally {
    await shop.close();
    checkout.remove();
  }
});

test('a checkout built against an older minor of the same major runs on a newer shell', async ({ page }) => {
  test.setTimeout(360_000);
  // The next minor of the shell's release, for a copy of the shell to provide: the checkout is built against the
  // workspace's, an older minor of the same major, as a team that has not rebuilt since the shell moved on.
  const newer = `${major}.${minor + 1}.0`;
  const shell = copyOfRemote('shell');
  shell.installShared(newer, { linked: true });
  shell.redeploy();
  const checkout = copyOfRemote('mf-checkout');
  checkout.installShared(shellShared);
  checkout.redeploy();
  const { shop, url } = await serveSecondShop({ checkout: checkout.deployed }, { shell: shell.deployed });
  try {
    const said = consoleOf(page);
    await registerAndSignIn(page.request);
    const [piece] = await wellStockedPieces(page.request, 1);
    if (!piece) throw new Error('a ring with stock expected');

    await page.goto(`${url}${piece.link}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Item has been added to your cart' })).toBeVisible();

    // Drawn on the server too, as the shell will run it.
    expect(await (await page.request.get(`${url}/cart`)).text()).toContain('data-first-screen="checkout"');
    await page.goto(`${url}/cart`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: piece.name })).toBeVisible();
    expect(said.filter((line) => line.includes('@gemstore/shared'))).toEqual([]);
  } finally {
    await shop.close();
    checkout.remove();
    shell.remove();
  }
});
