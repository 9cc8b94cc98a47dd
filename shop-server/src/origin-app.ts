/**
 * One origin's server: a built dist folder served the way it is deployed. The shell's origin answers page paths
 * with index.html (or the page with its first screen drawn, ADR 018); a remote's origin sends CORS headers, since
 * the shell fetch()es its mf-manifest.json cross-origin. Both proxy /api to the API.
 *
 * Files are read from disk on every request (no file list kept), so a rebuilt dist is served without a restart.
 */
import { timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { isApi, proxyApi, proxyDevInbox } from './api-proxy';
import { judgeAddress, productPageStatus } from './page-status';
import { cacheControlFor } from './cache-control';
import { firstScreenComposer, type FirstScreenComposer } from './first-screen/composer';
import { SERVER_CODE_KEY_HEADER, shellRemotes, type ShellRemotes } from './first-screen/manifest';
import {
  everyAnswerHeaders,
  remotePagePolicy,
  shellPagePolicy,
  shellScriptHashes,
  type SecuritySettings,
} from './security-headers';

/** remotes.json as served to the browser, given in code: fixed, or read at every page. */
export type RemotesJson = Readonly<Record<string, unknown>>;
export type RemotesJsonSource = RemotesJson | (() => Promise<RemotesJson>);

/** Build files an origin serves to anyone only when asked to (ADR 033). */
export type PublicBuildFiles = {
  /** server/ (the shell's render-page.cjs, a remote's first-screen.*.cjs). */
  serverCode: boolean;
  /** *.map */
  sourceMaps: boolean;
};

export type OriginOptions = {
  name: string;
  /** The dist folder served. */
  dir: string;
  port: number;
  host: string;
  /** A remote's origin: the shell reads its manifest cross-origin. */
  cors: boolean;
  /** Where /api/* goes; null: no proxy. */
  apiOrigin: string | null;
  /**
   * Development only: the local mail inbox's web API, proxied at `path` for a remote's standalone page (ADR 056).
   */
  devInbox?: { path: string; origin: string } | undefined;
  /** Served as /remotes.json instead of the file. */
  remotesJson?: RemotesJsonSource | undefined;
  /** Pages a remote draws on the server are sent drawn (ADR 018); needs `apiOrigin`. */
  firstScreens?: boolean;
  /** How long a page waits for its first screen (the composer's default unless given). */
  firstScreenTimeoutMs?: number | undefined;
  security: SecuritySettings;
  publicFiles: PublicBuildFiles;
  /**
   * Whoever sends it in SERVER_CODE_KEY_HEADER is served server/ (the composers of this shop: serveShop gives the
   * same key to every origin it starts).
   */
  serverCodeKey: string;
};

/**
 * A path that names a file (script, style, image...) answers 404 when missing instead of the SPA page: a missing
 * chunk then fails to load as it should (the shell's fallback shows) instead of being parsed as HTML.
 */
const FILE_LIKE =
  /\.(m?js|cjs|css|map|json|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|mp4|webm|txt|xml|wasm)$/i;

const pathOf = (url: string): string => (url.includes('?') ? url.slice(0, url.indexOf('?')) : url);

function sendCorsHeaders(app: FastifyInstance, cors: boolean, devInboxPath: string | null): void {
  if (!cors) return;
  app.addHook('onRequest', async (request, reply) => {
    const pathname = pathOf(request.url);
    if (isApi(pathname)) return; // the API sets its own CORS and security headers
    // The local inbox, for this origin's own page only (proxyDevInbox).
    if (devInboxPath && (pathname === devInboxPath || pathname.startsWith(`${devInboxPath}/`))) return;
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
}

/**
 * The security headers (ADR 033) on every answer but /api's, which the API sets itself; a page (HTML) gets its
 * Content-Security-Policy, computed as it is sent: the shell's follows remotes.json and the shell's build.
 */
function sendSecurityHeaders(
  app: FastifyInstance,
  { cors, security }: Pick<OriginOptions, 'cors' | 'security'>,
  pagePolicy: (request: FastifyRequest) => Promise<string>,
): void {
  const headers = everyAnswerHeaders(security, cors);
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(pathOf(request.url))) return payload;
    reply.headers(headers);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html'))
      reply.header('content-security-policy', await pagePolicy(request));
    return payload;
  });
}

