/**
 * `npm run new-remote -- mf-example` (ADR 050), in a throwaway copy of the repository: its one registration is all the
 * new remote needs to pass the registry check, have its route in the shared route table, typecheck, build (webpack,
 * once), lint with the remotes' boundaries and pass its own jest test. The shell mounting such a remote on its route
 * is shell/src/remotes/__tests__/registered-remote.test.tsx. The copy is removed; the repository is never touched.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const registryFile = path.join('build', 'remote-registry.json');
const registryBefore = readFileSync(path.join(root, registryFile), 'utf8');

/** What a copy leaves out: installed packages, builds and what tools write. */
const LEFT_OUT = new Set([
  'node_modules',
  'dist',
  '.git',
  '.data',
  'coverage',
  'test-results',
  'playwright-report',
]);
const leftOut = (relative: string) =>
  relative.split(path.sep).some((part) => LEFT_OUT.has(part) || part.startsWith('.e2e-redeploy-')) ||
  relative.startsWith(path.join('bench', 'mutation', 'reports')) ||
  relative.startsWith('.stryker-tmp');

/**
 * The repository's files in `copy`, with the installed packages linked in from the repository, except the
 * workspace's own (@gemstore/*), which are the copy's folders: the copy's shared reads the copy's registry.
 */
function copyRepository(copy: string): void {
  cpSync(root, copy, { recursive: true, filter: (source) => !leftOut(path.relative(root, source)) });
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(copy, 'node_modules', '@gemstore'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry !== '@gemstore') symlinkSync(path.join(modules, entry), path.join(copy, 'node_modules', entry));
  }
  for (const entry of readdirSync(path.join(modules, '@gemstore'))) {
    const folder = path.relative(root, realpathSync(path.join(modules, '@gemstore', entry)));
    symlinkSync(path.join(copy, folder), path.join(copy, 'node_modules', '@gemstore', entry));
  }
  // A workspace's own installed packages (versions the root's differ from).
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const own = path.join(root, entry.name, 'node_modules');
    if (entry.isDirectory() && entry.name !== 'node_modules' && existsSync(own))
      symlinkSync(own, path.join(copy, entry.name, 'node_modules'));
  }
}

let copy: string;

/** Runs `node <args>` in the copy; its exit code and everything it printed. */
function node(args: string[], cwd = copy, input?: string) {
  const run = spawnSync(process.execPath, args, {
    cwd,
    encoding: 'utf8',
    input,
    env: { ...process.env, FORCE_COLOR: '0' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
const tool = (...parts: string[]) => path.join(root, 'node_modules', ...parts);

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'gemstore-new-remote-'));
  copyRepository(copy);
  const made = node(['--import', 'tsx', 'scripts/new-remote.mjs', 'mf-example', '--no-install']);
  expect(made).toEqual({ status: 0, output: expect.stringContaining("registered 'example'") });
}, 120_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  expect(existsSync(path.join(root, 'mf-example'))).toBe(false);
  expect(readFileSync(path.join(root, registryFile), 'utf8')).toBe(registryBefore);
});

