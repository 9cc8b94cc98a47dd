/**
 * One UI package's jest project alone (Stryker's jest runner takes one project, not the root's `projects`), for
 * `npm run bench:mutation` (bench/mutation/run.mjs): same transform, jsdom and setup as `npm run test:unit`, narrowed
 * to the suites run.mjs names for the hook under test (MUTATION_REMOTE_SUITES, comma-separated globs under the
 * package named by MUTATION_REMOTE_PROJECT).
 */
const root = require('../../jest.config.js');

const name = process.env.MUTATION_REMOTE_PROJECT ?? 'shared';
const project = root.projects.find((p) => p.displayName === name);
if (!project) throw new Error(`No jest project named ${name}`);
const suites = (process.env.MUTATION_REMOTE_SUITES ?? '**/__tests__/**/*.test.ts?(x)').split(',');

/**
 * `@gemstore/shared` and its subpaths as the files of the shared package beside this config (its package.json's
 * exports), not through node_modules: Stryker's copy links the real node_modules, whose `@gemstore/shared` is the
 * repository's own, unmutated. A hook of shared's tested from a remote's suites (the wishlist heart through the
 * account remote's exposure, ADR 053) is then the mutated one, and found related to those suites.
 */
const path = require('node:path');
const sharedDir = path.join(__dirname, '../../shared');
const sharedExports = require(path.join(sharedDir, 'package.json')).exports;
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sharedMapper = Object.fromEntries(
  Object.entries(sharedExports).map(([subpath, file]) => [
    `^${escape(path.posix.join('@gemstore/shared', subpath))}$`,
    path.join(sharedDir, file),
  ]),
);

module.exports = {
  ...project,
  testTimeout: root.testTimeout,
  // A glob under the package, or out of it from its root ('../shared/…').
  testMatch: suites.map((glob) =>
    glob.startsWith('../') ? path.join(project.rootDir, glob) : `<rootDir>/${glob}`,
  ),
  roots: ['<rootDir>', sharedDir],
  moduleNameMapper: { ...project.moduleNameMapper, ...sharedMapper },
};
