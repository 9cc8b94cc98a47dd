/**
 * Every route of the API's own OpenAPI document (`app.swagger()`), sent generated bad input (issue 22, item 9;
 * ADR 032): bodies, query strings and path parameters built by fast-check from the route's declared names with
 * hostile values (the NUL character, half an emoji, huge and negative numbers, SQL, paths, wrong types, 5,000
 * characters; ids and numbers out of the database's range, dates out of the calendar's, issue 30 item 7), as a
 * signed-in shopper and as staff, from the shop's Origin so they reach the handlers. Every answer is one the API
 * document lists, in its shape (item 26). Never a 5xx
 * (but one a route documents and gives on purpose, such as Google sign-in's 503 when it is not set up);
 * and a refused request (4xx) changes nothing (the database's fingerprint: each table's row count and hash). A
 * request the generator happened to make valid may act; it is counted, and the fingerprint taken again after it.
 *
 * Bounded: at most FUZZ_RUNS requests per route and identity (10 by default), sent in rounds: two whatever they take,
 * then more until a time budget per identity is spent (FUZZ_BUDGET_SECONDS, 8 by default), so the suite adds about
 * 20 s on PGlite. Each run draws a new seed, so runs add up to more than one; to go deeper in one run, raise both
 * (FUZZ_RUNS=50 FUZZ_BUDGET_SECONDS=120). A failure prints its seed; FUZZ_SEED=<seed> generates the same requests.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { documentChecker } from './support/api-document';
import { databaseFingerprint } from './support/fingerprint';
import {
  insertProduct,
  saveAddress,
  signedInShopper,
  startShop,
  type Shopper,
  type TestShop,
} from './support/app';

/** A whole number of at least 1 from the environment, else `fallback`. */
function positiveFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}
const RUNS_PER_ROUTE = positiveFromEnv('FUZZ_RUNS', 10);
/** Rounds sent whatever they take: every route is reached at least this often (or FUZZ_RUNS times if fewer). */
const MIN_ROUNDS = 2;
/** Per identity, after the first MIN_ROUNDS rounds; two identities: about 16 s by default. */
const TIME_PER_IDENTITY_MS = positiveFromEnv('FUZZ_BUDGET_SECONDS', 8) * 1000;
const SHOP_ORIGIN = 'http://localhost:3000';

/** Routes whose every call acts whatever it is sent, so "refused means unchanged" does not apply to them. */
const NOT_FUZZED = new Set([
  // Ends the session the fuzzing runs in; takes nothing from the request.
  'GET /api/v1/user/logout',
]);

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete'];

type Parameter = { name: string; in: string; schema?: unknown };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, unknown>;
};
type Route = {
  method: Method;
  path: string;
  pathParams: string[];
  query: string[];
  bodyFields: string[];
  /** The JSON schemas of the body and of the query's parameters, to build requests that are valid but for one field. */
  bodySchema: unknown;
  querySchemas: Record<string, unknown>;
  paramSchemas: Record<string, unknown>;
  /** 5xx answers the route gives on purpose and documents (Google sign-in not set up: 503). */
  declaredFailures: number[];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The document's routes with the names they declare (OpenAPI 3: `{id}` in paths, parameters, a JSON body). */
function routesOf(document: unknown): Route[] {
  if (!isRecord(document) || !isRecord(document.paths)) throw new Error('the OpenAPI document has no paths');
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isRecord(item)) continue;
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation || NOT_FUZZED.has(`${method.toUpperCase()} ${path}`)) continue;
      const parameters = operation.parameters ?? [];
      const schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      const properties =
        isRecord(schema) && isRecord(schema.properties) ? Object.keys(schema.properties) : [];
      routes.push({
        method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: properties,
        bodySchema: schema,
        paramSchemas: Object.fromEntries(
          parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema]),
        ),
        querySchemas: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
        ),
        declaredFailures: Object.keys(operation.responses ?? {})
          .map(Number)
          .filter((code) => code >= 500),
      });
    }
  }
  return routes;
}

