/**
 * `@gemstore/shared` is a versioned contract (issue 31 item 2, ADR 054): its public surface, every subpath its
 * package.json exports, is recorded by API Extractor in `shared/api/*.api.md`, with the version it was recorded at
 * in `shared/api/version.json`.
 *
 * - `node scripts/shared-surface.mjs` (in `npm run lint`): fails when the surface differs from the reports, or when
 *   the package's version is not the one recorded: a change to shared's surface lands with its reports.
 * - `node scripts/shared-surface.mjs --update` (`npm run shared:surface`): writes the reports, once the version
 *   says what the change is: the same version when the surface is unchanged, a higher minor when it only gains
 *   (a remote built against the older minor still runs on it), a higher major when anything is taken away or
 *   changed (remotes built against the older major are refused at load, ADR 054).
 *
 * `--root <folder>`: the repository (its `shared/` is read and written); the tests use a throwaway copy.
 */
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';

/** @typedef {'none' | 'additions' | 'breaking'} ChangeKind */
/** @typedef {Record<string, string>} Reports a report's text by its file name */

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * `major.minor.patch`, numbers only: the shop's packages carry no pre-release tags.
 * @param {string} version
 * @returns {[number, number, number]}
 */
export function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`'${version}' is not a version of the form major.minor.patch`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * What a change of surface is: 'none', 'additions' (only new lines in the reports) or 'breaking' (a line gone or
 * changed, or a subpath gone). `before` and `after` map a report's file name to its text.
 * @param {Reports} before
 * @param {Reports} after
 * @returns {ChangeKind}
 */
export function classifyChange(before, after) {
  // The report's comment lines (a release tag, '(undocumented)', a warning) say nothing about the surface: a doc
  // comment written for an export changes its line and nothing a remote can use.
  const surfaceLines = (/** @type {string} */ text) =>
    text.split('\n').filter((line) => !line.trimStart().startsWith('//'));
  /** @type {ChangeKind} */
  let kind = 'none';
  for (const [file, text] of Object.entries(before)) {
    const next = after[file];
    if (next === undefined) return 'breaking';
    const nextLines = new Set(surfaceLines(next));
    const lines = surfaceLines(text);
    if (lines.some((line) => !nextLines.has(line))) return 'breaking';
    const oldLines = new Set(lines);
    if ([...nextLines].some((line) => !oldLines.has(line))) kind = 'additions';
  }
  if (Object.keys(after).some((file) => before[file] === undefined)) kind = 'additions';
  return kind;
}

/**
 * Why `version` cannot be recorded for a change of `kind` from `recorded`, or null when it can. A first record
 * (no version recorded) takes the package's version as it is.
 * @param {ChangeKind} kind
 * @param {string | null} recorded
 * @param {string} version
 * @returns {string | null}
 */
export function versionProblem(kind, recorded, version) {
  if (recorded === null) return null;
  const [major, minor, patch] = parseVersion(version);
  const [oldMajor, oldMinor, oldPatch] = parseVersion(recorded);
  const raisedMajor = major > oldMajor;
  const raisedMinor = raisedMajor || (major === oldMajor && minor > oldMinor);
  const notLower = raisedMinor || (major === oldMajor && minor === oldMinor && patch >= oldPatch);
  if (!notLower) return `the version ${version} is lower than the recorded ${recorded}`;
  if (kind === 'breaking' && !raisedMajor)
    return `the surface lost or changed something since ${recorded}: a breaking change needs a new major version (${oldMajor + 1}.0.0)`;
  if (kind === 'additions' && !raisedMinor)
    return `the surface gained something since ${recorded}: that needs a new minor version (${oldMajor}.${oldMinor + 1}.0)`;
  return null;
}

/**
 * The report file of a subpath: '.' is `index.api.md`, './data/server' is `data-server.api.md`.
 * @param {string} subpath
 */
export function reportName(subpath) {
  return subpath === '.' ? 'index.api.md' : `${subpath.slice(2).replaceAll('/', '-')}.api.md`;
}

/**
 * @param {string} folder
 * @returns {Reports}
 */
function readReports(folder) {
  if (!existsSync(folder)) return {};
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.api.md'))
      .map((file) => [file, readFileSync(path.join(folder, file), 'utf8')]),
  );
}

