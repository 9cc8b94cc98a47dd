/**
 * The server's PGlite jest project alone (Stryker's jest runner takes one project, not the root's `projects`), for
 * `npm run bench:mutation` (bench/mutation/run.mjs): same transform and setup as `npm run test:unit`, narrowed to
 * the suites run.mjs names for the module under test (MUTATION_SERVER_SUITES, comma-separated globs under
 * server/test/). Every server suite starts a shop on a new PGlite database; running all of them for each mutant
 * would take hours.
 */
const root = require('../../jest.config.js');

const project = root.projects.find((p) => p.displayName === 'server (pglite)');
const suites = (process.env.MUTATION_SERVER_SUITES ?? '**/*').split(',');

module.exports = {
  ...project,
  testTimeout: root.testTimeout,
  testMatch: [...suites.map((glob) => `<rootDir>/test/${glob}.test.ts`), '!**/*.pg.test.ts'],
};
