#!/usr/bin/env node
// `npm run dev`: the whole shop as `npm start` runs it, but every UI package rebuilds on change
// (webpack --watch --mode development) and its dist is served by the same servers as in start, so remote
// manifests, CORS and the /api proxy behave as they do in production. Reload the page after a rebuild.
// Ctrl-C (or SIGTERM) stops every process it started.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  apiPort,
  printBanner,
  bin,
  requireFreePorts,
  root,
  run,
  startBackend,
  waitForPort,
} from './lib/processes.mjs';
import { distOf, serveUi, shopPorts, shopUrls, uiPackages } from './lib/shop.mjs';

await requireFreePorts(shopPorts);
const { inbox } = await startBackend();

/** @type {{ folder: string, built: boolean }[]} */
const watching = [];
for (const pkg of uiPackages) {
  const { folder } = pkg;
  const cwd = path.join(root, folder);
  if (!existsSync(path.join(cwd, 'webpack.config.mjs'))) {
    console.warn(`[dev]        ${folder}: no webpack.config.mjs yet; skipped.`);
    continue;
  }
  mkdirSync(distOf(pkg), { recursive: true }); // served from the start; webpack fills it
  const entry = { folder, built: false };
  watching.push(entry);
  // webpack-cli prints "webpack compiled successfully" (or "compiled with N errors") after each build.
  const onLine = (/** @type {string} */ line) => {
    if (/\bcompiled\b/.test(line)) entry.built = true;
  };
  void run(folder, bin('webpack'), ['--watch', '--mode', 'development'], { cwd, onLine });
}

await serveUi({ development: true });

// Print the URLs once every first build is done, so they are not lost in the build output.
for (let waited = 0; waited < 180_000 && !watching.every((w) => w.built); waited += 500) {
  await new Promise((r) => setTimeout(r, 500));
}
const pending = watching.filter((w) => !w.built).map((w) => w.folder);
const apiUp = await waitForPort(apiPort);
printBanner(
  `Gemstore (dev, watching ${watching.map((w) => w.folder).join(', ') || 'nothing'}):`,
  shopUrls(inbox),
  [
    ...(apiUp ? [] : ['The API is not answering yet (see [api] above).']),
    ...(pending.length ? [`Still building: ${pending.join(', ')} (see their output above).`] : []),
    'Rebuilds on save; reload the page to see them. Press Ctrl-C to stop.',
  ],
);
