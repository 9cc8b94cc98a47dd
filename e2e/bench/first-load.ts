/**
 * First-load JS per page route, split into shell, shared singletons and the route's remote, plus how many copies
 * of React DOM the page evaluated. Runs the built shop (as e2e does) and a headless Chromium; writes the
 * 'first-load' section of bench/report.md. A report, not a test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { writeBenchSection } from '../../build/bench-report';
import { registerAndSignIn } from '../support/accounts';
import { putPieceInCart } from '../support/orders';
import { launchChromium } from '../support/browser';
import { countReactDomCopies, readComposition } from '../support/page-probes';
import { firstProductLink } from '../support/catalogue';
import { e2ePorts, shopUrl } from '../support/ports';
import { distOf, startShop } from '../support/shop-server';
import { shopsToMeasure, type Measured } from './base-shop';

type Part = 'shell' | 'shared' | 'remote';
type Sizes = { raw: number; gzip: number; brotli: number; files: number };
type RouteResult = { route: string; label: string; parts: Record<Part, Sizes>; reactDomCopies: number };

const AIM_LISTING_GZIP_KB = 170;

/** The most a page may grow between two builds before the report calls it a regression (issue 18). */
const ALLOWED_GROWTH_KB = 10;
/**
 * Issue 31 (teams ship alone): its changes may add at most 3 KB gzip to any page, read against the last commit before
 * issues 30 and 31 (`BENCH_BASE=72cc529`).
 */
const ISSUE_31_GROWTH_KB = 3;

function sharedFilesOfShell(root: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(distOf('shell', root), 'mf-manifest.json'), 'utf8')) as {
    shared: { assets: { js: { sync: string[]; async: string[] } } }[];
  };
  return new Set(manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]));
}

