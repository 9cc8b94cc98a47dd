#!/usr/bin/env node
// `npm run dev -w mf-<name>` (the remote's "dev" script, run with the remote's folder as cwd): one remote alone,
// for its team. `webpack serve` serves its standalone page on its own port (the devServer block in build/webpack.mjs:
// no HMR, CORS, /api proxied to :4000). Starts the API and mail inbox too, unless an API already listens.
// Ctrl-C (or SIGTERM) stops every process it started.
import path from 'node:path';
import { remotePorts } from '../build/ports.mjs';
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
const name = folder.replace(/^mf-/, '');
if (!Object.hasOwn(remotePorts, name)) {
  console.error(
    `dev-remote: run me from a remote's folder (npm run dev -w mf-<name>); ${folder} is not one of: ` +
      Object.keys(remotePorts)
        .map((n) => `mf-${n}`)
        .join(', '),
  );
  process.exit(1);
}
const port = remotePorts[/** @type {keyof typeof remotePorts} */ (name)];
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
    ['Mail inbox', inbox],
  ],
  [...(apiUp ? [] : ['The API is not answering yet (see [api] above).']), 'Press Ctrl-C to stop.'],
);