/** @param {string} folder */
function declarationFiles(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The reports the current source makes, by file name.
 * @param {string} sharedDir
 * @returns {Reports}
 */
function currentReports(sharedDir) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'shared-surface-'));
  try {
    const declarations = path.join(work, 'dts');
    // The declarations the surface is read from: shared ships its TypeScript source, so they are made here.
    execFileSync(
      process.execPath,
      [
        createRequire(import.meta.url).resolve('typescript/bin/tsc'),
        ...['-p', path.join(sharedDir, 'tsconfig.json'), '--noEmit', 'false', '--declaration'],
        ...['--emitDeclarationOnly', '--rootDir', path.join(sharedDir, 'src'), '--outDir', declarations],
      ],
      { stdio: 'inherit' },
    );
    // TypeScript writes emotion's `as?: React.ElementType` with React as the global namespace of @types/react,
    // which API Extractor cannot follow: the namespace is imported where it is used.
    for (const file of declarationFiles(declarations)) {
      const text = readFileSync(file, 'utf8');
      if (/\bReact\./.test(text) && !/import (type )?\* as React /.test(text))
        writeFileSync(file, `import type * as React from 'react';\n${text}`);
    }
    const { exports } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
    /** @type {Reports} */
    const reports = {};
    for (const [subpath, source] of Object.entries(exports)) {
      if (!/\.tsx?$/.test(source)) continue;
      const name = reportName(subpath);
      const reportFolder = path.join(work, 'reports');
      mkdirSync(reportFolder, { recursive: true });
      const config = ExtractorConfig.prepare({
        configObject: {
          projectFolder: sharedDir,
          mainEntryPointFilePath: path.join(
            declarations,
            path.relative('src', source).replace(/\.tsx?$/, '.d.ts'),
          ),
          compiler: {
            overrideTsconfig: {
              compilerOptions: {
                target: 'ES2022',
                lib: ['ES2023', 'DOM', 'DOM.Iterable'],
                module: 'preserve',
                moduleResolution: 'bundler',
                jsx: 'react-jsx',
                strict: true,
                skipLibCheck: true,
                types: ['node', 'jest', '@testing-library/jest-dom'],
              },
              include: [path.join(declarations, '**/*.d.ts')],
            },
          },
          apiReport: {
            enabled: true,
            reportFileName: name,
            reportFolder,
            reportTempFolder: path.join(work, 'temp'),
          },
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          messages: {
            // The shop's exports carry no release tags: every export is the contract.
            extractorMessageReporting: {
              default: { logLevel: ExtractorLogLevel.None },
              'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
            },
            compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
            tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
          },
        },
        configObjectFullPath: path.join(sharedDir, 'api-extractor.json'),
        packageJsonFullPath: path.join(sharedDir, 'package.json'),
      });
      /** @type {string[]} */
      const errors = [];
      const result = Extractor.invoke(config, {
        localBuild: true,
        // Its notes (a new report file, the TypeScript it bundles) are about its own temporary folder: only an
        // error is said.
        messageCallback: (message) => {
          if (message.logLevel === ExtractorLogLevel.Error) errors.push(message.text);
          message.logLevel = ExtractorLogLevel.None;
        },
      });
      if (result.errorCount > 0 || errors.length > 0)
        throw new Error(`API Extractor failed on ${subpath}: ${errors.join('; ')}`);
      // Its first line names the package with its version; the version lives in version.json instead, so a
      // version raised with an unchanged surface changes no report.
      reports[name] = readFileSync(path.join(reportFolder, name), 'utf8').replace(
        /^## API Report File for .*$/m,
        `## API Report File for "@gemstore/shared${subpath === '.' ? '' : subpath.slice(1)}"`,
      );
    }
    return reports;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** @param {string[]} argv */
function main(argv) {
  const update = argv.includes('--update');
  const rootAt = argv.indexOf('--root');
  const root = rootAt >= 0 ? path.resolve(argv[rootAt + 1] ?? '.') : path.resolve(here, '..');
  const sharedDir = path.join(root, 'shared');
  const apiDir = path.join(sharedDir, 'api');
  const versionFile = path.join(apiDir, 'version.json');
  const { version } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  const recorded = existsSync(versionFile) ? JSON.parse(readFileSync(versionFile, 'utf8')).version : null;
  const before = readReports(apiDir);
  const after = currentReports(sharedDir);
  const kind = classifyChange(before, after);

  if (update) {
    const problem = versionProblem(kind, recorded, version);
    if (problem) {
      console.error(`@gemstore/shared: not recorded: ${problem}. Raise "version" in shared/package.json.`);
      return 1;
    }
    mkdirSync(apiDir, { recursive: true });
    for (const file of Object.keys(before)) if (!(file in after)) rmSync(path.join(apiDir, file));
    for (const [file, text] of Object.entries(after)) writeFileSync(path.join(apiDir, file), text);
    writeFileSync(versionFile, `${JSON.stringify({ version }, null, 2)}\n`);
    console.log(`@gemstore/shared ${version}: surface recorded (${kind === 'none' ? 'unchanged' : kind}).`);
    return 0;
  }

  const problems = [];
  if (kind !== 'none') {
    const changed = Object.keys({ ...before, ...after }).filter((file) => before[file] !== after[file]);
    problems.push(
      `its public surface changed (${changed.join(', ')}) and the reports in shared/api do not say so`,
    );
  }
  if (recorded !== version)
    problems.push(`its version is ${version} but shared/api/version.json records ${recorded ?? 'none'}`);
  if (problems.length > 0) {
    console.error(
      `@gemstore/shared: ${problems.join('; ')}. Run \`npm run shared:surface\` (it says which version the change needs) and commit shared/api.`,
    );
    return 1;
  }
  console.log(`@gemstore/shared ${version}: the surface is as recorded.`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
