#!/usr/bin/env node
// `npm start`: builds the UI packages that have no build yet (and fills a new shop with the demo catalogue
// meanwhile), then runs the whole shop on the embedded defaults (API, mail inbox, shell and remotes each on its own
// origin) and prints where everything is.
// Ctrl-C (or SIGTERM) stops every process it started.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  apiPort,
  apiSettingsAccepted,
  prepareNewShop,
  printBanner,
  requireFreePorts,
  root,
  run,
  startBackend,
  stop,
  waitForPort,
} from './lib/processes.mjs';
import { distOf, serveUi, shopPorts, shopUrls, uiPackages } from './lib/shop.mjs';

// Fail before a minutes-long build, not after it: settings the API would refuse, then ports already taken.
if (!(await apiSettingsAccepted())) {
  console.error('[start]      The API refused its settings (above); nothing was started.');
  process.exit(1);
}
await requireFreePorts(shopPorts);

// A new shop's database and demo catalogue are prepared while the front end builds; pictures this machine never drew
// are drawn once the shop is up, so that the first start is as quick to a usable shop as before (ADR 051).
const prepared = prepareNewShop();
// A refused new shop (a missing data folder that held one, ADR 036) stops everything at once, builds included.
void prepared.then((code) => {
  if (code === 0) return;
  console.error('[demo]       The new shop could not be prepared (above); nothing more is started.');
  void stop(code);
});

// Sequential builds: on two cores five parallel webpack runs are no faster, and the output stays readable.
for (const pkg of uiPackages) {
  const { folder } = pkg;
  // A production remote has no page of its own (ADR 026): its manifest says it is built. Asking for an index.html
  // here rebuilt every remote at every start.
  const needs = folder === 'shell' ? ['index.html'] : ['mf-manifest.json'];
  if (needs.every((file) => existsSync(path.join(distOf(pkg), file)))) continue;
  const manifest = path.join(root, folder, 'package.json');
  if (!existsSync(manifest) || !JSON.parse(readFileSync(manifest, 'utf8')).scripts?.build) {
    console.warn(`[build]      ${folder}: no package.json with a build script yet; skipped.`);
    continue;
  }
  console.log(`[build]      ${folder}: no build in ${folder}/dist, building (npm run build -w ${folder})...`);
  const code = await run(folder, 'npm', ['run', 'build', '-w', folder], { essential: false });
  // One remote failing to build must not keep the rest of the shop from running (the shell shows its fallback).
  if (code !== 0)
    console.error(`[build]      ${folder}: build failed (exit ${code}); the shop runs without it.`);
}
console.log(
  '[build]      existing builds in */dist are served as they are; `npm run build -w <folder>` rebuilds one.',
);

const { inbox } = await startBackend(prepared);
await serveUi();

const apiUp = await waitForPort(apiPort);
printBanner(
  apiUp ? 'Gemstore is running:' : 'Gemstore is starting (the API is not answering yet; see [api] above):',
  shopUrls(inbox),
  ['Press Ctrl-C to stop.'],
);
