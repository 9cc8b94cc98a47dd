// What start.mjs, dev.mjs and dev-remote.mjs share: child processes with prefixed output, one stop for all
// (Ctrl-C, SIGTERM, or a child that dies), port checks, and starting the API with its mail inbox.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { apiPort as defaultApiPort, mailPort, shellPort } from '../../build/ports.mjs';
import { inboxFolderOf, mailInboxArgs, prepareInboxFolder } from './mail-inbox.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name);

/** The settings the API will see: the environment wins over the repository's .env file, as in server/src/main.ts. */
export function settings() {
  const file = path.join(root, '.env');
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
  return { ...fromFile, ...process.env };
}

export const apiPort = Number(settings().PORT ?? defaultApiPort);

/** True when nothing listens on the port, on IPv4 or IPv6 loopback (browsers try both for "localhost"). */
export async function portFree(/** @type {number} */ port) {
  const freeOn = (/** @type {string} */ host) =>
    new Promise((resolve) => {
      const probe = net.createServer();
      // EADDRNOTAVAIL/EAFNOSUPPORT: no IPv6 here, so nothing can listen there either.
      probe.once('error', (/** @type {NodeJS.ErrnoException} */ e) => resolve(e.code !== 'EADDRINUSE'));
      probe.once('listening', () => probe.close(() => resolve(true)));
      probe.listen(port, host);
    });
  return (await freeOn('127.0.0.1')) && (await freeOn('::1'));
}

/** Resolves once something accepts connections on the port, or false after `timeoutMs`. */
export async function waitForPort(/** @type {number} */ port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await portFree(port))) return true;
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

/** Exits with a message naming each port already taken; call before starting anything. */
export async function requireFreePorts(/** @type {Record<string, number>} */ ports) {
  const taken = [];
  for (const [name, port] of Object.entries(ports))
    if (!(await portFree(port))) taken.push(`${port} (${name})`);
  if (taken.length === 0) return;
  console.error(
    `Port${taken.length > 1 ? 's' : ''} already in use: ${taken.join(', ')}.\n` +
      'Stop whatever listens there (another npm start or npm run dev?) and try again.',
  );
  process.exit(1);
}

/** A title, aligned label/URL rows, and notes, set apart from the processes' output by blank lines. */
export function printBanner(
  /** @type {string} */ title,
  /** @type {[string, string][]} */ rows,
  /** @type {string[]} */ notes,
) {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const lines = rows.map(([label, value]) => `    ${label.padEnd(width)}${value}`);
  console.log(['', `  ${title}`, ...lines, ...notes.map((n) => `  ${n}`), ''].join('\n'));
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @type {(() => Promise<void> | void)[]} */
const cleanups = [];
let stopping = false;

/**
 * Prints a child's output line by line, each line prefixed with its name.
 * @param {import('node:stream').Readable} stream
 * @param {string} prefix
 * @param {(line: string) => void} onLine
 */
function pipeWithPrefix(stream, prefix, onLine) {
  let buffer = '';
  const print = (/** @type {string} */ line) => {
    if (!line.trim()) return;
    console.log(`${prefix} ${line}`);
    onLine(line);
  };
  stream.on('data', (chunk) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    lines.forEach(print);
  });
  stream.on('end', () => print(buffer));
}

/**
 * Starts a child in its own process group, so stop() can signal it and everything it spawned (npm → sh →
 * webpack) and nothing is orphaned. `essential`: when it exits on its own, everything stops. `onLine` sees each
 * line of output (to notice "compiled").
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, cwd?: string, essential?: boolean, onLine?: (line: string) => void,
 *   priority?: number }} [options] `priority`: the child's scheduling priority (os.setPriority: 19 lowest, 0 normal)
 * @returns {Promise<number>} the exit code (1 when killed by a signal)
 */
