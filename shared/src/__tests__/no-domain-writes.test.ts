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
const eslint = path.join(root, 'node_modules/eslint/bin/eslint.js');

type Report = { messages: { ruleId: string | null; message: string }[] }[];

/** The rule's findings in `code` as if it were the file at `file` (a path in the workspace). */
function writes(file: string, code: string): string[] {
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [eslint, '--stdin', '--stdin-filename', file, '--format', 'json'],
      {
        cwd: root,
        input: code,
        encoding: 'utf8',
      },
    );
  } catch (error) {
    // ESLint exits 1 when it found problems; its report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  return ((JSON.parse(output) as Report)[0]?.messages ?? [])
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

it.each(samples)('refuses %s in shared', (_, call) => {
  expect(writes('shared/src/session/probe.ts', withClient(call))).toEqual([
    expect.stringContaining('shared is a contract and makes no domain writes (ADR 052)'),
  ]);
});

it("lets shared read, and use Map's and Set's delete", () => {
  const code = [
    "import { api } from '../api/client';",
    'const seen = new Map<number, string>();',
    'export async function probe(productId: number): Promise<unknown> {',
    '  seen.delete(productId);',
    "  return (await api.get('/cart')).data;",
    '}',
    '',
  ].join('\n');
  expect(writes('shared/src/session/probe.ts', code)).toEqual([]);
});

it('lets the remote that owns the domain write', () => {
  const code = withClient("api.post('/cart/update-cart', { productId, quantity: 1 })").replace(
    "'../api/client'",
    "'@gemstore/shared'",
  );
  expect(writes('mf-checkout/src/features/cart/api/probe.ts', code)).toEqual([]);
});

it('has no exception: the files that once wrote the wishlist, the heart and the testing entry are held to it too', () => {
  const heart = 'api.put(`/wishlist/items/${productId}`, { saved: true })';
  for (const file of [
    'shared/src/session/wishlist.ts',
    'shared/src/ui/use-wishlist-heart.ts',
    'shared/src/ui/wishlist-heart.tsx',
    'shared/src/session/user.ts',
    'shared/src/testing/index.tsx',
  ])
    expect([file, writes(file, withClient(heart))]).toEqual([
      file,
      [expect.stringContaining('no domain writes')],
    ]);
}, 90_000); // five ESLint runs

it('lets the account remote, which owns the wishlist, write it', () => {
  const code = withClient('api.put(`/wishlist/items/${productId}`, { saved: false })').replace(
    "'../api/client'",
    "'@gemstore/shared'",
  );
  expect(writes('mf-account/src/features/wishlist/api/probe.ts', code)).toEqual([]);
});
