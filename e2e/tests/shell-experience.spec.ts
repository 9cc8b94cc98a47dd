/** Issue 4: the header, the mobile menu and the footer as a shopper uses them. */
import { expect, test, type Page } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';
import { fromTheShop } from '../support/from-the-shop';

/*
 * Measured in one step in the page. A locator's evaluate finds the element, then measures it in a second step; on a
 * page drawn on the server the shell's code replaces the drawn header and main with its own in between now and
 * then, and a replaced element measures 0.
 */
const headerHeight = (page: Page) =>
  page.evaluate(
    () => document.querySelector('[data-testid="site-header"]')?.getBoundingClientRect().height ?? -1,
  );
const mainTopOnPage = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    return main ? main.getBoundingClientRect().top + window.scrollY : -1;
  });

test('the header turns compact past 100 px of scroll and large again at the top, without moving the page', async ({
  page,
}) => {
  await page.goto('/jewellery/Rings');
  await expect(page.getByRole('heading', { level: 1, name: 'Rings' })).toBeVisible();
  const header = page.getByTestId('site-header');
  await expect(header).toHaveAttribute('data-compact', 'false');
  const large = await headerHeight(page);
  const mainTop = await mainTopOnPage(page);

  await page.evaluate(() => window.scrollTo(0, 90));
  await expect(header).toHaveAttribute('data-compact', 'false');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute('data-compact', 'true');
  await expect.poll(() => headerHeight(page)).toBeLessThan(large);
  expect(await mainTopOnPage(page)).toBe(mainTop);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-compact', 'false');
  await expect.poll(() => headerHeight(page)).toBe(large);
});

test('the cart badge counts cart lines and follows a change made through the API', async ({ page }) => {
  await registerAndSignIn(page.request);
  await page.goto('/contact');
  const cart = page.getByRole('banner').getByRole('link', { name: /^Cart, / });
  await expect(cart).toHaveAccessibleName('Cart, 0 items');

  const listing = await page.request.post('/api/v1/products/?section=gemstones&category=Ruby', { data: {} });
  const { product } = (await listing.json()) as {
    product: { id: number; countInStock: number; price: number | null }[];
  };
  const [first, second] = product.filter((p) => p.countInStock > 1 && p.price !== null);
  for (const item of [first, second]) {
    const added = await page.request.post('/api/v1/cart/update-cart', {
      data: { productId: item?.id, quantity: 1 },
      headers: fromTheShop,
    });
    expect(added.ok()).toBe(true);
  }
  // The cart is reloaded on every route change (§cart.load).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(cart).toHaveAccessibleName('Cart, 2 items');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
});

