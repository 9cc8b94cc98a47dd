// The shop's layout on one machine (build/ports.mjs, and the remote registry for the remotes), shared by start.mjs
// and dev.mjs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PINS_KEY, PortInUseError, pinsFromBuilds, serveShop } from '@gemstore/shop-server';
import { DEV_INBOX_PATH, LOOPBACK, mailPort, shellPort } from '../../build/ports.mjs';
import { remotes as registered } from '../../build/remotes.mjs';
import { apiPort, onStop, root, stop } from './processes.mjs';

/** The shell and each registered remote: its name, its folder in the repository and the port it is served on. */
const shell = { name: 'shell', folder: 'shell', port: shellPort };
const remotes = registered.map(({ name, folder, port }) => ({ name, folder, port }));
export const uiPackages = [shell, ...remotes];
export const distOf = (/** @type {{ folder: string }} */ pkg) => path.join(root, pkg.folder, 'dist');

/** Every port start and dev listen on, by name, for requireFreePorts(). */
export const shopPorts = { ...Object.fromEntries(uiPackages.map((p) => [p.name, p.port])), api: apiPort };

/**
 * The shell's remotes.json (shell/dist/remotes.json, still edited to move a remote), read at every page, with the
 * pins on the remotes' server code (ADR 033) taken from the builds this machine serves when the file has none:
 * here the launcher is the shell's deployment, and a remote rebuilt while the shop runs is pinned as it is served.
 * @returns {Promise<Record<string, unknown>>}
 */
async function remotesJson() {
  const file = JSON.parse(await readFile(path.join(distOf(shell), 'remotes.json'), 'utf8'));
  if (file[PINS_KEY]) return file;
  return {
    ...file,
    [PINS_KEY]: pinsFromBuilds(Object.fromEntries(remotes.map((p) => [p.name, distOf(p)]))),
  };
}

/**
 * Serves every dist folder (closed on stop); a taken port stops everything with a message naming it.
 * `development`: webpack --watch development builds (npm run dev), whose modules run with eval and whose source
 * maps are theirs to see, and each remote's standalone page reads the local inbox at DEV_INBOX_PATH for its test
 * shopper (ADR 056). PUBLIC_URL (https: HSTS), SHOP_PUBLIC_SOURCE_MAPS=1 and SHOP_PUBLIC_SERVER_CODE=1
 * (serve *.map and server/ to anyone) are read from the environment.
 * @param {{ development?: boolean }} [options]
 */
export async function serveUi({ development = false } = {}) {
  try {
    const shop = await serveShop({
      shellDir: distOf(shell),
      remotes: Object.fromEntries(remotes.map((p) => [p.name, { dir: distOf(p), port: p.port }])),
      shellPort,
      apiOrigin: `http://localhost:${apiPort}`,
      remotesJson,
      publicUrl: process.env.PUBLIC_URL || null,
      development,
      devInbox: development ? { path: DEV_INBOX_PATH, origin: `http://${LOOPBACK}:${mailPort.web}` } : null,
      publicFiles: {
        sourceMaps: development || process.env.SHOP_PUBLIC_SOURCE_MAPS === '1',
        serverCode: process.env.SHOP_PUBLIC_SERVER_CODE === '1',
      },
    });
    onStop(shop.close);
  } catch (error) {
    console.error(error instanceof PortInUseError ? error.message : error);
    await stop(1);
  }
}

/**
 * The URLs to print: the shop, each remote, the API and the inbox, as label/URL rows.
 * @param {string} inbox
 * @returns {[string, string][]}
 */
export const shopUrls = (inbox) => [
  ['Shop', `http://localhost:${shell.port}`],
  ...remotes.map((p) => /** @type {[string, string]} */ ([`Remote ${p.name}`, `http://localhost:${p.port}`])),
  ['API', `http://localhost:${apiPort}/api/v1`],
  ['API docs', `http://localhost:${apiPort}/api/docs`],
  ['Mail inbox', inbox],
];
