/**
 * Loads a remote's parcel (its exposed `./app`), retrying a failed load a few times with a growing pause before
 * the shell gives up and shows the fallback with Retry.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';
import type { RemoteName, RemoteProps } from '@gemstore/shared';
import { registerRemotesFromManifest, resetRemote } from './runtime-manifest';
import { SharedContractError } from './shared-contract';

export type RemoteApp = ParcelConfigObject<RemoteProps>;

export const retryDelaysMs = [300, 1000, 2000] as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isParcel(value: unknown): value is RemoteApp {
  return (
    typeof value === 'object' &&
    value !== null &&
    'mount' in value &&
    'unmount' in value &&
    'bootstrap' in value
  );
}

async function loadOnce(name: RemoteName): Promise<RemoteApp> {
  await registerRemotesFromManifest();
  const loaded = await loadRemote<{ default: unknown }>(`${name}/app`);
  const parcel = loaded?.default;
  if (!isParcel(parcel)) throw new Error(`The ${name} remote did not expose single-spa lifecycles as ./app`);
  return parcel;
}

/** Loads started before React rendered, waiting for the remote area that will want them. */
const startedEarly = new Map<RemoteName, Promise<RemoteApp>>();

/**
 * Starts loading the remote of the page being opened as the shell boots, not once React has rendered the layout
 * and the remote area's effect runs: on a slow phone that is a few hundred milliseconds sooner.
 */
export function startLoadingRemote(name: RemoteName): void {
  if (startedEarly.has(name)) return;
  const loading = loadRemoteApp(name);
  loading.catch(() => undefined); // reported by the remote area that takes it, or by nobody if the shopper moved on
  startedEarly.set(name, loading);
}

export async function loadRemoteApp(
  name: RemoteName,
  delays: readonly number[] = retryDelaysMs,
): Promise<RemoteApp> {
  const early = startedEarly.get(name);
  if (early) {
    // Taken once: a Retry after a failure loads afresh.
    startedEarly.delete(name);
    return early;
  }
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    try {
      return await loadOnce(name);
    } catch (error) {
      // A remote built against a contract this shell does not satisfy stays refused however often it is asked.
      if (error instanceof SharedContractError) throw error;
      lastError = error;
      console.warn(`Loading the ${name} part of the shop failed (attempt ${attempt + 1})`, error);
      const delay = delays[attempt];
      if (delay === undefined) break;
      await wait(delay);
      await resetRemote(name).catch(() => undefined);
    }
  }
  throw lastError instanceof Error
    ? lastError
    : new Error(`The ${name} part of the shop could not be loaded`);
}
