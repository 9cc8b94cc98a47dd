/**
 * Each remote's standalone page (ADR 056), as `npm run dev -w mf-<name>` shows it, for the journeys: every remote
 * built once, in development mode, in one webpack run (no dev server per remote, nor per test), and served by the
 * shop's development origins — /api to the suite's API, /dev-inbox to the suite's inbox, as `npm run dev` serves
 * them — on the ports of hundred 5 (support/ports.ts, moved by E2E_PORT_OFFSET like every other).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import { registeredRemotes, type RemoteName } from '@gemstore/shared/remotes';
import { serveShop } from '@gemstore/shop-server';
// Not from build/ports.mjs: webpack's configs load that file as an ES module, and a second copy here would clash.
import { DEV_INBOX_PATH } from '../../dev-harness/src/inbox';
import { apiUrl, mailUrl, standalonePorts } from './ports';
import { distOf, repoRoot } from './shop-server';

export const standaloneUrl = (name: RemoteName) => `http://localhost:${standalonePorts.remotes[name]}`;

type ConfigFactory = (env: object, argv: { mode: string }) => Configuration;

/** Every remote's development build (its standalone page) into `outDir/<folder>`, in one run. */
async function buildStandalonePages(outDir: string): Promise<void> {
  const configs = await Promise.all(
    registeredRemotes.map(async ({ folder }) => {
      const file = pathToFileURL(path.join(repoRoot, folder, 'webpack.config.mjs')).href;
      const { default: configFor } = (await import(file)) as { default: ConfigFactory };
      const config = configFor({}, { mode: 'development' });
      // No source maps: nobody reads them here, and they are a good part of a development build's time.
      const standalone: Configuration = {
        ...config,
        devtool: false,
        // The journeys' output stays theirs: webpack speaks up only for an error.
        infrastructureLogging: { level: 'error' },
        output: { ...config.output, path: path.join(outDir, folder) },
      };
      return standalone;
    }),
  );
  await new Promise<void>((resolve, reject) => {
    webpack(configs).run((error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
}

/** Builds and serves every standalone page; resolves with what stops them. */
export async function startStandalonePages(): Promise<() => Promise<void>> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'gemstore-standalone-'));
  try {
    await buildStandalonePages(outDir);
    const shop = await serveShop({
      // serveShop always serves a shell; these journeys never open it.
      shellDir: distOf('shell'),
      shellPort: standalonePorts.shell,
      remotes: Object.fromEntries(
        registeredRemotes.map(({ name, folder }) => [
          name,
          { dir: path.join(outDir, folder), port: standalonePorts.remotes[name] },
        ]),
      ),
      apiOrigin: apiUrl,
      firstScreens: false,
      development: true,
      devInbox: { path: DEV_INBOX_PATH, origin: mailUrl },
    });
    return async () => {
      await shop.close();
      rmSync(outDir, { recursive: true, force: true });
    };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}
