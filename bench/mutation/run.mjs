/**
 * `npm run bench:mutation`: StrykerJS over the modules whose mistakes cost most (ADR 034, ADR 047): the shared
 * validation and taxonomy, the server's pricing, checkout sessions, one-time codes, rate limits, origin rules,
 * sessions and appointment bookings, and the remotes' debounce hooks (cart quantity, wishlist heart). Writes the score per module
 * to bench/mutation.md (and bench/mutation.json), with every surviving mutant either explained
 * (bench/mutation/explained.mjs) or flagged as not yet explained.
 *
 *   npm run bench:mutation                 every target
 *   npm run bench:mutation -- otp pricing  some targets (shared, pricing, checkout-sessions, otp, rate-limit,
 *                                          origins, sessions, bookings, cart-quantity, wishlist-heart); the
 *                                          others' last results stay in the report
 *   npm run bench:mutation -- --full       forget the last run (by default a mutant the last run killed keeps its
 *                                          result while its code and killing test are unchanged, Stryker's
 *                                          incremental mode; survivors are always tested again)
 *   npm run bench:mutation -- --wide       the server modules also against the route suites that reach them (hours)
 *   npm run bench:mutation -- --report     no run: rewrite bench/mutation.md from bench/mutation.json (after editing
 *                                          the explanations)
 *
 * MUTATION_CONCURRENCY (default 2) sets Stryker's test runner processes. Stryker works in a copy of the repository
 * under the system's temp directory (never in place), deleted after the run; its HTML and full JSON reports go to
 * bench/mutation/reports/ (git-ignored).
 */
import { readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Stryker } from '@stryker-mutator/core';
import { explained } from './explained.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const reportsDir = path.join(root, 'bench/mutation/reports');
const summaryFile = path.join(root, 'bench/mutation.json');
const markdownFile = path.join(root, 'bench/mutation.md');
const AIM = 85;

/** Modules reported one by one; a mutated file belongs to the first module whose prefix it starts with. */
const MODULES = [
  { name: 'shared validation', prefix: 'shared/src/validation/' },
  { name: 'shared taxonomy', prefix: 'shared/src/taxonomy/' },
  { name: 'server pricing', prefix: 'server/src/modules/checkout/pricing.ts' },
  { name: 'server checkout sessions', prefix: 'server/src/modules/checkout/checkout-sessions.ts' },
  { name: 'server one-time codes', prefix: 'server/src/modules/users/otp.ts' },
  { name: 'server rate limits', prefix: 'server/src/lib/rate-limit.ts' },
  { name: 'server origin rules', prefix: 'server/src/lib/origins.ts' },
  { name: 'server sessions', prefix: 'server/src/modules/users/sessions.ts' },
  { name: 'server bookings', prefix: 'server/src/modules/enquiries/bookings.ts' },
  { name: 'checkout cart quantity hook', prefix: 'mf-checkout/src/features/cart/hooks/use-line-quantity.ts' },
  { name: 'shared wishlist heart hook', prefix: 'shared/src/ui/use-wishlist-heart.ts' },
];

/** What the sandbox copy needs besides node_modules (symlinked by Stryker): the rest of the repository stays out. */
const sandboxOf = (...dirs) => [
  '/*',
  ...['jest.config.js', 'package.json', 'tsconfig.base.json', 'build', ...dirs].map((d) => `!/${d}`),
];

/**
 * A server module mutated alone, tested by the suites that call it directly (`narrow`, by default) or also by the
 * route suites that reach it through the app (`wide`, with --wide). Every route suite starts a shop (PGlite,
 * argon2 sign-ins) for each mutant: on two shared cores the wide run of the server modules takes hours.
 */
const serverTarget = (file, narrow, wide) => ({
  mutate: [file],
  jestConfig: 'bench/mutation/jest.server.cjs',
  env: {
    MUTATION_SERVER_SUITES: (process.argv.includes('--wide') ? [...narrow, ...wide] : narrow).join(','),
  },
  ignorePatterns: sandboxOf('shared', 'server', 'bench'),
});

/**
 * A remote's (or the shared package's) hook mutated alone, tested in its jsdom jest project by the suites named
 * (globs under the package), as `npm run test:unit` runs them: the debounce and query hooks (issue 30, item 27).
 */
