/**
 * What the log may never hold (ADR 032): password hashes, session and device tokens, reset tokens and one-time codes.
 * They reach it in ways no list of field names can foresee — a failed query's message and `params` (drizzle's
 * "Failed query: … params: …" carries the argon2 hash of a new account), a reset link's token in a logged URL — so
 * besides pino's `redact` for the known places, every string of a logged error or request passes through rules
 * that recognise secrets by their shape.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

const HIDDEN = '[redacted]';

type Rule = readonly [pattern: RegExp, replacement: string];

/** Shapes of secrets, most specific first. */
const SECRET_SHAPES: readonly Rule[] = [
  // Everything a failed query was given: hashes, token hashes, names and addresses alike.
  [/(\bparams:)[^\n]*/g, `$1 ${HIDDEN}`],
  // argon2 (and any PHC-format) password hashes: $argon2id$v=19$m=…,t=…,p=…$salt$hash.
  [/\$argon2(?:id|i|d)\$[^\s"',)]*/g, HIDDEN],
  // A 6-digit code written next to its name: otp=123456, "code":"123456", code 123456.
  [/(\b(?:otp|code|codes)\b["']?\s*[:=]?\s*["']?)\d{6}\b/gi, `$1${HIDDEN}`],
  // Random tokens (32 bytes in base64url is 43 characters) and SHA-256 hex: long runs of letters and digits with at
  // least one digit, or with both cases (a base64url token without a digit, about 1 in 1,570, has both; constraint
  // and column names, worth keeping, are lower case); UUIDs (order and user ids, worth keeping) have their dashes at
  // fixed places and are left alone. Only a last line of defence for free text: URLs and fields are redacted by name.
  [
    /(?<![\w-])(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![\w-]))(?:(?=[\w-]*\d)|(?=[\w-]*[a-z])(?=[\w-]*[A-Z]))[\w-]{32,}/g,
    HIDDEN,
  ],
];

/** `text` with every secret-shaped part replaced. */
export function withoutSecrets(text: string): string {
  return SECRET_SHAPES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** Field names whose values are secrets whatever they look like. */
const SECRET_FIELDS = new Set([
  'password',
  'passwordhash',
  'password_hash',
  'currentpassword',
  'newpassword',
  'confirmpassword',
  'otp',
  'token',
  'tokenhash',
  'token_hash',
  'cookie',
  'set-cookie',
  'authorization',
  'params',
]);

/** Any field or parameter named like a secret: resetToken, cancelToken, clientSecret, newPassword… */
const SECRET_NAME = /(?:token|secret|password)(?:_?hash)?$/i;

const isSecretField = (key: string) => SECRET_FIELDS.has(key.toLowerCase()) || SECRET_NAME.test(key);

/**
 * Route parameters and query fields whose values are secrets whatever they look like (issue 30 item 10): a reset
 * or cancel link's token, an OAuth callback's code and state, a signature.
 */
const isSecretParameter = (name: string) =>
  isSecretField(name) || /^(?:code|state|signature|sig|key)$/i.test(name);

/** `code` is also Postgres's and Node's name for an error's kind ('23505', 'ECONNREFUSED'): hidden when 6 digits. */
const CODE_FIELD = /^(?:code|otp|verificationCode)$/i;
const SIX_DIGITS = /^\d{6}$/;

/** A copy of `value` (a serialised error or request, or data logged beside one) with its secrets hidden. */
export function scrubbed(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return withoutSecrets(value);
  if (typeof value !== 'object' || value === null || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const secret =
      (isSecretField(key) && item != null) || (CODE_FIELD.test(key) && SIX_DIGITS.test(String(item)));
    out[key] = secret ? HIDDEN : scrubbed(item, depth + 1);
  }
  return out;
}

function isPlainData(value: unknown): boolean {
  if (typeof value === 'string' || Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * An e-mail address anywhere in a path part or query value: no route takes one in its URL, but any caller may add
 * `?email=…` or `?q=…` to any address, and a request log line is written for every request (ADR 059).
 */
const EMAIL_ADDRESS = /[^\s@]+@[^\s@.]+\.[^\s@]+/;

/** Query fields that name a person or how to reach them, hidden whatever their value looks like. */
const isPersonalParameter = (name: string) => /^(?:e-?mail(?:address)?|phone|mobile|tel)$/i.test(name);

/**
 * The URL as the log may keep it: the value of every route parameter and query field named like a secret (the
 * route's own names: `/password/reset/:token`, `?code=…&state=…`) or like a way to reach a person (`?email=…`)
 * replaced, whatever the value looks like, and any path part or query value that is an e-mail address; then the
 * shape rules over the rest, for a URL no route owns.
 */
export function loggableUrl(url: string, params: unknown): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const secretValues = new Set(
    Object.entries(typeof params === 'object' && params !== null ? params : {})
      .filter(([name, value]) => isSecretParameter(name) && typeof value === 'string' && value !== '')
      .map(([, value]) => String(value)),
  );
  const path = pathname
    .split('/')
    .map((segment) =>
      secretValues.has(decoded(segment)) || EMAIL_ADDRESS.test(decoded(segment)) ? HIDDEN : segment,
    )
    .join('/');
  if (queryAt === -1) return withoutSecrets(path);
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      if (value.length === 0) return pair;
      const hidden =
        isSecretParameter(decoded(name)) ||
        isPersonalParameter(decoded(name)) ||
        EMAIL_ADDRESS.test(decoded(value.join('=')));
      return hidden ? `${name}=${HIDDEN}` : pair;
    })
    .join('&');
  return withoutSecrets(`${path}?${query}`);
}

/** What a request log line says of the request: fastify's own fields, the URL without its secrets. */
function requestSummary(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  const port = request.socket?.remotePort;
  return {
    method: request.method,
    url: loggableUrl(request.url, request.params),
    ...(typeof version === 'string' && { version }),
    host: request.host,
    remoteAddress: request.ip,
    ...(port !== undefined && { remotePort: port }),
  };
}

type SerialisedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** pino's own error serialiser (with the causes' messages and stacks), then the rules over every string. */
export function scrubbedError(error: Error): SerialisedError {
  const serialised = stdSerializers.err(error);
  const rest = scrubbed({ ...serialised });
  return {
    ...(typeof rest === 'object' && rest !== null ? rest : {}),
    type: serialised.type,
    message: withoutSecrets(serialised.message),
    stack: withoutSecrets(serialised.stack),
  };
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The shop's logging rules, merged into `options` (the level and, in tests, the stream). Errors are serialised by
 * pino's own serialiser first, so `cause`, `query` and `params` are plain data by the time the rules read them.
 */
export function shopLogger(options: LoggerOptions): LoggerOptions {
  return {
    ...options,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'err.params',
        '*.password',
        '*.passwordHash',
        '*.otp',
        '*.token',
      ],
      censor: HIDDEN,
    },
    serializers: {
      err: scrubbedError,
      req: requestSummary,
    },
    formatters: {
      // Data logged beside an error (`{ err, checkout }`) or on its own. Errors, requests and replies are left to
      // their serialisers, which need the objects themselves.
      log: (entry: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(entry).map(([key, value]) => [key, isPlainData(value) ? scrubbed(value) : value]),
        ),
    },
  };
}
