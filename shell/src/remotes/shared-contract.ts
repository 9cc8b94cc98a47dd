/**
 * A remote is built against a release of `@gemstore/shared`, the shop's contract (ADR 054); production remotes take
 * it from the shell only (ADR 026). Before a remote's code is fetched, its mf-manifest.json says which release it
 * needs (`requiredVersion`, a caret range of the one it was built against): a shell that does not satisfy it
 * refuses the remote with a message naming both, and the remote's area shows its fallback. A remote built against
 * an older minor of the same major runs. (A remote listed by its remoteEntry.js has no manifest to read first: the
 * federation runtime refuses it when it asks for the module, since the build marks the contract strictVersion.)
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The packages held to their contract: the others stay the runtime's warning, as before. */
const CONTRACTS = ['@gemstore/shared'];

export class SharedContractError extends Error {
  override name = 'SharedContractError';
}

type Version = [number, number, number];

function parse(version: string): Version | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Whether `version` satisfies `range`, a caret range as the shop's builds write them (`^1.2.0`): the same major and
 * no older (for 0.x, the same minor, as a 0.x minor may break).
 */
export function satisfiesCaret(version: string, range: string): boolean {
  const have = parse(version);
  const need = range.startsWith('^') ? parse(range.slice(1)) : null;
  if (!have || !need) return false;
  const [major, minor, patch] = have;
  const [needMajor, needMinor, needPatch] = need;
  if (major !== needMajor) return false;
  if (major === 0) return minor === needMinor && patch >= needPatch;
  return minor > needMinor || (minor === needMinor && patch >= needPatch);
}

type ManifestShared = { name: string; version?: string; requiredVersion?: string };

/**
 * Why `remote` cannot run on this shell, or null when it can. `needs` are the shared entries of its manifest;
 * `provided` the version of each contract the shell gives.
 */
export function sharedContractProblem(
  remote: string,
  needs: readonly ManifestShared[],
  provided: Readonly<Record<string, string | undefined>>,
): string | null {
  for (const contract of CONTRACTS) {
    const need = needs.find((entry) => entry.name === contract);
    const have = provided[contract];
    if (!need || !have) continue;
    const range = need.requiredVersion ?? (need.version ? `^${need.version}` : undefined);
    if (range && satisfiesCaret(have, range)) continue;
    return (
      `The ${remote} part of the shop was built against ${contract} ${need.version ?? '(unknown)'} ` +
      `(it needs ${range ?? 'a version it does not name'}), but this shell provides ${contract} ${have}. ` +
      `It is not loaded: its area shows its fallback until a build of ${remote} for ${contract} ${have} ` +
      `(or a shell that satisfies it) is deployed.`
    );
  }
  return null;
}

/** The version of each contract the shell itself shares, from its federation options. */
function providedVersions(shared: unknown): Record<string, string | undefined> {
  const versions: Record<string, string | undefined> = {};
  if (typeof shared !== 'object' || shared === null) return versions;
  for (const contract of CONTRACTS) {
    const entries: unknown = (shared as Record<string, unknown>)[contract];
    const first: unknown = Array.isArray(entries) ? entries[0] : entries;
    if (typeof first === 'object' && first !== null && 'version' in first) {
      const { version } = first;
      if (typeof version === 'string') versions[contract] = version;
    }
  }
  return versions;
}

/** The `shared` entries of an mf-manifest.json (a remote's, or the shell's own), as far as they are well formed. */
export function manifestShared(manifest: unknown): ManifestShared[] {
  if (typeof manifest !== 'object' || manifest === null || !('shared' in manifest)) return [];
  const { shared } = manifest;
  return Array.isArray(shared)
    ? shared.filter(
        (entry): entry is ManifestShared =>
          typeof entry === 'object' && entry !== null && typeof (entry as ManifestShared).name === 'string',
      )
    : [];
}

/** The runtime plugin: reads each remote's manifest as it arrives and refuses one the shell does not satisfy. */
export const sharedContract: ModuleFederationRuntimePlugin = {
  name: 'gemstore-shared-contract',
  loadRemoteSnapshot(args) {
    if (!args.manifestJson) return args;
    const problem = sharedContractProblem(
      args.moduleInfo.name,
      manifestShared(args.manifestJson),
      providedVersions(args.options.shared),
    );
    if (problem) {
      console.error(problem);
      throw new SharedContractError(problem);
    }
    return args;
  },
};
