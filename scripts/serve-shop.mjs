// Serves built micro-frontends the way they are deployed: the shell on its origin (SPA fallback, /api proxied to
// the API so cookies stay first-party), each remote on its own origin with CORS (the shell fetch()es their
// mf-manifest.json cross-origin). Used by `npm start`, `npm run dev` (serving webpack --watch output) and e2e.
//
// Files are read from disk on every request (no file list kept), so a rebuilt dist is served without a restart,
// and every origin can be stopped and started on its own (e2e stops a remote to prove failure isolation).
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { readFile } from 'node:fs/promises';
import { apiPort, shellPort as defaultShellPort } from '../build/ports.mjs';
import { firstScreenComposer } from './lib/first-screen.mjs';

/**
 * @typedef {object} OriginHandle One origin (the shell or a remote) that can be stopped and started again.
 * @property {string} name
 * @property {string} dir The folder served.
 * @property {number} port The port (the one picked by the system once started, when 0 was asked).
 * @property {string} url e.g. http://localhost:3001
 * @property {() => boolean} running
 * @property {() => Promise<void>} start Listens again on the same port (the shell then loads the server code of the
 *   pages it draws, ADR 018); does nothing when already running.
 * @property {() => Promise<void>} stop Closes the port and cuts open connections; does nothing when stopped.
 */

/**
 * @template {string} [Name=string]
 * @typedef {object} ShopHandle
 * @property {OriginHandle} shell
 * @property {Record<Name, OriginHandle>} remotes
 * @property {() => Promise<void>} close Stops every origin.
 */

/**
 * @template {string} [Name=string]
 * @typedef {object} ServeShopOptions
 * @property {string} shellDir The shell's dist folder.
 * @property {Record<Name, { dir: string, port: number }>} [remotes] Each remote's dist folder and port.
 * @property {number} [shellPort] Default 3000 (build/ports.mjs); 0 picks a free port.
 * @property {string | null} [apiOrigin] Where /api/* goes; default http://localhost:4000; null: no proxy.
 * @property {Record<string, string> | undefined} [remotesJson] Served as /remotes.json instead of the file.
 * @property {boolean} [firstScreens] Send a remote's page with its first screen drawn on the server (ADR 018) when
 *   the remote's build has a server entry. Default true; needs `apiOrigin`.
 * @property {string} [host] Default 'localhost' (every address localhost resolves to).
 */

/** webpack's `[name].[contenthash:8].ext` (chunks, assets, their source maps): the name changes with the content. */
const HASHED = /\.[0-9a-f]{8}\.[^/]+$/;
/**
 * A path that names a file (script, style, image...) answers 404 when missing instead of the SPA page: a missing
 * chunk then fails to load as it should (the shell's fallback shows) instead of being parsed as HTML.
 */
const FILE_LIKE = /\.(m?js|css|map|json|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|mp4|webm|txt|xml|wasm)$/i;

const pathOf = (/** @type {string} */ url) => (url.includes('?') ? url.slice(0, url.indexOf('?')) : url);
const isApi = (/** @type {string} */ pathname) => pathname === '/api' || pathname.startsWith('/api/');

