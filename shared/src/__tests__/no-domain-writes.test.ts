/**
 * @jest-environment node
 *
 * shared makes no domain writes (ADR 052, 053; build/eslint-shared-writes.mjs): ESLint, with the workspace's own
 * configuration as `npm run lint` runs it, refuses a write to the cart, the wishlist, an order, a checkout or a
 * profile anywhere in shared/src. There is no exception left: the wishlist's writes are the account remote's.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

type Sample = { file: string; code: string };
type Messages = { ruleId: string | null; message: string }[];

/**
 * ESLint's messages for every sample (its code as if it were the file at `file`, a path in the workspace), in one
 * ESLint process with the workspace's configuration (build/lint-samples.mjs): one process per sample took seconds each.
 */
function lintSamples(samples: Sample[]): Messages[] {
  return JSON.parse(
    execFileSync(process.execPath, [path.join(root, 'build/lint-samples.mjs')], {
      cwd: root,
      input: JSON.stringify(samples),
      encoding: 'utf8',
    }),
  ) as Messages[];
}

/** Every sample the tests below ask about, linted together before them; `writes` reads a sample's findings. */
const asked: Sample[] = [];
let answers: Messages[] = [];
function sample(file: string, code: string): Sample {
  const entry = { file, code };
  asked.push(entry);
  return entry;
}
beforeAll(() => {
  answers = lintSamples(asked);
}, 60_000);

/** The rule's findings in the sample. */
function writes(entry: Sample): string[] {
  return (answers[asked.indexOf(entry)] ?? [])
    .filter((message) => message.ruleId === 'gemstore-shared/no-domain-writes')
    .map((message) => message.message);
}

const withClient = (body: string) =>
  [
    "import { api } from '../api/client';",
    'export async function probe(productId: number): Promise<unknown> {',
    `  return ${body};`,
    '}',
    '',
  ].join('\n');

const samples: [string, string][] = [
  ['adding to the cart', "api.post('/cart/update-cart', { productId, quantity: 1 })"],
  ['a line of the cart taken out', "api.delete('/cart/delete-cart', { data: { productId } })"],
  ['a wishlist heart', 'api.put(`/wishlist/items/${productId}`, { saved: true })'],
  [
    'a wishlist heart sent as the page goes',
    "api.put(`/wishlist/items/${productId}`, { saved: true }, { adapter: 'fetch', fetchOptions: { keepalive: true } })",
  ],
  ['the wishlist toggle', "api.put('/wishlist/update-wishlist', { productId })"],
  ['a beacon as the page goes', "navigator.sendBeacon('/api/v1/wishlist/items/6', String(productId))"],
  ['a profile change', "api.patch('/user/profile', { firstName: 'Ada' })"],
  ['a checkout started', "api.request({ url: '/stripe/create-checkout-session-cart', method: 'POST' })"],
  ['an order posted with fetch', "fetch('/api/v1/orders', { method: 'post', body: String(productId) })"],
];

const inShared = samples.map(
  ([what, call]) => [what, sample('shared/src/session/probe.ts', withClient(call))] as const,
);
it.each(inShared)('refuses %s in shared', (_, entry) => {
  expect(writes(entry)).toEqual([
    expect.stringContaining('shared is a contract and makes no domain writes (ADR 052)'),
  ]);
});

const reading = sample(
  'shared/src/session/probe.ts',
  [
    "import { api } from '../api/client';",
    'const seen = new Map<number, string>();',
    'export async function probe(productId: number): Promise<unknown> {',
    '  seen.delete(productId);',
    "  return (await api.get('/cart')).data;",
    '}',
    '',
  ].join('\n'),
);
it("lets shared read, and use Map's and Set's delete", () => {
  expect(writes(reading)).toEqual([]);
});

const ownerWrites = sample(
  'mf-checkout/src/features/cart/api/probe.ts',
  withClient("api.post('/cart/update-cart', { productId, quantity: 1 })").replace(
    "'../api/client'",
    "'@gemstore/shared'",
  ),
);
it('lets the remote that owns the domain write', () => {
  expect(writes(ownerWrites)).toEqual([]);
});

const heartIn = [
  'shared/src/session/wishlist.ts',
  'shared/src/ui/use-wishlist-heart.ts',
  'shared/src/ui/wishlist-heart.tsx',
  'shared/src/session/user.ts',
  'shared/src/testing/index.tsx',
].map((file) => sample(file, withClient('api.put(`/wishlist/items/${productId}`, { saved: true })')));
it('has no exception: the files that once wrote the wishlist, the heart and the testing entry are held to it too', () => {
  for (const entry of heartIn)
    expect([entry.file, writes(entry)]).toEqual([entry.file, [expect.stringContaining('no domain writes')]]);
});

const accountWrites = sample(
  'mf-account/src/features/wishlist/api/probe.ts',
  withClient('api.put(`/wishlist/items/${productId}`, { saved: false })').replace(
    "'../api/client'",
    "'@gemstore/shared'",
  ),
);
it('lets the account remote, which owns the wishlist, write it', () => {
  expect(writes(accountWrites)).toEqual([]);
});
