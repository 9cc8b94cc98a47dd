/**
 * Starts the composed shop for e2e: mail inbox, API on a fresh embedded database, and the built shell and remotes
 * served the way they are deployed (@gemstore/shop-server). Builds a UI package only when its dist is missing;
 * `npm test` builds everything before e2e so tests never run against stale code.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registeredRemotes, type RemoteName } from '@gemstore/shared/remotes';
import { pinsFromBuilds, serveShop, type RemotesJson } from '@gemstore/shop-server';
import { e2ePorts, shopPortsAt, standaloneOrigins } from './ports';

export const repoRoot = path.resolve(__dirname, '..', '..');
/** Each registered remote's folder (build/remote-registry.json, ADR 050). */
export const remoteFolders = Object.fromEntries(
  registeredRemotes.map(({ name, folder }) => [name, folder]),
) as Record<RemoteName, string>;
export type RemoteKey = RemoteName;

/** Where a shop's parts listen: e2ePorts for the suite's shop; a journey that needs a shop of its own picks others. */
export type ShopPorts = {
  shell: number;
  remotes: Record<RemoteKey, number>;
  api: number;
  smtp: number;
  mailWeb: number;
};

/** A package's dist folder in the shop at `root` (this checkout, or another commit's worktree for the bench). */
export const distOf = (folder: string, root = repoRoot) => path.join(root, folder, 'dist');

/**
 * How long the journeys' shops let a page wait for its first screen: the journeys check that a page is drawn, and
 * the machine (two cores, builds and tests beside them) can take longer than a shopper's 400 ms; that figure is the
 * bench's (which starts its shops without this).
 */
export const JOURNEY_FIRST_SCREEN_TIMEOUT_MS = 5_000;

export function buildMissing(root = repoRoot): void {
  for (const folder of ['shell', ...Object.values(remoteFolders)]) {
    const dist = distOf(folder, root);
    const ready = existsSync(path.join(dist, folder === 'shell' ? 'index.html' : 'mf-manifest.json'));
    if (!ready) {
      console.log(`e2e: building ${folder} (no dist yet)`);
      execFileSync('npm', ['run', 'build', '-w', folder], { cwd: root, stdio: 'inherit' });
    }
  }
}

/**
 * How to start the API of the shop at `root`: compiled from its sources now (server/scripts/compile.mjs, as `npm
 * start` does, a quarter of a second; written file by file under temporary names, so journeys compiling at once are
 * safe) and run with plain Node. An older checkout without that step (the bench's BENCH_BASE) runs its TypeScript
 * through tsx, as it did then.
 */
export function apiCommand(root = repoRoot): string[] {
  const compile = path.join(root, 'server', 'scripts', 'compile.mjs');
  if (!existsSync(compile)) return ['--import', 'tsx', 'src/main.ts'];
  execFileSync(process.execPath, [compile], { cwd: root, stdio: 'inherit' });
  return ['--enable-source-maps', 'dist/main.js'];
}

/** Each remote's dist folder in the shop at `root`. */
export const remoteDists = (root = repoRoot): Record<RemoteKey, string> =>
  Object.fromEntries(
    Object.entries(remoteFolders).map(([name, folder]) => [name, distOf(folder, root)]),
  ) as Record<RemoteKey, string>;

/**
 * remotes.json for shops served on other ports than npm start's. As the shell's deployment does, it pins the server
 * code of each remote as built in `dists` (ADR 033): the shop draws a remote's pages on the server only with that
 * code, so a remote redeployed later is drawn in the browser until remotes.json pins its new build.
 */
export function remotesJsonFor(
  ports: Record<RemoteKey, number>,
  dists: Record<RemoteKey, string> = remoteDists(),
): RemotesJson {
  return {
    ...Object.fromEntries(
      Object.entries(ports).map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`]),
    ),
    serverEntryIntegrity: pinsFromBuilds(dists),
  };
}

export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: 'pipe',
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`e2e: ${name} exited with ${code}\n${output.join('')}`);
  });
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Runs a step to its end; fails with its output when it exits with an error. */
export function runToEnd(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<void> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`e2e: ${name} failed (exit ${code}):\n${output}`)),
    ),
  );
}

/** maildev on the shop's SMTP port and web inbox, both on loopback only. */
function spawnMailServer(ports: Pick<ShopPorts, 'smtp' | 'mailWeb'>): ChildProcess {
  return startProcess(
    'maildev',
    path.join(repoRoot, 'node_modules', '.bin', 'maildev'),
    [
      '--smtp',
      String(ports.smtp),
      '--web',
      String(ports.mailWeb),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--silent',
    ],
    { cwd: repoRoot },
  );
}

/**
 * Resolves with `ready`, but fails if one of `children` stops first: its port was taken by one left over from an
 * earlier run, which would otherwise answer in its place, with another run's database and code.
 */
async function readyUnlessStopped(
  ready: Promise<unknown>,
  children: (readonly [ChildProcess, string])[],
): Promise<void> {
  let settled = false;
  const stopped = children.map(
    ([child, name]) =>
      new Promise<never>((_, reject) =>
        child.once('exit', (code) => {
          if (!settled)
            reject(new Error(`e2e: ${name} stopped before it was ready (exit ${code}); is its port in use?`));
        }),
      ),
  );
  try {
    await Promise.race([ready, ...stopped]);
  } finally {
    settled = true;
  }
}

/**
 * A mail server of the journey's own, for a shop started with `mailServer: false`: the journey stops it (the shop's
 * mail server is down) and starts it again on the same ports. Its inbox starts empty each time.
 */
export async function startMailServer(
  ports: Pick<ShopPorts, 'smtp' | 'mailWeb'>,
): Promise<() => Promise<void>> {
  const mail = spawnMailServer(ports);
  try {
    await readyUnlessStopped(waitForHttp(`http://127.0.0.1:${ports.mailWeb}/api/email`, 30_000), [
      [mail, 'maildev'],
    ]);
  } catch (error) {
    await stopProcess(mail);
    throw error;
  }
  return () => stopProcess(mail);
}

