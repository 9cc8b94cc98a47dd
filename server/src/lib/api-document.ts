/**
 * The API document (`app.swagger()`, `/api/docs`), filled in centrally (issue 30, item 25; ADR 041): every operation
 * gets its operationId and summary from `api-operations.ts`, the session cookie as its security where the route says
 * who may call it (`config.access`), the failures any route can give (400 for a body that cannot be read, the Origin
 * 403 of a state change) and a real description and example for every answer. Routes declare only what is theirs.
 */
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiError } from '@gemstore/shared/contract';
import { SESSION_COOKIE } from '../modules/users/sessions';
import { apiOperations, type ApiOperation } from './api-operations';
import { foreignSiteMessage } from './origins';

/** The name of the session cookie's security scheme in the document. */
export const SESSION_SCHEME = 'sessionCookie';

type OpenApiOptions = NonNullable<FastifyDynamicSwaggerOptions['openapi']>;

const tags = [
  ['health', 'Whether the API and its database answer'],
  ['account', 'Registering, signing in with a one-time code, the profile and passwords'],
  ['catalogue', 'The listing, product details and lookups by name'],
  ['wishlist', 'The signed-in shopper’s wishlist'],
  ['cart', 'The signed-in shopper’s cart'],
  ['checkout', 'Pricing a checkout, the shipping details and the payment'],
  ['payments', 'The payment provider’s callbacks and the built-in test provider'],
  ['orders', 'The signed-in shopper’s orders'],
  ['enquiries', 'Appointments, custom orders and messages to the shop'],
  ['countries', 'Countries the shop ships to, with dial codes'],
  ['media', 'Product pictures in the sizes the pages ask for'],
  ['admin', 'Staff: products and stock, orders, enquiries'],
] as const;

/** What the document says beside its paths: the session cookie's scheme and the tags' descriptions. */
export const apiDocument: OpenApiOptions = {
  info: {
    title: 'Gemstore API',
    version: '1.0.0',
    description:
      'The shop’s API (§api.calls and what a real shop needs). Every answer has `success`; every failure is ' +
      '`{ success: false, message }` with a message to show. A POST, PUT, PATCH or DELETE needs the shop’s Origin ' +
      '(or `Sec-Fetch-Site: same-origin`).',
    license: { name: 'Proprietary: Gemstore', url: 'https://gemstore.sg' },
  },
  servers: [{ url: '/', description: 'The shop that serves this document' }],
  components: {
    securitySchemes: {
      [SESSION_SCHEME]: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description:
          'The session cookie set by POST /api/v1/user/verify-otp (or Google sign-in): httpOnly, SameSite=Lax.',
      },
    },
  },
  tags: tags.map(([name, description]) => ({ name, description })),
};

/** How each failure reads when a route gives it, and an example of its answer. */
const failureWords: Record<string, { description: string; example: string }> = {
  400: {
    description:
      'Refused: the body is not JSON or a value is wrong. `message` says what to change; `errors` names each field.',
    example: 'The request body is not valid JSON',
  },
  401: { description: 'Not signed in: sign in and try again.', example: 'Please log in to continue' },
  402: { description: 'The payment did not go through.', example: 'The payment was declined' },
  403: {
    description: 'Refused: the caller may not do this.',
    example: 'This is for the shop’s staff only',
  },
  404: { description: 'Not found: `message` says what.', example: 'Product not found' },
  409: {
    description: 'Conflict with the shop’s current state (taken, sold or already done): `message` says what.',
    example: 'This time has just been booked',
  },
  429: {
    description: 'Too many attempts: `retryAfter` and the Retry-After header say how many seconds to wait.',
    example: 'Too many attempts. Please try again in 15 minutes.',
  },
  500: {
    description: 'Something failed on the shop’s side; `message` carries a reference for the staff.',
    example: 'Something went wrong on our side. Please try again (ref 7f1c…).',
  },
  502: {
    description: 'The payment provider did not answer as expected.',
    example: 'The payment service failed',
  },
  503: { description: 'Not available on this shop (not set up).', example: 'Google sign-in is not set up' },
};

const ORIGIN_403 =
  'Refused: the request did not come from the shop’s pages (an Origin that is not allowed, `Origin: null`, or ' +
  'neither Origin nor Sec-Fetch-Site).';
const STAFF_403 = 'Refused: signed in, but not as staff.';

