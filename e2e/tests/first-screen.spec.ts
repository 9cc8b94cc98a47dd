/**
 * ADR 018: a catalogue page arrives with its first screen drawn on the server, shows it before any script has run,
 * and is then taken over by the catalogue's code without being drawn or asked for again. The shell's home page
 * (ADR 058), the account's sign-in and customer pages (ADR 065) and the checkout's cart (ADR 066) and checkout (ADR 067)
 * likewise.
 */
import { expect, test, type Page } from '@playwright/test';
import { freshShopper, registerAndSignIn } from '../support/accounts';
import { fromTheShop } from '../support/from-the-shop';
import { waitForTakeOver } from '../support/clock';
import { putPieceInCart, shippingAddress, wellStockedPieces } from '../support/orders';

type ApiProduct = {
  id: number;
  name: string;
  price: number | null;
  priceHidden: string | null;
  cut: string | null;
  link: string;
};

async function rubies(page: Page): Promise<ApiProduct[]> {
  const answer = await page.request.post('/api/v1/products/?section=gemstones&category=Ruby', { data: {} });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { product: ApiProduct[] }).product;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Ruby products' }).getByRole('listitem');

/** What the page reports, and every product call its own code makes. */
function watch(page: Page) {
  const reported: string[] = [];
  const productCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') reported.push(message.text());
  });
  page.on('pageerror', (error) => reported.push(error.message));
  page.on('request', (request) => {
    if (/\/api\/v1\/products\//.test(request.url())) productCalls.push(request.url());
  });
  return { reported, productCalls };
}

