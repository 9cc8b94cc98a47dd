// serveShop against temporary dist folders with fake files and a tiny fake API upstream.
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PortInUseError, cacheControlFor, serveShop, type ShopHandle } from '..';
import { request, requestBytes, writeFiles } from './http';

type Seen = {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
};

/** A stand-in for the API: answers with what it received and sets two cookies. */
function fakeApi() {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      // The catalogue has no product 99999 (a page for it is a 404, ADR 043).
      if (req.url === '/api/v1/products/getProductDetails/99999') {
        res.statusCode = 404;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: false, message: 'Product not found' }));
        return;
      }
      res.statusCode = req.method === 'POST' ? 201 : 200;
      res.setHeader('set-cookie', ['session=abc; HttpOnly; Path=/', 'csrf=xyz; Path=/']);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true }));
    });
  });
  return { server, seen };
}

const listen = (server: http.Server) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

let tmp = '';
let shellDir = '';
let catalogueDir = '';
let accountDir = '';
const api = fakeApi();
let shop: ShopHandle<'catalogue' | 'account'>;

beforeAll(async () => {
  await listen(api.server);
});
afterAll(async () => {
  await new Promise((resolve) => api.server.close(resolve));
});

beforeEach(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'serve-shop-'));
  shellDir = path.join(tmp, 'shell');
  catalogueDir = path.join(tmp, 'catalogue');
  accountDir = path.join(tmp, 'account');
  writeFiles(shellDir, {
    'index.html': '<html>shell</html>',
    'main.js': 'console.log("shell v1");',
    'vendors.1a2b3c4d.js': 'console.log("vendors");',
    'remotes.json': '{"catalogue":"http://localhost:3001/mf-manifest.json"}',
    'big.js': `/* ${'gemstone '.repeat(500)} */`,
  });
  for (const dir of [catalogueDir, accountDir]) {
    writeFiles(dir, {
      'index.html': '<html>standalone</html>',
      'remoteEntry.js': 'var catalogue;',
      'mf-manifest.json': '{"name":"catalogue"}',
      'main.js': 'console.log("standalone");',
      'src_Listing.0badf00d.js': 'console.log("chunk");',
      'assets/ruby.cafe1234.webp': 'not really a webp',
    });
  }
  shop = await serveShop({
    shellDir,
    remotes: { catalogue: { dir: catalogueDir, port: 0 }, account: { dir: accountDir, port: 0 } },
    shellPort: 0,
    apiOrigin: `http://localhost:${portOf(api.server)}`,
  });
  api.seen.length = 0;
});

