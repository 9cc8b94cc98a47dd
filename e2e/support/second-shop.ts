/**
 * A second copy of the shop's front end, served from this test's own process on other ports, sharing the e2e API.
 * Tests that stop a remote's server or redeploy a remote use it, so the main e2e shop is never disturbed.
 */
import { serveShop } from '@gemstore/shop-server';
import { e2ePorts, shopPortsAt } from './ports';
import {
  distOf,
  JOURNEY_FIRST_SCREEN_TIMEOUT_MS,
  remoteFolders,
  remotesJsonFor,
  type RemoteKey,
} from './shop-server';

const { shell, remotes } = shopPortsAt(2);
export const secondPorts = { shell, remotes } as const;

/**
 * Its ports are fixed, so two journeys cannot serve it at once while the others run beside them (two workers,
 * ADR 068): a journey that serves it takes this Playwright test lock for its whole file, at the file's top:
 * `test.describe.configure({ lock: SECOND_FRONT_END })`.
 */
export const SECOND_FRONT_END = 'the second front end';

/** `shell`: the folder of another build of the shell to serve instead of the shop's (shared-contract.spec). */
export async function serveSecondShop(
  dirs: Partial<Record<RemoteKey, string>> = {},
  { shell: shellDir = distOf('shell') }: { shell?: string } = {},
) {
  const dists = Object.fromEntries(
    (Object.keys(remoteFolders) as RemoteKey[]).map((name) => [
      name,
      dirs[name] ?? distOf(remoteFolders[name]),
    ]),
  ) as Record<RemoteKey, string>;
  const shop = await serveShop({
    shellDir,
    shellPort: secondPorts.shell,
    firstScreenTimeoutMs: JOURNEY_FIRST_SCREEN_TIMEOUT_MS,
    apiOrigin: `http://localhost:${e2ePorts.api}`,
    remotes: Object.fromEntries(
      (Object.keys(remoteFolders) as RemoteKey[]).map((name) => [
        name,
        { dir: dists[name], port: secondPorts.remotes[name] },
      ]),
    ) as Record<RemoteKey, { dir: string; port: number }>,
    // Pinned as deployed now: a remote redeployed later (redeploy.spec) is drawn in the browser (ADR 033).
    remotesJson: remotesJsonFor(secondPorts.remotes, dists),
  });
  return { shop, url: `http://localhost:${secondPorts.shell}` };
}
