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
    /**
     * The route changes something although it is a GET (logout, §security.logout-get). A GET carries no body
     * to forge, but a link or a script on another site could still end the shopper's session: it is refused
     * when the browser says another site sent it (an Origin not allowed, or `Sec-Fetch-Site: cross-site`).
     */
    changesOnGet?: boolean;
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
  if (!STATE_CHANGING.has(request.method)) {
    return request.routeOptions.config.changesOnGet ? foreignGetProblem(request, allowedOrigins) : null;
  }
  // The route the request reached, compared whole: a prefix of the address would exempt any path that starts alike.
  if (request.routeOptions.url === WEBHOOK || request.routeOptions.config.changesNothing) return null;
  const origin = request.headers.origin;
  if (origin === undefined) {
    const site = request.headers['sec-fetch-site'];
    return typeof site === 'string' && OWN_SITE.has(site) ? null : unknownSiteMessage;
  }
  if (origin === 'null') return nullOriginMessage;
  return allowedOrigins.has(origin) ? null : foreignSiteMessage;
}

/** What the shop's own API client sends with every call (shared/src/api/client.ts SHOP_CLIENT_HEADER). */
const SHOP_CLIENT = { header: 'x-requested-with', value: 'gemstore' } as const;

/**
 * A GET that changes something (ADR 037): passes only when the shop's own page or the shopper asked. An allowed
 * Origin; or fetch metadata saying this origin (`same-origin`) or the shopper (`none`: typed, a bookmark) — not
 * `same-site`, a page on a sibling host (SameSite=Lax cookies go along with its images and links); or, from a
 * browser that sends no fetch metadata at all (old versions, plain-HTTP hosts), the shop's client header, which a
 * link, an image or a form on any other page cannot send.
 */
function foreignGetProblem(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): string | null {
  const origin = request.headers.origin;
  if (origin === 'null') return nullOriginMessage;
  if (origin !== undefined) return allowedOrigins.has(origin) ? null : foreignSiteMessage;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none' ? null : foreignSiteMessage;
  return request.headers[SHOP_CLIENT.header] === SHOP_CLIENT.value ? null : unknownSiteMessage;
}

export function refuseForeignStateChanges(app: FastifyInstance, allowedOrigins: ReadonlySet<string>): void {
  app.addHook('onRequest', async (request) => {
    const problem = originProblem(request, allowedOrigins);
    if (problem) throw forbidden(problem);
  });
}