test('every header and footer link reaches its route', async ({ page }) => {
  const expectations: [string, string, RegExp][] = [
    ['Main', 'Home', /\/$/],
    ['Main', 'Gemstones', /\/gemstones\/Featured$/],
    ['Main', 'Jewellery', /\/jewellery\/Featured$/],
    ['Main', 'Education', /\/education$/],
    ['Main', 'Services', /\/services$/],
    ['Main', 'Contact Us', /\/contact$/],
    ['Footer', 'Home', /\/$/],
    ['Footer', 'Gemstones', /\/gemstones\/Featured$/],
    ['Footer', 'Jewellery', /\/jewellery\/Featured$/],
    ['Footer', 'Education', /\/education$/],
    ['Footer', 'Services', /\/services$/],
    ['Footer', 'Contact Us', /\/contact$/],
    ['Footer', 'Terms & Conditions', /\/terms-and-conditions$/],
    ['Footer', 'Privacy Policy', /\/privacy-policy$/],
    ['Footer', 'Return Policy', /\/return-policy$/],
  ];
  for (const [navigation, name, url] of expectations) {
    await page.goto('/education');
    await page.getByRole('navigation', { name: navigation }).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
  }
  // Brand and icons.
  await page.goto('/education');
  await page.getByRole('banner').getByRole('link', { name: 'Gemstore' }).click();
  await expect(page).toHaveURL(/\/$/);
  for (const [name, url] of [
    ['Wishlist', /\/login$/],
    ['Profile', /\/login$/],
    [/^Cart, /, /\/login$/],
  ] as const) {
    await page.goto('/education');
    await page.getByRole('banner').getByRole('link', { name }).click();
    // Guests are sent to log in from these customer pages (§routes.customer-only).
    await expect(page).toHaveURL(url);
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the mobile menu goes through every transition of §mobile-menu.states', async ({ page }) => {
    await page.goto('/education');
    const hamburger = page.getByRole('button', { name: 'Menu' });
    const mainList = page.getByRole('navigation', { name: 'Mobile', exact: true });
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    // Hamburger toggles the main list; the panel sits about 5rem (80 px) from the top.
    await hamburger.click();
    await expect(mainList).toBeVisible();
    // (polled: the panel slides in over 0.2 s)
    await expect
      .poll(() => mainList.evaluate((nav) => nav.parentElement?.getBoundingClientRect().top ?? -1))
      .toBe(80);
    await hamburger.click();
    await expect(mainList).toBeHidden();

    // Opening a submenu closes the main list; Back returns to it.
    await hamburger.click();
    await mainList.getByRole('button', { name: 'Gemstones' }).click();
    const gemstones = page.getByRole('navigation', { name: 'Gemstones', exact: true });
    await expect(gemstones).toBeVisible();
    await expect(mainList).toBeHidden();
    await gemstones.getByRole('button', { name: 'Back' }).click();
    await expect(mainList).toBeVisible();

    // With a submenu open, the hamburger closes it.
    await mainList.getByRole('button', { name: 'Jewellery' }).click();
    await expect(page.getByRole('navigation', { name: 'Jewellery', exact: true })).toBeVisible();
    await hamburger.click();
    await expect(page.getByRole('navigation', { name: 'Jewellery', exact: true })).toBeHidden();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    // An outside click closes everything.
    await hamburger.click();
    await mainList.getByRole('button', { name: 'Gemstones' }).click();
    await page.mouse.click(200, 700);
    await expect(gemstones).toBeHidden();
    await expect(mainList).toBeHidden();

    // Escape closes and gives focus back to the hamburger.
    await hamburger.click();
    await page.keyboard.press('Escape');
    await expect(mainList).toBeHidden();
    await expect(hamburger).toBeFocused();

    // Choosing a submenu link navigates and closes the menu.
    await hamburger.click();
    await mainList.getByRole('button', { name: 'Jewellery' }).click();
    await page
      .getByRole('navigation', { name: 'Jewellery', exact: true })
      .getByRole('link', { name: 'Earrings' })
      .click();
    await expect(page).toHaveURL(/\/jewellery\/Earrings$/);
    // Exact names: the listing it opens has a 'Jewellery categories' tab bar of its own.
    await expect(page.getByRole('navigation', { name: 'Jewellery', exact: true })).toBeHidden();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    // The top bar: brand to /, profile to /profile, cart with its badge to /cart.
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(bar.getByRole('link', { name: /^Cart, / })).toHaveAttribute('href', '/cart');
    await expect(bar.getByRole('link', { name: 'Wishlist' })).toBeHidden();
    await bar.getByRole('link', { name: 'Gemstore' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the home page offers a way back to the top after 200 px of scroll, and takes you there', async ({
  page,
}) => {
  await page.goto('/');
  // The page is drawn on the server (ADR 058): a shopper may scroll it before the shell's code has taken it over,
  // and the shell leaves the page where they scrolled it.
  await expect(page.getByRole('heading', { level: 1, name: 'Gemstore' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(page.locator('[data-first-screen]')).toHaveCount(0); // taken over
  const toTop = page.getByRole('button', { name: 'Scroll to top' });
  await expect(toTop).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(150);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toBeHidden();
});