/** Whether the request carries this shop's key for server code (compared in constant time). */
function hasServerCodeKey(request: FastifyRequest, key: string): boolean {
  const sent = request.headers[SERVER_CODE_KEY_HEADER];
  if (typeof sent !== 'string' || key === '') return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(key)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The origins other than `shopOrigin` that remotes.json sends the browser to. */
function remoteOriginsOf({ locations }: ShellRemotes, shopOrigin: string): string[] {
  const origins = new Set<string>();
  for (const location of Object.values(locations)) {
    try {
      const { origin } = new URL(location, shopOrigin);
      if (origin !== shopOrigin && origin !== 'null') origins.add(origin);
    } catch {
      // Not an address: the shell reports it, and loads nothing from it.
    }
  }
  return [...origins].sort();
}

export type OriginApp = {
  app: FastifyInstance;
  /** Loads the server code of the pages drawn on the server; the remotes should be up (serveShop starts them first). */
  warm: () => Promise<void>;
  close: () => Promise<void>;
};

export async function originApp(options: OriginOptions): Promise<OriginApp> {
  const {
    name,
    dir,
    cors,
    apiOrigin,
    devInbox,
    remotesJson,
    firstScreens = false,
    firstScreenTimeoutMs,
    security,
    publicFiles,
    serverCodeKey,
  } = options;
  // forceCloseConnections: stop() must free the port at once, even with a browser's keep-alive sockets open.
  const app = Fastify({ logger: false, forceCloseConnections: true });

  // remotes.json as the browser reads it (the option, or the file beside index.html, read at every page).
  const readRemotesJson = async (): Promise<RemotesJson> => {
    if (typeof remotesJson === 'function') return remotesJson();
    if (remotesJson) return remotesJson;
    const json: unknown = JSON.parse(await readFile(path.join(dir, 'remotes.json'), 'utf8'));
    return typeof json === 'object' && json !== null ? { ...json } : {};
  };
  const remotes = async (): Promise<ShellRemotes> => shellRemotes(await readRemotesJson());

  const scriptHashes = shellScriptHashes(dir);
  const pagePolicy = cors
    ? async () => remotePagePolicy(security)
    : async (request: FastifyRequest) =>
        shellPagePolicy({
          remoteOrigins: remoteOriginsOf(
            await remotes().catch((): ShellRemotes => ({ locations: {}, pins: {} })),
            // This origin's own address, as relative addresses in remotes.json are read (never the Host header).
            `http://localhost:${request.socket.localPort}`,
          ),
          scriptHashes: await scriptHashes(),
          settings: security,
        });
  sendCorsHeaders(app, cors, devInbox?.path ?? null);
  sendSecurityHeaders(app, { cors, security }, pagePolicy);
  await app.register(fastifyCompress); // br/gzip for text types; images and fonts are left alone
  if (apiOrigin) await proxyApi(app, apiOrigin);
  if (devInbox) await proxyDevInbox(app, devInbox);
  if (remotesJson) {
    app.get('/remotes.json', async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await readRemotesJson()),
    );
  }
  await app.register(fastifyStatic, {
    root: dir,
    // wildcard: one catch-all route that looks the file up at request time, so files added or replaced by a
    // rebuild are served without a restart (wildcard: false globs the folder once at start-up).
    wildcard: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(file));
      // The build leaves no sourceMappingURL comment in the code (hidden-source-map, issue 30 item 12): a shop whose
      // maps are public points the browser's tools at them with this header instead, so a closed shop's scripts
      // never name files that answer 404.
      const script = file.replace(/\.(?:br|gz)$/, ''); // the file itself, or its pre-compressed copy
      if (publicFiles.sourceMaps && /\.js$/i.test(script) && existsSync(`${script}.map`)) {
        reply.header('sourcemap', `${path.basename(script)}.map`);
      }
    },
    serveDotFiles: false,
    // The .br and .gz copies a production build writes beside each file (build/webpack.mjs), chosen by the
    // browser's Accept-Encoding; a file without them is compressed on the fly by @fastify/compress.
    preCompressed: true,
    // Less on show (ADR 033): the server code is for this shop's composers (they send the key), source maps for
    // whoever turns them on. The path is the decoded, normalised one the file is looked up by.
    allowedPath: (pathname, _root, request) => {
      // '/' is a page like any other (the shell draws the home page on the server, ADR 058): it goes to the page
      // handler below, not straight to index.html.
      if (pathname === '/') return false;
      if (pathname.startsWith('/server/'))
        return publicFiles.serverCode || hasServerCodeKey(request, serverCodeKey);
      if (/\.map$/i.test(pathname)) return publicFiles.sourceMaps;
      return true;
    },
  });

  // Pages a remote draws on the server (ADR 018); remotes.json is read as the browser reads it, at every page.
  const composer: FirstScreenComposer | null =
    firstScreens && apiOrigin
      ? firstScreenComposer({
          shellDir: dir,
          apiOrigin,
          remotes,
          serverCodeKey,
          ...(firstScreenTimeoutMs !== undefined && { timeoutMs: firstScreenTimeoutMs }),
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
    if (cors && existsSync(path.join(dir, 'mf-manifest.json')) && !existsSync(path.join(dir, 'index.html'))) {
      // A production remote has no page of its own (ADR 026): say what this origin is, not "not built yet".
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(`${name} serves a remote's code (mf-manifest.json) to the shop; it has no pages of its own.`);
    }
    if (!existsSync(path.join(dir, 'index.html'))) {
      return reply
        .code(503)
        .header('retry-after', '2')
        .type('text/plain; charset=utf-8')
        .send(`${name} is not built yet (${path.join(dir, 'index.html')} is missing).`);
    }
    // The shell's pages: 404 for an address that names nothing (ADR 043); the shell still shows its not-found page.
    const verdict = cors ? ({ status: 200 } as const) : judgeAddress(pathname);
    if (composer && request.method === 'GET' && !('status' in verdict && verdict.status === 404)) {
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
    // Not drawn: a product the catalogue did not find, or one it could not draw in time; the API says which.
    const status =
      'status' in verdict
        ? verdict.status
        : apiOrigin
          ? await productPageStatus(apiOrigin, verdict.productId, request.ip)
          : 200;
    return reply.code(status).sendFile('index.html');
  });

  return {
    app,
    warm: async () => {
      const address = app.server.address();
      if (composer && address && typeof address === 'object')
        await composer.warm(`http://localhost:${address.port}`);
    },
    close: async () => {
      await Promise.all([app.close(), composer?.close()]);
    },
  };
}