/** Text the shop must refuse or store safely. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'Ruby\u0000',
    '\uD83D',
    '\uDE00x',
    '💎',
    "'; DROP TABLE users; --",
    '../../etc/passwd',
    '%00',
    '-1',
    '0',
    '1.5',
    '1e309',
    '2147483648',
    '99999999999999999999',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '00000000-0000-4000-8000-000000000000',
    'not-a-uuid',
    '<script>alert(1)</script>',
    'a@b',
    'x'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: fc.constantFrom('a', '\u0000', '\uD800', '\uDFFF', 'é', '💎', '%', '/'), maxLength: 12 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { arbitrary: hostileText, weight: 6 },
    { arbitrary: fc.integer(), weight: 2 },
    {
      arbitrary: fc.constantFrom(-1, 0, 1, 1.5, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308, -1e308),
      weight: 2,
    },
    { arbitrary: fc.double(), weight: 1 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.array(tie('value'), { maxLength: 3 }), weight: 1 },
    { arbitrary: fc.dictionary(hostileText, tie('value'), { maxKeys: 3 }), weight: 1 },
  ),
})).value;

/**
 * A value the schema accepts, as far as a JSON schema says (formats, enums, bounds; not refinements), so that a
 * request built from it reaches the handler and the database once one field is spoiled.
 */
function validFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!isRecord(schema) || depth > 6) return fc.constant('Ruby');
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const options = [schema.anyOf, schema.oneOf].find(Array.isArray) as unknown[] | undefined;
  if (options?.length) return fc.oneof(...options.map((option) => validFor(option, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length) return validFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type)
    ? (schema.type as unknown[]).find((t) => t !== 'null')
    : schema.type;
  const bound = (key: string, fallback: number) => (typeof schema[key] === 'number' ? schema[key] : fallback);
  switch (type) {
    case 'integer':
      return fc.integer({
        min: Math.ceil(bound('minimum', 1)),
        max: Math.min(Math.floor(bound('maximum', 5)), 5),
      });
    case 'number':
      return fc.double({ min: bound('minimum', 1), max: Math.min(bound('maximum', 5), 5), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validFor(schema.items, depth + 1), {
        minLength: bound('minItems', 0),
        maxLength: Math.max(bound('minItems', 0), Math.min(bound('maxItems', 2), 2)),
      });
    case 'object': {
      const properties = isRecord(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, validFor(value, depth + 1)]),
        ),
        { requiredKeys: required.filter((key) => key in properties) },
      );
    }
    default: {
      if (schema.format === 'email') return fc.constantFrom('ana.fuzz@example.com', 'lena@example.sg');
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time') return fc.constant('2030-01-15T03:00:00.000Z');
      if (schema.format === 'date') return fc.constant('2030-01-15');
      const min = bound('minLength', 1);
      const max = bound('maxLength', 60);
      return fc
        .constantFrom('Orchard Road', 'Pigeon-blood ruby, 1.5 carats', 'Singapore', 'Ana Tan', '238823')
        .map((text) => text.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, text.length))));
    }
  }
}

/**
 * Numbers and dates past what the database and the calendar hold (issue 30, item 7): ids at 0, below it, past
 * Postgres' integer and JavaScript's safe integers, overflowing to Infinity (OVERFLOW is sent as the JSON number
 * 1e309), exponents and fractions where whole numbers belong; dates past 9999, before year 1, that do not exist, or
 * long past.
 */
const OVERFLOW = '\u0001overflow';
const outOfRangeNumbers: readonly unknown[] = [
  0,
  -1,
  2 ** 31,
  2 ** 53,
  1e15,
  1.5,
  0.1,
  OVERFLOW,
  '1e3',
  '2147483648',
];
const outOfRangeDates = ['9999-12-31', '0000-01-01', '2026-02-30', '1900-01-01', '275760-09-14'];
const outOfRange = fc.constantFrom(...outOfRangeNumbers, ...outOfRangeDates);
/** The same as text, for path parameters and query strings. */
const outOfRangeText = fc.constantFrom(
  ...['0', '-1', '2147483648', '9007199254740992', '1e309', '1e3', '1.5', '-0'],
  ...outOfRangeDates,
);

/** JSON of a body, with OVERFLOW written as a number JSON can hold but JavaScript reads as Infinity. */
const jsonOf = (body: unknown) => JSON.stringify(body).replaceAll(JSON.stringify(OVERFLOW), '1e309');

/** A value with one of its numbers or strings (any depth) replaced by `bad`. */
function replaceOneLeaf(value: unknown, at: number, bad: unknown): unknown {
  const leaves: ((next: unknown) => void)[] = [];
  const copy: unknown = structuredClone(value);
  const walk = (node: unknown) => {
    const entries = Array.isArray(node)
      ? node.map((item, i) => [i, item] as const)
      : isRecord(node)
        ? Object.entries(node)
        : [];
    for (const [key, item] of entries) {
      if (typeof item === 'number' || typeof item === 'string') {
        leaves.push((next) => ((node as Record<string | number, unknown>)[key] = next));
      } else walk(item);
    }
  };
  walk(copy);
  leaves[at % Math.max(leaves.length, 1)]?.(bad);
  return copy;
}

