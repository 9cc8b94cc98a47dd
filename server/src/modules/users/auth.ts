/**
 * Who is calling: the session cookie is resolved once per request; guards for customer and admin routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/errors';
import { SESSION_COOKIE, sessionUser, type UserRow } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
  interface FastifyContextConfig {
    /** What a guest is told when this route needs a login (SPEC §5, §6 wording per action). */
    guestMessage?: string;
  }
}

export const authentication = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.addHook('preValidation', async (request) => {
    request.user = await sessionUser(app.services.db, request.cookies[SESSION_COOKIE]);
  });
});

export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized(request.routeOptions.config.guestMessage);
}

export async function requireAdmin(request: FastifyRequest) {
  if (signedInUser(request).role !== 'admin') throw forbidden('This is for the shop’s staff only');
}
