/**
 * The production shape of docs/deploy.md, run here (issue 32, ADR 061): deploy/Caddyfile, as Debian's Caddy runs it,
 * in front of two API processes on one Postgres database and the HTML server; the shopper reaches only the balancer.
 * A shopper browses, signs in and fills a cart while the balancer spreads their requests over both processes; one
 * process is then stopped as a deploy stops it (SIGTERM, drained) and the shopper goes on without an error.
 *
 * Needs Postgres (TEST_DATABASE_URL, as CI sets it, like the server's Postgres suites); skipped without it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { serveShop } from '@gemstore/shop-server';
import { registerAndSignIn } from '../support/accounts';
import { installDebianPackage } from '../support/debian';
import { e2ePorts, shopPortsAt } from '../support/ports';
import {
  apiCommand,
  distOf,
  JOURNEY_FIRST_SCREEN_TIMEOUT_MS,
  remoteDists,
  remotesJsonFor,
  repoRoot,
  runToEnd,
  startProcess,
  stopProcess,
  waitForHttp,
  type RemoteKey,
} from '../support/shop-server';

const postgres = process.env.TEST_DATABASE_URL;
test.skip(!postgres, 'needs Postgres: set TEST_DATABASE_URL (CI does)');
// Two API processes compile and migrate, the demo catalogue is stored in Postgres, then the journey.
test.setTimeout(240_000);

const ports = shopPortsAt(6);
const apiPorts = [ports.api, ports.api + 1];
const balancerPort = ports.shell + 50;
const shop = `http://localhost:${balancerPort}`;
const CADDY = '/usr/bin/caddy';

let folder = '';
let databaseName = '';
let apis: ChildProcess[] = [];
let caddy: ChildProcess | undefined;
let closeHtml: (() => Promise<void>) | undefined;

const admin = () => new pg.Client({ connectionString: postgres });
const databaseUrl = () => {
  const url = new URL(postgres ?? '');
  url.pathname = `/${databaseName}`;
  return url.toString();
};

test.beforeAll(async () => {
  if (!existsSync(CADDY)) installDebianPackage('caddy');
  if (!existsSync(CADDY)) throw new Error('No Caddy for the load balancer journey: `apt-get install caddy`.');
  folder = mkdtempSync(path.join(tmpdir(), 'gemstore-balanced-'));
  databaseName = `gemstore_balanced_${process.pid}_${Date.now()}`;
  const client = admin();
  await client.connect();
  await client.query(`create database ${databaseName}`);
  await client.end();

  const apiEnv: NodeJS.ProcessEnv = {
    DATABASE_URL: databaseUrl(),
    DATA_DIR: path.join(folder, 'db'),
    MEDIA_DIR: path.join(folder, 'media'),
    SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}`,
    PUBLIC_URL: shop,
    NODE_ENV: 'test',
    STRIPE_SECRET_KEY: '',
    // The balancer's health check sees a stopping process's 503 within its 2 s interval; it answers meanwhile.
    SHUTDOWN_DRAIN_SECONDS: '5',
    SIGN_UPS_PER_HOUR: '1000',
    SIGN_INS_PER_15_MINUTES: '1000',
  };
  const server = path.join(repoRoot, 'server');
  await runToEnd('the new shop', process.execPath, ['--import', 'tsx', 'demo/cli/new-shop.ts'], {
    cwd: server,
    env: apiEnv,
  });
  const api = apiCommand();
  apis = apiPorts.map((port, i) =>
    startProcess(`API ${i + 1}`, process.execPath, api, {
      cwd: server,
      env: { ...apiEnv, PORT: String(port) },
    }),
  );
  // The HTML server asks the API through the balancer too, for the pages it draws.
  const html = await serveShop({
    shellDir: distOf('shell'),
    shellPort: ports.shell,
    apiOrigin: shop,
    remotes: Object.fromEntries(
      Object.entries(remoteDists()).map(([name, dir]) => [
        name,
        { dir, port: ports.remotes[name as RemoteKey] },
      ]),
    ),
    remotesJson: remotesJsonFor(ports.remotes, remoteDists()),
    firstScreenTimeoutMs: JOURNEY_FIRST_SCREEN_TIMEOUT_MS,
  });
  closeHtml = html.close;
  caddy = spawn(
    CADDY,
    ['run', '--config', path.join(repoRoot, 'deploy', 'Caddyfile'), '--adapter', 'caddyfile'],
    {
      env: {
        ...process.env,
        HOME: folder,
        XDG_DATA_HOME: path.join(folder, 'caddy-data'),
        XDG_CONFIG_HOME: path.join(folder, 'caddy-config'),
        SHOP_ADDRESS: shop,
        API_UPSTREAMS: apiPorts.map((port) => `127.0.0.1:${port}`).join(' '),
        HTML_UPSTREAMS: `localhost:${ports.shell}`,
      },
      stdio: 'ignore',
    },
  );
  await Promise.all(
    apiPorts.map((port) => waitForHttp(`http://127.0.0.1:${port}/api/v1/health/ready`, 120_000)),
  );
  await waitForHttp(`${shop}/api/v1/health/ready`, 30_000);
});

test.afterAll(async () => {
  if (caddy) await stopProcess(caddy);
  await closeHtml?.();
  await Promise.all(apis.map(stopProcess));
  if (databaseName) {
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${databaseName} with (force)`);
    await client.end();
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Requests to /api/v1 process `i` has answered, read from its own /metrics (this machine, straight to it). */
async function answeredBy(i: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${apiPorts[i]}/metrics`)).text();
  return [
    ...text.matchAll(
      /^gemstore_http_requests_total\{method="\w+",route="\/api\/v1\/[^"]*",status="\d+"\} (\d+)$/gm,
    ),
  ]
    .map((match) => Number(match[1]))
    .reduce((sum, n) => sum + n, 0);
}

test('a shopper served by two API processes behind the load balancer, one of them stopped mid-visit', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: shop });
  const page = await context.newPage();
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 500)
      failed.push(`${response.status()} ${response.url()}`);
  });
  // A request the page itself gives up (a reload leaving mid-request) is not the shop failing.
  page.on('requestfailed', (request) => {
    const why = request.failure()?.errorText ?? '';
    if (request.url().includes('/api/') && why !== 'net::ERR_ABORTED') failed.push(`${why} ${request.url()}`);
  });

  await registerAndSignIn(context.request);
  // Drawn by the HTML server (which asked the API through the balancer), then taken over in the browser.
  await page.goto('/gemstones/Ruby');
  await expect(page.getByRole('heading', { level: 1, name: 'Ruby' })).toBeVisible();
  const listed = await context.request.post('/api/v1/products/?section=gemstones&category=Ruby', {
    data: {},
  });
  const { product } = (await listed.json()) as { product: { name: string; countInStock: number }[] };
  const piece = product.find((p) => p.countInStock > 1)?.name;
  if (!piece) throw new Error('no ruby in stock to buy');
  const card = page.getByRole('main').getByRole('link', { name: piece }).first();
  await expect(card).toBeVisible();

  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: piece })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/cart');
  const line = page.getByRole('listitem', { name: piece });
  await expect(line).toBeVisible();

  // The balancer spread the visit over both processes.
  expect(await answeredBy(0)).toBeGreaterThan(0);
  expect(await answeredBy(1)).toBeGreaterThan(0);

  // A deploy stops the first process: it says it is not ready, drains for 5 s, closes. The shopper goes on.
  const stopping = apis[0];
  if (!stopping) throw new Error('two API processes expected');
  const exited = new Promise<number | null>((resolve) => stopping.once('exit', (code) => resolve(code)));
  stopping.kill('SIGTERM');
  const until = Date.now() + 9_000;
  while (Date.now() < until) {
    await page.reload();
    await expect(line).toBeVisible();
  }
  expect(await exited).toBe(0);
  await page.goto('/gemstones/Ruby');
  await expect(card).toBeVisible();
  await page.goto('/cart');
  await expect(line).toBeVisible();
  expect(failed).toEqual([]);
  await context.close();
});
