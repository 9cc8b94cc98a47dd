import argon2 from 'argon2';

type HashOptions = Parameters<typeof argon2.hash>[1];

/** The shop's cost: argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes), as OWASP recommends or above. */
export const SHOP_HASHING: HashOptions = { type: argon2.argon2id };

/**
 * Under jest only (jest sets JEST_WORKER_ID in each of its processes; nothing else the shop runs in does): a cheap
 * argon2id, because hashing the suites' thousands of test passwords at the shop's cost took half of their time. The
 * code under test is the same: each hash carries its own parameters, which is what verify reads, and a test checks
 * that outside jest the shop's cost is used.
 */
const UNDER_JEST: HashOptions = { type: argon2.argon2id, memoryCost: 4096, timeCost: 1, parallelism: 1 };

export function hashingFor(env: NodeJS.ProcessEnv): HashOptions {
  return env.JEST_WORKER_ID === undefined ? SHOP_HASHING : UNDER_JEST;
}

const hashing = hashingFor(process.env);

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, hashing);

// Verifying against this when the e-mail is unknown, or the account has no password (made through Google sign-in),
// keeps "no such user" as slow as "wrong password".
let decoy: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await argon2.verify(await decoy, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