/** Valid as far as the schema says, but for one number or date out of range. */
const validButOutOfRange = (schema: unknown) =>
  fc.tuple(validFor(schema), fc.nat(), outOfRange).map(([value, at, bad]) => replaceOneLeaf(value, at, bad));

/** Text Postgres cannot store, put into one string of an otherwise valid value. */
const unstorable = fc.constantFrom('\u0000', '\uD83D', '\uDE00', 'a\u0000b');

function spoilOneString(value: unknown, at: number, bad: string): unknown {
  const strings: { set: (text: string) => void; text: string }[] = [];
  const copy: unknown = structuredClone(value);
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        if (typeof item === 'string') strings.push({ text: item, set: (text) => (node[i] = text) });
        else walk(item);
      });
    } else if (isRecord(node)) {
      for (const [key, item] of Object.entries(node)) {
        if (typeof item === 'string') strings.push({ text: item, set: (text) => (node[key] = text) });
        else walk(item);
      }
    }
  };
  walk(copy);
  const target = strings[at % Math.max(strings.length, 1)];
  if (!target) return copy;
  target.set(`${target.text}${bad}`);
  return copy;
}

/** Valid as far as the schema says, but for unstorable text in one of its strings. */
const nearlyValid = (schema: unknown) =>
  fc.tuple(validFor(schema), fc.nat(), unstorable).map(([value, at, bad]) => spoilOneString(value, at, bad));

/** A body with the route's own field names (some missing, some extra) and bad values, or any JSON at all. */
function bodyFor(route: Route): fc.Arbitrary<unknown> {
  const shaped = fc
    .tuple(
      fc.record(Object.fromEntries(route.bodyFields.map((field) => [field, hostileValue])), {
        requiredKeys: [],
      }),
      fc.dictionary(hostileText, hostileValue, { maxKeys: 2 }),
    )
    .map(([fields, extra]) => ({ ...extra, ...fields }));
  return route.bodyFields.length
    ? fc.oneof(
        { arbitrary: nearlyValid(route.bodySchema), weight: 3 },
        { arbitrary: validButOutOfRange(route.bodySchema), weight: 3 },
        { arbitrary: shaped, weight: 3 },
        { arbitrary: hostileValue, weight: 1 },
      )
    : hostileValue;
}

/** Every byte percent-encoded, so any text (a lone surrogate becomes U+FFFD's bytes) makes a valid URL. */
const percentEncoded = (text: string) =>
  Array.from(Buffer.from(text, 'utf8'), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

type BadRequest = {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
};

function badRequestFor(route: Route): fc.Arbitrary<BadRequest> {
  return fc.record({
    params: fc.oneof(
      fc.record(Object.fromEntries(route.pathParams.map((name) => [name, hostileText]))),
      fc.record(Object.fromEntries(route.pathParams.map((name) => [name, outOfRangeText]))),
      // Valid, so that a spoiled body reaches the handler.
      validFor({ type: 'object', properties: route.paramSchemas, required: route.pathParams }).map(
        stringValues,
      ),
    ),
    query: fc.oneof(
      fc
        .tuple(
          fc.record(Object.fromEntries(route.query.map((name) => [name, hostileText])), { requiredKeys: [] }),
          fc.dictionary(hostileText, hostileText, { maxKeys: 2 }),
        )
        .map(([declared, extra]) => ({ ...extra, ...declared })),
      // Valid but for a NUL in one of them (a URL cannot carry half an emoji).
      fc
        .tuple(
          validFor({
            type: 'object',
            properties: route.querySchemas,
            required: Object.keys(route.querySchemas),
          }),
          fc.nat(),
        )
        .map(([value, at]) => spoilOneString(stringValues(value), at, '\u0000') as Record<string, string>),
      // Valid but for one number or date out of range.
      fc
        .tuple(
          validFor({
            type: 'object',
            properties: route.querySchemas,
            required: Object.keys(route.querySchemas),
          }),
          fc.nat(),
          outOfRangeText,
        )
        .map(([value, at, bad]) => replaceOneLeaf(stringValues(value), at, bad) as Record<string, string>),
    ),
    body: route.method === 'get' ? fc.constant(undefined) : bodyFor(route),
  });
}

function stringValues(value: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(isRecord(value) ? value : {}).map(([k, v]) => [k, String(v)]));
}

function urlOf(route: Route, request: BadRequest): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    percentEncoded(request.params[name] ?? ''),
  );
  const query = Object.entries(request.query)
    .flatMap(([key, value]) =>
      value === undefined ? [] : [`${percentEncoded(key)}=${percentEncoded(value)}`],
    )
    .join('&');
  return query ? `${path}?${query}` : path;
}