const remoteTarget = (project, files, suites) => ({
  mutate: files,
  jestConfig: 'bench/mutation/jest.remote.cjs',
  env: { MUTATION_REMOTE_PROJECT: project, MUTATION_REMOTE_SUITES: suites.join(',') },
  ignorePatterns: sandboxOf(...new Set(['shared', project, 'bench'])),
});

const TARGETS = {
  shared: {
    mutate: [
      'shared/src/validation/**/*.ts',
      '!shared/src/validation/**/__tests__/**',
      '!shared/src/validation/test-helpers.ts',
      '!shared/src/validation/index.ts',
      'shared/src/taxonomy/index.ts',
    ],
    jestConfig: 'bench/mutation/jest.shared.cjs',
    env: {},
    ignorePatterns: sandboxOf('shared', 'bench'),
  },
  pricing: serverTarget(
    'server/src/modules/checkout/pricing.ts',
    ['**/*pricing*'],
    ['checkout', 'checkout-limits', 'limits'],
  ),
  'checkout-sessions': serverTarget(
    'server/src/modules/checkout/checkout-sessions.ts',
    ['**/*checkout-sessions*'],
    ['checkout', 'checkout-limits', 'limits', 'payments/local-provider', 'payments/stripe-shop'],
  ),
  otp: serverTarget(
    'server/src/modules/users/otp.ts',
    ['**/*otp*'],
    ['accounts', 'google-sign-in', 'limits'],
  ),
  'rate-limit': serverTarget(
    'server/src/lib/rate-limit.ts',
    ['**/*rate-limit*'],
    ['limits', 'checkout-limits', 'accounts'],
  ),
  // The origin rules alone, with lookalike origins (no shop: fast); --wide adds CORS and the routes.
  origins: serverTarget('server/src/lib/origins.ts', ['origin-rules'], ['origins', 'origin-lookalikes']),
  // Sessions and bookings on their own functions (a bare Fastify with cookies; a database, no shop); --wide adds the
  // route suites that sign shoppers in and book appointments through the app.
  sessions: serverTarget(
    'server/src/modules/users/sessions.ts',
    ['session-rules'],
    ['accounts', 'session-lookalikes', 'security', 'google-sign-in', 'limits'],
  ),
  bookings: serverTarget(
    'server/src/modules/enquiries/bookings.ts',
    ['booking-rules'],
    ['appointments', 'appointment-squatting', 'enquiries', 'enquiry-acknowledgements'],
  ),
  'cart-quantity': remoteTarget(
    'mf-checkout',
    ['mf-checkout/src/features/cart/hooks/use-line-quantity.ts'],
    [
      'src/features/cart/__tests__/use-line-quantity.test.tsx',
      'src/pages/__tests__/cart-quiet-time.test.tsx',
      'src/pages/__tests__/cart-page.test.tsx',
    ],
  ),
  // The heart is shared's; its rule suites run it through the account remote's exposure (ADR 053), in mf-account,
  // and shared's own suite runs its hand-over and fallback with a stand-in (a path out of the package, from its root).
  'wishlist-heart': remoteTarget(
    'mf-account',
    ['shared/src/ui/use-wishlist-heart.ts'],
    ['src/__tests__/wishlist-heart*.test.tsx', '../shared/src/ui/__tests__/wishlist-heart.test.tsx'],
  ),
};

const statuses = ['Killed', 'Timeout', 'Survived', 'NoCoverage', 'RuntimeError', 'CompileError', 'Ignored'];

