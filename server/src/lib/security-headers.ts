/**
 * The API's security headers (helmet): a Content-Security-Policy for what the API serves itself (the API document's
 * page, the test provider's payment page, which sends its own), and helmet's other headers, on every answer.
 *
 * helmet's middleware is built once, here. @fastify/helmet builds it anew for every request, parsing the policy each
 * time: about 7% of the CPU of a run of the bench's floor route in a profile (issue 32).
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const securityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
});

/** Every answer of `app` carries them; a route may replace one (the payment page its CSP) as it answers. */
export function sendSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    ),
  );
}
