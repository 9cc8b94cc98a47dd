// Lint for the whole workspace. Boundaries: a remote (mf-*) imports only @gemstore/shared, never another remote;
// shared imports none of them; the server never imports UI packages.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { testFocusPlugin } from './build/eslint-test-focus.mjs';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

const remotes = ['mf-catalogue', 'mf-account', 'mf-checkout', 'mf-contact'];
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
              group: [...remotePatterns, '@gemstore/shell', '@gemstore/server', '**/server/**'],
              message: 'shared is imported by everyone and imports none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...remotePatterns, '@gemstore/shell'],
              message: 'The server does not import UI packages.',
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
              group: [...remotePatterns, '@gemstore/shell', '@gemstore/server'],
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
    rules: { 'no-restricted-imports': ['error', { paths: routerPaths }] },
  },
  ...remotes.map((r) => ({
    files: [`${r}/**/*.{ts,tsx}`],
    rules: {
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
          ],
        },
      ],
    },
  })),
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
    files: ['shared/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
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
