// ADR 033: the security headers of the shop's origins, and the build files they keep to themselves.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pinsFromBuilds, serveShop, type ServeShopOptions, type ShopHandle } from '..';
import { request, writeFiles } from './http';

const HEAD_SCRIPT = 'console.log("head script")';
const INDEX = `<html><head><script>${HEAD_SCRIPT}</script><script type="application/json">{"a":1}</script><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>`;
const DRAWN_SCRIPT = 'console.log("a drawn page starts the shell")';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A Content-Security-Policy as directive → its sources. */
function directives(policy: string | string[] | undefined): Record<string, string[]> {
  if (typeof policy !== 'string') throw new Error(`no single Content-Security-Policy: ${String(policy)}`);
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** A stand-in for the API that sends a header of its own, to show /api answers are left as the API sent them. */
const api = http.createServer((_req, res) => {
  res.setHeader('content-security-policy', "default-src 'none'");
  res.setHeader('content-type', 'application/json');
  res.end('{"success":true}');
});

let tmp = '';
let shellDir = '';
let catalogueDir = '';
let shop: ShopHandle<'catalogue'>;

async function start(options: Partial<ServeShopOptions<'catalogue'>> = {}) {
  shop = await serveShop({
    shellDir,
    remotes: { catalogue: { dir: catalogueDir, port: 0 } },
    shellPort: 0,
    apiOrigin: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    firstScreens: false,
    ...options,
  });
}

beforeAll(() => new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise((resolve) => api.close(resolve)));

beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
  shellDir = path.join(tmp, 'shell');
  catalogueDir = path.join(tmp, 'catalogue');
  writeFiles(shellDir, {
    'index.html': INDEX,
    'main.js': 'console.log("shell");',
    'main.js.map': '{"version":3}',
    'remotes.json': JSON.stringify({
      catalogue: 'http://localhost:3001/mf-manifest.json',
      contact: 'http://127.0.0.1:3004/mf-manifest.json',
      account: '/account/mf-manifest.json',
    }),
    'server/render-page.cjs': 'module.exports = {};',
    'server/inline-scripts.json': JSON.stringify({ scriptSrc: [hashOf(DRAWN_SCRIPT)] }),
  });
  writeFiles(catalogueDir, {
    'index.html': '<html><body><div id="root"></div><script defer src="/main.js"></script></body></html>',
    'remoteEntry.js': 'var catalogue;',
    'mf-manifest.json': '{"name":"catalogue"}',
    'src_Listing.0badf00d.js.map': '{"version":3}',
    'server/first-screen.11111111.cjs': 'module.exports = {};',
  });
});