async function runTarget(name) {
  const target = TARGETS[name];
  const concurrency = Number(process.env.MUTATION_CONCURRENCY ?? 2);
  const jsonReport = path.join(reportsDir, `${name}.json`);
  const started = Date.now();
  Object.assign(process.env, target.env);
  const incrementalFile = path.join(reportsDir, `${name}.incremental.json`);
  const full = process.argv.includes('--full') || !existsSync(incrementalFile);
  keepOnlyKilled(incrementalFile);
  const stryker = new Stryker({
    packageManager: 'npm',
    testRunner: 'jest',
    plugins: ['@stryker-mutator/jest-runner'],
    jest: { projectType: 'custom', configFile: target.jestConfig, enableFindRelatedTests: true },
    // PGlite loads its WebAssembly with a dynamic import(), which jest allows only with this flag (as test:unit).
    testRunnerNodeArgs: ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'],
    coverageAnalysis: 'perTest',
    mutate: target.mutate,
    ignorePatterns: target.ignorePatterns,
    // Never in place: other people work in this tree while a run takes its time.
    inPlace: false,
    tempDirName: path.join(os.tmpdir(), 'gemstore-mutation', name),
    cleanTempDir: 'always',
    // The jest transform (swc) strips types without checking them: nothing to disable.
    disableTypeChecks: false,
    concurrency,
    dryRunTimeoutMinutes: 30,
    timeoutMS: 10000,
    thresholds: { high: AIM, low: 70, break: null },
    reporters: [process.stdout.isTTY ? 'progress' : 'progress-append-only', 'html', 'json'],
    htmlReporter: { fileName: path.join(reportsDir, `${name}.html`) },
    jsonReporter: { fileName: jsonReport },
    allowEmpty: false,
    // Reuses the last run's result for each mutant whose code and covering tests are unchanged; --full ignores it.
    incremental: true,
    incrementalFile,
    force: process.argv.includes('--full'),
  });
  await stryker.runMutationTest();
  const report = JSON.parse(readFileSync(jsonReport, 'utf8'));
  return { seconds: Math.round((Date.now() - started) / 1000), full, concurrency, ...summarise(report) };
}

/**
 * Stryker's incremental mode reuses a survivor's result while the tests covering it are unchanged, and a mutant in
 * module-level code (a rule's constant, a schema) records no covering tests: a new test that kills it would
 * never be tried. So only killed mutants are carried over; every survivor, timeout and error is tested again.
 */
function keepOnlyKilled(file) {
  if (process.argv.includes('--full')) return;
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const entry of Object.values(report.files)) {
    entry.mutants = entry.mutants.filter((m) => m.status === 'Killed');
  }
  writeFileSync(file, JSON.stringify(report));
}

/** The text a mutant replaced, from the report's copy of the source (the mutant's start to end). */
function originalText(source, location) {
  const lines = source.split('\n');
  const { start, end } = location;
  if (start.line === end.line) return lines[start.line - 1].slice(start.column - 1, end.column - 1);
  return [
    lines[start.line - 1].slice(start.column - 1),
    ...lines.slice(start.line, end.line - 1),
    lines[end.line - 1].slice(0, end.column - 1),
  ].join('\n');
}

const oneLine = (text, max = 10_000) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

function summarise(report) {
  const testName = new Map();
  for (const [file, { tests }] of Object.entries(report.testFiles ?? {})) {
    for (const test of tests)
      testName.set(test.id, { file: path.relative(root, file) || file, name: test.name });
  }
  const files = [];
  const open = [];
  const creditedTo = {};
  for (const [absolute, { source, mutants }] of Object.entries(report.files)) {
    const file = path.relative(root, path.resolve(root, absolute)).split(path.sep).join('/');
    const counts = Object.fromEntries(statuses.map((s) => [s, 0]));
    for (const mutant of mutants) {
      counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
      const original = originalText(source, mutant.location);
      const entry = {
        file,
        line: mutant.location.start.line,
        column: mutant.location.start.column,
        mutator: mutant.mutatorName,
        original: oneLine(original),
        replacement: oneLine(mutant.replacement ?? ''),
      };
      if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
        open.push({ ...entry, status: mutant.status });
      }
      if (mutant.status === 'Killed') {
        const by = (mutant.killedBy ?? []).map((id) => testName.get(id)).filter(Boolean);
        const bench = by.find((t) => BENCH_TEST_FILES.some((f) => t.file.endsWith(f)));
        if (bench) creditedTo[bench.file] = (creditedTo[bench.file] ?? 0) + 1;
      }
    }
    files.push({ file, ...counts });
  }
  return { files, open, creditedTo };
}

