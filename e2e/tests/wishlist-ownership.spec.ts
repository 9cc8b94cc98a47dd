/**
 * The account remote owns the wishlist and lends it at run time (ADR 053): a new build of mf-account alone changes
 * what the catalogue's wishlist heart does on the next page load, with the shell and the catalogue neither rebuilt
 * nor restarted; with the account remote's server stopped, the product page works on, its heart says the wishlist is
 * unavailable, and Retry saves the piece once the account remote is back; and a heart tapped as the page goes, before
 * the account remote has arrived, is saved by the next page.
 */
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';
import { toast } from '../support/notices';
import { wellStockedPieces } from '../support/orders';
import { e2ePorts } from '../support/ports';
import { copyOfRemote, fingerprint } from '../support/remote-copy';
import { SECOND_FRONT_END, serveSecondShop } from '../support/second-shop';
import { distOf } from '../support/shop-server';

// It serves the second front end, on fixed ports: never beside another journey that does (ADR 068).
test.describe.configure({ lock: SECOND_FRONT_END });

const rubyCards = (page: Page) => page.getByRole('list', { name: 'Ruby products' }).getByRole('article');
const cartBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });

/** The names of the pieces the server holds in this shopper's wishlist. */
async function savedNames(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get('/api/v1/wishlist');
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { wishlistItems: { name: string }[] }).wishlistItems
    .map((item) => item.name)
    .sort();
}

test("a rebuilt account remote changes the catalogue's wishlist heart on the next page load, nothing else rebuilt", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = copyOfRemote('mf-account');
  const shellBefore = fingerprint(distOf('shell'));
  const catalogueBefore = fingerprint(distOf('mf-catalogue'));
  // The account remote draws no page on the server, so its new build needs no new pin: remotes.json is not touched.
  const { shop, url } = await serveSecondShop({ account: account.deployed });
  try {
    await registerAndSignIn(page.request);
    const stamp = `Saved to your wishlist, with a gift note ${Date.now()}`;

    await page.goto(`${url}/gemstones/Ruby`);
    const first = rubyCards(page).nth(0);
    const firstName = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await first.getByRole('button', { name: `Add ${firstName} to wishlist` }).click();
    await expect(first.getByRole('button', { name: `Remove ${firstName} from wishlist` })).toBeVisible();
    await expect.poll(() => savedNames(page.request)).toEqual([firstName]);
    await expect(page.getByText(stamp)).toHaveCount(0);

    // The account team's change: a heart's save is now confirmed with a note, built and deployed with its remote alone.
    account.change('wishlist-exposure.ts', (source) =>
      source.replace(
        '// §wishlist.heart: the heart itself is the confirmation; nothing more is said.',
        `notify.success('${stamp}');`,
      ),
    );
    account.redeploy();

    await page.reload();
    const second = rubyCards(page).nth(1);
    const secondName = (await second.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await expect(first.getByRole('button', { name: `Remove ${firstName} from wishlist` })).toBeVisible();
    await second.getByRole('button', { name: `Add ${secondName} to wishlist` }).click();
    await expect(toast(page, stamp)).toBeVisible();
    await expect(second.getByRole('button', { name: `Remove ${secondName} from wishlist` })).toBeVisible();
    await expect.poll(() => savedNames(page.request)).toEqual([firstName, secondName].sort());
    expect(fingerprint(distOf('shell'))).toBe(shellBefore);
    expect(fingerprint(distOf('mf-catalogue'))).toBe(catalogueBefore);
  } finally {
    await shop.close();
    account.remove();
  }
});

test('with the account server stopped, the heart says the wishlist is unavailable, the page works, and Retry saves once it is back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { shop, url } = await serveSecondShop();
  try {
    await registerAndSignIn(page.request);
    const [piece] = await wellStockedPieces(page.request, 1);
    if (!piece) throw new Error('a ring with stock expected');
    await shop.remotes.account.stop();

    await page.goto(`${url}${piece.link}`);
    await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
    await page.getByRole('button', { name: `Add ${piece.name} to wishlist` }).click();
    const unavailable = page.getByRole('alert').filter({ hasText: 'The wishlist is unavailable right now.' });
    await expect(unavailable).toBeVisible({ timeout: 20_000 });
    // The heart shows what the server holds: nothing was saved.
    await expect(page.getByRole('button', { name: `Add ${piece.name} to wishlist` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // The piece's page works on: Add to Cart (the checkout remote's) adds, and the header's badge follows.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Item has been added to your cart' });
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole('button', { name: 'Close' }).click();
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');
    expect(await savedNames(page.request)).toEqual([]);

    await shop.remotes.account.start();
    await unavailable.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: `Remove ${piece.name} from wishlist` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(unavailable).toHaveCount(0);
    await expect.poll(() => savedNames(page.request)).toEqual([piece.name]);
  } finally {
    await shop.close();
  }
});

test('a heart tapped as the page reloads, before the account remote has arrived, is saved by the next page', async ({
  page,
}) => {
  await registerAndSignIn(page.request);
  // The account remote's files are held back: the heart's owner cannot arrive before the page goes.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const holdBack = async (route: Route) => {
    await held;
    // A request of the page that went has nobody left to answer.
    await route.continue().catch(() => undefined);
  };
  await page.route(`http://localhost:${e2ePorts.remotes.account}/**`, holdBack);

  await page.goto('/gemstones/Ruby');
  const card = rubyCards(page).first();
  const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await card.getByRole('button', { name: `Add ${name} to wishlist` }).click();
  await expect(card.getByRole('button', { name: `Remove ${name} from wishlist` })).toBeVisible();
  await page.reload();
  expect(await savedNames(page.request)).toEqual([]);

  release();
  await expect.poll(() => savedNames(page.request)).toEqual([name]);
  await expect(
    rubyCards(page)
      .first()
      .getByRole('button', { name: `Remove ${name} from wishlist` }),
  ).toBeVisible();
});