afterEach(async () => {
  await shop.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe("the shell's pages", () => {
  test('carry a Content-Security-Policy: scripts from the shop, its remotes and its own inline scripts only', async () => {
    await start();
    const page = await request(`${shop.shell.url}/gemstones/Ruby`);
    const csp = directives(page.headers['content-security-policy']);

    expect(csp['script-src']).toEqual([
      "'self'",
      'http://127.0.0.1:3004',
      'http://localhost:3001',
      // index.html's inline script and the drawn page's, from the shell's build; not the JSON data block.
      hashOf(HEAD_SCRIPT),
      hashOf(DRAWN_SCRIPT),
    ]);
    expect(csp['connect-src']).toEqual(["'self'", 'http://127.0.0.1:3004', 'http://localhost:3001']);
    expect(csp['img-src']).toEqual(["'self'", 'http://127.0.0.1:3004', 'http://localhost:3001', 'data:']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  test('follow remotes.json as it is edited, with no restart', async () => {
    await start();
    writeFiles(shellDir, {
      'remotes.json': JSON.stringify({ catalogue: 'http://localhost:3901/mf-manifest.json' }),
    });
    const csp = directives((await request(`${shop.shell.url}/`)).headers['content-security-policy']);
    expect(csp['script-src']).toContain('http://localhost:3901');
    expect(csp['script-src']).not.toContain('http://localhost:3001');
  });

  test('follow remotesJson given in code, fixed or read at every page', async () => {
    let port = 3801;
    await start({ remotesJson: async () => ({ catalogue: `http://localhost:${port}/mf-manifest.json` }) });
    const scriptSrc = async () =>
      directives((await request(`${shop.shell.url}/`)).headers['content-security-policy'])['script-src'];
    expect(await scriptSrc()).toContain('http://localhost:3801');
    port = 3802;
    expect(await scriptSrc()).toContain('http://localhost:3802');
  });

  test('allow eval only for development builds', async () => {
    await start({ development: true });
    const csp = directives((await request(`${shop.shell.url}/`)).headers['content-security-policy']);
    expect(csp['script-src']).toContain("'unsafe-eval'");
    await shop.close();
    await start();
    const production = (await request(`${shop.shell.url}/`)).headers['content-security-policy'];
    expect(production).not.toContain('unsafe-eval');
    expect(production).not.toContain("script-src 'unsafe-inline'");
  });
});

describe('every answer', () => {
  test('says nosniff, a referrer policy, the features denied and no framing; HSTS only for an https shop', async () => {
    await start();
    for (const url of [
      `${shop.shell.url}/`,
      `${shop.shell.url}/main.js`,
      `${shop.remotes.catalogue.url}/remoteEntry.js`,
    ]) {
      const { headers } = await request(url);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).toContain('geolocation=()');
      expect(headers['permissions-policy']).toContain('payment=()');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
    await shop.close();

    await start({ publicUrl: 'https://gemstore.example' });
    for (const url of [`${shop.shell.url}/`, `${shop.remotes.catalogue.url}/remoteEntry.js`])
      expect((await request(url)).headers['strict-transport-security']).toBe('max-age=31536000');
    const csp = directives((await request(`${shop.shell.url}/`)).headers['content-security-policy']);
    expect(csp['upgrade-insecure-requests']).toEqual([]);
  });

  test('but /api, whose headers are the API’s own', async () => {
    await start();
    const { headers } = await request(`${shop.shell.url}/api/v1/health`);
    expect(headers['content-security-policy']).toBe("default-src 'none'");
    expect(headers['permissions-policy']).toBeUndefined();
  });
});

describe("a remote's origin", () => {
  test('lets the shell on another origin read its files, and gives its own page a policy', async () => {
    await start();
    const entry = await request(`${shop.remotes.catalogue.url}/remoteEntry.js`);
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await request(`${shop.shell.url}/main.js`)).headers['cross-origin-resource-policy']).toBe(
      'same-origin',
    );

    const standalone = await request(`${shop.remotes.catalogue.url}/gemstones/Ruby`);
    const csp = directives(standalone.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('build files kept from the public (ADR 033)', () => {
  test('server code and source maps answer 404, however the path is spelled', async () => {
    await start();
    for (const url of [
      `${shop.shell.url}/server/render-page.cjs`,
      `${shop.shell.url}/server/inline-scripts.json`,
      `${shop.shell.url}/%73erver/render-page.cjs`,
      `${shop.shell.url}/main.js/../server/render-page.cjs`,
      `${shop.shell.url}/main.js.map`,
      `${shop.remotes.catalogue.url}/server/first-screen.11111111.cjs`,
      `${shop.remotes.catalogue.url}/src_Listing.0badf00d.js.map`,
    ]) {
      const answer = await request(url, { headers: { 'accept-encoding': 'br, gzip' } });
      expect([url, answer.status]).toEqual([url, 404]);
    }
  });

  test("server code is served to this shop's composer, which sends its key", async () => {
    await start({ serverCodeKey: 'the-composers-key' });
    const file = `${shop.remotes.catalogue.url}/server/first-screen.11111111.cjs`;
    const withKey = await request(file, { headers: { 'x-gemstore-server-code-key': 'the-composers-key' } });
    expect(withKey.status).toBe(200);
    expect(withKey.body).toBe('module.exports = {};');
    const wrongKey = await request(file, { headers: { 'x-gemstore-server-code-key': 'the-composers-kez' } });
    expect(wrongKey.status).toBe(404);
    // Keys that start, end or read like it (a check loosened to a prefix or a case-blind match would pass them).
    for (const lookalike of [
      'the-composers-ke',
      'the-composers-key-',
      'the-composers-keyx',
      'THE-COMPOSERS-KEY',
      'x',
    ]) {
      const res = await request(file, { headers: { 'x-gemstore-server-code-key': lookalike } });
      expect(res.status).toBe(404);
    }
  });

  test('each is public when asked for', async () => {
    await start({ publicFiles: { serverCode: true, sourceMaps: true } });
    expect((await request(`${shop.remotes.catalogue.url}/server/first-screen.11111111.cjs`)).status).toBe(
      200,
    );
    expect((await request(`${shop.shell.url}/main.js.map`)).status).toBe(200);
  });

  test('a script names its map (a SourceMap header) only when maps are public (issue 30 item 12)', async () => {
    await start();
    expect((await request(`${shop.shell.url}/main.js`)).headers.sourcemap).toBeUndefined();
    await shop.close();
    await start({ publicFiles: { serverCode: false, sourceMaps: true } });
    expect((await request(`${shop.shell.url}/main.js`)).headers.sourcemap).toBe('main.js.map');
    // Its pre-compressed copy, chosen by the browser's Accept-Encoding, too.
    writeFiles(shellDir, { 'main.js.br': 'compressed' });
    const compressed = await request(`${shop.shell.url}/main.js`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.sourcemap).toBe('main.js.map');
    // A script without a map beside it names none.
    expect((await request(`${shop.remotes.catalogue.url}/remoteEntry.js`)).headers.sourcemap).toBeUndefined();
  });
});

describe('pinsFromBuilds, for the shell’s deployment', () => {
  test('takes each remote’s pin from its build’s manifest; a remote without one gets none', async () => {
    await start(); // (each test here closes a shop)
    writeFiles(catalogueDir, {
      'mf-manifest.json': JSON.stringify({ metaData: { firstScreenIntegrity: 'sha384-abc' } }),
    });
    expect(
      pinsFromBuilds({ catalogue: catalogueDir, account: path.join(tmp, 'not-built'), shell: shellDir }),
    ).toEqual({
      catalogue: 'sha384-abc',
    });
  });
});
