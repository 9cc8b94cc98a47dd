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
