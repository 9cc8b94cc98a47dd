/**
 * Lighthouse accessibility (mobile) of the account pages (issue 19: 100 on /login, /register, /verify-otp/…,
 * /profile) and of the buying pages (issue 20: 100 on /cart and the checkout, with a piece in the cart), against the
 * built shop. The code page and the profile need a shopper: a browser profile on disk is made
 * ready with Playwright (a pending verification in local storage, then a signed-in session cookie), and Lighthouse's
 * own Chromium opens that same profile with its storage kept. A report, not a test. Part of `npm run bench`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import type { Result } from 'lighthouse';
import { writeBenchSection } from '../../build/bench-report';
import { freshShopper } from '../support/accounts';
import { findChromium, launchOptions } from '../support/browser';
import { latestCodeFor } from '../support/mailbox';
import { fromTheShop } from '../support/from-the-shop';
import { putPieceInCart } from '../support/orders';
import { shopUrl } from '../support/ports';
import { repoRoot, startShop } from '../support/shop-server';

const run = promisify(execFile);

type Row = { page: string; label: string; score: number; failing: string[] };

async function accessibility(profile: string, page: string, label: string): Promise<Row> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gemstore-a11y-'));
  const report = path.join(dir, 'report.json');
  const chromePath = findChromium();
  try {
    await run(
      path.join(repoRoot, 'node_modules', '.bin', 'lighthouse'),
      [
        `${shopUrl}${page}`,
        '--only-categories=accessibility',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        // The profile's storage is the point: the pending code, the session.
        '--disable-storage-reset',
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --user-data-dir=${profile}`,
      ],
      {
        env: { ...process.env, ...(chromePath ? { CHROME_PATH: chromePath } : {}) },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const lhr = JSON.parse(readFileSync(report, 'utf8')) as Result;
    if (new URL(lhr.finalDisplayedUrl).pathname !== page.split('?')[0]) {
      throw new Error(`${page} was not the page measured: it ended on ${lhr.finalDisplayedUrl}`);
    }
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score === 0 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    return { page, label, score: Math.round((lhr.categories['accessibility']?.score ?? 0) * 100), failing };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Playwright on the profile Lighthouse will open, for as long as `prepare` takes; closed so its storage is on disk. */
async function withProfile(
  profile: string,
  prepare: (request: APIRequestContext, page: Page) => Promise<void>,
) {
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions(), baseURL: shopUrl });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await prepare(context.request, page);
  } finally {
    await context.close();
  }
}

async function main() {
  const started = Date.now();
  const stop = await startShop();
  const profile = mkdtempSync(path.join(tmpdir(), 'gemstore-a11y-profile-'));
  const rows: Row[] = [];
  try {
    rows.push(await accessibility(profile, '/login', 'Login'));
    rows.push(await accessibility(profile, '/register', 'Register'));
    const shopper = freshShopper();
    let userId = '';
    await withProfile(profile, async (request, page) => {
      const registered = await request.post('/api/v1/user/register', { data: shopper, headers: fromTheShop });
      userId = ((await registered.json()) as { userId: string }).userId;
      // What the register page leaves for the code page (ADR 025).
      await page.evaluate(
        ([id, email]) => {
          localStorage.setItem('pending_verification', id);
          localStorage.setItem('user_email', email);
          localStorage.setItem('c_page', 'register');
        },
        [userId, shopper.email] as const,
      );
    });
    rows.push(
      await accessibility(profile, `/verify-otp/12345678${userId}1764000000_${userId}`, 'Verify code'),
    );
    const otp = await latestCodeFor(shopper.email);
    await withProfile(profile, async (request) => {
      const verified = await request.post('/api/v1/user/verify-otp', {
        data: { otp, userId, trustDevice: true },
        headers: fromTheShop,
      });
      if (!verified.ok()) throw new Error(`signing in for the profile failed: ${await verified.text()}`);
    });
    rows.push(await accessibility(profile, '/profile', 'Profile'));
    let pieceId = 0;
    await withProfile(profile, async (request) => {
      pieceId = (await putPieceInCart(request)).id;
    });
    rows.push(await accessibility(profile, '/cart', 'Cart'));
    rows.push(await accessibility(profile, `/checkout/product/${pieceId}-1`, 'Checkout'));
  } finally {
    rmSync(profile, { recursive: true, force: true });
    await stop();
  }
  const worst = Math.min(...rows.map((row) => row.score));
  const markdown = [
    '# Account and buying pages: accessibility',
    '',
    `Generated by \`npm run bench\` (e2e/bench/account-accessibility.ts) on ${new Date().toISOString()}, in ${Math.round((Date.now() - started) / 1000)} s:`,
    'Lighthouse accessibility, mobile (its default), against the production builds; the code page with a pending',
    'verification, the profile, the cart and the checkout signed in (a piece in the cart), as a shopper sees them.',
    '',
    '| Page | Accessibility | Failing audits |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| ${row.label} | ${row.score} | ${row.failing.join(', ') || '–'} |`),
    '',
    `Aim (issues 19 and 20): 100 on each. Lowest: ${worst} — ${worst === 100 ? 'met.' : 'not met.'}`,
  ].join('\n');
  console.log(`wrote ${writeBenchSection('account-accessibility', markdown)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