/** `/api/v1/products/:id` as the document writes it: `{id}`, and no trailing slash (the router ignores it). */
export function documentPath(url: string): string {
  const path = url.replace(/:(\w+)/g, '{$1}');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** `POST /api/v1/cart/update-cart`: how `api-operations.ts` names an operation. */
export const operationKey = (method: string, url: string) => `${method.toUpperCase()} ${documentPath(url)}`;

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a route changes something, so the Origin check (lib/origins.ts) may refuse it with a 403. */
function originChecked(method: string, url: string, config: JsonObject): boolean {
  if (config.changesOnGet === true) return true;
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) return false;
  return config.changesNothing !== true && !url.startsWith('/api/v1/stripe/webhook');
}

/**
 * @fastify/swagger's `transform`: fastify-type-provider-zod's (zod to JSON schema), then the shop's additions. An
 * operation missing from `api-operations.ts` keeps no operationId; `test/api-document.test.ts` names it.
 */
export function documentRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const method = String(Array.isArray(input.route.method) ? input.route.method[0] : input.route.method);
  const config: JsonObject = isObject(input.route.config) ? input.route.config : {};
  const access = config.access === 'customer' || config.access === 'staff' ? config.access : undefined;
  const checksOrigin = originChecked(method.toUpperCase(), input.url, config);
  const declared = (input.schema?.response ?? {}) as Record<string, z.ZodType>;
  // Failures any such route can give, whether or not it declares them: the error handler words them all alike.
  const general: Record<string, z.ZodType> = {
    400: apiError,
    ...(access && { 401: apiError }),
    ...((access === 'staff' || checksOrigin) && { 403: apiError }),
  };
  const withFailures = { ...input.schema, response: { ...general, ...declared } };
  const out = jsonSchemaTransform({ ...input, schema: withFailures } as TransformInput);
  nullableEnumsTakeNull(out.schema);
  const entry: ApiOperation | undefined = apiOperations[operationKey(method, input.url)];
  const responses = isObject(out.schema.response) ? out.schema.response : {};
  const described = Object.fromEntries(
    Object.entries(responses).map(([code, schema]) => [
      code,
      describe(code, isObject(schema) ? schema : {}, entry, access === 'staff', checksOrigin),
    ]),
  );
  return {
    url: documentPath(out.url),
    schema: {
      ...out.schema,
      ...(entry && { operationId: entry.operationId, summary: entry.summary }),
      ...(entry?.description && { description: entry.description }),
      // A protected route needs the session; the others read it when sent (prices for shoppers, `me`).
      security: access ? [{ [SESSION_SCHEME]: [] }] : [{}, { [SESSION_SCHEME]: [] }],
      response: described,
    },
  };
}

/**
 * OpenAPI 3.0 writes zod's `.nullable()` as `nullable: true`, but an `enum` beside it still lists only its values, so
 * a validator refuses the null the route really sends (`priceHidden: null`, issue 30 item 26): null joins the enum.
 */
function nullableEnumsTakeNull(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(nullableEnumsTakeNull);
    return;
  }
  if (!isObject(node)) return;
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum.push(null);
  Object.values(node).forEach(nullableEnumsTakeNull);
}

function describe(
  code: string,
  schema: JsonObject,
  entry: ApiOperation | undefined,
  staffOnly: boolean,
  checksOrigin: boolean,
): JsonObject {
  const own = entry?.responses?.[code];
  if (Number(code) < 400) {
    const description = own ?? (typeof schema.description === 'string' ? schema.description : entry?.returns);
    // An answer without a body (a 304) is documented without content: @fastify/swagger leaves it out for 'null'.
    if (Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null) {
      return { type: 'null', description };
    }
    return { ...schema, description: description ?? entry?.returns };
  }
  const words = failureWords[code] ?? { description: 'Refused: `message` says why.', example: 'Refused' };
  const why403 = [staffOnly && STAFF_403, checksOrigin && ORIGIN_403].filter(Boolean).join(' Or: ');
  const description = own ?? (code === '403' && why403 ? why403 : words.description);
  const example = code === '403' && !staffOnly && checksOrigin ? foreignSiteMessage : words.example;
  // The example fits the shop's one error shape; a failure with fields of its own (a 409's free times) has none.
  const required = Array.isArray(schema.required) ? schema.required : [];
  const plain = required.every((field) => field === 'success' || field === 'message');
  return { ...schema, description, ...(plain && { examples: [{ success: false, message: example }] }) };
}
