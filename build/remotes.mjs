// The remote registry as Node reads it (ADR 050). build/remote-registry.json is the one place the shop's remotes are
// written: keyed by federation name, each with its folder, port, route prefixes and label (Remote, below). Plain
// JSON, without even a comment, because the shell's head script, inlined in every page, carries it whole. This module
// checks its shape and gives every Node-side place what it derives from it: webpack (names and ports), eslint
// (boundary zones), npm start and dev, the registry check run by `npm run lint` (scripts/check-remotes.mjs), and the
// scaffold (scripts/new-remote.mjs). jest.config.js (CommonJS) reads the JSON itself; TypeScript reads it through
// @gemstore/shared/remotes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shellPort } from './ports.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The registry, relative to the repository's root. */
export const REGISTRY_FILE = 'build/remote-registry.json';

/**
 * A remote's ports on one machine: shell + 1 to shell + 9. e2e gives each of its shops ten ports after the shell's
 * (e2e/support/ports.ts), so a remote outside them would take another shop's port.
 */
export const REMOTE_PORTS = { first: shellPort + 1, last: shellPort + 9 };

/**
 * @typedef {object} Remote
 * @property {string} name the federation name (`contact`): the registry's key, lowercase letters only (it is also
 *   the remote's emotion key, gs-<name>, which allows nothing else)
 * @property {string} folder its package's folder, `mf-<name>`
 * @property {string} packageName `@gemstore/<folder>`
 * @property {number} port where it is served on one machine (npm start, npm run dev, its standalone page)
 * @property {string[]} routes the path prefixes it owns in the shared route table: `/contact` owns `/contact/…`
 * @property {string} label what the shop calls its part of the page ('Contact and enquiries could not be loaded')
 */

const ENTRY_KEYS = ['folder', 'port', 'routes', 'label'];

export class RegistryError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`${REGISTRY_FILE} is wrong:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
    this.name = 'RegistryError';
  }
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is wrong with the registry's JSON itself (empty when nothing is), and the remotes it lists.
 * @param {unknown} json
 * @returns {{ problems: string[], remotes: Remote[] }}
 */
export function parseRegistry(json) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Remote[]} */
  const remotes = [];
  if (!isObject(json) || !isObject(json.remotes)) {
    return { problems: ['it has no "remotes" object'], remotes };
  }
  for (const [name, entry] of Object.entries(json.remotes)) {
    const say = (/** @type {string} */ problem) => problems.push(`remote '${name}': ${problem}`);
    if (!/^[a-z]+$/.test(name)) say('a name is lowercase letters only (the federation name and gs-<name>)');
    if (!isObject(entry)) {
      say('is not an object');
      continue;
    }
    for (const key of Object.keys(entry)) {
      if (!ENTRY_KEYS.includes(key)) say(`'${key}' is not a field of an entry (${ENTRY_KEYS.join(', ')})`);
    }
    const { folder, port, routes, label } = entry;
    if (folder !== `mf-${name}`) say(`its folder is 'mf-${name}', not ${JSON.stringify(folder)}`);
    if (
      typeof port !== 'number' ||
      !Number.isInteger(port) ||
      port < REMOTE_PORTS.first ||
      port > REMOTE_PORTS.last
    )
      say(
        `its port is a whole number from ${REMOTE_PORTS.first} to ${REMOTE_PORTS.last}, not ${JSON.stringify(port)}`,
      );
    if (!Array.isArray(routes) || routes.length === 0) say('it owns no routes (a list of path prefixes)');
    else
      for (const prefix of routes) {
        if (typeof prefix !== 'string' || !/^(\/[a-z0-9-]+)+$/.test(prefix))
          say(`${JSON.stringify(prefix)} is not a path prefix like '/contact' (lowercase, no parameters)`);
      }
    if (typeof label !== 'string' || label.trim() === '') say('it has no label');
    remotes.push({
      name,
      folder: `mf-${name}`,
      packageName: `@gemstore/mf-${name}`,
      port: typeof port === 'number' ? port : 0,
      routes: Array.isArray(routes) ? routes.filter((prefix) => typeof prefix === 'string') : [],
      label: typeof label === 'string' ? label : name,
    });
  }
  /** @type {Map<number, string>} */
  const ownerOfPort = new Map();
  for (const remote of remotes) {
    const other = ownerOfPort.get(remote.port);
    if (other) problems.push(`port ${remote.port} is given to '${other}' and to '${remote.name}'`);
    else ownerOfPort.set(remote.port, remote.name);
  }
  /** @type {Map<string, string>} */
  const ownerOfPrefix = new Map();
  for (const remote of remotes) {
    for (const prefix of remote.routes) {
      const other = ownerOfPrefix.get(prefix);
      if (other) problems.push(`the route prefix ${prefix} is given to '${other}' and to '${remote.name}'`);
      else ownerOfPrefix.set(prefix, remote.name);
    }
  }
  for (const [prefix, owner] of ownerOfPrefix) {
    for (const [other, otherOwner] of ownerOfPrefix) {
      if (owner !== otherOwner && other.startsWith(`${prefix}/`))
        problems.push(
          `the route prefix ${other} of '${otherOwner}' is inside ${prefix}, which '${owner}' owns`,
        );
    }
  }
  return { problems, remotes };
}

/**
 * The registry of the repository at `repoRoot`, checked: a broken registry stops whatever reads it, saying why.
 * @param {string} [repoRoot]
 * @returns {Remote[]}
 */
export function readRegistry(repoRoot = root) {
  const file = path.join(repoRoot, REGISTRY_FILE);
  /** @type {unknown} */
  let json;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RegistryError([`it cannot be read: ${error instanceof Error ? error.message : String(error)}`]);
  }
  const { problems, remotes } = parseRegistry(json);
  if (problems.length > 0) throw new RegistryError(problems);
  return remotes;
}

/**
 * What the registry and the workspace disagree on: an mf-* folder the registry does not list, a listed remote whose
 * folder or package is missing or named otherwise, a folder the root package.json's workspaces leave out.
 * @param {Remote[]} remotes
 * @param {string} [repoRoot]
 * @returns {string[]}
 */
export function workspaceProblems(remotes, repoRoot = root) {
  /** @type {string[]} */
  const problems = [];
  const registered = new Set(remotes.map((remote) => remote.folder));
  for (const entry of readdirSync(repoRoot, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name.startsWith('mf-') && !registered.has(entry.name))
      problems.push(
        `${entry.name}/ is not in ${REGISTRY_FILE}: register it there (npm run new-remote makes both) or remove it`,
      );
  }
  const workspaces = readPackageJson(repoRoot, '.')?.workspaces;
  const patterns = Array.isArray(workspaces) ? workspaces.filter((w) => typeof w === 'string') : [];
  for (const remote of remotes) {
    const manifest = readPackageJson(repoRoot, remote.folder);
    if (!existsSync(path.join(repoRoot, remote.folder)))
      problems.push(`'${remote.name}' is registered, but its folder ${remote.folder}/ does not exist`);
    else if (!manifest)
      problems.push(`'${remote.name}' is registered, but ${remote.folder}/package.json is missing`);
    else if (manifest.name !== remote.packageName)
      problems.push(
        `${remote.folder}/package.json is named ${JSON.stringify(manifest.name)}; the registry's '${remote.name}' ` +
          `is ${remote.packageName}`,
      );
    if (!patterns.some((pattern) => workspaceMatches(pattern, remote.folder)))
      problems.push(`the root package.json's workspaces leave out ${remote.folder} (add "mf-*")`);
  }
  return problems;
}

