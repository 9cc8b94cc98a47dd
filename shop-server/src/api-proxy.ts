import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

export const isApi = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');

/**
 * /api/* goes to the API, so the browser's cookies stay first-party. Origin and Cookie pass as the browser sent them
 * (the API checks Origin against PUBLIC_URL/CORS_ORIGINS); the API trusts loopback proxies, so it is told who the
 * client is, for its per-client rate limits.
 */
export async function proxyApi(app: FastifyInstance, apiOrigin: string): Promise<void> {
  await app.register(fastifyHttpProxy, {
    upstream: apiOrigin,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
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

/**
 * A remote's standalone page in development (ADR 056) reads the local mail inbox's web API on its own origin, at
 * `path` (DEV_INBOX_PATH in build/ports.mjs): its test shopper's code is read there. Reads only, and with no CORS
 * headers, though the inbox sends them: through this origin only this origin's own pages may read it.
 */
export async function proxyDevInbox(
  app: FastifyInstance,
  { path, origin }: { path: string; origin: string },
): Promise<void> {
  await app.register(fastifyHttpProxy, {
    upstream: origin,
    prefix: path,
    rewritePrefix: '',
    httpMethods: ['GET', 'HEAD'],
    replyOptions: {
      rewriteHeaders: (headers) =>
        Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith('access-control-'))),
      onError: (reply) => {
        void reply.code(502).send({ success: false, message: 'The local mail inbox is not answering.' });
      },
    },
  });
}