/** Test files written for this bench (they kill mutants nothing else did); listed so the report can credit them. */
const BENCH_TEST_FILES = [
  'shared/src/taxonomy/__tests__/vocabulary.test.ts',
  'shared/src/validation/__tests__/opening-hours.test.ts',
  'shared/src/validation/__tests__/auth-issues.test.ts',
  'shared/src/validation/__tests__/catalogue-issues.test.ts',
  'shared/src/validation/__tests__/profile-checkout-issues.test.ts',
  'shared/src/validation/__tests__/enquiry-patterns.test.ts',
  'shared/src/validation/__tests__/image-and-pattern-edges.test.ts',
  'server/test/pricing-rules.test.ts',
  'server/test/checkout-sessions-rules.test.ts',
  'server/test/otp-rules.test.ts',
  'server/test/rate-limit-rules.test.ts',
  'server/test/origin-rules.test.ts',
  'server/test/session-rules.test.ts',
  'server/test/booking-rules.test.ts',
  'shared/src/validation/__tests__/password-strength.test.ts',
  'mf-checkout/src/pages/__tests__/cart-quiet-time.test.tsx',
  'mf-checkout/src/features/cart/__tests__/use-line-quantity.test.tsx',
  'mf-account/src/__tests__/wishlist-heart-quiet-time.test.tsx',
  'mf-account/src/__tests__/wishlist-heart-decisions.test.tsx',
  'shared/src/ui/__tests__/wishlist-heart.test.tsx',
  'shared/src/session/__tests__/use-wishlist.test.tsx',
];

function explanationOf(mutant) {
  return explained.find(
    (e) =>
      mutant.file === e.file &&
      mutant.mutator === e.mutator &&
      (e.line === undefined || e.line === mutant.line) &&
      (e.original === undefined || mutant.original.includes(e.original)) &&
      (e.replacement === undefined || mutant.replacement.includes(e.replacement)),
  )?.why;
}

const score = (c) => {
  const detected = c.Killed + c.Timeout;
  const valid = detected + c.Survived + c.NoCoverage;
  return valid === 0 ? null : (100 * detected) / valid;
};

function add(into, c) {
  for (const s of statuses) into[s] = (into[s] ?? 0) + (c[s] ?? 0);
  return into;
}