let shop: TestShop;
let customer: Shopper;
let staff: Shopper;
let routes: Route[];
let answerProblem: ReturnType<typeof documentChecker>;
beforeAll(async () => {
  shop = await startShop();
  customer = (await signedInShopper(shop)).shopper;
  await saveAddress(customer);
  const admin = await signedInShopper(shop, { email: 'staff.fuzz@gemstore.test' });
  await shop.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'staff.fuzz@gemstore.test'));
  staff = admin.shopper;
  await insertProduct(shop.db, { countInStock: 3 });
  await insertProduct(shop.db, { section: 'jewellery', category: 'Rings', countInStock: 1 });
  routes = routesOf(shop.app.swagger());
  answerProblem = documentChecker(shop.app.swagger());
}, 120_000);
afterAll(() => shop.close());

/** Printed with every failure; FUZZ_SEED=<seed> generates the same requests again. */
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);

it('reads every route from the OpenAPI document', () => {
  const names = routes.map((r) => `${r.method.toUpperCase()} ${r.path}`);
  expect(names.length).toBeGreaterThan(30);
  expect(names).toEqual(
    expect.arrayContaining([
      'POST /api/v1/user/register',
      'PUT /api/v1/user/update-user',
      'POST /api/v1/form/leave-message',
      'POST /api/v1/stripe/update-customer',
      'GET /api/v1/admin/products',
      'PUT /api/v1/admin/products/{id}',
    ]),
  );
});

describe.each([
  ['a signed-in shopper', () => customer],
  ['staff', () => staff],
])('as %s', (_who, caller) => {
  it(
    'every route answers generated bad input without a 5xx, and refused input changes nothing',
    async () => {
      const failures: string[] = [];
      let acted = 0;
      let sent = 0;
      let fingerprint = await databaseFingerprint(shop.db);
      // fast-check generates; the loop sends breadth first (one request to every route per round), so a slow machine
      // that runs out of time still fuzzed every route MIN_ROUNDS times.
      const requests = routes.map((route, i) =>
        fc.sample(badRequestFor(route), { numRuns: RUNS_PER_ROUTE, seed: seed + i }),
      );
      const deadline = performance.now() + TIME_PER_IDENTITY_MS;
      for (
        let round = 0;
        round < RUNS_PER_ROUTE && (round < MIN_ROUNDS || performance.now() < deadline);
        round += 1
      ) {
        for (const [i, route] of routes.entries()) {
          const request = requests[i]?.[round];
          if (!request) continue;
          const method = route.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE';
          const url = urlOf(route, request);
          const res = await caller().request(
            method,
            url,
            request.body === undefined ? undefined : jsonOf(request.body),
            { origin: SHOP_ORIGIN, 'content-type': 'application/json' },
          );
          sent += 1;
          // Mail sent for an accepted request lands in the outbox after the answer; wait for it before comparing.
          await shop.app.services.outbox.settled();
          const after = await databaseFingerprint(shop.db);
          const label = `${method} ${url.slice(0, 120)} ${request.body === undefined ? '' : jsonOf(request.body).slice(0, 200)}`;
          // Every answer, refused or not, is one the document lists, in the shape it gives (issue 30, item 26). An
          // empty path parameter makes another address (`/orders/` is the list, not an order): not this route's. So
          // does '.' or '..': sent as %2e%2e it is still a dot segment to the URL standard, which the request's
          // parser (as a browser's) resolves, so `/checkout/%2e%2e/pay` reaches `/pay`.
          const ownAddress = route.pathParams.every(
            (name) => !['', '.', '..'].includes(request.params[name] ?? ''),
          );
          const undocumented = ownAddress ? answerProblem(route.method, route.path, res) : null;
          if (undocumented) failures.push(`${label} → ${undocumented} (FUZZ_SEED=${seed})`);
          // A 5xx counts unless the route documents it and it is not the error handler's "Something went wrong".
          const onPurpose =
            route.declaredFailures.includes(res.statusCode) && !res.body.includes('Something went wrong');
          if (res.statusCode >= 500 && !onPurpose) {
            failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)} (FUZZ_SEED=${seed})`);
          } else if (res.statusCode >= 400 && after !== fingerprint) {
            failures.push(`${label} → ${res.statusCode} but the database changed (FUZZ_SEED=${seed})`);
          } else if (res.statusCode < 400 && after !== fingerprint) {
            acted += 1;
          }
          fingerprint = after;
        }
      }
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(Math.min(MIN_ROUNDS, RUNS_PER_ROUTE) * routes.length);
      // Almost everything generated is refused; a handful of accidentally valid requests may act.
      expect(acted).toBeLessThan(sent / 4);
    },
    TIME_PER_IDENTITY_MS + 120_000,
  );
});
