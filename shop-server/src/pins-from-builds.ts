/**
 * For whoever deploys the shell (ADR 033): the pins to write in its remotes.json, read from the remotes' builds as
 * they are about to be deployed. Each build writes its server entry's integrity in its mf-manifest.json
 * (`metaData.firstScreenIntegrity`, build/webpack.mjs); the deployment copies it into remotes.json, which the
 * composer trusts and the remotes' servers cannot change. `npm start` and e2e, which deploy every part on one
 * machine, use this; a remote without a server entry (or no build yet) gets no pin.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerEntryPins } from './first-screen/integrity';
import { isObject } from './first-screen/is-object';

export function pinsFromBuilds(dists: Record<string, string>): ServerEntryPins {
  const pins: ServerEntryPins = {};
  for (const [name, dist] of Object.entries(dists)) {
    let manifest: unknown;
    try {
      manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    } catch {
      continue; // not built (yet): nothing to pin, and its pages are drawn in the browser
    }
    const integrity =
      isObject(manifest) && isObject(manifest.metaData) ? manifest.metaData.firstScreenIntegrity : undefined;
    if (typeof integrity === 'string') pins[name] = integrity;
  }
  return pins;
}
