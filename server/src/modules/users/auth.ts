/**
 * Who is calling, and whether they may: the session cookie is resolved once per request, and a route's
 * `config.access` is enforced before its body is read or validated (issue 30, item 26; ADR 041), so a guest is told
 * to sign in, never which fields of a body they may not send were wrong. The same `access` marks the route in the
 * API document (`lib/api-document.ts`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/errors';
import { SESSION_COOKIE, sessionUser, type UserRow } from './sessions';

/** Who may call a route: a signed-in shopper (any account), or the shop's staff (role admin). */
export type Access = 'customer' | 'staff';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
  interface FastifyContextConfig {
    /** Who may call this route; absent, anyone may (a guest too). */
    access?: Access;
    /**
     * What a guest is told when this route needs a login (§api.access-before-body; wording per action, as
     * §product.add-to-cart and §cart.guest-redirect say it).
     */
    guestMessage?: string;
  }
}

export const STAFF_ONLY_MESSAGE = 'This is for the shop’s staff only';

export const authentication = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  // onRequest: after the cookie is parsed and the Origin checked (both registered earlier), before the body is parsed.
  // The cookie is only hashed before the lookup, so text the database could not store never reaches it.
  app.addHook('onRequest', async (request) => {
    request.user = await sessionUser(app.services.db, request.cookies[SESSION_COOKIE], app.services.sessions);
    const { access, guestMessage } = request.routeOptions.config;
    if (!access) return;
    if (!request.user) throw unauthorized(guestMessage);
    if (access === 'staff' && request.user.role !== 'admin') throw forbidden(STAFF_ONLY_MESSAGE);
  });
});

/**
 * Every route this plugin registers after the call is for `access`, unless its own `config.access` says otherwise.
 * Call it first in a plugin whose routes all need a login (the cart, the wishlist, orders, staff).
 */
export function onlyFor(app: FastifyInstance, access: Access): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

/**
 * The signed-in caller of a route marked with `config.access`. A route that reads the caller without saying so
 * would check too late (after its body) and be missing from the document's protected operations: that is a
 * programming error, answered 500 by every test that calls it.
 */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.routeOptions.config.access) {
    throw new Error(
      `${request.method} ${request.routeOptions.url} reads the signed-in user: give it config.access`,
    );
  }
  if (!request.user) throw unauthorized();
  return request.user;
}
