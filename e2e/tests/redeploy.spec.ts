/**
 * Deploying a new build of one remote, and nothing else, changes what the shop shows on the next reload: the
 * shell is not rebuilt, remotes.json is not touched, and no cache keeps the old build.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { distOf, repoRoot } from '../support/shop-server';
import { serveSecondShop } from '../support/second-shop';

function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

test('a rebuilt contact remote shows its change after a reload, with the shell build untouched', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A working copy of the contact remote next to the real one (same depth, so its relative imports still resolve).
  const workDir = mkdtempSync(path.join(repoRoot, '.e2e-redeploy-'));
  const deployed = path.join(workDir, 'deployed');
  cpSync(path.join(repoRoot, 'mf-contact', 'src'), path.join(workDir, 'src'), { recursive: true });
  cpSync(path.join(repoRoot, 'mf-contact', 'webpack.config.mjs'), path.join(workDir, 'webpack.config.mjs'));
  cpSync(distOf('mf-contact'), deployed, { recursive: true });
  const shellBefore = fingerprint(distOf('shell'));
  const { shop, url } = await serveSecondShop({ contact: deployed });
  try {
    await page.goto(`${url}/contact`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const stamp = `New contact build ${Date.now()}`;
    await expect(page.getByText(stamp)).toHaveCount(0);

    // The visible change: the remote's root draws a banner above its pages (through the mounting contract only).
    const bootstrap = path.join(workDir, 'src', 'bootstrap.tsx');
    const source = readFileSync(bootstrap, 'utf8');
    const changed = source.replace(
      /mountRemote\('contact', (\w+)\)/,
      (_, routes: string) => `mountRemote('contact', () => (<><p>${stamp}</p><${routes} /></>))`,
    );
    expect(changed).not.toBe(source);
    writeFileSync(bootstrap, changed);
    execFileSync(
      path.join(repoRoot, 'node_modules', '.bin', 'webpack'),
      ['--mode', 'production', '--output-path', deployed],
      {
        cwd: workDir,
        stdio: 'inherit',
      },
    );

    await page.reload();
    await expect(page.getByText(stamp)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(fingerprint(distOf('shell'))).toBe(shellBefore);
  } finally {
    await shop.close();
    rmSync(workDir, { recursive: true, force: true });
  }
});