async function measure(
  page: Page,
  route: string,
  label: string,
  sharedFiles: Set<string>,
): Promise<RouteResult> {
  await countReactDomCopies(page);
  const parts: Record<Part, Sizes> = {
    shell: { raw: 0, gzip: 0, brotli: 0, files: 0 },
    shared: { raw: 0, gzip: 0, brotli: 0, files: 0 },
    remote: { raw: 0, gzip: 0, brotli: 0, files: 0 },
  };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        const url = new URL(response.url());
        const file = url.pathname.slice(1);
        const part: Part =
          url.port !== String(e2ePorts.shell) ? 'remote' : sharedFiles.has(file) ? 'shared' : 'shell';
        parts[part].raw += body.length;
        parts[part].gzip += gzipSync(body, { level: 9 }).length;
        // What a browser that accepts Brotli is sent: the build's Brotli 11 copy (ADR 017).
        parts[part].brotli += brotliCompressSync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
        }).length;
        parts[part].files += 1;
      }),
    );
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  // A page a remote owns is measured once the remote has drawn it (and fetched what that asked for): on a busy
  // machine the network can fall quiet for half a second before the shell has even asked for the remote.
  if (route !== '/') {
    await page.waitForSelector('[data-remote]:not([aria-busy]):not([role="alert"])', { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
  }
  await Promise.all(pending);
  const { reactDomCopies } = await readComposition(page);
  return { route, label, parts, reactDomCopies };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const totalGzip = (result: RouteResult) =>
  (['shell', 'shared', 'remote'] as const).reduce((sum, part) => sum + result.parts[part].gzip, 0);

/** Each page's total before and after, side by side, and whether any grew past ALLOWED_GROWTH_KB. */
function renderComparison(
  before: Measured,
  after: Measured,
  was: RouteResult[],
  now: RouteResult[],
): string[] {
  const rows = now.map((result, index) => {
    const earlier = was[index];
    if (!earlier) return `| ${result.label} | – | ${kb(totalGzip(result))} | – |`;
    const delta = (totalGzip(result) - totalGzip(earlier)) / 1024;
    return `| ${result.label} | ${kb(totalGzip(earlier))} | ${kb(totalGzip(result))} | ${delta >= 0 ? '+' : ''}${delta.toFixed(1)} |`;
  });
  const worst =
    Math.max(...now.map((result, index) => totalGzip(result) - totalGzip(was[index] ?? result))) / 1024;
  return [
    `## Before and after, in this run`,
    '',
    `KB gzip of everything a page loads first: ${before.label} and ${after.label}.`,
    '',
    '| Page | before | after | change |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    `Allowed (issue 18): no page more than ${ALLOWED_GROWTH_KB} KB gzip heavier. Largest growth: ` +
      `${worst.toFixed(1)} KB — ${worst <= ALLOWED_GROWTH_KB ? 'within it.' : 'above it.'}`,
    '',
    `Allowed (issue 31, against 72cc529): no page more than ${ISSUE_31_GROWTH_KB} KB gzip heavier. Largest ` +
      `growth: ${worst.toFixed(1)} KB — ${worst <= ISSUE_31_GROWTH_KB ? 'within it.' : 'above it.'}`,
    '',
  ];
}

/**
 * Issues 19, 20 and 21: an account page, the cart, the checkout and the contact page each add at most 40 KB gzip over
 * what the shell loads on its own (the home page).
 */
const AIM_OVER_SHELL_KB = 40;
const aimedAt: Record<string, string> = {
  Login: 'issue 19',
  Profile: 'issue 19',
  Cart: 'issue 20',
  Checkout: 'issue 20',
  Contact: 'issue 21',
};

function overShellAims(results: RouteResult[]): string[] {
  const home = results.find((result) => result.label === 'Home');
  if (!home) return [];
  return results.flatMap((result) => {
    const issue = aimedAt[result.label];
    if (!issue) return [];
    const over = (totalGzip(result) - totalGzip(home)) / 1024;
    return [
      `Aim (${issue}): ${result.label} adds ≤ ${AIM_OVER_SHELL_KB} KB gzip over the shell's own load. ` +
        `Measured: +${over.toFixed(1)} KB — ${over <= AIM_OVER_SHELL_KB ? 'within the aim.' : 'above the aim.'}`,
    ];
  });
}

function render(results: RouteResult[], started: number, comparison: string[]): string {
  const rows = results.map(({ route, label, parts, reactDomCopies }) => {
    const total = (['shell', 'shared', 'remote'] as const).reduce(
      (sum, part) => ({
        raw: sum.raw + parts[part].raw,
        gzip: sum.gzip + parts[part].gzip,
        brotli: sum.brotli + parts[part].brotli,
        files: sum.files + parts[part].files,
      }),
      { raw: 0, gzip: 0, brotli: 0, files: 0 },
    );
    const cell = (sizes: Sizes) => `${kb(sizes.gzip)} / ${kb(sizes.raw)} (${sizes.files})`;
    return `| ${label} \`${route}\` | ${cell(parts.shell)} | ${cell(parts.shared)} | ${cell(parts.remote)} | **${kb(total.gzip)}** / ${kb(total.raw)} (${total.files}) | ${kb(total.brotli)} | ${reactDomCopies} |`;
  });
  const listing = results.find((result) => result.label === 'Listing');
  const listingGzip = listing
    ? (['shell', 'shared', 'remote'] as const).reduce((sum, part) => sum + listing.parts[part].gzip, 0) / 1024
    : Number.NaN;
  return [
    '# First-load JavaScript per page',
    '',
    ...comparison,
    `Generated by \`npm run bench\` (e2e/bench/first-load.ts) on ${new Date().toISOString()}, in ${Math.round((Date.now() - started) / 1000)} s,`,
    'against the production builds served as deployed (@gemstore/shop-server), headless Chromium, cold cache,',
    'a 1280 × 720 window unless the row says phone (375 × 812).',
    '',
    "KB gzip (level 9, per file) / KB raw (files). **shell**: the shell's own code; **shared**: the federation",
    'singletons (React, react-dom, react-router, jotai, emotion, single-spa, @gemstore/shared), served once by the',
    "shell (eager since ADR 017: they sit in the shell's main.js, so main.js with the shell's start-up code is counted",
    "here, and **shell** is the rest: its lazy chunks); **remote**: the route's remote (its remoteEntry.js, exposed",
    'module and chunks). **Brotli**: the total as sent to a browser that accepts Brotli (the builds write Brotli 11',
    "copies, ADR 017). React DOM copies: how many copies registered with React DevTools' hook on the page (must be 1).",
    '',
    '| Route | shell | shared | remote | total | Brotli | React DOM copies |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Aim (issue 3): ≤ ${AIM_LISTING_GZIP_KB} KB gzip on a listing page. Measured: ${listingGzip.toFixed(1)} KB — ` +
      (listingGzip <= AIM_LISTING_GZIP_KB ? 'within the aim.' : 'above the aim.'),
    '',
    ...overShellAims(results),
  ].join('\n');
}

/** Every route's first load in the shop at `root`, each in a fresh browser context (a cold cache). */
async function measureShop(root: string): Promise<RouteResult[]> {
  const stop = await startShop({ root });
  const browser = await launchChromium();
  try {
    const sharedFiles = sharedFilesOfShell(root);
    const phone = { width: 375, height: 812 };
    // A phone's listing loads less: its filters are a button until pressed, not the dropdowns (ADR 017).
    type Setup = (request: APIRequestContext) => Promise<string>;
    /** A piece in the shopper's cart; the route is where the shopper goes with it. */
    const withPieceInCart =
      (route: (pieceId: number) => string): Setup =>
      async (request) =>
        route((await putPieceInCart(request)).id);
    const routes: [string, string, { viewport?: typeof phone; signedIn?: boolean; setup?: Setup }][] = [
      ['/', 'Home', {}],
      ['/gemstones/Ruby', 'Listing', {}],
      ['/gemstones/Ruby', 'Listing on a phone', { viewport: phone }],
      [await firstProductLink(), 'Product', {}],
      ['/contact', 'Contact', {}],
      ['/login', 'Login', {}],
      // A signed-in shopper's page: the context signs in through the API first (its cookies, none of its cache).
      ['/profile', 'Profile', { signedIn: true }],
      // A cart with a line, and the checkout of one piece: what a shopper about to buy loads.
      ['/cart', 'Cart', { signedIn: true, setup: withPieceInCart(() => '/cart') }],
      [
        '/checkout',
        'Checkout',
        { signedIn: true, setup: withPieceInCart((id) => `/checkout/product/${id}-1`) },
      ],
    ];
    const results: RouteResult[] = [];
    for (const [route, label, { viewport, signedIn, setup }] of routes) {
      const context = await browser.newContext({ baseURL: shopUrl, ...(viewport ? { viewport } : {}) });
      if (signedIn) await registerAndSignIn(context.request);
      const path = setup ? await setup(context.request) : route;
      results.push(await measure(await context.newPage(), path, label, sharedFiles));
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await stop();
  }
}

async function main() {
  const started = Date.now();
  const shops = shopsToMeasure();
  const measured: RouteResult[][] = [];
  for (const shop of shops) measured.push(await measureShop(shop.root));
  const [before, after] = shops;
  const [was, now] = measured;
  const comparison = before && after && was && now ? renderComparison(before, after, was, now) : [];
  const report = writeBenchSection('first-load', render(measured.at(-1) ?? [], started, comparison));
  console.log(`wrote ${report}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
