/**
 * Lighthouse on the home page, a listing and a product page, the contact pages and the login page as a guest, and on
 * the cart, a cart's checkout, the profile and the order history signed in, mobile and desktop, against the built
 * shop: the 'lighthouse' section of bench/report.md (scores, CLS, LCP and which element it was). A report, not a
 * test. Part of `npm run bench`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';
import { writeBenchSection } from '../../build/bench-report';
import { request } from '@playwright/test';
import { freshShopper } from '../support/accounts';
import { findChromium, launchChromium } from '../support/browser';
import { firstProductLink } from '../support/catalogue';
import { fromTheShop } from '../support/from-the-shop';
import { latestCodeFor } from '../support/mailbox';
import { putPieceInCart } from '../support/orders';
import { shopUrl } from '../support/ports';
import { repoRoot, startShop } from '../support/shop-server';
import { shopsToMeasure, type Measured } from './base-shop';

const run = promisify(execFile);

type Row = {
  page: string;
  formFactor: 'mobile' | 'desktop';
  scores: Record<string, number>;
  cls: number;
  lcpMs: number;
  lcpElement: string;
  tbtMs: number;
};

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Runs per page and form factor. One run on this shared 2-core machine moves by ±10 points (Lighthouse simulates
 * a slow phone from the CPU time it observes); the run with the median performance score is the one reported.
 */
const RUNS = 3;

function medianByPerformance(runs: Row[]): Row {
  const sorted = [...runs].sort((a, b) => (a.scores['performance'] ?? 0) - (b.scores['performance'] ?? 0));
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('No Lighthouse run to report');
  return median;
}

/**
 * Lighthouse's CLI in its own plain Node process: it sends its page functions to the browser as source text, and a
 * TypeScript loader's helpers (tsx) in the same process would break them.
 */
