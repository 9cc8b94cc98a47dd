/**
 * One jest run for the whole workspace: each package is a project sharing the same transform.
 * The server suites run on embedded PGlite, and again on Postgres when TEST_DATABASE_URL is set.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
    module: { type: 'commonjs' },
  },
];

const base = {
  transform: {
    '^.+\\.(t|j)sx?$': swc,
    // Packages published as .mjs only (oauth2-mock-server).
    '^.+\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // jotai 3, cookie 2 and content-disposition (under fastify) ship ESM only; jest on Node 20 cannot require() ESM. So do
  // openid-client (with oauth4webapi and jose) and the server tests' oauth2-mock-server (with is-plain-obj 4).
  transformIgnorePatterns: [
    '/node_modules/(?!(jotai|cookie|content-disposition|jose|openid-client|oauth4webapi|oauth2-mock-server|is-plain-obj)/)',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

/**
 * Every registered remote's folder, a project each (build/remote-registry.json, ADR 050). The registry's own checks
 * are build/remotes.mjs's; this file is CommonJS and reads the JSON as it is.
 */
const remoteFolders = Object.values(require('./build/remote-registry.json').remotes).map(
  ({ folder }) => folder,
);

/** A UI package: components tested in jsdom with Testing Library, the way a shopper finds things. */
const uiProject = (name) => ({
  ...base,
  displayName: name,
  rootDir: require('node:path').join(__dirname, name),
  testEnvironment: 'jsdom',
  setupFiles: [require('node:path').join(__dirname, 'build/jest-setup-dom.ts')],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
});

/**
 * The API's suites, and the demo catalogue's (server/demo/test, ADR 051: kept out of the production server's code,
 * run on the same databases as the server's).
 */
const serverProject = (backend) => ({
  ...base,
  displayName: `server (${backend})`,
  rootDir: require('node:path').join(__dirname, 'server'),
  testEnvironment: 'node',
  testMatch:
    backend === 'postgres'
      ? ['<rootDir>/test/**/*.test.ts', '<rootDir>/demo/test/**/*.test.ts']
      : ['<rootDir>/test/**/*.test.ts', '<rootDir>/demo/test/**/*.test.ts', '!**/*.pg.test.ts'],
  setupFiles: [`<rootDir>/test/setup-${backend}.ts`],
});

if (!process.env.TEST_DATABASE_URL) {
  // Said out loud: the race suites (*.pg.test.ts) need Postgres's real concurrency, and without it they would
  // vanish from the run without a word.
  process.stderr.write(
    'Left out: the server suites on Postgres, with the race suites (server/test/*.pg.test.ts) — TEST_DATABASE_URL ' +
      'is unset (e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres; .ci/run sets it).\n',
  );
}

module.exports = {
  testTimeout: 30000,
  // jest's default is one worker fewer than the cores, so a two-core machine (CI's) ran every suite in one process
  // while the other core waited: with two workers the server suites take about two thirds of the time.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  // PGlite loads its WebAssembly with a dynamic import(), which jest allows only with --experimental-vm-modules
  // (set by the test:unit script).

  projects: [
    ...['shared', 'dev-harness', 'shell', ...remoteFolders].map(uiProject),
    serverProject('pglite'),
    {
      ...base,
      // The shop's HTML server against temporary dist folders; its drawing worker runs TypeScript with tsx.
      displayName: 'shop-server',
      rootDir: require('node:path').join(__dirname, 'shop-server'),
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
    },
    {
      ...base,
      // What npm start runs besides the shop (the mail inbox's binding), the remote registry's checks and scaffold.
      displayName: 'scripts',
      rootDir: require('node:path').join(__dirname, 'scripts'),
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
    },
    ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
  ],
};