export function run(
  name,
  command,
  args,
  { env = {}, cwd = root, essential = true, onLine = () => {}, priority = undefined } = {},
) {
  if (stopping) return new Promise(() => {});
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (priority !== undefined && child.pid !== undefined) {
    try {
      // Set at once, before the child starts its threads (which take the priority they are started with).
      setPriority(child.pid, priority);
    } catch {
      // not allowed here: it runs at the usual priority
    }
  }
  const prefix = `[${name}]`.padEnd(12);
  pipeWithPrefix(child.stdout, prefix, onLine);
  pipeWithPrefix(child.stderr, prefix, onLine);
  children.push(child);
  return new Promise((resolve) => {
    child.on('error', (error) => console.error(`${prefix} could not start: ${error.message}`));
    child.on('close', (code, signal) => {
      // While stopping, never resolve: the caller's next step (another build, the API...) must not start.
      if (stopping) return;
      if (essential) {
        console.error(`${prefix} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
        void stop(code && code > 0 ? code : 1);
      }
      resolve(code ?? 1);
    });
  });
}

/** Registers something to close on stop (in-process servers). */
export function onStop(/** @type {() => Promise<void> | void} */ cleanup) {
  cleanups.push(cleanup);
}

const signalGroup = (
  /** @type {import('node:child_process').ChildProcess} */ child,
  /** @type {NodeJS.Signals} */ signal,
) => {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
};

/** Stops every child (SIGTERM, then SIGKILL after 5 s) and every registered cleanup, then exits. */
export async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  const killer = setTimeout(() => children.forEach((c) => signalGroup(c, 'SIGKILL')), 5000);
  const exited = children.map((c) =>
    c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('close', r)),
  );
  await Promise.allSettled([...exited, ...cleanups.map((cleanup) => cleanup())]);
  clearTimeout(killer);
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// Last resort (an uncaught error): never leave children running behind us.
process.on('exit', () => children.forEach((c) => signalGroup(c, 'SIGTERM')));
// `npm start` killed with SIGTERM signals only its shell, which dies without passing it on: notice that our
// parent is gone (we are re-parented) and stop, rather than leave the API and webpack running with no owner.
const launcher = process.ppid;
setInterval(() => process.ppid !== launcher && void stop(0), 1000).unref();

/** The origin of a URL, or '' for a bad one (the API reports bad settings itself, naming the variable). */
const originOf = (/** @type {string} */ url) => URL.parse(url.trim())?.origin ?? '';

/**
 * What the API is given on top of the settings: its port, and PUBLIC_URL the shell's origin unless set.
 * @param {Record<string, string | undefined>} configured
 * @returns {Record<string, string>}
 */
function apiEnvironment(configured) {
  /** @type {Record<string, string>} */
  const env = { PORT: String(apiPort) };
  if (!configured.PUBLIC_URL) env.PUBLIC_URL = `http://localhost:${shellPort}`;
  return env;
}

/**
 * Runs the API's own settings check (server/src/cli/check-config.ts) with what startBackend would give it, so a
 * refused setting stops `npm start` at once with the API's message, before any build or port is taken.
 * @returns {Promise<boolean>} whether the settings are accepted
 */
export async function apiSettingsAccepted() {
  const code = await run('api', process.execPath, ['--import', 'tsx', 'src/cli/check-config.ts'], {
    env: apiEnvironment(settings()),
    cwd: path.join(root, 'server'),
    essential: false,
  });
  return code === 0;
}

/**
 * A new shop's first start fills it with the demo catalogue (server/demo/cli/new-shop.ts, ADR 051) before the API
 * opens it; an existing shop is left as it is. Pictures come from a cache drawn once per machine; those it lacks (a
 * machine's first shop) are only recorded here, and drawn by drawOwedPictures once the API is up.
 * @returns {Promise<number>} the step's exit code (0: the API may start)
 */
export function prepareNewShop() {
  const configured = settings();
  // An embedded shop that exists needs nothing before its API: skip the step's second of starting up. (Its DATA_DIR
  // is read as the API reads it, from server/.)
  const dataDir = path.resolve(root, 'server', configured.DATA_DIR || path.join(root, '.data', 'db'));
  if (!configured.DATABASE_URL && existsSync(path.join(dataDir, 'PG_VERSION'))) return Promise.resolve(0);
  return run('demo', process.execPath, ['--import', 'tsx', 'demo/cli/new-shop.ts', '--draw-later'], {
    env: apiEnvironment(settings()),
    cwd: path.join(root, 'server'),
    essential: false,
  });
}

/**
 * Draws the demo pictures the shop still lacks (none, but on a machine's first shop or after a start stopped while
 * drawing), each showing in the shop as soon as it is drawn, first every product's first picture. At a low priority,
 * so that the shop answers as quickly meanwhile.
 */
function drawOwedPictures() {
  void run('demo', process.execPath, ['--import', 'tsx', 'demo/cli/new-shop.ts'], {
    env: apiEnvironment(settings()),
    cwd: path.join(root, 'server'),
    essential: false,
    priority: 10,
  }).then((code) => {
    if (code !== 0)
      console.error('[demo]       Drawing the demo pictures stopped; the next start draws what is missing.');
  });
}

/**
 * Prepares a new shop (prepareNewShop, unless `prepared` is its run already started), then starts the mail inbox
 * (unless SMTP_URL is configured or one already runs on its ports), the API, and the drawing of the demo pictures
 * the shop still lacks. The API
 * refuses state-changing requests whose Origin is not PUBLIC_URL or in CORS_ORIGINS; the proxy passes the
 * browser's Origin (the shell's) on, so PUBLIC_URL defaults to the shell's origin.
 * @returns {Promise<{ inbox: string }>} where mail goes, for the banner
 */
export async function startBackend(/** @type {Promise<number> | undefined} */ prepared = undefined) {
  // A new shop is filled before the API opens it (the embedded database takes one process at a time).
  if ((await (prepared ?? prepareNewShop())) !== 0) {
    console.error('[demo]       The new shop could not be prepared (above); nothing more was started.');
    await stop(1);
  }
  const configured = settings();
  const env = apiEnvironment(configured);
  const shopOrigin = `http://localhost:${shellPort}`;
  const allowed = [configured.PUBLIC_URL ?? '', ...(configured.CORS_ORIGINS ?? '').split(',')].map(originOf);
  if (configured.PUBLIC_URL && !allowed.includes(shopOrigin)) {
    console.warn(
      `[api]        PUBLIC_URL is ${configured.PUBLIC_URL}: the API will refuse changes from ${shopOrigin}.`,
    );
  }
  let inbox;
  if (configured.SMTP_URL) {
    // Host only: the URL may hold a password.
    inbox = `SMTP ${URL.parse(configured.SMTP_URL)?.host ?? '(invalid SMTP_URL)'} (SMTP_URL)`;
  } else {
    if ((await portFree(mailPort.smtp)) && (await portFree(mailPort.web))) {
      // Started directly, not through npx: npx leaves maildev running after Ctrl-C.
      const mailFolder = prepareInboxFolder(inboxFolderOf(configured));
      void run('mail', bin('maildev'), mailInboxArgs(mailPort, configured, mailFolder));
    } else {
      console.log(
        `[mail]       ports ${mailPort.smtp}/${mailPort.web} are taken: using the inbox already there.`,
      );
    }
    env.SMTP_URL = `smtp://127.0.0.1:${mailPort.smtp}`;
    inbox = `http://localhost:${mailPort.web}`;
  }
  // The API runs as JavaScript compiled from this checkout's sources now (a quarter of a second), never a stale
  // build, and without a TypeScript loader at run time (issue 32).
  try {
    execFileSync(process.execPath, [path.join(root, 'server', 'scripts', 'compile.mjs')], {
      stdio: 'inherit',
    });
  } catch {
    console.error('[api]        The API did not compile (above); nothing more is started.');
    void stop(1);
    return { inbox };
  }
  void run('api', process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    env,
    cwd: path.join(root, 'server'),
  });
  // Once the API answers, so that it starts as quickly as before.
  void waitForPort(apiPort, 120_000).then(drawOwedPictures);
  return { inbox };
}