/** Revalidate what keeps its name across builds (entries, manifests, pages); cache hashed files for ever. */
export function cacheControlFor(/** @type {string} */ file) {
  const name = path.basename(file);
  if (name === 'remotes.json') return 'no-store';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export class PortInUseError extends Error {
  /** @param {number} port @param {string} name */
  constructor(port, name) {
    super(
      `Port ${port} (${name}) is already in use. Stop whatever listens there (another npm start?) and retry.`,
    );
    this.port = port;
  }
}

/**
 * @typedef {{ name: string, dir: string, port: number, host: string, cors: boolean, apiOrigin: string | null,
 *   remotesJson?: Record<string, string> | undefined, firstScreens?: boolean }} OriginOptions
 */

/** @param {OriginOptions} options */
async function buildOrigin({ name, dir, cors, apiOrigin, remotesJson, firstScreens = false }) {
  // forceCloseConnections: stop() must free the port at once, even with a browser's keep-alive sockets open.
  const app = Fastify({ logger: false, forceCloseConnections: true });

  app.addHook('onRequest', async (request, reply) => {
    if (isApi(pathOf(request.url))) return; // the API sets its own CORS and security headers
    reply.header('x-content-type-options', 'nosniff');
    if (!cors) return;
    reply.header('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      const asked = request.headers['access-control-request-headers'];
      reply
        .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
        .header('access-control-allow-headers', asked ?? '*')
        .header('access-control-max-age', '600');
      return reply.code(204).send();
    }
  });

  await app.register(fastifyCompress); // br/gzip for text types; images and fonts are left alone

  if (apiOrigin) {
    await app.register(fastifyHttpProxy, {
      upstream: apiOrigin,
      prefix: '/api',
      rewritePrefix: '/api',
      replyOptions: {
        // Origin and Cookie pass as the browser sent them (the API checks Origin against PUBLIC_URL/CORS_ORIGINS).
        // The API trusts loopback proxies, so tell it who the client is for its per-IP rate limits.
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': 'http',
          'x-forwarded-host': request.headers.host,
        }),
        onError: (reply) => {
          void reply.code(502).send({
            success: false,
            message: 'The shop’s server is not answering. Please try again in a moment.',
          });
        },
      },
    });
  }

  if (remotesJson) {
    app.get('/remotes.json', (_request, reply) =>
      reply.header('cache-control', 'no-store').send(remotesJson),
    );
  }

  await app.register(fastifyStatic, {
    root: dir,
    // wildcard: one catch-all route that looks the file up at request time, so files added or replaced by a
    // rebuild are served without a restart (wildcard: false globs the folder once at start-up).
    wildcard: true,
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file)),
    serveDotFiles: false,
    // The .br and .gz copies a production build writes beside each file (build/webpack.mjs), chosen by the
    // browser's Accept-Encoding; a file without them is compressed on the fly by @fastify/compress.
    preCompressed: true,
  });

  // Pages a remote draws on the server (ADR 018); remotes.json is read as the browser reads it, at every page.
  const composer =
    firstScreens && apiOrigin
      ? firstScreenComposer({
          shellDir: dir,
          apiOrigin,
          remotes: async () =>
            remotesJson ?? JSON.parse(await readFile(path.join(dir, 'remotes.json'), 'utf8')),
        })
      : null;

  // SPA fallback: a page path (not a file, not /api) answers index.html, so deep links and reloads work; a page a
  // remote draws on the server answers with its first screen in it.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathOf(request.url);
    const page = (request.method === 'GET' || request.method === 'HEAD') && !isApi(pathname);
    if (!page || FILE_LIKE.test(pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!existsSync(path.join(dir, 'index.html'))) {
      return reply
        .code(503)
        .header('retry-after', '2')
        .type('text/plain; charset=utf-8')
        .send(`${name} is not built yet (${path.join(dir, 'index.html')} is missing).`);
    }
    if (composer && request.method === 'GET') {
      const drawn = await composer.compose({
        url: request.url,
        cookie: request.headers.cookie ?? null,
        clientIp: request.ip,
        // This origin's own address, never the request's Host header: a client chooses that, and a relative
        // address in remotes.json (where server code is fetched from) must not follow it to another host.
        shopOrigin: `http://localhost:${request.socket.localPort}`,
      });
      // Drawn for this shopper (the prices a guest may not see): never stored by a shared cache.
      if (drawn)
        return reply
          .code(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'private, no-cache')
          .send(drawn);
    }
    return reply.code(200).sendFile('index.html');
  });

  return {
    app,
    /** Loads the server code of the pages drawn on the server; the remotes should be up (serveShop starts them first). */
    warm: async () => {
      const address = app.server.address();
      if (composer && address && typeof address === 'object')
        await composer.warm(`http://localhost:${address.port}`);
    },
  };
}

/**
 * @param {OriginOptions} options
 * @returns {OriginHandle}
 */
function origin(options) {
  /** @type {import('fastify').FastifyInstance | null} */
  let app = null;
  let port = options.port;
  return {
    name: options.name,
    dir: options.dir,
    get port() {
      return port;
    },
    get url() {
      return `http://localhost:${port}`;
    },
    running: () => app !== null,
    async start() {
      if (app) return;
      const { app: next, warm } = await buildOrigin(options);
      try {
        await next.listen({ port, host: options.host });
      } catch (error) {
        await next.close();
        const code = /** @type {NodeJS.ErrnoException} */ (error).code;
        throw code === 'EADDRINUSE' ? new PortInUseError(port, options.name) : error;
      }
      // A fastify instance cannot listen again once closed: start() builds a new one on the same port.
      const address = next.server.address();
      if (address && typeof address === 'object') port = address.port;
      app = next;
      await warm();
    },
    async stop() {
      const current = app;
      app = null;
      await current?.close();
    },
  };
}

/**
 * Starts the shell and every remote; if one port is taken, closes what was started and throws PortInUseError.
 * @template {string} Name
 * @param {ServeShopOptions<Name>} options
 * @returns {Promise<ShopHandle<Name>>}
 */
export async function serveShop({
  shellDir,
  remotes = /** @type {Record<Name, { dir: string, port: number }>} */ ({}),
  shellPort = defaultShellPort,
  apiOrigin = `http://localhost:${apiPort}`,
  remotesJson,
  host = 'localhost',
  firstScreens = true,
}) {
  const shell = origin({
    name: 'shell',
    dir: path.resolve(shellDir),
    port: shellPort,
    host,
    cors: false,
    apiOrigin,
    remotesJson,
    firstScreens,
  });
  const entries = /** @type {[Name, { dir: string, port: number }][]} */ (Object.entries(remotes));
  // A remote's origin also proxies /api, so its standalone page (index.html) works there as in dev.
  const remoteHandles = /** @type {Record<Name, OriginHandle>} */ (
    Object.fromEntries(
      entries.map(([name, { dir, port }]) => [
        name,
        origin({ name, dir: path.resolve(dir), port, host, cors: true, apiOrigin }),
      ]),
    )
  );
  // The remotes first: the shell, once listening, loads their server entries (first screens, ADR 018).
  /** @type {OriginHandle[]} */
  const all = [...Object.values(remoteHandles), shell];
  const close = async () => {
    await Promise.all(all.map((o) => o.stop()));
  };
  try {
    for (const o of all) await o.start();
  } catch (error) {
    await close();
    throw error;
  }
  return { shell, remotes: remoteHandles, close };
}
