/**
 * Text the database cannot store is refused at the edge, for every route at once (ADR 032): Postgres rejects the NUL
 * character in text, and in JSON both `\u0000` and half of a surrogate pair, so such input used to fail as a 500 deep
 * in a query. Checked here: the JSON body (keys and values), the query string, the path parameters and the shop's own
 * cookies (`gs_…`, which the API reads; other sites' cookies on the same host are none of its business).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const SHOP_COOKIE_PREFIX = 'gs_';
/** Deeper than any body the shop takes; a deeper one is refused rather than walked. */
const MAX_DEPTH = 32;

export const unstorableMessage = (where: string) =>
  `${where} contains a character the shop cannot store (a NUL character or a broken emoji): remove it and try again`;

const tooDeepMessage = 'The request body is nested too deeply';

export const isStorableText = (text: string): boolean => !text.includes(NUL) && !LONE_SURROGATE.test(text);

/** The path (`address.line1`, `items.0`) of the first unstorable key or value in `value`, or null. */
function firstUnstorable(value: unknown, path: string[], depth: number): string[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  // Raw bodies (the signed webhook's bytes) are the provider's, checked by its signature.
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return null;
  if (depth > MAX_DEPTH) throw badRequest(tooDeepMessage);
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (!isStorableText(key)) return [...path, '(a field name)'];
    const found = firstUnstorable(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

function refuse(field: string, where: string): never {
  const message = unstorableMessage(where);
  throw badRequest(message, { errors: { [field]: message } });
}

/** Throws a 400 naming the first field of `request` that holds unstorable text. */
export function checkStorableText(request: FastifyRequest): void {
  // Undefined only on a bare Fastify without the cookie plugin (the payment plugins' own tests).
  for (const [name, value] of Object.entries(request.cookies ?? {})) {
    if (name.startsWith(SHOP_COOKIE_PREFIX) && value !== undefined && !isStorableText(value)) {
      refuse(`cookie.${name}`, `The cookie ${name}`);
    }
  }
  const parts = [
    ['params', request.params, 'The path parameter'],
    ['querystring', request.query, 'The query parameter'],
    ['body', request.body, 'The field'],
  ] as const;
  for (const [part, value, label] of parts) {
    const path = firstUnstorable(value, [], 0);
    if (!path) continue;
    const field = path.join('.') || part;
    // Body fields are named as validation names them (`address.line1`); the other parts carry their part's name.
    refuse(part === 'body' ? field : `${part}.${field}`, path.length ? `${label} ${field}` : `The ${part}`);
  }
}

/** Registered before the routes' own hooks (sign-in reads the session cookie in preValidation too). */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkStorableText(request));
}
