/**
 * Issue 22 (ADR 033): every page of the shop, as a guest and signed in, runs under its Content-Security-Policy
 * without one violation, and every answer carries the shop's security headers. The server code and source maps stay
 * off the public's way.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { freshShopper, registerAndSignIn } from '../support/accounts';
import { fromTheShop } from '../support/from-the-shop';
import { wellStockedPieces } from '../support/orders';
import { shopUrl } from '../support/ports';

type Watch = { violations: () => Promise<string[]>; reported: string[] };

/**
 * What the page's policy stopped: `securitypolicyviolation` events, gathered by a script run before the page's own in
 * each document (an init script, which the policy does not apply to), and what the browser says in the console
 * about a policy.
 */
async function watch(page: Page): Promise<Watch> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__policyViolations', { value: seen });
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        seen.push(
          `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        ),
      true,
    );
  });
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy|Refused to/i.test(message.text()))
      reported.push(`${page.url()}: ${message.text()}`);
  });
  return {
    violations: () =>
      page.evaluate(() => {
        const seen: unknown = Reflect.get(window, '__policyViolations');
        return Array.isArray(seen) ? seen.map(String) : [];
      }),
    reported,
  };
}

/** The headers every page of the shop's origin carries, its policy read directive by directive. */
function expectSecurityHeaders(response: Response | null) {
  if (!response) throw new Error('no answer');
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/,
  );
  const policy = Object.fromEntries(
    (headers['content-security-policy'] ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
  expect(policy['script-src']).toContain("'self'");
  expect(policy['script-src']).not.toContain("'unsafe-inline'");
  expect(policy['script-src']).not.toContain("'unsafe-eval'");
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  // http://localhost: no HSTS (it is sent only when the shop's public address is https).
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** Opens `path`, waits until `shown` is on screen and the page has settled, and checks its headers and policy. */
async function visit(page: Page, seen: Watch, path: string, shown: (page: Page) => Promise<void>) {
  const response = await page.goto(path);
  expectSecurityHeaders(response);
  await shown(page);
  await page.waitForLoadState('networkidle');
  expect(await seen.violations(), path).toEqual([]);
}

const heading = (name: string | RegExp) => async (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

test('a guest’s pages: no policy violation, and the headers on every one', async ({ page }) => {
  test.setTimeout(120_000);
  const seen = await watch(page);
  const remoteFiles: Response[] = [];
  page.on('response', (response) => {
    if (/\/(remoteEntry\.js|mf-manifest\.json)$/.test(response.url())) remoteFiles.push(response);
  });

  await visit(page, seen, '/', async (p) => {
    await expect(p.getByRole('main')).toBeVisible();
  });
  await visit(page, seen, '/gemstones/Ruby', heading('Ruby'));
  const product = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
  if (!product) throw new Error('a ruby to open');
  await visit(page, seen, product, async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await visit(page, seen, '/login', heading('Login'));
  await visit(page, seen, '/forgot-password', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await visit(page, seen, '/reset-password/not-a-real-token', async (p) => {
    await expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  // Register through the form: the code page follows.
  const shopper = freshShopper();
  await visit(page, seen, '/register', heading('Register'));
  await page.getByLabel('First name').fill(shopper.firstName);
  await page.getByLabel('Last name').fill(shopper.lastName);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm password').fill(shopper.password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-otp\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  expect(await seen.violations()).toEqual([]);
  await visit(page, seen, new URL(page.url()).pathname, heading('Verify your email'));

  // The contact page with a form open, and its questions (the FAQ) opened.
  await visit(page, seen, '/contact', heading('Contact Us'));
  await page.getByRole('button', { name: 'Message Now', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Leave a Message' })).toBeVisible();
  await page.keyboard.press('Escape');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await faq.getByRole('button').first().click();
  expect(await seen.violations()).toEqual([]);

  await visit(page, seen, '/services', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await visit(page, seen, '/privacy-policy', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await visit(page, seen, '/no-such-page/anywhere', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });

  // The remotes' files, read by these pages from other origins, say nosniff and may be read cross-origin.
  expect(remoteFiles.length).toBeGreaterThan(0);
  for (const file of remoteFiles) {
    const headers = file.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(headers['access-control-allow-origin']).toBe('*');
  }
  expect(seen.reported).toEqual([]);
});

test('a customer’s pages: cart, checkout, profile, orders, wishlist', async ({ page }) => {
  test.setTimeout(120_000);
  const seen = await watch(page);
  await registerAndSignIn(page.request);
  const [piece] = await wellStockedPieces(page.request, 1, { category: 'Earrings' });
  if (!piece) throw new Error('a pair of earrings with stock expected');
  const added = await page.request.post('/api/v1/cart/update-cart', {
    data: { productId: piece.id, quantity: 1 },
    headers: fromTheShop,
  });
  expect(added.ok()).toBe(true);

  await visit(page, seen, '/cart', async (p) => {
    await expect(p.getByRole('listitem', { name: piece.name })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seen.violations()).toEqual([]);
  await visit(page, seen, new URL(page.url()).pathname, heading('Checkout'));

  await visit(page, seen, '/profile', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await visit(page, seen, '/order-history', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await visit(page, seen, '/wishlist', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });
  expect(seen.reported).toEqual([]);
});

test('the server code and source maps are not served to the public', async ({ request }) => {
  for (const file of ['/server/render-page.cjs', '/server/inline-scripts.json', '/main.js.map'])
    expect((await request.get(`${shopUrl}${file}`)).status(), file).toBe(404);
  const manifest = (await (await request.get(`${shopUrl}/remotes.json`)).json()) as Record<string, unknown>;
  const catalogueManifestUrl = manifest.catalogue;
  if (typeof catalogueManifestUrl !== 'string') throw new Error('remotes.json names the catalogue');
  const catalogue = (await (await request.get(catalogueManifestUrl)).json()) as {
    metaData: { firstScreen: string };
  };
  const serverEntry = new URL(catalogue.metaData.firstScreen, catalogueManifestUrl).href;
  expect((await request.get(serverEntry)).status()).toBe(404);
  // Nor do the scripts name maps that answer 404 (issue 30 item 12): the build writes no sourceMappingURL.
  for (const script of [`${shopUrl}/main.js`, new URL('remoteEntry.js', catalogueManifestUrl).href]) {
    const answer = await request.get(script);
    expect(answer.status(), script).toBe(200);
    expect(await answer.text(), script).not.toContain('sourceMappingURL');
    expect(answer.headers().sourcemap, script).toBeUndefined();
  }
});
