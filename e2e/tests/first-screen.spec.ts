/**
 * ADR 018: a catalogue page arrives with its first screen drawn on the server, shows it before any script has run,
 * and is then taken over by the catalogue's code without being drawn or asked for again.
 */
import { expect, test, type Page } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';

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