/**
 * @param {string} repoRoot
 * @param {string} folder
 * @returns {Record<string, unknown> | null}
 */
function readPackageJson(repoRoot, folder) {
  try {
    /** @type {unknown} */
    const json = JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8'));
    return isObject(json) ? json : null;
  } catch {
    return null;
  }
}

/** npm's workspace patterns as this repository writes them: a folder, or a folder glob ending in `*`. */
const workspaceMatches = (/** @type {string} */ pattern, /** @type {string} */ folder) =>
  pattern.endsWith('*')
    ? folder.startsWith(pattern.slice(0, -1)) && !folder.includes('/')
    : pattern === folder;

/** The remotes of this repository, in the registry's order. */
export const remotes = readRegistry();

/**
 * The registered remote called `name`, or a loud error naming the ones there are.
 * @param {string} name
 * @returns {Remote}
 */
export function remoteNamed(name) {
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote)
    throw new Error(
      `'${name}' is not a remote in ${REGISTRY_FILE} (${remotes.map((r) => r.name).join(', ')}); ` +
        'npm run new-remote -- mf-<name> registers one',
    );
  return remote;
}

/**
 * The registered remote whose package is in `dir` (read from its package.json's name), or a loud error.
 * @param {string} dir
 * @returns {Remote}
 */
export function remoteIn(dir) {
  const name = readPackageJson(dir, '.')?.name;
  const remote = remotes.find((candidate) => candidate.packageName === name);
  if (!remote)
    throw new Error(
      `${path.join(dir, 'package.json')} names ${JSON.stringify(name)}, which is no remote in ${REGISTRY_FILE} ` +
        `(${remotes.map((r) => r.packageName).join(', ')})`,
    );
  return remote;
}

/** Each remote's port, by name: `{ catalogue: 3001, … }`. */
export const remotePorts = Object.fromEntries(remotes.map((remote) => [remote.name, remote.port]));
