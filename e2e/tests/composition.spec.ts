/**
 * Each remote's route mounts that remote, and only its own code comes on top of the shell's: React, the shared
 * module and the other singletons are evaluated once, provided by the shell.
 */
import { expect, test } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';
import { waitForTakeOver } from '../support/clock';
import { e2ePorts } from '../support/ports';
import { countReactDomCopies, readComposition } from '../support/page-probes';

const visits = [
  { remote: 'catalogue', path: '/gemstones/Ruby', heading: 'Ruby' },
  { remote: 'account', path: '/login', heading: 'Login' },
  { remote: 'checkout', path: '/payment/canceled', heading: 'Your Cart', needsLogin: true },
  { remote: 'contact', path: '/contact', heading: 'Contact Us' },
] as const;

const originOf = (port: number) => `http://localhost:${port}`;
/** A message only react-router's own code contains. */
const reactRouterMarker = 'may be used only in the context of a <Router> component';

for (const visit of visits) {
  test(`${visit.path} mounts ${visit.remote} and loads only its own code on top of the shell`, async ({
    page,
  }) => {
    await countReactDomCopies(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // react-router travels inside @gemstore/shared (ADR 014): its code must arrive in exactly one script.
    const routerCopies: Promise<string | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      routerCopies.push(
        response
          .text()
          .then((body) => (body.includes(reactRouterMarker) ? response.url() : null))
          .catch(() => null),
      );
    });
    if ('needsLogin' in visit) {
      await registerAndSignIn(page.request);
    }

    await page.goto(visit.path);
    await expect(page.getByRole('heading', { level: 1, name: visit.heading })).toBeVisible();
    await expect(page.locator(`[data-remote="${visit.remote}"]`)).toBeVisible();
    // A page drawn on the server shows before any code has come (ADR 018, 065): what is counted is what its taking
    // over brought.
    await waitForTakeOver(page);

    const ownOrigin = originOf(e2ePorts.remotes[visit.remote]);
    const manifest = (await (await page.request.get(`${ownOrigin}/mf-manifest.json`)).json()) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const sharedFiles = manifest.shared.flatMap((shared) => [
      ...shared.assets.js.sync,
      ...shared.assets.js.async,
    ]);
    const fromOwnOrigin = requested
      .filter((url) => url.startsWith(ownOrigin))
      .map((url) => new URL(url).pathname.slice(1));
    expect(fromOwnOrigin).toContain('remoteEntry.js');
    // The remote's own copies of shared packages exist in its build but are never fetched.
    expect(fromOwnOrigin.filter((file) => sharedFiles.includes(file))).toEqual([]);
    // No other remote is touched.
    for (const [name, port] of Object.entries(e2ePorts.remotes)) {
      if (name !== visit.remote)
        expect(requested.filter((url) => url.startsWith(originOf(port)))).toEqual([]);
    }

    const composition = await readComposition(page);
    expect(composition.reactDomCopies).toBe(1);
    expect(composition.sessionStoreEvaluations).toBe(1);
    for (const singleton of [
      'react@',
      'react-dom@',
      '@gemstore/shared@',
      'jotai@',
      '@emotion/react@',
      'single-spa@',
    ]) {
      const loaded = Object.entries(composition.providers).filter(([key]) => key.startsWith(singleton));
      expect(loaded, singleton).toHaveLength(1);
      expect(loaded[0]?.[1], singleton).toEqual(['shell']);
    }
    const routerScripts = (await Promise.all(routerCopies)).filter((url): url is string => url !== null);
    expect(routerScripts).toHaveLength(1);
    expect(routerScripts[0]).toMatch(new RegExp(`^${originOf(e2ePorts.shell)}/`));
  });
}

test('moving from one remote to another unmounts the first and pushes one history entry', async ({
  page,
}) => {
  await page.goto('/gemstones/Ruby');
  await expect(page.locator('[data-remote="catalogue"]')).toBeVisible();
  const before = await page.evaluate(() => history.length);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.locator('[data-remote="catalogue"]')).toHaveCount(0);
  await expect(page.locator('[data-remote]')).toHaveCount(1);
  expect(await page.evaluate(() => history.length)).toBe(before + 1);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Ruby' })).toBeVisible();
  await expect(page.locator('[data-remote="contact"]')).toHaveCount(0);
});