/**
 * `root`: the checkout whose API and built front ends to run; the bench passes another commit's worktree to measure
 * before and after in one run (e2e/bench/base-shop.ts). Served by this checkout's shop server either way.
 */
export async function startShop({
  root = repoRoot,
  oidcIssuerUrl,
  ports = e2ePorts,
  mailServer = true,
  apiSettings = {},
  firstScreenTimeoutMs,
}: {
  root?: string;
  /**
   * 'Login with Google' against this OpenID issuer (e.g. an oauth2-mock-server 8 the journey started on
   * 127.0.0.1); without it the shop says Google sign-in is not set up. The issuer accepts any client id and secret.
   */
  oidcIssuerUrl?: string;
  /** Other ports than the suite's shop (support/ports.ts), for a shop started next to it by one journey. */
  ports?: ShopPorts;
  /** false: no mail server of its own; the journey starts and stops one on `ports` (startMailServer). */
  mailServer?: boolean;
  /** More of the API's settings (environment variables), over the suite's. */
  apiSettings?: Record<string, string>;
  /**
   * How long a page waits for its first screen; the shop's own 400 ms when not given (the bench measures that). The
   * journeys give more: they check that pages are drawn, on a machine whose load they do not control.
   */
  firstScreenTimeoutMs?: number;
} = {}): Promise<() => Promise<void>> {
  buildMissing(root);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gemstore-e2e-'));
  const mail = mailServer ? spawnMailServer(ports) : undefined;
  const apiEnv: NodeJS.ProcessEnv = {
    PORT: String(ports.api),
    DATA_DIR: path.join(dataDir, 'db'),
    // A new, empty shop in a folder of its own, asked for (ADR 036).
    GEMSTORE_CREATE_DATABASE: '1',
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    PUBLIC_URL: `http://localhost:${ports.shell}`,
    // The second front end (support/second-shop.ts) shares this API, and its pages change carts too
    // (cart-ownership.spec): its origin is allowed as the shop's own. So are the remotes' standalone pages
    // (standalone.spec), as outside tests the API allows the remotes' dev servers.
    CORS_ORIGINS: [`http://localhost:${shopPortsAt(2).shell}`, ...standaloneOrigins].join(','),
    DATABASE_URL: '',
    STRIPE_SECRET_KEY: '',
    NODE_ENV: 'test',
    // Every journey signs up and signs in from this one machine: the shop's own limits (10 sign-ups an hour, 30
    // sign-ins in 15 minutes, 10 password resets and 10 enquiries an hour, 30 checkouts in 10 minutes) would stop
    // the suite, and a run repeated to hunt a flaky journey sooner.
    SIGN_UPS_PER_HOUR: '1000',
    SIGN_INS_PER_15_MINUTES: '10000',
    PASSWORD_RESETS_PER_HOUR: '1000',
    ENQUIRIES_PER_HOUR: '1000',
    APPOINTMENTS_PER_NETWORK: '1000',
    CHECKOUTS_PER_10_MINUTES: '1000',
    ...(oidcIssuerUrl && {
      GOOGLE_CLIENT_ID: 'gemstore-e2e',
      GOOGLE_CLIENT_SECRET: 'gemstore-e2e-secret',
      OIDC_ISSUER_URL: oidcIssuerUrl,
    }),
    ...apiSettings,
  };
  // The new shop is filled with the demo catalogue first, as npm start does (ADR 051), every picture stored before the
  // API starts (npm start draws those the machine lacks after; `npm run build` has drawn them for a test run). A
  // commit from before the demo catalogue moved out of the API (the bench's BENCH_BASE) has no such step: its API
  // seeds itself.
  const newShopStep = path.join(root, 'server', 'demo', 'cli', 'new-shop.ts');
  if (existsSync(newShopStep)) {
    try {
      await runToEnd('the new shop', process.execPath, ['--import', 'tsx', newShopStep], {
        cwd: path.join(root, 'server'),
        env: apiEnv,
      });
    } catch (error) {
      if (mail) await stopProcess(mail);
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const api = startProcess('API', process.execPath, apiCommand(root), {
    cwd: path.join(root, 'server'),
    env: apiEnv,
  });
  const shop = await serveShop({
    shellDir: distOf('shell', root),
    shellPort: ports.shell,
    apiOrigin: `http://localhost:${ports.api}`,
    remotes: Object.fromEntries(
      Object.entries(remoteDists(root)).map(([name, dir]) => [
        name,
        { dir, port: ports.remotes[name as RemoteKey] },
      ]),
    ),
    remotesJson: remotesJsonFor(ports.remotes, remoteDists(root)),
    ...(firstScreenTimeoutMs !== undefined && { firstScreenTimeoutMs }),
  });
  const stopAll = async () => {
    await shop.close();
    await Promise.all([stopProcess(api), mail && stopProcess(mail)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await readyUnlessStopped(
      Promise.all([
        mail && waitForHttp(`http://127.0.0.1:${ports.mailWeb}/api/email`, 30_000),
        waitForHttp(`http://127.0.0.1:${ports.api}/api/v1/user/me`, 90_000),
      ]),
      [[api, 'the API'], ...(mail ? ([[mail, 'maildev']] as const) : [])],
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
