/**
 * Issue 30, by keyboard: Skip to content is the first Tab stop, every stop shows a focus ring, a navigation lands
 * on the new page's heading, a refused form keeps the focus, and the open mobile menu keeps Tab inside it.
 * Screenshots of the rings and the skip link go to test-results/ for a person to look at.
 */
import { expect, test, type Page } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';
import { waitForTakeOver } from '../support/clock';
import { tabTo } from '../support/keyboard';
import { toast } from '../support/notices';

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

/** What draws the focused element's ring: its own outline, or (a card's link covering the card) its ::after's. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return { name: 'body', ring: 'none' };
    const own = getComputedStyle(focused);
    const after = getComputedStyle(focused, '::after');
    const drawn = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 ? style.outlineColor : null;
    const ring = drawn(own) ?? drawn(after) ?? (own.boxShadow !== 'none' ? own.boxShadow : 'none');
    const name =
      focused.getAttribute('aria-label') ??
      (focused.textContent ?? '').trim().slice(0, 40) ??
      focused.tagName;
    return { name: `${focused.tagName.toLowerCase()} ${name}`, ring };
  });

test('the first Tab offers Skip to content, which moves the focus to the main region', async ({ page }) => {
  for (const [size, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/gemstones/Ruby');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    // Keys pressed on the server's drawing before its code has taken over are the browser's alone (a fragment link):
    // this journey is about the shop's skip link (failed once on a loaded machine without the wait).
    await waitForTakeOver(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`skip-link-${size}.png`) });

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/gemstones\/Ruby$/);
    // The next stop is in the page, not the header.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false),
    ).toBe(true);
  }
});

test('every Tab stop of a listing shows a focus ring, the product cards included', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/gemstones/Ruby');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  // Tab on the server's drawing before its code takes over moves through elements the take-over then replaces,
  // leaving the focus on the body (failed once in CI without the wait: no card reached).
  await waitForTakeOver(page);
  const without: string[] = [];
  let cards = 0;
  // Through the header, the toolbar and the 20 cards of the first page, as far as the page's end.
  for (let press = 0; press < 70; press += 1) {
    await page.keyboard.press('Tab');
    const { name, ring } = await focusRing(page);
    if (name === 'body') break;
    if (ring === 'none') without.push(name);
    if (await page.evaluate(() => document.activeElement?.closest('article h2') !== null)) {
      cards += 1;
      if (cards === 2) await page.screenshot({ path: test.info().outputPath('card-focus-desktop.png') });
    }
  }
  expect(cards).toBeGreaterThanOrEqual(20);
  expect(without).toEqual([]);
});

test('after an in-app navigation the focus is on the new page’s heading, and the tab title names the page', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The home page is drawn on the server (ADR 058): until its code takes it over, its links are plain links.
  await waitForTakeOver(page);
  const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' });
  await tabTo(page, contact, 20);
  await page.keyboard.press('Enter');

  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Gemstore | Contact Us');
  // Tab goes on into the page, not back through the header.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false),
  ).toBe(true);

  // Another remote's page, by a link in the page: its heading, once its code has arrived.
  await page.goto('/gemstones/Ruby');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await waitForTakeOver(page);
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(/^Gemstore \| Gemstones \| Ruby \| /);
});

test('a page whose code comes after 3 s is announced, and its heading takes the focus once it is drawn', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await registerAndSignIn(page.request);
  await page.goto('/gemstones/Ruby');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await waitForTakeOver(page);
  // The cart page's code on a slow line: held back until the shop has given up waiting for a heading (3 s).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/cart-page.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('banner').getByRole('link', { name: /cart/i }).first().click();
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Gemstore | ' })).toHaveCount(1);

  release();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Your Cart' })).toBeFocused();
});

test('a refused login keeps the focus on its button, never on the page’s body', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await login.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await expect(login).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});

test('a refused password change keeps the focus on its button', async ({ page }) => {
  await page.setViewportSize(desktop);
  const shopper = await registerAndSignIn(page.request);
  await page.goto('/profile');
  await page.getByLabel('Current password').fill(`${shopper.password}-wrong`);
  await page.getByLabel('New password', { exact: true }).fill('Another-Garnet-2026!');
  await page.getByLabel('Confirm new password').fill('Another-Garnet-2026!');
  const change = page.getByRole('button', { name: 'Update Password' });
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Current password is incorrect')).toBeVisible();
  await expect(change).toBeFocused();
});

test('the open mobile menu keeps Tab inside it; Escape and the close button give the focus to the hamburger', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hamburger = page.getByRole('button', { name: 'Menu' });
  await tabTo(page, hamburger, 3);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('mobile-menu-focus-phone.png') });

  // Round the list and the hamburger, twice, never into the page behind.
  const stops: string[] = [];
  for (let press = 0; press < 16; press += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused) return 'nothing';
        if (focused.closest('nav[aria-label="Mobile"]')) return 'menu';
        return focused.getAttribute('aria-label') === 'Menu' ? 'hamburger' : `outside: ${focused.outerHTML}`;
      }),
    );
  }
  expect(stops.filter((stop) => stop !== 'menu' && stop !== 'hamburger')).toEqual([]);
  expect(stops.filter((stop) => stop === 'hamburger')).toHaveLength(2);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(hamburger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(hamburger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(hamburger).toBeFocused();
});
