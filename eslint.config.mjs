// Lint for the whole workspace. Boundaries: a remote (mf-*) imports only @gemstore/shared, never another remote;
// shared imports none of them; the server never imports UI packages, and its production code never the demo.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { testFocusPlugin } from './build/eslint-test-focus.mjs';
import { remotes as registered } from './build/remotes.mjs';
import { sharedWritesPlugin } from './build/eslint-shared-writes.mjs';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

// Every registered remote's folder (build/remote-registry.json, ADR 050): a remote gets its boundaries by being
// registered, and `npm run lint` fails first on an mf-* folder that is not (scripts/check-remotes.mjs).
const remotes = registered.map((remote) => remote.folder);
// The router comes from @gemstore/shared (tree-shaken, once per page; ADR 014). Tests may drive it directly.
const routerPaths = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: "Import the router from '@gemstore/shared'.",
}));
const testFiles = ['**/__tests__/**', '**/test-helpers.tsx'];
// The data layer, the dialog and the forms are shared entries over their libraries, one copy per page (ADR 021, 023, 025).
const pageSingletonLibraries = [
  { name: '@tanstack/react-query', message: "Import the data layer from '@gemstore/shared/data'." },
  { name: '@radix-ui/react-dialog', message: "Import dialogs from '@gemstore/shared/dialog'." },
  { name: 'react-hook-form', message: "Import forms from '@gemstore/shared/forms'." },
  { name: '@hookform/resolvers/zod', message: "Import forms from '@gemstore/shared/forms'." },
];

const remotePatterns = remotes.flatMap((r) => [
  r,
  `${r}/*`,
  `@gemstore/${r}`,
  `@gemstore/${r}/*`,
  `**/${r}/**`,
]);
/**
 * The test shopper's tools (ADR 056), for a remote's standalone page in development only: each remote's
 * `src/standalone.tsx` imports them, nothing else does, so no build the shop runs carries them.
 */
const devHarnessPatterns = ['@gemstore/dev-harness', '@gemstore/dev-harness/*', '**/dev-harness/**'];
const devHarnessOnlyInStandalone = {
  group: devHarnessPatterns,
  message:
    "Only a remote's src/standalone.tsx imports @gemstore/dev-harness: it is for the standalone page in development (ADR 056).",
};

/**
 * One feature shape in every remote (docs/new-remote.md): `src/features/<feature>/{api,components,hooks,lib}` with a
 * public `index.ts`. Code outside a feature (another feature, a page, src/lib, src/components, the remote's entry
 * files) imports it only through that index, never its insides. Tests may reach in.
 */
const featureZones = remotes.flatMap((remote) => {
  const features = path.join(root, remote, 'src', 'features');
  if (!existsSync(features)) return [];
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
    .map(({ name }) => ({
      target: [
        `${features}/!(${name})/**`,
        `${path.join(root, remote, 'src')}/!(features)/**`,
        `${path.join(root, remote, 'src')}/*`,
      ],
      from: path.join(features, name),
      except: ['./index.ts'],
      message: `Import the ${name} feature through its index.ts (src/features/${name}), not its insides.`,
    }));
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      '**/migrations/**',
      'bench/**/*.json',
      // What a Playwright run writes (the HTML report on CI): a second `npm test` in the same clone must still pass.
      'e2e/playwright-report/**',
      'e2e/test-results/**',
      // A journey's working copy of a remote (e2e/support/remote-copy.ts), left behind by a run that was stopped.
      '.e2e-redeploy-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  prettier,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...remotePatterns,
                ...devHarnessPatterns,
                '@gemstore/shell',
                '@gemstore/server',
                '**/server/**',
              ],
              message: 'shared is imported by everyone and imports none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    // shared is a contract: no domain writes; they belong to the remote that owns the domain (ADR 052).
    files: ['shared/src/**/*.{ts,tsx}'],
    // No exceptions: the last one, the wishlist's writes, moved to the account remote (ADR 053). Nothing may join.
    ignores: [...testFiles],
    plugins: { 'gemstore-shared': sharedWritesPlugin },
    rules: { 'gemstore-shared/no-domain-writes': 'error' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...remotePatterns, ...devHarnessPatterns, '@gemstore/shell'],
              message: 'The server does not import UI packages.',
            },
          ],
        },
      ],
    },
  },
  {
    // The production server never imports the demo catalogue, its pictures or its drawing (issue 31 item 7,
    // ADR 051): they live in server/demo, which imports the server, never the other way round.
    // server/test/boundaries.test.ts follows every import to the end.
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...remotePatterns, '@gemstore/shell'],
              message: 'The server does not import UI packages.',
            },
            {
              group: ['**/demo', '**/demo/**', '@gemstore/server/demo', '@gemstore/server/demo/**'],
              message: 'The production server does not import the demo catalogue (server/demo, ADR 051).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shop-server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...remotePatterns, ...devHarnessPatterns, '@gemstore/shell', '@gemstore/server'],
              message: 'The HTML server loads the front ends it serves at run time; it imports none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: routerPaths,
          patterns: [{ ...devHarnessOnlyInStandalone, message: 'The shell has no dev harness.' }],
        },
      ],
    },
  },
  ...remotes.flatMap((r) => {
    const imports = (harness) => ({
      'no-restricted-imports': [
        'error',
        {
          paths: [...routerPaths, ...pageSingletonLibraries],
          patterns: [
            {
              group: remotePatterns
                .filter((p) => !p.includes(r))
                .concat(['@gemstore/shell', '@gemstore/server']),
              message: 'A remote imports only @gemstore/shared, never another remote.',
            },
            ...(harness ? [] : [devHarnessOnlyInStandalone]),
          ],
        },
      ],
    });
    const standalone = `${r}/src/standalone.tsx`;
    return [
      { files: [`${r}/**/*.{ts,tsx}`], ignores: [standalone], rules: imports(false) },
      { files: [standalone], rules: imports(true) },
    ];
  }),
  {
    // The harness builds on shared alone, like a remote, and is no remote's to import but its standalone page's.
    files: ['dev-harness/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...routerPaths, ...pageSingletonLibraries],
          patterns: [
            {
              group: [...remotePatterns, '@gemstore/shell', '@gemstore/server', '**/server/**'],
              message:
                'The dev harness imports only @gemstore/shared, never a remote, the shell or the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // A page's first load carries the rules' fields and messages, not zod: the rules are fetched when the shopper
    // starts using the form (ADR 025). Types are free; tests may hold a rule.
    files: remotes.map((r) => `${r}/**/*.{ts,tsx}`),
    ignores: testFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@gemstore/shared/validation',
              allowTypeImports: true,
              message:
                "Fetch the rule (() => import('@gemstore/shared/validation').then((rules) => rules.x)); fields, " +
                "labels, limits and messages come from '@gemstore/shared/validation/fields'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'dev-harness/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    ignores: ['**/__tests__/**', '**/test-support/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    // Focused tests never land; a skipped test says why beside it (build/eslint-test-focus.mjs).
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'gemstore-tests': testFocusPlugin },
    rules: { 'gemstore-tests/no-focused-tests': 'error', 'gemstore-tests/no-unexplained-skips': 'error' },
  },
);
