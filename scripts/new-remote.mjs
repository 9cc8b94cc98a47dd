#!/usr/bin/env node
// `npm run new-remote -- mf-<name> [--route /path] [--label "Words"] [--port 300n] [--no-install]`: a new remote,
// made from the template every remote shares (build/remote-template, ADR 023) and registered in the remote registry
// (build/remote-registry.json, ADR 050) — its one registration. It then builds, lints with the remotes' boundaries,
// tests, runs alone, and mounts on its route in the shell: nothing else lists it. `npm install` at the end records
// the new workspace in package-lock.json (left out with --no-install).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { shellPort } from '../build/ports.mjs';
import { parseRegistry, REGISTRY_FILE, REMOTE_PORTS, root, workspaceProblems } from '../build/remotes.mjs';

const TEMPLATE = path.join(root, 'build', 'remote-template');

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`new-remote: ${message}`);
  process.exit(1);
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    route: { type: 'string' },
    label: { type: 'string' },
    port: { type: 'string' },
    'no-install': { type: 'boolean', default: false },
  },
});

const folder = positionals[0] ?? '';
if (positionals.length !== 1 || !/^mf-[a-z]+$/.test(folder))
  fail(
    "name the remote's folder: npm run new-remote -- mf-<name>, with <name> in lowercase letters (it is also the " +
      'federation name and the emotion key gs-<name>)',
  );
const name = folder.slice('mf-'.length);
const label = options.label ?? name.charAt(0).toUpperCase() + name.slice(1);
if (!/^[A-Za-z0-9][A-Za-z0-9 ,&-]*$/.test(label)) fail('a label is letters, digits, spaces, commas, & and -');
const route = options.route ?? `/${name}`;

const registryPath = path.join(root, REGISTRY_FILE);
const registry = JSON.parse(readFileSync(registryPath, 'utf8'));
if (Object.hasOwn(registry.remotes, name)) fail(`'${name}' is in ${REGISTRY_FILE} already`);
if (existsSync(path.join(root, folder))) fail(`${folder}/ exists already`);

const taken = new Set(Object.values(registry.remotes).map((entry) => entry.port));
const port = options.port
  ? Number(options.port)
  : Array.from({ length: REMOTE_PORTS.last - REMOTE_PORTS.first + 1 }, (_, i) => REMOTE_PORTS.first + i).find(
      (candidate) => !taken.has(candidate),
    );
if (port === undefined) fail(`every port from ${REMOTE_PORTS.first} to ${REMOTE_PORTS.last} is taken`);

// The registration, checked as npm run lint would check it, before anything is written.
const registered = {
  ...registry,
  remotes: { ...registry.remotes, [name]: { folder, port, routes: [route], label } },
};
const { problems, remotes } = parseRegistry(registered);
const { routeOwnershipProblems } = await import('../shared/src/routes/ownership.ts');
problems.push(...routeOwnershipProblems(undefined, remotes));
if (problems.length > 0) fail(`the registration would be wrong:\n  - ${problems.join('\n  - ')}`);

/** The version installed in the workspace, which the other remotes pin too. */
function installedVersion(/** @type {string} */ pkg) {
  return JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

/** @type {Record<string, string>} */
const words = {
  name,
  Name: name.charAt(0).toUpperCase() + name.slice(1),
  folder,
  label,
  route,
  port: String(port),
};
/** A template's text with its words filled in (`__name__`, `__version(react)__`); `__tests__` and the like stay. */
const fill = (/** @type {string} */ text) =>
  text
    .replace(/__version\(([^)]+)\)__/g, (_, pkg) => installedVersion(pkg))
    .replace(/__([A-Za-z]+)__/g, (whole, word) => words[word] ?? whole);

/** @returns {string[]} every file under `dir`, relative to it */
function filesUnder(/** @type {string} */ dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Written as prettier would write it, so the new remote passes `npm run lint` as made. */
async function formatted(/** @type {string} */ file, /** @type {string} */ text) {
  const config = await prettier.resolveConfig(file);
  const info = await prettier.getFileInfo(file);
  return info.inferredParser ? prettier.format(text, { ...config, filepath: file }) : text;
}

const files = await Promise.all(
  filesUnder(TEMPLATE)
    .filter((file) => file.endsWith('.tmpl'))
    .map(async (file) => {
      const target = path.join(root, folder, fill(file.slice(0, -'.tmpl'.length)));
      return { target, text: await formatted(target, fill(readFileSync(path.join(TEMPLATE, file), 'utf8'))) };
    }),
);
for (const { target, text } of files) {
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}
writeFileSync(registryPath, await formatted(registryPath, JSON.stringify(registered, null, 2)));

const left = workspaceProblems(remotes, root);
if (left.length > 0) fail(`made ${folder}, but:\n  - ${left.join('\n  - ')}`);

console.log(
  `new-remote: made ${folder}/ and registered '${name}' in ${REGISTRY_FILE} (port ${port}, ${route}).`,
);
if (!options['no-install']) {
  console.log('new-remote: npm install, to record the new workspace in package-lock.json...');
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
}
console.log(
  [
    '',
    `  npm run dev -w ${folder}        its standalone page on http://localhost:${port}`,
    `  npm run build -w ${folder}      its dist/, for remotes.json to point at`,
    `  npm run test:unit -- --selectProjects ${folder}`,
    `  npm run build && npm start      the shop, with ${label} on http://localhost:${shellPort}${route}`,
    '',
    `Give it routes of its own in shared/src/routes/index.ts (owner '${name}', under ${route}) when it has pages.`,
  ].join('\n'),
);
