// The shop's layout on one machine (build/ports.mjs), shared by start.mjs and dev.mjs.
import path from 'node:path';
import { PortInUseError, serveShop } from '@gemstore/shop-server';
import { remotePorts, shellPort } from '../../build/ports.mjs';
import { apiPort, onStop, root, stop } from './processes.mjs';

/** The shell and each remote: its name, its folder in the repository and the port it is served on. */
const shell = { name: 'shell', folder: 'shell', port: shellPort };
const remotes = Object.entries(remotePorts).map(([name, port]) => ({ name, folder: `mf-${name}`, port }));
export const uiPackages = [shell, ...remotes];
export const distOf = (/** @type {{ folder: string }} */ pkg) => path.join(root, pkg.folder, 'dist');

/** Every port start and dev listen on, by name, for requireFreePorts(). */
export const shopPorts = { ...Object.fromEntries(uiPackages.map((p) => [p.name, p.port])), api: apiPort };

/** Serves every dist folder (closed on stop); a taken port stops everything with a message naming it. */
export async function serveUi() {
  try {
    const shop = await serveShop({
      shellDir: distOf(shell),
      remotes: Object.fromEntries(remotes.map((p) => [p.name, { dir: distOf(p), port: p.port }])),
      shellPort,
      apiOrigin: `http://localhost:${apiPort}`,
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
