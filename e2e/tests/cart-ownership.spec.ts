/**
 * The checkout remote owns the cart and lends it at run time (ADR 052): a new build of mf-checkout alone changes the
 * catalogue's Add to Cart on the next page load, with the shell and the catalogue neither rebuilt nor restarted; and
 * with the checkout remote's server stopped, the product page works on, Add to Cart says the cart is unavailable,
 * the header badge keeps its count, and Retry adds once checkout is back.
 */
import { expect, test, type Page } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';
import { fromTheShop } from '../support/from-the-shop';
import { wellStockedPieces } from '../support/orders';
import { SECOND_FRONT_END, serveSecondShop } from '../support/second-shop';
import { copyOfRemote, fingerprint } from '../support/remote-copy';
import { distOf } from '../support/shop-server';

// It serves the second front end, on fixed ports: never beside another journey that does (ADR 068).
test.describe.configure({ lock: SECOND_FRONT_END });

const cartBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });
const confirmation = (page: Page) => page.getByRole('dialog', { name: 'Item has been added to your cart' });

test("a rebuilt checkout remote changes the catalogue's Add to Cart on the next page load, nothing else rebuilt", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const checkout = copyOfRemote('mf-checkout');
  const shellBefore = fingerprint(distOf('shell'));
  const catalogueBefore = fingerprint(distOf('mf-catalogue'));
  // The second shop's remotes.json pins the builds as deployed now (ADR 033); the checkout remote draws no page on
  // the server, so its new build needs no new pin: remotes.json is not touched.
  const { shop, url } = await serveSecondShop({ checkout: checkout.deployed });
  try {
    await registerAndSignIn(page.request);
    const [piece] = await wellStockedPieces(page.request, 1);
    if (!piece) throw new Error('a ring with stock expected');
    const stamp = `Gift wrapping is free this week ${Date.now()}`;

    await page.goto(`${url}${piece.link}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(confirmation(page)).toBeVisible();
    await expect(page.getByText(stamp)).toHaveCount(0);
    await confirmation(page).getByRole('button', { name: 'Close' }).click();

    // The checkout team's change: a note in the confirmation, built and deployed with its remote alone.
    checkout.change('features/cart/components/added-to-cart-dialog.tsx', (source) =>
      source.replace(
        '<Title>{addToCartMessages.added}</Title>',
        `<Title>{addToCartMessages.added}</Title><p>${stamp}</p>`,
      ),
    );
    checkout.redeploy();

    await page.reload();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(confirmation(page).getByText(stamp)).toBeVisible();
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');
    expect(fingerprint(distOf('shell'))).toBe(shellBefore);
    expect(fingerprint(distOf('mf-catalogue'))).toBe(catalogueBefore);
  } finally {
    await shop.close();
    checkout.remove();
  }
});

test('with the checkout server stopped, Add to Cart says the cart is unavailable, and Retry adds once it is back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { shop, url } = await serveSecondShop();
  try {
    await registerAndSignIn(page.request);
    const [first, piece] = await wellStockedPieces(page.request, 2);
    if (!first || !piece) throw new Error('two rings with stock expected');
    // A line already in the cart: the badge's count comes with the page load, from the store.
    const added = await page.request.post('/api/v1/cart/update-cart', {
      data: { productId: first.id, quantity: 1 },
      headers: fromTheShop,
    });
    expect(added.ok(), await added.text()).toBe(true);
    await shop.remotes.checkout.stop();

    await page.goto(`${url}${piece.link}`);
    await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const unavailable = page.getByRole('alert').filter({ hasText: 'The cart is unavailable right now.' });
    await expect(unavailable).toBeVisible({ timeout: 20_000 });

    // The piece's page works on: its stepper, its gallery, the header and its badge's last count.
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('group', { name: /quantity/i })).toContainText('2');
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(confirmation(page)).toHaveCount(0);

    await shop.remotes.checkout.start();
    await unavailable.getByRole('button', { name: 'Retry' }).click();
    await expect(confirmation(page)).toBeVisible();
    await expect(unavailable).toHaveCount(0);
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 2 items');
  } finally {
    await shop.close();
  }
});
