/**
 * The shared package's jest project alone (Stryker's jest runner takes one project, not the root's `projects`), for
 * `npm run bench:mutation` (bench/mutation/run.mjs): same transform as `npm run test:unit`, narrowed to the suites of
 * the mutated modules, in Node's environment (they touch no DOM; jsdom per suite per mutant doubled the run).
 */
const root = require('../../jest.config.js');

const project = root.projects.find((p) => p.displayName === 'shared');

module.exports = {
  ...project,
  testTimeout: root.testTimeout,
  testEnvironment: 'node',
  setupFiles: [],
  setupFilesAfterEnv: [],
  testMatch: [
    '<rootDir>/src/validation/**/__tests__/**/*.test.ts',
    '<rootDir>/src/taxonomy/**/__tests__/**/*.test.ts',
  ],
};