test.describe('on a large screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the listing shows its first screen before any script has run', async ({ page }) => {
    const all = await rubies(page);
    const html = await (await page.request.get('/gemstones/Ruby')).text();
    expect(html).toContain('data-first-screen="catalogue"');
    expect(html).toContain(all[0]?.name ?? 'a ruby');

    // No shell script at all: what shows is the HTML the server sent.
    await page.route('**/main.js', (route) => route.abort());
    await page.goto('/gemstones/Ruby');
    await expect(page.getByRole('heading', { level: 1, name: 'Ruby' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gemstones' }).first()).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(all.length, 15));
    await expect(page.getByRole('article').first().locator('img')).toHaveJSProperty('complete', true);
    // The toolbar already has this screen's filters: the dropdowns, not the phone's button (ADR 018).
    for (const name of ['Cut', 'Colour', 'Clarity', 'Carat', 'Price'])
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeHidden();
  });

  test('the catalogue takes the drawn listing over without asking again or complaining, and it answers', async ({
    page,
  }) => {
    const all = await rubies(page);
    const seen = watch(page);
    await page.goto('/gemstones/Ruby');
    // Every card, once the catalogue's code has grown the server's first screen.
    await expect(cards(page)).toHaveCount(all.length);
    expect(seen.productCalls).toEqual([]);

    // Hydrated, so it answers: the cut filter asks the server for the ovals alone.
    await page.getByRole('button', { name: /^Cut/ }).click();
    await page.getByRole('checkbox', { name: 'Oval' }).check();
    await expect(page).toHaveURL(/\?cut=oval$/);
    await expect(cards(page)).toHaveCount(all.filter((p) => p.cut === 'Oval').length);
    await expect.poll(() => seen.productCalls.length).toBe(1);
    expect(seen.reported).toEqual([]);
  });

  test('a signed-in shopper’s first screen already shows the prices they may see', async ({ page }) => {
    const dear = (await rubies(page)).find((p) => p.priceHidden === 'login');
    if (!dear) throw new Error('the seed should have a ruby above the guest limit');
    expect(await (await page.request.get('/gemstones/Ruby')).text()).toContain('Login to view price');

    await registerAndSignIn(page.request);
    const price = (await rubies(page)).find((p) => p.id === dear.id)?.price ?? 0;
    const shown = `$${price.toLocaleString('en-SG', { minimumFractionDigits: 2 })}`;
    await page.route('**/main.js', (route) => route.abort());
    await page.goto('/gemstones/Ruby');
    await expect(page.getByRole('article', { name: dear.name }).getByText(shown)).toBeVisible();
  });

  test('a heart tapped before the catalogue’s code is here is saved once it is', async ({ page }) => {
    await registerAndSignIn(page.request);
    // The catalogue's code held back a moment: the drawn page is on show and its hearts do not answer yet.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remoteEntry.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/gemstones/Ruby');
    const card = cards(page).first().getByRole('article');
    const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await card.getByRole('button', { name: `Add ${name} to wishlist` }).click();

    release();
    await expect(card.getByRole('button', { name: `Remove ${name} from wishlist` })).toBeVisible();
    await expect
      .poll(async () => JSON.stringify(await (await page.request.get('/api/v1/wishlist')).json()))
      .toContain(name);
  });

  test('the dropdowns’ code comes when a pointer reaches them; one pressed meanwhile opens once it is here', async ({
    page,
  }) => {
    const all = await rubies(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetched: string[] = [];
    await page.route('**/filter-bar.*.js', async (route) => {
      fetched.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto('/gemstones/Ruby');
    await expect(cards(page)).toHaveCount(all.length);
    expect(fetched).toEqual([]);

    await page.getByRole('button', { name: 'Price', exact: true }).click();
    await expect.poll(() => fetched.length).toBe(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Price' })).toBeVisible();
  });

  test('a drawn product page is taken over too: its slideshow moves on, and nothing is reported', async ({
    page,
  }) => {
    const ruby = (await rubies(page))[0];
    if (!ruby) throw new Error('no ruby');
    const seen = watch(page);
    await page.goto(ruby.link);
    await expect(page.getByRole('heading', { level: 1, name: ruby.name })).toBeVisible();
    await expect(page.getByText(/^2 \/ \d+$/)).toBeVisible({ timeout: 8_000 });
    expect(seen.productCalls).toEqual([]);
    expect(seen.reported).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawn listing's toolbar has the phone's Filters button, not the dropdowns", async ({ page }) => {
    await page.route('**/main.js', (route) => route.abort());
    await page.goto('/gemstones/Ruby?cut=oval');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cut/ })).toBeHidden();
  });
});

/**
 * ADR 058: the home page is drawn on the server by the shell itself (no remote, no data), so its hero and the ways
 * into the shop show before any script has run; the shell's code then takes it over in place.
 */
test.describe('the home page', () => {
  for (const [size, viewport] of [
    ['on a phone', { width: 390, height: 844 }],
    ['on a large screen', { width: 1440, height: 900 }],
  ] as const) {
    test(`${size}, shows its hero and the ways into the shop before any script has run`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const html = await (await page.request.get('/')).text();
      expect(html).toContain('Shop featured gemstones');

      await page.route('**/main.js', (route) => route.abort());
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Gemstore' })).toBeVisible();
      // The hero's two shortcuts (the promotions further down link to the featured gemstones too).
      await expect(page.getByRole('link', { name: 'Shop featured gemstones' }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Shop rings' }).first()).toBeVisible();
      await expect(page.locator('img[fetchpriority="high"]')).toHaveJSProperty('complete', true);
      await expect(page.getByRole('contentinfo')).toBeAttached();
    });
  }

  test('is taken over by the shell in place: its menus answer, nothing is reported, the page never blanks', async ({
    page,
  }) => {
    const seen = watch(page);
    // Whether the hero's heading ever left the page between the drawn page and the shell's own (a blank moment).
    await page.addInitScript(() => {
      const state = { blanked: false };
      (window as unknown as { homeWatch: typeof state }).homeWatch = state;
      new MutationObserver(() => {
        if (document.readyState !== 'loading' && !document.querySelector('h1#home-title'))
          state.blanked = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // The home page's own code slow to come, as on a poor line: the drawn page must stay until it is here.
    await page.route('**/home-page.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    // The shell's code is running once a category menu opens (the dropdowns are the shell's, not the server's).
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Gemstones' }).click();
    await expect(main.getByRole('link', { name: 'Ruby', exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { homeWatch: { blanked: boolean } }).homeWatch.blanked),
    ).toBe(false);
    expect(seen.reported).toEqual([]);
  });

  test('a category menu tapped before the shell’s code is here opens once it is', async ({ page }) => {
    const seen = watch(page);
    // The shell's code held back: the drawn page is on show and its menus do not answer yet.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/main.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Jewellery' }).click();
    await expect(main.getByRole('link', { name: 'Rings', exact: true })).toBeHidden();

    release();
    await expect(main.getByRole('link', { name: 'Rings', exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Jewellery' })).toHaveAttribute('aria-expanded', 'true');
    expect(seen.reported).toEqual([]);
  });
});

test.describe('the sign-in pages (ADR 065)', () => {
  for (const [size, viewport] of [
    ['on a phone', { width: 390, height: 844 }],
    ['on a large screen', { width: 1440, height: 900 }],
  ] as const) {
    test(`${size}, login, register and forgot password show their form before any script has run`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.route('**/main.js', (route) => route.abort());
      for (const [path, title, button] of [
        ['/login', 'Login', 'Login'],
        ['/register', 'Register', 'Register'],
        ['/forgot-password', 'Reset your password', 'Send reset link'],
      ] as const) {
        expect(await (await page.request.get(path)).text()).toContain('data-first-screen="account"');
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
        await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
      }
      await page.goto('/login');
      // As the form's code will have it (§login.form): the box is ticked in the markup already, so it never flips.
      await expect(page.getByRole('checkbox', { name: 'Trust this device for 30 days' })).toBeChecked();
    });
  }

  test('what a shopper typed and sent before the account’s code came is sent once it is here', async ({
    page,
  }) => {
    const seen = watch(page);
    const shopper = freshShopper();
    const registered = await page.request.post('/api/v1/user/register', {
      data: shopper,
      headers: fromTheShop,
    });
    expect(registered.ok()).toBe(true);
    // The account's code held back: the drawn form is on show and does not answer yet.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remoteEntry.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('checkbox', { name: 'Trust this device for 30 days' }).uncheck();
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // Never sent as a plain form (the password would be in the address).
    await expect(page).toHaveURL(/\/login$/);

    release();
    // The e-mail and password were right: the shop asks for the code it has just sent (§login.needs-code).
    await expect(page).toHaveURL(/\/verify-otp\//);
    expect(seen.reported.filter((text) => !/status of 40\d/.test(text))).toEqual([]);
  });

  test('typing from the moment the form shows, no key is lost as the shell takes the page over', async ({
    page,
  }) => {
    const email = 'kept.every.key@example.com';
    // The shell's code held back until the shopper is typing: the takeover comes in the middle of the address.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/main.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Email' }).click();
    await page.keyboard.type('kept.');
    release();
    // Key by key across the takeover: the shell redraws the frame and moves the drawn page into it meanwhile.
    await page.keyboard.type(email.slice('kept.'.length), { delay: 60 });
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  });

  test('a signed-in shopper who opens /login is sent on without a login form showing first', async ({
    page,
  }) => {
    await registerAndSignIn(page.request);
    expect(await (await page.request.get('/login')).text()).not.toContain('data-first-screen="account"');
    await page.addInitScript(() => {
      const state = { formShown: false };
      (window as unknown as { loginWatch: typeof state }).loginWatch = state;
      new MutationObserver(() => {
        if (document.querySelector('form[aria-label="Login"]')) state.formShown = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gemstore' })).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { loginWatch: { formShown: boolean } }).loginWatch.formShown,
      ),
    ).toBe(false);
  });
});

test.describe('a signed-in shopper’s own pages (ADR 065)', () => {
  for (const [size, viewport] of [
    ['on a phone', { width: 390, height: 844 }],
    ['on a large screen', { width: 1440, height: 900 }],
  ] as const) {
    test(`${size}, the profile and order history show before any script has run`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const shopper = await registerAndSignIn(page.request);
      await page.route('**/main.js', (route) => route.abort());

      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(shopper.firstName);
      await page.goto('/order-history');
      await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
      await expect(page.getByText('No orders found')).toBeVisible();
    });
  }

  test('the drawn profile is taken over in place: it answers, nothing is reported', async ({ page }) => {
    const seen = watch(page);
    const shopper = await registerAndSignIn(page.request);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const first = page.getByRole('textbox', { name: 'First name' });
    await expect(first).toBeEditable();
    await expect(first).toHaveValue(shopper.firstName);
    expect(seen.reported).toEqual([]);
  });

  test('a guest is not drawn a customer’s page: they are sent to log in, as before', async ({ page }) => {
    expect(await (await page.request.get('/profile')).text()).not.toContain('data-first-screen="account"');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
});

test.describe('a signed-in shopper’s cart (ADR 066)', () => {
  for (const [size, viewport] of [
    ['on a phone', { width: 390, height: 844 }],
    ['on a large screen', { width: 1440, height: 900 }],
  ] as const) {
    test(`${size}, the cart's lines and summary show before any script has run`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await registerAndSignIn(page.request);
      const piece = await putPieceInCart(page.request);
      await page.route('**/main.js', (route) => route.abort());

      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
      await expect(page.getByRole('listitem', { name: piece.name })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Checkout Summary' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
    });
  }

  test('the drawn cart is taken over in place: a line answers, the cart is not asked for twice, nothing is reported', async ({
    page,
  }) => {
    const seen = watch(page);
    await registerAndSignIn(page.request);
    const piece = await putPieceInCart(page.request);
    const cartReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/cart' && request.method() === 'GET')
        cartReads.push('read');
    });
    await page.goto('/cart');
    const line = page.getByRole('listitem', { name: piece.name });
    const heading = await page.getByRole('heading', { level: 1, name: 'Your Cart' }).elementHandle();
    await waitForTakeOver(page);
    await line.getByRole('button', { name: `Increase quantity of ${piece.name}` }).click();
    await expect(line.getByText('2', { exact: true })).toBeVisible();
    // The same heading the server drew: hydrated, not drawn again.
    expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
    // The shell's own reload of the session brings the cart once; the page itself asks nothing more.
    expect(cartReads.length).toBeLessThanOrEqual(1);
    expect(seen.reported).toEqual([]);
  });

  test('a guest is not drawn a cart: they are sent to log in, as before', async ({ page }) => {
    expect(await (await page.request.get('/cart')).text()).not.toContain('data-first-screen="checkout"');
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
});

test.describe('a signed-in shopper’s checkout (ADR 067)', () => {
  /** A shopper with a saved address, and the address of their Buy Now checkout of one piece. */
  async function buyNowAddress(page: Page): Promise<{ url: string; name: string }> {
    await registerAndSignIn(page.request);
    const saved = await page.request.put('/api/v1/user/update-user', {
      data: { address: shippingAddress },
      headers: fromTheShop,
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const [piece] = await wellStockedPieces(page.request, 1);
    if (!piece) throw new Error('the shop has no ring with stock');
    return { url: `/checkout/product/${piece.id}-1`, name: piece.name };
  }

  for (const [size, viewport] of [
    ['on a phone', { width: 390, height: 844 }],
    ['on a large screen', { width: 1440, height: 900 }],
  ] as const) {
    test(`${size}, the address and the priced order show before any script has run`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const { url, name } = await buyNowAddress(page);
      await page.route('**/main.js', (route) => route.abort());

      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Street Address' })).toHaveValue(shippingAddress.line1);
      await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Singapore');
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await expect(summary.getByText(name)).toBeVisible();
      await expect(summary.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
    });
  }

  test('the drawn checkout is taken over in place: the form answers, the order is not priced again, nothing is reported', async ({
    page,
  }) => {
    const seen = watch(page);
    const { url, name } = await buyNowAddress(page);
    const checks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/cart/proceed-to-checkout') checks.push(request.url());
    });
    await page.goto(url);
    const heading = await page.getByRole('heading', { level: 1, name: 'Checkout' }).elementHandle();
    await waitForTakeOver(page);
    await expect(page.getByRole('region', { name: 'Order Summary' }).getByText(name)).toBeVisible();
    // Hydrated, so it answers: the locked address opens for an update, the first field ready to type in.
    await page.getByRole('button', { name: 'Update Address' }).click();
    await expect(page.getByRole('button', { name: 'Save Address' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
    expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
    expect(checks).toEqual([]);
    expect(seen.reported).toEqual([]);
  });

  test('a guest is not drawn a checkout: they are sent to log in, as before', async ({ page }) => {
    const [piece] = await wellStockedPieces(page.request, 1);
    const url = `/checkout/product/${piece?.id ?? 1}-1`;
    expect(await (await page.request.get(url)).text()).not.toContain('data-first-screen="checkout"');
    await page.goto(url);
    await expect(page).toHaveURL(/\/login$/);
  });
});
