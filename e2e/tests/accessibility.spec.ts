/**
 * Issue 30: an accessibility engine (axe-core, WCAG 2.2 A/AA and best practice) over every page of
 * §routes.table's route table, as a guest and signed in, on a phone (390×844) and a desktop (1440×900), with
 * the dialogs open: the enquiry forms, the wishlist's remove confirmation, the mobile menu and the filter
 * drawer. One browser context per identity and size; every finding of the run is listed at its end, so one
 * run shows them all.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { freshShopper, registerAndSignIn } from '../support/accounts';
import { firstProductLink } from '../support/catalogue';
import { payByCard, saveShipping, TEST_CARDS } from '../support/checkout';
import { fromTheShop } from '../support/from-the-shop';
import { latestResetLinkFor } from '../support/mailbox';
import { shippingAddress, wellStockedPieces } from '../support/orders';

const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
type Size = keyof typeof sizes;

type Finding = { where: string; rule: string; impact: string; help: string; targets: string[] };

/** A page (or a dialog on it) as axe-core sees it, its findings added to `found`. */
async function scan(page: Page, where: string, found: Finding[]): Promise<void> {
  // A list being asked again dims the cards it keeps on screen (aria-busy) for the moment the answer takes; the
  // page is measured as the shopper reads it, once it has settled. (A CI run scanned a signed-in listing in that
  // moment: every card's text at 55% opacity.)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  for (const violation of violations) {
    // Said as it is found too, so a run that stops early still shows what it saw.
    console.log(
      `${where}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    found.push({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    });
  }
}

/** Opens `path` and waits for its main heading: the page is drawn, its remote's code and data have arrived. */
async function open(page: Page, path: string, heading: Locator | string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(
    typeof heading === 'string' || heading instanceof RegExp
      ? page.getByRole('heading', { level: 1, name: heading })
      : heading,
  ).toBeVisible();
  // Web fonts in: contrast is measured on the text as it is drawn.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function newShopperPage(browser: Browser, size: Size): Promise<Page> {
  const context = await browser.newContext({ viewport: sizes[size], reducedMotion: 'reduce' });
  return context.newPage();
}

/**
 * The pages everyone sees, and the dialogs on them. Signed in (`signedIn`), only those that draw differently for a
 * customer are scanned again (the header, prices above the guest limit, forms filled in with the customer's name):
 * home and its menu, the listings, contact and its forms; the rest are the same pages as a guest's.
 */
async function publicPages(page: Page, size: Size, found: Finding[], signedIn = false): Promise<void> {
  const at = (where: string) => `${size}${signedIn ? ', signed in' : ''}: ${where}`;
  await open(page, '/', page.getByRole('heading', { level: 1 }));
  await scan(page, at('home'), found);
  if (size === 'phone') {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await scan(page, at('home, mobile menu open'), found);
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Gemstones' }).click();
    await expect(page.getByRole('navigation', { name: 'Gemstones' })).toBeVisible();
    await scan(page, at('home, mobile menu, Gemstones submenu'), found);
    await page.keyboard.press('Escape');
  }

  await open(page, '/gemstones/Featured', page.getByRole('main').getByRole('heading').first());
  await scan(page, at('gemstones listing, Featured'), found);
  await open(page, '/gemstones/Ruby', page.getByRole('main').getByRole('heading').first());
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await scan(page, at('gemstones listing, Ruby'), found);
  if (size === 'phone') {
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan(page, at('gemstones listing, filter drawer open'), found);
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Cut' }).click();
    await scan(page, at('gemstones listing, Cut dropdown open'), found);
    await page.keyboard.press('Escape');
  }
  await open(page, '/jewellery/Rings', page.getByRole('main').getByRole('heading').first());
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await scan(page, at('jewellery listing, Rings'), found);

  if (!signedIn) {
    // (Signed in, customerPages scans a product page with its cart dialog.)
    await open(page, await firstProductLink(), page.getByRole('main').getByRole('heading', { level: 1 }));
    await scan(page, at('product page'), found);
    await open(page, '/gemstones/Ruby/no-such-piece-0', page.getByRole('main').getByRole('heading').first());
    await scan(page, at('product not found'), found);
    await open(page, '/education', page.getByRole('main').getByRole('heading', { level: 1 }));
    await scan(page, at('education'), found);
    await open(page, '/services', page.getByRole('main').getByRole('heading', { level: 1 }));
    await scan(page, at('services'), found);
  }

  await open(page, '/contact', page.getByRole('main').getByRole('heading', { level: 1 }));
  await scan(page, at('contact'), found);
  for (const button of ['Get in Touch', 'Get Started Today', 'Message Now']) {
    await page.getByRole('button', { name: button }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan(page, at(`contact, '${button}' enquiry form open`), found);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  if (signedIn) return;

  for (const [path, name] of [
    ['/terms-and-conditions', 'terms and conditions'],
    ['/privacy-policy', 'privacy policy'],
    ['/return-policy', 'return policy'],
  ] as const) {
    await open(page, path, page.getByRole('main').getByRole('heading', { level: 1 }));
    await scan(page, at(name), found);
  }
  await open(page, '/password-change', page.getByRole('main').getByRole('heading').first());
  await scan(page, at('password change'), found);
  await open(page, '/no-such-page', 'Page Not Found');
  await scan(page, at('not found'), found);
}

/** The guest-only pages: login, register, the code page, forgot and reset password. */
async function guestPages(page: Page, size: Size, found: Finding[]): Promise<void> {
  const at = (where: string) => `${size}: ${where}`;
  await open(page, '/login', 'Login');
  await scan(page, at('login'), found);
  await open(page, '/forgot-password', 'Reset your password');
  await scan(page, at('forgot password'), found);

  // A real reset link, for an account made on the side.
  const owner = await page.context().browser()?.newContext();
  if (!owner) throw new Error('no browser');
  const shopper = await registerAndSignIn(owner.request);
  const asked = await owner.request.post('/api/v1/user/password/forgot', {
    data: { email: shopper.email },
    headers: fromTheShop,
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  await owner.close();
  await open(page, await latestResetLinkFor(shopper.email), 'Reset Password');
  await scan(page, at('reset password'), found);

  // Register, then the code page it leads to.
  const someone = freshShopper();
  await open(page, '/register', 'Register');
  await scan(page, at('register'), found);
  await page.getByLabel('First name').fill(someone.firstName);
  await page.getByLabel('Last name').fill(someone.lastName);
  await page.getByLabel('Email').fill(someone.email);
  await page.getByLabel('Password', { exact: true }).fill(someone.password);
  await page.getByLabel('Confirm password').fill(someone.password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await scan(page, at('verify code'), found);
}

/** The customer's pages, with a cart line, a saved piece and a paid order of their own. */
async function customerPages(page: Page, size: Size, found: Finding[]): Promise<void> {
  const at = (where: string) => `${size}, signed in: ${where}`;
  await registerAndSignIn(page.request);
  const [piece, saved] = await wellStockedPieces(page.request, 2);
  if (!piece || !saved) throw new Error('two pieces with stock expected');
  const kept = await page.request.put(`/api/v1/wishlist/items/${saved.id}`, {
    data: { saved: true },
    headers: fromTheShop,
  });
  expect(kept.ok(), await kept.text()).toBe(true);

  await open(page, piece.link, page.getByRole('main').getByRole('heading', { level: 1 }));
  await scan(page, at('product page'), found);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Item has been added to your cart' })).toBeVisible();
  await scan(page, at('product page, added-to-cart dialog'), found);
  await page.keyboard.press('Escape');

  await open(page, '/wishlist', page.getByRole('main').getByRole('heading', { level: 1 }));
  await scan(page, at('wishlist'), found);
  await page.getByRole('button', { name: `Remove ${saved.name} from wishlist` }).click();
  await expect(page.getByRole('dialog', { name: 'Remove from wishlist?' })).toBeVisible();
  await scan(page, at('wishlist, remove confirmation open'), found);
  await page.getByRole('dialog').getByRole('button', { name: 'Keep it' }).click();

  await open(page, '/profile', page.getByRole('main').getByRole('heading', { level: 1 }));
  await scan(page, at('profile'), found);

  await open(page, '/cart', 'Your Cart');
  await scan(page, at('cart'), found);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await saveShipping(page, { ...shippingAddress });
  await scan(page, at('checkout'), found);
  await page.getByRole('region', { name: 'Order Summary' }).getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
  await scan(page, at('the test payment page'), found);
  await payByCard(page, TEST_CARDS.pays);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await scan(page, at('payment success'), found);

  await open(page, '/order-history', page.getByRole('main').getByRole('heading', { level: 1 }));
  await scan(page, at('order history'), found);
  await page
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/order-history\/[^/]+$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, at('an order'), found);

  await open(page, '/payment/canceled', page.getByRole('main').getByRole('heading', { level: 1 }));
  await scan(page, at('payment canceled'), found);
  await open(page, '/no-such-page', 'Page Not Found');
  await scan(page, at('not found'), found);
}

for (const size of Object.keys(sizes) as Size[]) {
  test(`no accessibility violation on any page, as a guest, ${size}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const page = await newShopperPage(browser, size);
    const found: Finding[] = [];
    await publicPages(page, size, found);
    await guestPages(page, size, found);
    await page.context().close();
    expect(found).toEqual([]);
  });

  test(`no accessibility violation on any page, signed in, ${size}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const page = await newShopperPage(browser, size);
    const found: Finding[] = [];
    await customerPages(page, size, found);
    await publicPages(page, size, found, true);
    await page.context().close();
    expect(found).toEqual([]);
  });
}
