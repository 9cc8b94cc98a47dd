/**
 * Which sites may change a shopper's data (ADR 007, ADR 032). Session cookies travel with cross-site form posts, so a
 * state change must show where it came from: an allowed `Origin`, or, when a browser sends none, fetch metadata that
 * says the shop's own pages sent it. Browsers always send one or the other on a POST, PUT, PATCH or DELETE; a request
 * with neither, or with `Origin: null` (a sandboxed frame, a file, a redirect across sites), is refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is a POST only to carry a body and changes nothing (the catalogue listing's filters): the HTML
     * server asks it on the shopper's behalf without an Origin, and a cross-site page gains nothing by sending it.
     */
    changesNothing?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `Sec-Fetch-Site` values of a request the shop's own pages (or the shopper, typing an address) started. */
const OWN_SITE = new Set(['same-origin', 'same-site', 'none']);

/** Signed by the provider instead (ADR 006): Stripe's servers send no Origin. */
const WEBHOOK = '/api/v1/stripe/webhook';

export const foreignSiteMessage = 'This request came from a site that is not allowed to change your data';
export const nullOriginMessage =
  'This request came from a page without an address (a sandboxed frame or a local file), which may not change your data';
export const unknownSiteMessage =
  'This request did not say which site sent it (no Origin or Sec-Fetch-Site header), so it may not change your data';

/** Why `request` may not change anything, or null when it may. */
export function originProblem(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): string | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  if (request.url.startsWith(WEBHOOK) || request.routeOptions.config.changesNothing) return null;
  const origin = request.headers.origin;
  if (origin === undefined) {
    const site = request.headers['sec-fetch-site'];
    return typeof site === 'string' && OWN_SITE.has(site) ? null : unknownSiteMessage;
  }
  if (origin === 'null') return nullOriginMessage;
  return allowedOrigins.has(origin) ? null : foreignSiteMessage;
}

export function refuseForeignStateChanges(app: FastifyInstance, allowedOrigins: ReadonlySet<string>): void {
  app.addHook('onRequest', async (request) => {
    const problem = originProblem(request, allowedOrigins);
    if (problem) throw forbidden(problem);
  });
}
