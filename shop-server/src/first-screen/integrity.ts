/**
 * Pins on remotes' server code (ADR 033). The shell's deployment lists, in its remotes.json, the integrity of each
 * remote server entry it trusts, SRI-style (`sha384-<base64>`, several separated by spaces while a new build rolls
 * out). The composer runs fetched code only when its digest is one of them. The pins come from the shell's side: a
 * manifest or a file served beside the code could be changed together with the code, and would prove nothing.
 */
import { createHash } from 'node:crypto';
import { isObject } from './is-object';

/** The key of remotes.json that holds the pins: each remote's name → its server entry's integrity. */
export const PINS_KEY = 'serverEntryIntegrity';

/** Each remote's name → the integrity (one or more SRI hashes) its server entry must have. */
export type ServerEntryPins = Record<string, string>;

const ALGORITHMS = ['sha256', 'sha384', 'sha512'] as const;
type Algorithm = (typeof ALGORITHMS)[number];
const isAlgorithm = (name: string): name is Algorithm => (ALGORITHMS as readonly string[]).includes(name);

/** The pins listed in remotes.json (none when it has no such key, or a pin is not text). */
export function serverEntryPins(json: unknown): ServerEntryPins {
  const listed = isObject(json) ? json[PINS_KEY] : undefined;
  if (!isObject(listed)) return {};
  return Object.fromEntries(
    Object.entries(listed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The code's digests in the forms a pin may take. */
export type Digests = Record<Algorithm, string>;

export function digestsOf(code: string): Digests {
  const digest = (algorithm: Algorithm) =>
    `${algorithm}-${createHash(algorithm).update(code, 'utf8').digest('base64')}`;
  return { sha256: digest('sha256'), sha384: digest('sha384'), sha512: digest('sha512') };
}

/**
 * Whether code with these digests is pinned by `integrity`: one of its hashes (of a known algorithm) matches.
 * Unknown tokens are ignored, as SRI does; an integrity with no known hash pins nothing.
 */
export function matchesPin(digests: Digests, integrity: string | undefined): boolean {
  if (integrity === undefined) return false;
  return integrity
    .split(/\s+/)
    .filter(Boolean)
    .some((token) => {
      const algorithm = token.slice(0, token.indexOf('-'));
      // An SRI hash may carry options after a '?'; the digest is what comes before.
      return isAlgorithm(algorithm) && token.split('?')[0] === digests[algorithm];
    });
}
