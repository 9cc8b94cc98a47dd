#!/usr/bin/env node
// `npm run dev -w mf-<name>` (the remote's "dev" script, run with the remote's folder as cwd): one remote alone,
// for its team. `webpack serve` serves its standalone page on its own port, on this machine only
// (build/standalone-dev-server.mjs: no HMR, CORS, /api proxied to the API and /dev-inbox to the mail inbox, where the
// page's 'Sign in as a test shopper' reads its code; ADR 056). Starts the API and mail inbox too, unless an API
// already listens.
// Ctrl-C (or SIGTERM) stops every process it started.
import path from 'node:path';
import { remotes, REGISTRY_FILE } from '../build/remotes.mjs';
import {
  apiPort,
  bin,
  printBanner,
  portFree,
  requireFreePorts,
  run,
  startBackend,
  waitForPort,
} from './lib/processes.mjs';

const folder = path.basename(process.cwd());
const remote = remotes.find((candidate) => candidate.folder === folder);
if (!remote) {
  console.error(
    `dev-remote: run me from a remote's folder (npm run dev -w mf-<name>); ${folder} is not one of ` +
      `${REGISTRY_FILE}'s: ${remotes.map((r) => r.folder).join(', ')}`,
  );
  process.exit(1);
}
const { name, port } = remote;
await requireFreePorts({ [name]: port });

let inbox = '(the one the running API uses)';
if (await portFree(apiPort)) ({ inbox } = await startBackend());
else console.log(`[dev]        an API already listens on port ${apiPort}: using it.`);

void run(folder, bin('webpack'), ['serve', '--mode', 'development'], { cwd: process.cwd() });

await waitForPort(port, 180_000);
const apiUp = await waitForPort(apiPort);
printBanner(
  `${folder} standalone (webpack serve, reloads on save):`,
  [
    [folder, `http://localhost:${port}`],
    ['API', `http://localhost:${apiPort}/api/v1 (also as /api on :${port})`],
    ['Mail inbox', `${inbox} (also as /dev-inbox on :${port})`],
  ],
  [
    ...(apiUp ? [] : ['The API is not answering yet (see [api] above).']),
    "The page's bar links to the remote's pages and signs in a test shopper (its code read from the inbox).",
    'Press Ctrl-C to stop.',
  ],
);