it('registers the remote once, in the registry, beside its folder made from the template', () => {
  const registry = JSON.parse(readFileSync(path.join(copy, registryFile), 'utf8')) as {
    remotes: Record<string, unknown>;
  };
  expect(Object.keys(registry.remotes)).toEqual(['catalogue', 'account', 'checkout', 'contact', 'example']);
  expect(registry.remotes.example).toEqual({
    folder: 'mf-example',
    port: 3005,
    routes: ['/example'],
    label: 'Example',
  });
  expect(
    readdirSync(path.join(copy, 'mf-example'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(path.join(copy, 'mf-example'), path.join(entry.parentPath, entry.name)))
      .sort(),
  ).toEqual(
    [
      'README.md',
      'package.json',
      'tsconfig.json',
      'webpack.config.mjs',
      'src/bootstrap.tsx',
      'src/index.ts',
      'src/lib/query-client.ts',
      'src/pages/__tests__/example-page.test.tsx',
      'src/pages/example-page.tsx',
      'src/routes.tsx',
      'src/standalone.tsx',
    ].sort(),
  );
  expect(readFileSync(path.join(copy, 'mf-example', 'src', 'bootstrap.tsx'), 'utf8')).toContain(
    "export default mountRemote('example', ExampleRoutes);",
  );
});

it("gives its standalone page the test shopper's tools, as every remote's (ADR 056)", () => {
  const standalone = readFileSync(path.join(copy, 'mf-example', 'src', 'standalone.tsx'), 'utf8');
  expect(standalone).toContain("mountStandalonePage('example', app, testShopperTools);");
  // The same file as the checkout remote's, names aside.
  const checkout = readFileSync(path.join(root, 'mf-checkout', 'src', 'standalone.tsx'), 'utf8');
  expect(standalone).toBe(
    checkout.replaceAll('mf-checkout', 'mf-example').replaceAll("'checkout'", "'example'"),
  );
  const manifest = JSON.parse(readFileSync(path.join(copy, 'mf-example', 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  expect(manifest.devDependencies).toEqual({ '@gemstore/dev-harness': '0.1.0' });
});

it('refuses a second remote of that name, leaving the registry as it is', () => {
  const again = node(['--import', 'tsx', 'scripts/new-remote.mjs', 'mf-example', '--no-install']);
  expect(again).toEqual({
    status: 1,
    output: expect.stringContaining("'example' is in build/remote-registry.json"),
  });
});

it('passes the registry check npm run lint runs, which fails on an mf-* folder that is not registered', () => {
  expect(node(['--import', 'tsx', 'scripts/check-remotes.mjs'])).toEqual({ status: 0, output: '' });
  mkdirSync(path.join(copy, 'mf-stray'));
  try {
    expect(node(['--import', 'tsx', 'scripts/check-remotes.mjs'])).toEqual({
      status: 1,
      output: expect.stringContaining('mf-stray/ is not in build/remote-registry.json'),
    });
  } finally {
    rmSync(path.join(copy, 'mf-stray'), { recursive: true });
  }
}, 60_000);

it('has its route in the shared route table, as the shell matches it', () => {
  // A module file beside the copy's shared, as scripts/check-remotes.mjs imports the route table.
  writeFileSync(
    path.join(copy, 'probe-route.mjs'),
    "const { matchRoute } = await import('./shared/src/routes/index.ts');\n" +
      "console.log(JSON.stringify(matchRoute('/example')));\n",
  );
  const matched = node(['--import', 'tsx', 'probe-route.mjs']);
  rmSync(path.join(copy, 'probe-route.mjs'));
  expect(matched.status).toBe(0);
  expect(JSON.parse(matched.output)).toEqual({
    name: 'landing:example',
    route: { path: '/example', owner: 'example', access: { kind: 'public' } },
    params: {},
  });
}, 60_000);

it('typechecks', () => {
  expect(
    node([tool('typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], path.join(copy, 'mf-example')),
  ).toEqual({
    status: 0,
    output: '',
  });
}, 120_000);

it('builds with webpack as a remote named by the registry', () => {
  const built = node(
    [tool('webpack-cli', 'bin', 'cli.js'), '--mode', 'production', '--no-color'],
    path.join(copy, 'mf-example'),
  );
  expect(built).toEqual({ status: 0, output: expect.stringContaining('compiled successfully') });
  const dist = path.join(copy, 'mf-example', 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    name: string;
    exposes: { name: string }[];
  };
  expect(manifest.name).toBe('example');
  expect(manifest.exposes.map((expose) => expose.name)).toEqual(['app']);
  expect(existsSync(path.join(dist, 'remoteEntry.js'))).toBe(true);
  // No standalone page in a production build, nor the test shopper's tools (ADR 056).
  expect(existsSync(path.join(dist, 'index.html'))).toBe(false);
  expect(existsSync(path.join(dist, 'main.js'))).toBe(false);
  const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
  for (const file of scripts)
    expect(readFileSync(path.join(dist, file), 'utf8')).not.toContain('Sign in as a test shopper');
}, 180_000);

it('lints clean, with the boundaries of every remote: it imports no other remote, and none imports it', () => {
  const eslint = tool('eslint', 'bin', 'eslint.js');
  expect(node([eslint, '--max-warnings=0', 'mf-example'])).toEqual({ status: 0, output: '' });
  expect(node([tool('prettier', 'bin', 'prettier.cjs'), '--check', 'mf-example', registryFile])).toEqual({
    status: 0,
    output: expect.stringContaining('All matched files use Prettier code style!'),
  });

  const restricted = (file: string, code: string) => {
    const linted = node([eslint, '--stdin', '--stdin-filename', file, '--format', 'json'], copy, code);
    const [report] = JSON.parse(linted.output) as { messages: { ruleId: string; message: string }[] }[];
    return (report?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };
  expect(
    restricted(
      'mf-example/src/pages/probe.tsx',
      "import { CataloguePages } from '@gemstore/mf-catalogue/src/routes';\nexport const probe = CataloguePages;\n",
    ),
  ).toEqual([expect.stringContaining('A remote imports only @gemstore/shared, never another remote')]);
  expect(
    restricted(
      'mf-catalogue/src/pages/probe.tsx',
      "import { ExamplePage } from '../../../mf-example/src/pages/example-page';\nexport const probe = ExamplePage;\n",
    ),
  ).toEqual([expect.stringContaining('A remote imports only @gemstore/shared, never another remote')]);
}, 120_000);

it('passes its own jest test, in a jest project of its own', () => {
  const tested = node([
    '--experimental-vm-modules',
    '--disable-warning=ExperimentalWarning',
    tool('jest', 'bin', 'jest.js'),
    '--selectProjects',
    'mf-example',
    '--maxWorkers=1',
    '--ci',
  ]);
  expect(tested).toEqual({ status: 0, output: expect.stringContaining('Tests:       2 passed, 2 total') });
  expect(tested.output).toContain('PASS mf-example mf-example/src/pages/__tests__/example-page.test.tsx');
}, 120_000);
