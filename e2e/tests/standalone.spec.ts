/**
 * Issue 31 item 8, "A team works alone" (ADR 056): each remote's standalone page, as `npm run dev -w mf-<name>` shows
 * it, offers 'Sign in as a test shopper' (a real account, its code read from the local inbox, with cart lines and
 * wishlist items) and shows the remote's signed-in page; a guest on a page that needs a session is told why and how
 * to sign in, never left with a spinner. And none of it is in a build the shop runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registeredRemotes } from '@gemstore/shared/remotes';
import { distOf } from '../support/shop-server';
import { standaloneUrl, startStandalonePages } from '../support/standalone-pages';

const TEST_SHOPPER = 'test.shopper@gemstore.test';

test.describe.configure({ mode: 'serial' });

let stop: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  // Four development builds in one webpack run, then served: about a minute on CI's two cores.
  test.setTimeout(240_000);
  stop = await startStandalonePages();
});

test.afterAll(async () => {
  await stop?.();
});

const tools = (page: Page) => page.getByRole('complementary', { name: 'Standalone page tools' });

/** The guest notice of a customer page (§routes.guest-notice), and no spinner anywhere. */
async function expectGuestNotice(page: Page, title: string) {
  const notice = page.getByRole('region', { name: title, exact: true });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    "This page shows what belongs to a shopper's account, and nobody is signed in here.",
  );
  await expect(page.getByRole('status')).toHaveCount(0);
  return notice;
}

async function expectSignedIn(page: Page) {
  await expect(tools(page)).toContainText(`Signed in as Tess Shopper (${TEST_SHOPPER})`);
}

test('no build the shop runs carries the standalone page or the test shopper', () => {
  for (const folder of ['shell', ...registeredRemotes.map((remote) => remote.folder)]) {
    const dist = distOf(folder);
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(js|cjs|html|json)$/.test(file),
    );
    expect(files.length, `${folder} is built`).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(path.join(dist, file), 'utf8');
      expect(text.includes(TEST_SHOPPER), `${folder}/dist/${file}`).toBe(false);
      expect(text.includes('Sign in as a test shopper'), `${folder}/dist/${file}`).toBe(false);
    }
    if (folder !== 'shell') expect(files, `${folder} has no standalone page`).not.toContain('index.html');
  }
});

test('checkout alone: a guest on /cart is told how to sign in; the test shopper sees their cart', async ({
  page,
}) => {
  await page.goto(`${standaloneUrl('checkout')}/cart`);
  const notice = await expectGuestNotice(page, 'Sign in to see your cart');
  await expect(tools(page)).toContainText('Browsing as a guest');

  await notice.getByRole('button', { name: 'Sign in as a test shopper' }).click();

  await expect(page.getByRole('heading', { name: 'Your Cart', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Checkout Summary', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
  await expectSignedIn(page);

  // Signed out from the bar: the page says it again, without a spinner.
  await tools(page).getByRole('button', { name: 'Sign out' }).click();
  await expectGuestNotice(page, 'Sign in to see your cart');
});

test('account alone: a guest on /profile is told how to sign in; the test shopper sees their profile and wishlist', async ({
  page,
}) => {
  await page.goto(`${standaloneUrl('account')}/profile`);
  await expectGuestNotice(page, 'Sign in to see your profile');

  await tools(page).getByRole('button', { name: 'Sign in as a test shopper' }).click();

  await expect(page.getByRole('heading', { name: 'User Profile', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Tess');
  await expectSignedIn(page);

  await tools(page)
    .getByRole('navigation', { name: 'Pages of account' })
    .getByRole('link', { name: '/wishlist' })
    .click();
  await expect(page.getByRole('heading', { name: 'Your Wishlist', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(3);
});

test("catalogue alone: a guest browses; the test shopper's wishlist shows in the listing's hearts", async ({
  page,
}) => {
  await page.goto(`${standaloneUrl('catalogue')}/gemstones/Ruby`);
  await expect(page.getByRole('heading', { name: 'Ruby', level: 1 })).toBeVisible();
  await expect(tools(page)).toContainText('Browsing as a guest');
  await expect(page.locator('[aria-pressed="true"]')).toHaveCount(0);

  await tools(page).getByRole('button', { name: 'Sign in as a test shopper' }).click();

  await expectSignedIn(page);
  await expect(page.getByRole('button', { name: /^Remove .* from wishlist$/ })).toHaveCount(3);
});

test('contact alone: a guest sees the page; the test shopper finds the enquiry form filled in (§enquiry.prefill)', async ({
  page,
}) => {
  await page.goto(`${standaloneUrl('contact')}/contact`);
  await expect(page.getByRole('heading', { name: 'Contact Us', exact: true })).toBeVisible();
  await expect(tools(page)).toContainText('Browsing as a guest');

  await tools(page).getByRole('button', { name: 'Sign in as a test shopper' }).click();
  await expectSignedIn(page);

  await page.getByRole('button', { name: 'Message Now', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Leave a Message' });
  await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue('Tess');
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(TEST_SHOPPER);
});