async function audit(
  page: string,
  formFactor: Row['formFactor'],
  chromePath: string | undefined,
  /** A signed-in shopper's session cookie, sent with every request (each run is still a cold load). */
  cookie?: string,
): Promise<Row> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gemstore-lighthouse-'));
  const report = path.join(dir, 'report.json');
  try {
    await run(
      path.join(repoRoot, 'node_modules', '.bin', 'lighthouse'),
      [
        `${shopUrl}${page}`,
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        `--only-categories=${categories.join(',')}`,
        ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      {
        env: { ...process.env, ...(chromePath ? { CHROME_PATH: chromePath } : {}) },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const lhr = JSON.parse(readFileSync(report, 'utf8')) as Result;
    // A signed-in page that sent Lighthouse to /login measured the wrong page.
    if (new URL(lhr.finalDisplayedUrl).pathname !== page)
      throw new Error(`${page} was not the page measured: it ended on ${lhr.finalDisplayedUrl}`);
    return summarise(page, formFactor, lhr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The first DOM node snippet anywhere in an audit's details (their nesting differs between audits). */
function firstSnippet(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if ('snippet' in value && typeof value.snippet === 'string') return value.snippet;
  for (const child of Object.values(value)) {
    const found = firstSnippet(child);
    if (found) return found;
  }
  return undefined;
}

function summarise(page: string, formFactor: Row['formFactor'], lhr: Result): Row {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Lighthouse 13 names the element in its LCP breakdown insight; earlier versions had an audit of its own.
  const lcpDetails: unknown =
    lhr.audits['lcp-breakdown-insight']?.details ?? lhr.audits['largest-contentful-paint-element']?.details;
  return {
    page,
    formFactor,
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    lcpElement: firstSnippet(lcpDetails) ?? 'not reported by this Lighthouse',
  };
}

/**
 * Which element was the largest paint, as Chromium itself reports it (PerformanceObserver), at phone and desktop
 * sizes: Lighthouse 13's JSON does not name it.
 */
async function largestPaintElements(page: string): Promise<string[]> {
  const browser = await launchChromium();
  const found: string[] = [];
  try {
    for (const [width, height] of [
      [375, 812],
      [1440, 900],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height } });
      const tab = await context.newPage();
      await tab.addInitScript(() => {
        const w = window as Window & { __lcp?: string };
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as
            (PerformanceEntry & { element?: Element | null }) | undefined;
          const element = last?.element;
          if (element)
            w.__lcp = `<${element.tagName.toLowerCase()}${element.getAttribute('src') ? ` src="${element.getAttribute('src')}"` : ''}${element.id ? ` id="${element.id}"` : ''}> ${(element.textContent ?? '').trim().slice(0, 40)}`;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await tab.goto(`${shopUrl}${page}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(1000);
      found.push(
        `${width} px: ${await tab.evaluate(() => (window as Window & { __lcp?: string }).__lcp ?? 'none')}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return found;
}

/** The most a page's score may drop between two builds before the report calls it a regression (issue 18). */
const ALLOWED_DROP_POINTS = 2;

/** Each page's scores before and after, side by side, and the largest drop in any category. */
function renderComparison(before: Measured, after: Measured, was: Row[], now: Row[]): string[] {
  let worst = 0;
  const lines = now.map((row, index) => {
    const earlier = was[index];
    const cells = categories.map((id) => {
      const then = earlier?.scores[id];
      const score = row.scores[id] ?? 0;
      if (then === undefined) return `${score}`;
      worst = Math.max(worst, then - score);
      return then === score ? `${score}` : `${then} → ${score}`;
    });
    return `| \`${row.page}\` | ${row.formFactor} | ${cells.join(' | ')} |`;
  });
  return [
    '## Before and after, in this run',
    '',
    `Scores (median runs as below) of ${before.label} → ${after.label}; one number where they agree.`,
    '',
    '| Page | Form factor | Performance | Accessibility | Best practices | SEO |',
    '| --- | --- | --- | --- | --- | --- |',
    ...lines,
    '',
    `Allowed (issue 18): no score more than ${ALLOWED_DROP_POINTS} points lower. Largest drop: ${worst} — ` +
      `${worst <= ALLOWED_DROP_POINTS ? 'within it.' : 'above it.'}`,
    '',
  ];
}

function render(rows: Row[], started: number, lcpElements: string[], comparison: string[]): string {
  const lines = rows.map(
    (row) =>
      `| \`${row.page}\` | ${row.formFactor} | ${categories.map((id) => row.scores[id]).join(' | ')} | ${row.cls.toFixed(3)} | ${(row.lcpMs / 1000).toFixed(2)} s | ${Math.round(row.tbtMs)} ms | \`${row.lcpElement.replace(/\|/g, '\\|').slice(0, 90)}\` |`,
  );
  return [
    '# Lighthouse',
    '',
    ...comparison,
    `Generated by \`npm run bench\` (e2e/bench/lighthouse.ts) on ${new Date().toISOString()}, in ${Math.round((Date.now() - started) / 1000)} s,`,
    'Lighthouse 13.5, headless Chromium, against the production builds served as deployed (compressed, cached as in',
    `production), default throttling (mobile: simulated slow 4G + 4× CPU; desktop preset); each row is the run with`,
    `the median performance score of ${RUNS}, after one unreported run that fills the server's picture cache (as a`,
    'running shop has it). Listing and product pages arrive with their first screen drawn on the server (ADR 018).',
    '',
    'Aims — issue 4, home: accessibility ≥ 95, CLS ≤ 0.05, the largest paint is the poster (not waiting for remote',
    'code). Issue 5, listing and product page: mobile performance ≥ 95, desktop 100, accessibility and SEO 100 (for',
    'scale: a public React + Module Federation shop measured here scores 86–89 mobile and 99 desktop).',
    '',
    '| Page | Form factor | Performance | Accessibility | Best practices | SEO | CLS | LCP | TBT | LCP element |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lines,
    '',
    'Largest-paint element of `/` as Chromium reports it (PerformanceObserver, no throttling):',
    '',
    ...lcpElements.map((line) => `- \`${line.replace(/`/g, "'")}\``),
  ].join('\n');
}

/** The median of RUNS runs of a page at both form factors. */
async function auditPage(page: string, chromePath: string | undefined, cookie?: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const formFactor of ['mobile', 'desktop'] as const) {
    // One run first, not reported: the shop here is new, and its media route draws each picture size the first
    // time it is asked for (then serves it from its cache). A running shop has drawn them long ago; measuring
    // the first visitor after a deploy would measure that drawing, not the page.
    await audit(page, formFactor, chromePath, cookie);
    const runs: Row[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(page, formFactor, chromePath, cookie));
    rows.push(medianByPerformance(runs));
  }
  return rows;
}

/**
 * A signed-in shopper (registered, the e-mailed code entered) with one piece in the cart: their session cookie, and
 * the checkout page of their cart.
 */
async function signedInShopper(): Promise<{ cookie: string; cartCheckout: string }> {
  const api = await request.newContext({ baseURL: shopUrl });
  try {
    const shopper = freshShopper();
    const registered = await api.post('/api/v1/user/register', { data: shopper, headers: fromTheShop });
    const { userId } = (await registered.json()) as { userId: string };
    const verified = await api.post('/api/v1/user/verify-otp', {
      data: { otp: await latestCodeFor(shopper.email), userId, trustDevice: true },
      headers: fromTheShop,
    });
    if (!verified.ok()) throw new Error(`signing in failed: ${await verified.text()}`);
    await putPieceInCart(api);
    const cart = (await (await api.get('/api/v1/cart')).json()) as { cartItems: { _id: string }[] };
    const { cookies } = await api.storageState();
    return {
      cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
      cartCheckout: `/checkout/cart/${cart.cartItems.map((line) => line._id).join('-')}`,
    };
  } finally {
    await api.dispose();
  }
}

/** Every page and form factor in the shop at `root`, as a guest and signed in: the median of RUNS runs each. */
async function auditShop(root: string, chromePath: string | undefined): Promise<Row[]> {
  const stop = await startShop({ root });
  try {
    const rows: Row[] = [];
    for (const page of ['/', '/gemstones/Ruby', await firstProductLink(), '/contact', '/services', '/login'])
      rows.push(...(await auditPage(page, chromePath)));
    const { cookie, cartCheckout } = await signedInShopper();
    for (const page of ['/cart', cartCheckout, '/profile', '/order-history'])
      rows.push(...(await auditPage(page, chromePath, cookie)));
    return rows;
  } finally {
    await stop();
  }
}

async function main() {
  const started = Date.now();
  const chromePath = findChromium();
  const shops = shopsToMeasure();
  const audited: Row[][] = [];
  for (const shop of shops) audited.push(await auditShop(shop.root, chromePath));
  const [before, after] = shops;
  const [was, now] = audited;
  const comparison = before && after && was && now ? renderComparison(before, after, was, now) : [];
  // The largest paint of the home page, in this checkout's shop.
  const stop = await startShop();
  let lcpElements: string[];
  try {
    lcpElements = await largestPaintElements('/');
  } finally {
    await stop();
  }
  console.log(
    `wrote ${writeBenchSection('lighthouse', render(audited.at(-1) ?? [], started, lcpElements, comparison))}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
