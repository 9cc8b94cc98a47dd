/**
 * Issue 19, 'Login with Google' (ADR 024): with an OpenID issuer set up, the button signs a new shopper in and back
 * to the page they were going to; a trip back whose `state` is not the one this browser started with is refused;
 * the e-mail of an existing account is linked only with the code from its inbox; without the settings the buttons
 * say Google sign-in is not set up.
 *
 * The suite's shop has no Google settings, so the set-up journeys run against a shop of their own with a mock
 * issuer (support/google-shop.ts), whose authorize step has no login screen: it sends the browser straight back.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { fromTheShop } from '../support/from-the-shop';
import { startGoogleShop, type GoogleAccount, type GoogleShop } from '../support/google-shop';
import { toast } from '../support/notices';

const NOT_SET_UP = 'Google sign-in is not set up for this shop.';
const STATE_REFUSED = 'Google sign-in could not be completed. Please try again.';
const LINK_NEEDS_CODE =
  'This email already has an account. Enter the code we sent to it to link Google sign-in to your account.';

const onCodePage = /\/verify-otp\/[^/]+_[^/]+$/;

/** A Google account no other journey (nor an earlier run) has used, with a verified e-mail. */
function freshGoogleAccount(): GoogleAccount {
  const id = randomUUID().slice(0, 8);
  return {
    sub: `google-${id}`,
    email: `google-${id}@example.com`,
    email_verified: true,
    given_name: 'Grace',
    family_name: `Goh${id.slice(0, 4)}`,
  };
}

const header = (page: Page) => page.getByRole('banner');
/** The header's profile link: named for a signed-in shopper, just 'Profile' for a guest. */
const signedInHeader = (page: Page, name: string) =>
  header(page).getByRole('link', { name: `Profile, ${name}` });
const guestHeader = (page: Page) => header(page).getByRole('link', { name: 'Profile', exact: true });

test.describe('with Google set up', () => {
  let google: GoogleShop;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    google = await startGoogleShop();
  });
  test.afterAll(async () => {
    await google?.stop();
  });

  test('a guest going to /wishlist logs in with Google as a new shopper and is back at /wishlist, signed in', async ({
    page,
  }) => {
    const account = freshGoogleAccount();
    google.signInAs(account);

    await page.goto(`${google.url}/wishlist`);
    await expect(page).toHaveURL(`${google.url}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(guestHeader(page)).toBeVisible();

    const toIssuer = page.waitForRequest((request) => new URL(request.url()).pathname === '/authorize');
    await page.getByRole('link', { name: 'Login with Google' }).click();
    await toIssuer;

    await expect(page).toHaveURL(`${google.url}/wishlist`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
    await expect(signedInHeader(page, `${account.given_name} ${account.family_name}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  });

  test('a trip back from Google with another state is refused, and trying again signs in', async ({
    page,
  }) => {
    const account = freshGoogleAccount();
    google.signInAs(account);
    google.tamperNextState((state) => `${state.slice(0, -6)}forged`);

    await page.goto(`${google.url}/login`);
    await page.getByRole('link', { name: 'Login with Google' }).click();

    await expect(toast(page, STATE_REFUSED)).toBeVisible();
    // The reason is read once and taken out of the address.
    await expect(page).toHaveURL(`${google.url}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(guestHeader(page)).toBeVisible();
    const me = await page.request.get(`${google.url}/api/v1/user/me`);
    expect(await me.json()).toMatchObject({ user: null });

    // The same account, with the state this browser was given, is let in: it was only the state that was refused.
    await page.getByRole('link', { name: 'Login with Google' }).click();
    await expect(signedInHeader(page, `${account.given_name} ${account.family_name}`)).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test("the Google e-mail of a shopper's password account is linked with the code from its inbox", async ({
    page,
    playwright,
    browser,
  }) => {
    const shopper = { firstName: 'Amelia', lastName: 'Tan', password: 'Sapphire-Blue-2025' };
    const googleSide = { ...freshGoogleAccount(), given_name: 'Someone', family_name: 'Else' };
    const email = googleSide.email;

    // The account, made elsewhere with a password and its registration code.
    const api = await playwright.request.newContext({ baseURL: google.url, extraHTTPHeaders: fromTheShop });
    const registered = await api.post('/api/v1/user/register', { data: { ...shopper, email } });
    expect(registered.ok(), await registered.text()).toBe(true);
    const { userId } = (await registered.json()) as { userId: string };
    const verified = await api.post('/api/v1/user/verify-otp', {
      data: { otp: await google.nextCodeFor(email, 0), userId },
    });
    expect(verified.ok(), await verified.text()).toBe(true);
    await api.dispose();

    google.signInAs(googleSide);
    const codesBefore = await google.codesSentTo(email);
    // A guest on their wishlist is sent to log in, and chooses Google there.
    await page.goto(`${google.url}/wishlist`);
    await expect(page).toHaveURL(`${google.url}/login`);
    await page.getByRole('link', { name: 'Login with Google' }).click();

    await expect(toast(page, LINK_NEEDS_CODE)).toBeVisible();
    await expect(page).toHaveURL(onCodePage);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(guestHeader(page)).toBeVisible();

    const code = await google.nextCodeFor(email, codesBefore);
    await page.getByRole('textbox', { name: 'Verification code' }).pressSequentially(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    // Signed in to the shopper's own account (its names, not the Google account's), on the page they were going to.
    await expect(signedInHeader(page, `${shopper.firstName} ${shopper.lastName}`)).toBeVisible();
    await expect(page).toHaveURL(`${google.url}/wishlist`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();

    // Linked: in another browser, Google signs straight in to that account, no code.
    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await other.goto(`${google.url}/login`);
      await other.getByRole('link', { name: 'Login with Google' }).click();
      await expect(signedInHeader(other, `${shopper.firstName} ${shopper.lastName}`)).toBeVisible();
      await expect(other).not.toHaveURL(onCodePage);
      expect(await google.codesSentTo(email)).toBe(codesBefore + 1);
    } finally {
      await elsewhere.close();
    }
  });
});

test.describe('without the settings (the suite’s shop)', () => {
  for (const { path, heading, label } of [
    { path: '/login', heading: 'Login', label: 'Login with Google' },
    { path: '/register', heading: 'Register', label: 'Register with Google' },
  ]) {
    test(`${path}: '${label}' is unavailable and says Google sign-in is not set up`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const button = page.getByRole('button', { name: label });
      // Unavailable as a screen reader tells it (aria-disabled), yet still in the tab order with its note.
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(NOT_SET_UP);
      await expect(page.getByText(NOT_SET_UP, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: label })).toHaveCount(0);

      // Pressed anyway (a click Playwright would not make on a disabled button unless forced), it says so and goes
      // nowhere.
      await button.click({ force: true });
      await expect(toast(page, NOT_SET_UP)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(guestHeader(page)).toBeVisible();
    });
  }
});