afterEach(async () => {
  await shop.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('shell origin', () => {
  test('answers index.html (200, no-cache) for page paths: SPA fallback', async () => {
    for (const page of ['/', '/gemstones/ruby', '/order-history?page=2', '/jewellery/Rings/gold-ring-41']) {
      const res = await request(shop.shell.url + page);
      expect(res.status).toBe(200);
      expect(res.body).toBe('<html>shell</html>');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  test('answers 404 with the shell page for an address no route owns, and for a category the shop lacks (ADR 043)', async () => {
    for (const page of [
      '/products/burmese-ruby',
      '/account/orders?page=2',
      '/no/such/page/here',
      '/gemstones/Unobtainium',
      '/checkout/nowhere/12-1',
    ]) {
      const res = await request(shop.shell.url + page);
      expect({ page, status: res.status }).toEqual({ page, status: 404 });
      // The shell still draws its 'Page Not Found' there.
      expect(res.body).toBe('<html>shell</html>');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    expect((await request(`${shop.shell.url}/no/such/page`, { method: 'HEAD' })).status).toBe(404);
  });

  test('answers 404 for a product the catalogue does not have, asking the API only about a readable id (ADR 043)', async () => {
    const missing = await request(`${shop.shell.url}/gemstones/Ruby/no-such-ruby-99999`);
    expect(missing.status).toBe(404);
    expect(missing.body).toBe('<html>shell</html>');
    expect(api.seen.map((seen) => seen.url)).toEqual(['/api/v1/products/getProductDetails/99999']);

    api.seen.length = 0;
    expect((await request(`${shop.shell.url}/gemstones/Ruby/no-id-here`)).status).toBe(404);
    expect((await request(`${shop.shell.url}/rubies/Ruby/burmese-ruby-12`)).status).toBe(404);
    expect(api.seen).toEqual([]);

    // One more than the missing id, and an id the API knows: the page is there.
    expect((await request(`${shop.shell.url}/gemstones/Ruby/burmese-ruby-99998`)).status).toBe(200);
  });

  test('answers 404 for a missing file (a missing chunk must fail as a script, not load HTML)', async () => {
    expect((await request(`${shop.shell.url}/src_Gone.12345678.js`)).status).toBe(404);
    expect((await request(`${shop.shell.url}/nothing.json`)).status).toBe(404);
    expect((await request(`${shop.shell.url}/products`, { method: 'POST' })).status).toBe(404);
  });

  test('answers 503 while the shell is not built yet', async () => {
    unlinkSync(path.join(shellDir, 'index.html'));
    const res = await request(`${shop.shell.url}/products`);
    expect(res.status).toBe(503);
    expect(res.body).toContain('not built yet');
  });

  test('a production remote (a manifest, no page of its own) says what its origin is, not "not built yet"', async () => {
    unlinkSync(path.join(catalogueDir, 'index.html'));
    const res = await request(`${shop.remotes.catalogue.url}/`);
    expect(res.status).toBe(404);
    expect(res.body).toContain('has no pages of its own');
    unlinkSync(path.join(catalogueDir, 'mf-manifest.json'));
    expect((await request(`${shop.remotes.catalogue.url}/`)).status).toBe(503);
  });

  test('sets cache headers: entries revalidate, hashed files are immutable', async () => {
    const cache = async (url: string) => (await request(url)).headers['cache-control'];
    expect(await cache(`${shop.shell.url}/index.html`)).toBe('no-cache');
    expect(await cache(`${shop.shell.url}/main.js`)).toBe('no-cache');
    expect(await cache(`${shop.shell.url}/vendors.1a2b3c4d.js`)).toBe('public, max-age=31536000, immutable');
    const remote = shop.remotes.catalogue.url;
    expect(await cache(`${remote}/remoteEntry.js`)).toBe('no-cache');
    expect(await cache(`${remote}/mf-manifest.json`)).toBe('no-cache');
    expect(await cache(`${remote}/src_Listing.0badf00d.js`)).toBe('public, max-age=31536000, immutable');
    expect(await cache(`${remote}/assets/ruby.cafe1234.webp`)).toBe('public, max-age=31536000, immutable');
  });

  test('classifies file names for caching', () => {
    expect(cacheControlFor('/d/main.js')).toBe('no-cache');
    expect(cacheControlFor('/d/remotes.json')).toBe('no-store');
    expect(cacheControlFor('/d/x.0123abcd.js.map')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/d/main.js.map')).toBe('no-cache');
  });

  test('serves remotes.json from the dist folder with no-store, read fresh each time', async () => {
    let res = await request(`${shop.shell.url}/remotes.json`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body)).toEqual({ catalogue: 'http://localhost:3001/mf-manifest.json' });
    writeFileSync(
      path.join(shellDir, 'remotes.json'),
      '{"catalogue":"http://localhost:9999/mf-manifest.json"}',
    );
    res = await request(`${shop.shell.url}/remotes.json`);
    expect(JSON.parse(res.body).catalogue).toBe('http://localhost:9999/mf-manifest.json');
  });

  test('serves files changed or added on disk without a restart', async () => {
    expect((await request(`${shop.shell.url}/main.js`)).body).toContain('shell v1');
    writeFileSync(path.join(shellDir, 'main.js'), 'console.log("shell v2, longer than before");');
    writeFileSync(path.join(shellDir, 'new.feedc0de.js'), 'console.log("new chunk");');
    expect((await request(`${shop.shell.url}/main.js`)).body).toContain('shell v2');
    expect((await request(`${shop.shell.url}/new.feedc0de.js`)).status).toBe(200);
  });

  test('compresses text files for clients that accept it', async () => {
    const res = await request(`${shop.shell.url}/big.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  test("sends a production build's precompressed copies as they are, by the browser's Accept-Encoding", async () => {
    // Each copy says which file it is, so the test sees which one was sent (a build's copies hold the same text).
    writeFiles(shellDir, {
      'main.js': 'console.log("plain");',
      'main.js.br': brotliCompressSync('console.log("from main.js.br");'),
      'main.js.gz': gzipSync('console.log("from main.js.gz");'),
      'index.html.br': brotliCompressSync('<html>from index.html.br</html>'),
    });

    const brotli = await requestBytes(`${shop.shell.url}/main.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/javascript/);
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe('console.log("from main.js.br");');

    const gzip = await requestBytes(`${shop.shell.url}/main.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe('console.log("from main.js.gz");');

    const plain = await request(`${shop.shell.url}/main.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("plain");');

    // A page path answers index.html's copy too.
    const page = await requestBytes(`${shop.shell.url}/gemstones/Ruby`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(page.bytes).toString()).toBe('<html>from index.html.br</html>');
  });

  test('sends no CORS headers: the shell is same-origin only', async () => {
    const res = await request(`${shop.shell.url}/main.js`, { headers: { origin: 'http://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('/api proxy', () => {
  test('passes method, path, query, Cookie and the browser Origin on, and Set-Cookie back', async () => {
    const res = await request(`${shop.shell.url}/api/v1/cart/items?x=1`, {
      method: 'POST',
      headers: {
        origin: shop.shell.url,
        cookie: 'session=old',
        'content-type': 'application/json',
      },
      body: '{"productId":7}',
    });
    expect(res.status).toBe(201);
    expect(res.headers['set-cookie']).toEqual(['session=abc; HttpOnly; Path=/', 'csrf=xyz; Path=/']);
    const [seen] = api.seen;
    if (!seen) throw new Error('the API saw no request');
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/api/v1/cart/items?x=1');
    expect(seen.headers.origin).toBe(shop.shell.url);
    expect(seen.headers.cookie).toBe('session=old');
    expect(seen.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1|::1/);
    expect(seen.body).toBe('{"productId":7}');
  });

  test('also works from a remote origin (its standalone page calls /api there)', async () => {
    const res = await request(`${shop.remotes.catalogue.url}/api/v1/health`);
    expect(res.status).toBe(200);
    expect(api.seen[0]?.url).toBe('/api/v1/health');
    expect(res.headers['access-control-allow-origin']).toBeUndefined(); // the API decides CORS for /api
  });

  test('answers 502 in the API error shape when the API is down', async () => {
    const down = await serveShop({ shellDir, shellPort: 0, apiOrigin: 'http://127.0.0.1:1' });
    try {
      const res = await request(`${down.shell.url}/api/v1/health`);
      expect(res.status).toBe(502);
      expect(JSON.parse(res.body)).toMatchObject({ success: false });
    } finally {
      await down.close();
    }
  });
});

describe('remote origins', () => {
  test('send Access-Control-Allow-Origin: * (the manifest is fetched cross-origin)', async () => {
    const res = await request(`${shop.remotes.catalogue.url}/mf-manifest.json`, {
      headers: { origin: shop.shell.url },
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(res.body)).toEqual({ name: 'catalogue' });
  });

  test('answer a CORS preflight', async () => {
    const res = await request(`${shop.remotes.catalogue.url}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: {
        origin: shop.shell.url,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-trace',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toContain('GET');
    expect(res.headers['access-control-allow-headers']).toBe('x-trace');
  });

  test('can be stopped and started again on the same port, alone', async () => {
    const catalogue = shop.remotes.catalogue;
    const url = catalogue.url;
    await catalogue.stop();
    expect(catalogue.running()).toBe(false);
    await expect(request(`${url}/mf-manifest.json`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // The rest of the shop still answers.
    expect((await request(`${shop.shell.url}/`)).status).toBe(200);
    expect((await request(`${shop.remotes.account.url}/mf-manifest.json`)).status).toBe(200);

    await catalogue.start();
    expect(catalogue.url).toBe(url);
    expect((await request(`${url}/mf-manifest.json`)).status).toBe(200);
  });
});

describe('options', () => {
  test('remotesJson overrides the file, with no-store', async () => {
    const remotesJson = { catalogue: 'http://localhost:4101/mf-manifest.json' };
    const e2e = await serveShop({ shellDir, shellPort: 0, remotesJson, apiOrigin: null });
    try {
      const res = await request(`${e2e.shell.url}/remotes.json`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(res.body)).toEqual(remotesJson);
      expect((await request(`${e2e.shell.url}/api/v1/health`)).status).toBe(404); // apiOrigin: null, no proxy
    } finally {
      await e2e.close();
    }
  });

  test('a taken port fails with PortInUseError naming it, and nothing is left listening', async () => {
    const port = shop.shell.port;
    const attempt = serveShop({
      shellDir,
      shellPort: 0,
      remotes: { catalogue: { dir: catalogueDir, port } },
      apiOrigin: null,
    });
    await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
    await expect(attempt).rejects.toThrow(`Port ${port} (catalogue) is already in use`);
  });
});

describe("the local inbox, for a remote's standalone page in development (ADR 056)", () => {
  /** A stand-in for maildev's web API, which lets every origin read it. */
  const inbox = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify([{ id: 'm1', subject: `123456 is your code (${req.method} ${req.url})` }]));
  });
  beforeAll(() => listen(inbox));
  afterAll(() => new Promise((resolve) => inbox.close(resolve)));

  const serveWithInbox = (development: boolean) =>
    serveShop({
      shellDir,
      remotes: { catalogue: { dir: catalogueDir, port: 0 } },
      shellPort: 0,
      apiOrigin: `http://localhost:${portOf(api.server)}`,
      development,
      devInbox: { path: '/dev-inbox', origin: `http://127.0.0.1:${portOf(inbox)}` },
    });

  test("is read at /dev-inbox on a remote's origin, by that origin's page only (no CORS headers)", async () => {
    const dev = await serveWithInbox(true);
    try {
      const res = await request(`${dev.remotes.catalogue.url}/dev-inbox/api/email?to.address=a%40b.test`, {
        headers: { origin: 'http://evil.example' },
      });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual([
        { id: 'm1', subject: '123456 is your code (GET /api/email?to.address=a%40b.test)' },
      ]);
      expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
      // Reads only: the inbox's deletions are not for a page.
      const removal = await request(`${dev.remotes.catalogue.url}/dev-inbox/api/email/all`, {
        method: 'DELETE',
      });
      expect(removal.status).toBe(404);
    } finally {
      await dev.close();
    }
  });

  test('is not there in a shop of production builds, whatever it is given', async () => {
    const production = await serveWithInbox(false);
    try {
      const res = await request(`${production.remotes.catalogue.url}/dev-inbox/api/email`);
      expect(res.body).not.toContain('123456');
    } finally {
      await production.close();
    }
  });
});