const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
const pct = (n) => (n === null ? '–' : `${n.toFixed(1)}%`);
const escape = (text, max = 90) => oneLine(text, max).replace(/\|/g, '\\|').replace(/`/g, "'");

function markdown(summary) {
  const targets = Object.entries(summary.targets);
  const allFiles = targets.flatMap(([, t]) => t.files);
  const allOpen = targets.flatMap(([, t]) => t.open.map((o) => ({ ...o, why: explanationOf(o) })));
  const credited = new Map();
  for (const [, t] of targets) {
    for (const [file, n] of Object.entries(t.creditedTo ?? {}))
      credited.set(file, (credited.get(file) ?? 0) + n);
  }
  const out = [];
  out.push('# Mutation testing', '');
  out.push(
    'Generated by `npm run bench:mutation` (bench/mutation/run.mjs, ADR 034): StrykerJS ' +
      `${summary.stryker} with its jest runner, per-test coverage analysis, the same swc transform as \`npm run test:unit\`.`,
  );
  for (const [name, t] of targets) {
    out.push(
      `- ${name}: last run ${t.finished}, ${minutes(t.seconds)}${t.full ? ' (full)' : ` (survivors and changes only; last full run ${t.fullSeconds ? minutes(t.fullSeconds) : 'not recorded'})`}, concurrency ${t.concurrency}, Node ${t.node}; tests: \`${t.suites}\``,
    );
  }
  out.push(
    '',
    `Score = (killed + timed out) ÷ (killed + timed out + survived + no coverage). Aim: **≥ ${AIM}% per module**, every`,
    'survivor killed by a test or explained below. A report, not a gate: nothing fails on it, and it is not part of `npm test`.',
    '',
  );
  out.push('## Score per module', '');
  out.push('| module | mutants | killed | timeout | survived | no coverage | errors | score | aim |');
  out.push('| ------ | ------: | -----: | ------: | -------: | ----------: | -----: | ----: | :-: |');
  for (const m of MODULES) {
    const files = allFiles.filter((f) => f.file.startsWith(m.prefix));
    if (files.length === 0) continue;
    const c = files.reduce(add, {});
    const s = score(c);
    const total = statuses.reduce((n, k) => n + c[k], 0);
    out.push(
      `| ${m.name} | ${total} | ${c.Killed} | ${c.Timeout} | ${c.Survived} | ${c.NoCoverage} | ${c.RuntimeError + c.CompileError} | ${pct(s)} | ${s !== null && s >= AIM ? 'met' : '**not met**'} |`,
    );
  }
  out.push('', '<details><summary>Per file</summary>', '');
  out.push('| file | killed | timeout | survived | no coverage | score |');
  out.push('| ---- | -----: | ------: | -------: | ----------: | ----: |');
  for (const f of [...allFiles].sort((a, b) => a.file.localeCompare(b.file))) {
    out.push(
      `| ${f.file} | ${f.Killed} | ${f.Timeout} | ${f.Survived} | ${f.NoCoverage} | ${pct(score(f))} |`,
    );
  }
  out.push('', '</details>', '');
  const unexplained = allOpen.filter((o) => !o.why);
  out.push('## Surviving mutants', '');
  out.push(
    allOpen.length === 0
      ? 'None.'
      : `${allOpen.length} survived or were never reached by a test; ${unexplained.length} of them not yet explained. ` +
          'Explanations live in bench/mutation/explained.mjs (matched by file, mutator and text, not by line).',
    '',
  );
  if (allOpen.length > 0) {
    out.push('| where | mutation | status | why it is left |');
    out.push('| ----- | -------- | ------ | -------------- |');
    for (const o of allOpen) {
      out.push(
        `| ${o.file}:${o.line}:${o.column} | ${o.mutator}: \`${escape(o.original)}\` → \`${escape(o.replacement)}\` | ${o.status} | ${o.why ? escape(o.why, 10_000) : '**not explained**'} |`,
      );
    }
    out.push('');
  }
  out.push('## Killed by the tests written for this bench', '');
  const total = [...credited.values()].reduce((a, b) => a + b, 0);
  out.push(
    total === 0
      ? 'None credited in the last run.'
      : `${total} mutants were first failed by a test written for this bench (others may fail on them too; on the ` +
          'server, only these suites run by default): ' +
          [...credited].map(([file, n]) => `${file} (${n})`).join(', ') +
          '. The HTML reports in bench/mutation/reports/ name the test that killed each mutant.',
    '',
  );
  return `${out.join('\n')}\n`;
}

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
for (const name of wanted) {
  if (!(name in TARGETS)) {
    console.error(`Unknown target ${name}; targets: ${Object.keys(TARGETS).join(', ')}`);
    process.exit(2);
  }
}
const summary = existsSync(summaryFile)
  ? JSON.parse(readFileSync(summaryFile, 'utf8'))
  : { stryker: '', targets: {} };
summary.stryker = require('@stryker-mutator/core/package.json').version;
if (process.argv.includes('--report')) {
  // Re-read each target's full Stryker report when it is here, so edits to this file's lists apply too.
  for (const [name, target] of Object.entries(summary.targets)) {
    const full = path.join(reportsDir, `${name}.json`);
    if (existsSync(full)) Object.assign(target, summarise(JSON.parse(readFileSync(full, 'utf8'))));
  }
  writeFileSync(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(markdownFile, markdown(summary));
  console.log('bench:mutation: bench/mutation.md rewritten from bench/mutation.json (explanations re-read)');
  process.exit(0);
}
for (const name of wanted.length > 0 ? wanted : Object.keys(TARGETS)) {
  rmSync(path.join(os.tmpdir(), 'gemstore-mutation', name), { recursive: true, force: true });
  const result = await runTarget(name);
  const fullSeconds = result.full ? result.seconds : summary.targets[name]?.fullSeconds;
  summary.targets[name] = {
    fullSeconds,
    finished: new Date().toISOString(),
    node: process.version,
    suites:
      TARGETS[name].env.MUTATION_SERVER_SUITES ??
      (TARGETS[name].env.MUTATION_REMOTE_SUITES
        ? `${TARGETS[name].env.MUTATION_REMOTE_PROJECT}: ${TARGETS[name].env.MUTATION_REMOTE_SUITES}`
        : 'shared/src/{validation,taxonomy}/**/__tests__'),
    ...result,
  };
  writeFileSync(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(markdownFile, markdown(summary));
  console.log(`bench:mutation: ${name} done in ${result.seconds} s; report in bench/mutation.md`);
}
