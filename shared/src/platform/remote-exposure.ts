/**
 * Loading another team's exposure at run time (ADR 052, 053): `loadExposure('checkout/cart')` is the federation
 * runtime's `loadRemote('checkout/cart')`, through the shell, which lends its runtime with the remotes it read from
 * remotes.json (provideExposureLoader, shell/src/remotes/provide-exposures.ts). Never a build-time import: a team
 * ships a change to what it exposes by deploying its remote alone, and the next page load uses it.
 *
 * A failed load is tried again after a pause (as the shell does for a remote's page, ADR 009), then given up: the
 * caller shows its fallback, and Retry (reloadExposure) forgets the failed remote and loads it afresh. A remote
 * that loads but offers another contract is refused at once, with a message that says so.
 */
import { useCallback, useState } from 'react';
import type { RemoteName } from '../routes';
import { type ExposureId, type Exposures, isExposure, prepareExposure } from './exposures';

export type ExposureLoader = {
  /** The federation runtime's loadRemote(id), once the shell knows where the remotes live. */
  load: (id: ExposureId) => Promise<unknown>;
  /** Forgets a remote whose load failed (its cached manifest and entry), so the next load fetches it again. */
  reset: (remote: RemoteName) => Promise<void>;
};

/** Pauses between tries of one load: a remote that blinked (a deploy, a lost packet) is not reported at once. */
export const EXPOSURE_RETRY_DELAYS_MS: readonly number[] = [300, 1000];

export class ExposureUnavailableError extends Error {}

let loader: ExposureLoader | null = null;
let retryDelays = EXPOSURE_RETRY_DELAYS_MS;
const loads = new Map<ExposureId, Promise<unknown>>();
/** The exposures this page has loaded, for what cannot wait for a load (loadedExposure). */
const loaded = new Map<ExposureId, unknown>();

/**
 * The shell hands over its federation runtime as it starts; tests hand over a stand-in (null: none), and may
 * shorten the pauses between tries.
 */
export function provideExposureLoader(
  next: ExposureLoader | null,
  delays: readonly number[] = EXPOSURE_RETRY_DELAYS_MS,
): void {
  loader = next;
  retryDelays = delays;
  loads.clear();
  loaded.clear();
}

const remoteOf = (id: ExposureId) => id.slice(0, id.indexOf('/')) as RemoteName;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadOnce<Id extends ExposureId>(id: Id): Promise<Exposures[Id]> {
  if (!loader) throw new ExposureUnavailableError(`Nothing on this page can load ${id} (no shell)`);
  const module = await loader.load(id);
  const exposure =
    typeof module === 'object' && module !== null && 'default' in module ? module.default : module;
  if (!isExposure(id, exposure)) {
    throw new ExposureUnavailableError(
      `${id} was built against another contract than this page's (shared/src/platform/exposures.ts): refused`,
    );
  }
  return exposure;
}

async function loadWithRetries<Id extends ExposureId>(
  id: Id,
  delays: readonly number[],
): Promise<Exposures[Id]> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await loadOnce(id);
    } catch (error) {
      const delay = delays[attempt];
      if (error instanceof ExposureUnavailableError || delay === undefined) throw error;
      console.warn(`Loading ${id} failed (attempt ${attempt + 1})`, error);
      await wait(delay);
      await loader?.reset(remoteOf(id)).catch(() => undefined);
    }
  }
}

/** The exposure `id`, loaded once per page; a failed load is forgotten, so the next call tries again. */
export function loadExposure<Id extends ExposureId>(id: Id): Promise<Exposures[Id]> {
  const started = loads.get(id);
  if (started) return started as Promise<Exposures[Id]>;
  const loading = loadWithRetries(id, retryDelays);
  loads.set(id, loading);
  loading.then(
    (exposure) => {
      if (loads.get(id) === loading) loaded.set(id, exposure);
    },
    () => {
      if (loads.get(id) === loading) loads.delete(id);
    },
  );
  return loading;
}

/**
 * The exposure `id` if this page has already loaded it, else null: for a change that cannot wait for a load, such
 * as one sent as the page goes (a heart's, §wishlist.heart), which must be handed over within the page's last event.
 */
export function loadedExposure<Id extends ExposureId>(id: Id): Exposures[Id] | null {
  return (loaded.get(id) as Exposures[Id] | undefined) ?? null;
}

/** Retry: forgets the remote's failed load (the runtime's cache of it too) and loads the exposure afresh. */
export async function reloadExposure<Id extends ExposureId>(id: Id): Promise<Exposures[Id]> {
  loads.delete(id);
  await loader?.reset(remoteOf(id)).catch(() => undefined);
  return loadExposure(id);
}

/**
 * An exposure for a component: `load()` and `retry()` give it, or null when it could not be loaded, in which case
 * `unavailable` is true until a load succeeds (the caller draws its fallback with Retry). `prepare()` starts a load
 * quietly, as the shopper's finger or focus nears the control that will need it.
 */
export function useExposure<Id extends ExposureId>(id: Id) {
  const [unavailable, setUnavailable] = useState(false);

  const settle = useCallback(
    async (loading: Promise<Exposures[Id]>): Promise<Exposures[Id] | null> => {
      try {
        const exposure = await loading;
        setUnavailable(false);
        return exposure;
      } catch (error) {
        console.error(`${id} could not be loaded`, error);
        setUnavailable(true);
        return null;
      }
    },
    [id],
  );

  const load = useCallback(() => settle(loadExposure(id)), [settle, id]);
  const retry = useCallback(() => settle(reloadExposure(id)), [settle, id]);
  const prepare = useCallback(() => {
    loadExposure(id).then(
      (exposure) => prepareExposure[id](exposure),
      () => undefined, // said when the shopper presses: prepare is only a head start
    );
  }, [id]);

  return { unavailable, load, retry, prepare };
}
